// One figure's call as the account screens show it: loading, its value, or -- with a retry of
// that call alone (the other figures stay as they are).
import { useEffect, useState, type ReactNode } from 'react';
import { errorText, type Settled } from '../../../runtime/api/settled-text';

export type Call<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'error'; message: string };

const fromSettled = <T,>(s: Settled<T>): Call<T> => (s.ok ? { state: 'ok', value: s.value } : { state: 'error', message: s.message });

/**
 * `first` is the route loader's call (a promise still running, or already settled); a retry
 * runs `again`. The returned function retries.
 */
export function useCall<T>(first: Promise<T> | Settled<T>, again: () => Promise<T>): [Call<T>, () => void] {
  const settled = !(first instanceof Promise);
  const [attempt, setAttempt] = useState(0);
  const [call, setCall] = useState<Call<T>>(() => (settled ? fromSettled(first) : { state: 'loading' }));

  useEffect(() => {
    if (!attempt && settled) return;
    let live = true;
    setCall({ state: 'loading' });
    (attempt ? again() : (first as Promise<T>)).then(
      (value) => live && setCall({ state: 'ok', value }),
      (e: unknown) => live && setCall({ state: 'error', message: errorText(e) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return [call, () => setAttempt((n) => n + 1)];
}

/** What a figure whose call failed shows: -- and a retry, the reason read out to screen readers. */
export function Unknown({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <span className="home-unknown">
      <span title={message}>--</span>
      <span className="ui-sr">{`${what}加载失败：${message}`}</span>
      <button type="button" className="ui-link home-retry" onClick={onRetry} aria-label={`重试加载${what}`}>
        重试
      </button>
    </span>
  );
}

/** A figure in one of its three states; `render` draws the value. */
export function Figure<T>({ call, what, retry, render }: { call: Call<T>; what: string; retry: () => void; render: (v: T) => ReactNode }) {
  if (call.state === 'loading')
    return (
      <span className="home-loading" aria-busy="true">
        …
      </span>
    );
  if (call.state === 'error') return <Unknown what={what} message={call.message} onRetry={retry} />;
  return <>{render(call.value)}</>;
}
