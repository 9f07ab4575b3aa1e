import './pull-refresh.css';
// Pull to refresh (the kit's gesture, pull-refresh-gesture.ts): from the top of the page a
// finger drawn down opens a head that says 下拉刷新, then past the threshold 释放刷新; letting
// go there runs the screen's `onRefresh` (its own calls, never a page reload) under 刷新中…,
// then 刷新成功 (or 刷新失败, the screen keeping what it showed). Nothing happens when the page
// is scrolled, for a sideways swipe, while a sheet or dialog is open (a payment among them),
// or while a money move is on its way.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { money } from '../money/state';
import { Spinner } from './page-state';
import { DONE_MS, HEAD, PULL_TEXT, axisOf, pullHeight, pullStatus, type PullStatus } from './pull-refresh-gesture';

export interface PullRefreshProps {
  /** the screen's calls again; resolves once they are in (the head then says 刷新成功) */
  onRefresh: () => Promise<unknown>;
  /** nothing to refresh right now (the screen is behind a gate, or still loading) */
  disabled?: boolean;
  children: ReactNode;
}

/** A sheet, dialog or payment is open, or money is moving: a pull must not reload under it. */
const busyElsewhere = () => !!document.querySelector('[aria-modal="true"]') || Object.values(money.slots).some((s) => s.busy);

/** Whether the touch starts on content scrolled down (the page, or a scrolling box under the finger). */
function scrolled(target: EventTarget | null, box: HTMLElement): boolean {
  if ((document.scrollingElement ?? document.documentElement).scrollTop > 0) return true;
  for (let n = target instanceof Element ? target : null; n && n !== box; n = n.parentElement) if (n.scrollTop > 0) return true;
  return false;
}

export function PullRefresh({ onRefresh, disabled, children }: PullRefreshProps) {
  const box = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus | null>(null);
  const props = useRef({ onRefresh, disabled });
  props.current = { onRefresh, disabled };

  useEffect(() => {
    const el = box.current!;
    const h = head.current!;
    let start: { x: number; y: number } | null = null;
    let axis: ReturnType<typeof axisOf> = null;
    let height = 0;
    let busy = false;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // while the finger is down the head follows it; otherwise it glides
    const open = (px: number, follow = false) => {
      height = px;
      h.style.transition = follow ? 'none' : '';
      h.style.height = `${px}px`;
    };
    const close = () => {
      open(0);
      setStatus(null);
      busy = false;
    };

    const onStart = (e: TouchEvent) => {
      start = null;
      if (busy || props.current.disabled || e.touches.length !== 1 || scrolled(e.target, el) || busyElsewhere()) return;
      start = { x: e.touches[0]!.clientX, y: e.touches[0]!.clientY };
      axis = null;
    };
    const onMove = (e: TouchEvent) => {
      if (!start) return;
      if (e.touches.length !== 1) return void ((start = null), close());
      axis ??= axisOf(e.touches[0]!.clientX - start.x, e.touches[0]!.clientY - start.y);
      if (axis !== 'pull') {
        if (axis === 'other') start = null;
        return;
      }
      // ours from here: the page must not scroll or bounce under the finger
      if (e.cancelable) e.preventDefault();
      open(pullHeight(e.touches[0]!.clientY - start.y), true);
      setStatus(pullStatus(height));
    };
    const onEnd = (e: TouchEvent) => {
      const pulled = start && axis === 'pull';
      start = null;
      if (!pulled) return;
      if (e.type === 'touchcancel' || pullStatus(height) !== 'canRelease') return close();
      busy = true;
      open(HEAD);
      setStatus('refreshing');
      props.current
        .onRefresh()
        .then(
          () => 'complete' as const,
          () => 'failed' as const,
        )
        .then((s) => {
          if (!live) return;
          setStatus(s);
          timer = setTimeout(close, DONE_MS);
        });
    };

    // only the move may be cancelled (to keep the page still while pulling); the rest are passive
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      live = false;
      clearTimeout(timer);
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
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
