// Pull to refresh as the kit (antd-mobile PullToRefresh) behaves, as pure functions so the
// gesture can be tested without a finger: how far the head opens for the finger's way down,
// and what it says at that height. kit/ui/pull-refresh.tsx wires them to touches.

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete' | 'failed';

/** the head's height at which letting go refreshes (the kit's default) */
export const THRESHOLD = 60;
/** the head's height while refreshing and while it says how it went */
export const HEAD = 40;
/** how long 刷新成功 / 刷新失败 stays before the head closes */
export const DONE_MS = 500;

export const PULL_TEXT: Record<PullStatus, string> = {
  pulling: '下拉刷新',
  canRelease: '释放刷新',
  refreshing: '刷新中…',
  complete: '刷新成功',
  failed: '刷新失败',
};

// The kit's rubber band: the head follows the finger at half speed, slowing as it opens, and
// never past five heads however far the finger goes.
const SPAN = HEAD * 5;
const GIVE = 0.5;

/** The head's height for a finger moved `dy` px down (0 for up). */
export const pullHeight = (dy: number): number => (dy > 0 ? (dy * SPAN * GIVE) / (SPAN + GIVE * dy) : 0);

/** What the head says while the finger is down. */
export const pullStatus = (height: number): PullStatus => (height >= THRESHOLD ? 'canRelease' : 'pulling');

/** What a finger's way down says: the status it shows, from distance alone. */
export const statusAt = (dy: number): PullStatus => pullStatus(pullHeight(dy));

/** below this a touch has not chosen a direction yet (a tap, a trembling finger) */
const SLOP = 6;

/**
 * Whose gesture a moving touch is, once it has moved: a pull when it goes down more than
 * sideways; anything else (a horizontal swipe of tabs or chips, a scroll up) is left to the
 * page. Null while it has not moved far enough to say.
 */
export function axisOf(dx: number, dy: number): 'pull' | 'other' | null {
  if (Math.abs(dx) < SLOP && Math.abs(dy) < SLOP) return null;
  return dy > 0 && dy > Math.abs(dx) ? 'pull' : 'other';
}
