import './elder-switch.css';
import { setElder, useElder } from './elder';

/** The visible 长辈模式 switch (homepage and /more). */
export function ElderSwitch({ className = '' }: { className?: string }) {
  const on = useElder();
  return (
    <button type="button" role="switch" aria-checked={on} className={`ui-elder-switch ${className}`} onClick={() => setElder(!on)}>
      <span>长辈模式</span>
      <span className="ui-elder-track" aria-hidden="true" />
    </button>
  );
}
