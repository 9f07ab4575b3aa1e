import './block-error.css';
// One block of a screen (banners, notices, a list, the account…) whose call failed: it says
// so in words in its own place, with its own retry, and the rest of the screen stays. A
// screen's loader hands each block a Settled value (runtime/api/settled) instead of failing
// as a whole.
import { useState } from 'react';
import type { Settled } from '../api/settled';

/** A block's value, the loader's first; `retry` asks only this block's call again. */
export function useBlock<T>(first: Settled<T>, again: () => Promise<T>): { got: Settled<T>; busy: boolean; retry: () => void } {
  const [got, setGot] = useState(first);
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    again()
      .then(
        (value) => setGot({ ok: true, value }),
        () => setGot({ ok: false }),
      )
      .finally(() => setBusy(false));
  };
  return { got, busy, retry };
}

/** `what` names the block (公告, 出借项目…): '公告加载失败' and a 重试 button. */
export function BlockError({ what, busy, onRetry, className }: { what: string; busy?: boolean; onRetry: () => void; className?: string }) {
  return (
    <div className={className ? `ui-block-error ${className}` : 'ui-block-error'} role="alert">
      <span>{what}加载失败</span>
      <button type="button" className="ui-btn ui-btn-secondary" disabled={busy} onClick={onRetry}>
        {busy ? '加载中…' : '重试'}
      </button>
    </div>
  );
}
