import './pull-refresh.css';
// Pull to refresh (the kit's gesture, pull-refresh-gesture.ts): from the top of the page a
// finger drawn down opens a head that says 下拉刷新, then past the threshold 释放刷新; letting
// go there runs the screen's `onRefresh` (its own calls, never a page reload) under 刷新中…,
// then 刷新成功 (or 刷新失败, the screen keeping what it showed). Nothing happens when the page
// is scrolled, for a sideways swipe, while a sheet or dialog is open (a payment among them),
// or while a money move is on its way.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../runtime/ui/page-state';
import { PULL_TEXT, type PullStatus } from './pull-refresh-gesture';

export interface PullRefreshProps {
  /** the screen's calls again; resolves once they are in (the head then says 刷新成功) */
  onRefresh: () => Promise<unknown>;
  /** nothing to refresh right now (the screen is behind a gate, or still loading) */
  disabled?: boolean;
  children: ReactNode;
}

export function PullRefresh({ onRefresh, disabled, children }: PullRefreshProps) {
  const box = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus | null>(null);
  const props = useRef({ onRefresh, disabled });
  props.current = { onRefresh, disabled };

  // a layout effect: a Suspense boundary that hides the screen again (a retry) detaches the refs
  // and runs this cleanup, and showing it runs the effect again, so the touches always watch the
  // element that is there
  useLayoutEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    // the touches load once the screen is up: nothing to pull before it shows
    import('./pull-refresh-touch').then(
      (m) => {
        const [b, h] = [box.current, head.current];
        if (live && b && h) stop = m.watchPull(b, h, { refresh: () => props.current.onRefresh(), disabled: () => props.current.disabled, say: setStatus });
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  return (
    <div ref={box} className="ui-pull">
      <div ref={head} className="ui-pull-head" role="status" aria-live="polite">
        {status && (
          <span>
            {status === 'refreshing' && <Spinner />}
            {PULL_TEXT[status]}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}

/**
 * Page 1 of a screen's list asked afresh by a pull: `take` runs the call and, once it is in,
 * `gen` changes (key the list by it: a new list, no second call) and `initial` is the page to
 * open it with. Only for the list it was asked for: once the screen shows another (a tab, a
 * filter), that list asks for itself as before.
 */
export function useFreshPage<P>(list: string) {
  const [fresh, setFresh] = useState<{ gen: number; of: string; page: P } | null>(null);
  const shown = useRef(list);
  shown.current = list;
  const of = useRef('');
  if (of.current !== list) of.current = '';
  const take = (p: Promise<P>) =>
    p.then((page) => {
      if (shown.current !== list) return;
      of.current = list;
      setFresh((f) => ({ gen: (f?.gen ?? 0) + 1, of: list, page }));
    });
  return { gen: fresh?.gen ?? 0, initial: fresh && of.current === list && fresh.of === list ? fresh.page : undefined, take };
}
