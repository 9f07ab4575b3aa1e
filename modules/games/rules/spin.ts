// The nine-cell spin as a schedule (SPEC §4, §9): each step moves the highlight one cell
// clockwise; it accelerates for 50 steps, cruises at the minimum delay while the draw's answer
// is still on its way, then decelerates to land exactly on the prize cell. Pure, so the
// animation only maps elapsed time onto it (lottery-steps unit tests).

export const CELLS = 8;
export const ACCEL_STEPS = 50;
export const MIN_DELAY_MS = 40;
/** the first step's delay; each accelerating step is ACCEL_RATE_MS faster, down to the minimum */
export const START_DELAY_MS = 160;
export const ACCEL_RATE_MS = 8;
/** the deceleration takes at least this many steps, so the slowing is seen however the cells fall */
export const DECEL_MIN_STEPS = 12;
/** the last step's delay */
export const END_DELAY_MS = 340;

/** Delay before accelerating step i (0-based). */
export const accelDelay = (i: number) => Math.max(MIN_DELAY_MS, START_DELAY_MS - ACCEL_RATE_MS * (i + 1));

/** Delay before step i of an unfinished spin: accelerating, then cruising at the minimum. */
export const openDelay = (i: number) => (i < ACCEL_STEPS ? accelDelay(i) : MIN_DELAY_MS);

const mod = (n: number) => ((n % CELLS) + CELLS) % CELLS;

/**
 * The delays of a whole spin from cell `from` to cell `to`: 50 accelerating steps, `cruise`
 * steps at the minimum, then 12–19 decelerating steps, so that `(from + length) % 8 === to`.
 */
export function spinPlan(from: number, to: number, cruise = 0): number[] {
  const run = ACCEL_STEPS + Math.max(0, Math.floor(cruise));
  const decel = DECEL_MIN_STEPS + mod(to - from - run - DECEL_MIN_STEPS);
  const delays = Array.from({ length: run }, (_, i) => openDelay(i));
  for (let k = 1; k <= decel; k++) {
    const x = k / decel;
    delays.push(Math.round(MIN_DELAY_MS + (END_DELAY_MS - MIN_DELAY_MS) * x * x));
  }
  return delays;
}

/** Cumulative times: the step i happens `at[i]` ms after the start. */
export function stepTimes(delays: readonly number[]): number[] {
  let t = 0;
  return delays.map((d) => (t += d));
}

/** Steps taken `elapsed` ms into a spin with these cumulative times (binary search: one per frame). */
export function stepsAt(at: readonly number[], elapsed: number): number {
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[mid]! <= elapsed) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Steps an unfinished spin has taken `elapsed` ms in (accelerating, then cruising). */
export function openStepsAt(elapsed: number): number {
  let t = 0;
  let n = 0;
  for (; n < ACCEL_STEPS; n++) {
    t += accelDelay(n);
    if (t > elapsed) return n;
  }
  return ACCEL_STEPS + Math.floor((elapsed - t) / MIN_DELAY_MS);
}

/**
 * Where a spin that learnt its prize `elapsed` ms in can land without going back in time:
 * cruising one step past the one under way when the answer came.
 */
export function cruiseFor(elapsed: number): number {
  return Math.max(0, openStepsAt(elapsed) + 1 - ACCEL_STEPS);
}

/** Cell positions on the 3×3 board, clockwise from the top-left; the centre is the button. */
export const CELL_POS: readonly (readonly [col: number, row: number])[] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [2, 1],
  [2, 2],
  [1, 2],
  [0, 2],
  [0, 1],
];

export const cellOf = (from: number, steps: number) => mod(from + steps);
