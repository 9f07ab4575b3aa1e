// The pull's touches (kit/ui/pull-refresh.tsx): loaded once the screen is up, off its
// critical path. The finger moves the head directly (no render per move); the component renders
// only what the head says.
import { money } from '../../runtime/money/state';
import { DONE_MS, HEAD, axisOf, pullHeight, pullStatus, type PullStatus } from './pull-refresh-gesture';

export interface PullHooks {
  /** the screen's refresh, read when the finger lets go */
  refresh: () => Promise<unknown>;
  disabled: () => boolean | undefined;
  /** what the head says (null: closed) */
  say: (s: PullStatus | null) => void;
}

/** A sheet, dialog or payment is open, or money is moving: a pull must not reload under it. */
const busyElsewhere = () => !!document.querySelector('[aria-modal="true"]') || Object.values(money.slots).some((s) => s.busy);

/** Whether the touch starts on content scrolled down (the page, or a scrolling box under the finger). */
function scrolled(target: EventTarget | null, box: HTMLElement): boolean {
  if ((document.scrollingElement ?? document.documentElement).scrollTop > 0) return true;
  for (let n = target instanceof Element ? target : null; n && n !== box; n = n.parentElement) if (n.scrollTop > 0) return true;
  return false;
}

/** Listens for pulls on `el`, opening `h`; returns the way to stop. */
export function watchPull(el: HTMLElement, h: HTMLElement, hooks: PullHooks): () => void {
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
    hooks.say(null);
    busy = false;
  };

  const onStart = (e: TouchEvent) => {
    start = null;
    if (busy || hooks.disabled() || e.touches.length !== 1 || scrolled(e.target, el) || busyElsewhere()) return;
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
    hooks.say(pullStatus(height));
  };
  const onEnd = (e: TouchEvent) => {
    const pulled = start && axis === 'pull';
    start = null;
    if (!pulled) return;
    if (e.type === 'touchcancel' || pullStatus(height) !== 'canRelease') return close();
    busy = true;
    open(HEAD);
    hooks.say('refreshing');
    hooks
      .refresh()
      .then(
        () => 'complete' as const,
        () => 'failed' as const,
      )
      .then((s: PullStatus) => {
        if (!live) return;
        hooks.say(s);
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
}
