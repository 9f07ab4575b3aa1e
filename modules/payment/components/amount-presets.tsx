import './amount-presets.css';
import { formatFen } from '../../../domain/format/money';

/**
 * Common amounts under an amount field, as the peers offer them: a tap fills the field. The one
 * matching what is typed is marked (pressed: a thicker border and bold, not colour alone).
 */
export function AmountPresets({ yuan, fen, label, onPick }: { yuan: readonly number[]; fen: number; label: string; onPick: (yuan: number) => void }) {
  return (
    <div className="pay-presets" role="group" aria-label={`${label}（元）`}>
      {yuan.map((y) => (
        <button key={y} type="button" className="pay-preset" aria-pressed={fen === y * 100} onClick={() => onPick(y)}>
          {formatFen(y * 100).replace(/\.00$/, '')}
        </button>
      ))}
    </div>
  );
}
