import './block-error.css';
// One block of a screen (banners, notices, a list, the account…) whose call failed: it says
// so in words in its own place, with its own retry, and the rest of the screen stays. A
// screen's loader hands each block a Settled value (runtime/api/settled) instead of failing
// as a whole. Without network the screen says it once, not each block (OfflineBar), and each
// failed block asks again by itself when the server answers again (runtime/net/connectivity).
import { useEffect, useState } from 'react';
import { settle, type Settled } from '../../runtime/api/settled';
import { backSince, checkNow, onBack, useOffline, useSpeaker } from '../../runtime/net/connectivity';
import { OFFLINE_TEXT } from '../../runtime/ui/page-state';

/** A block's value, the loader's first; `retry` asks only this block's call again. */
export function useBlock<T>(first: Settled<T>, again: () => Promise<T>): { got: Settled<T>; busy: boolean; retry: () => void } {
  const [got, setGot] = useState(first);
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    void settle(again())
      .then(setGot)
      .finally(() => setBusy(false));
  };
  // a failure from before the network came back (a block that mounts late: the home's later
  // blocks) asks again now; a later one waits for the next return
  useEffect(() => {
    if (got.ok) return;
    if (got.at !== undefined && backSince(got.at)) retry();
    else return onBack(retry);
    // `retry` reads nothing stale: `again` is the block's call, the same on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [got]);
  return { got, busy, retry };
}

/** `what` names the block (公告, 出借项目…): '公告加载失败' and a 重试 button; offline, the screen's one line. */
export function BlockError({ what, busy, onRetry, className }: { what: string; busy?: boolean; onRetry: () => void; className?: string }) {
  if (useOffline()) return <OfflineBar />;
  return (
    <div className={className ? `ui-block-error ${className}` : 'ui-block-error'} role="alert">
      <span>{what}加载失败</span>
      <button type="button" className="ui-btn ui-btn-secondary" disabled={busy} onClick={onRetry}>
        {busy ? '加载中…' : '重试'}
      </button>
    </div>
  );
}

/**
 * The screen's one offline line, with a 重试 that asks the server at once. `first` for the bar a
 * screen places itself (home's, under its brand); a failed block's shows where the block is.
 */
export function OfflineBar({ first }: { first?: boolean }) {
  if (!useSpeaker(first)) return null;
  return (
    <div className="ui-offline" role="alert">
      <span>{OFFLINE_TEXT}</span>
      <button type="button" className="ui-btn ui-btn-secondary" onClick={checkNow}>
        重试
      </button>
    </div>
  );
}
