// Drives the highlight along the spin schedule (../spin.ts) with requestAnimationFrame: each
// frame maps the time elapsed since the start onto the schedule, so a dropped frame skips a
// cell instead of slowing the whole spin, and only the highlight's transform changes (no React
// render per step). With reduced motion the highlight goes straight to the prize.
import { useEffect, useRef } from 'react';
import { cellOf, cruiseFor, openStepsAt, spinPlan, stepsAt, stepTimes } from '../rules/spin';

interface Run {
  from: number;
  t0: number;
  /** cumulative step times once the prize is known */
  at: number[] | null;
  raf: number;
  landed?: () => void;
}

export interface Spinner {
  /** starts an open spin from the highlighted cell (accelerating, then cruising) */
  start(): void;
  /** decelerates onto `to`; resolves once the highlight rests there */
  land(to: number): Promise<void>;
  /** stops where it is (the draw failed) */
  stop(): void;
  readonly spinning: boolean;
}

const reduced = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** `place(cell)` moves the highlight; `cell` is where it rests now (-1: not shown). */
export function useSpin(place: (cell: number) => void): Spinner {
  const cell = useRef(-1);
  const run = useRef<Run | null>(null);
  const put = useRef(place);
  put.current = place;

  const show = (c: number) => {
    if (c === cell.current) return;
    cell.current = c;
    put.current(c);
  };

  const frame = () => {
    const r = run.current;
    if (!r) return;
    const elapsed = performance.now() - r.t0;
    if (r.at && stepsAt(r.at, elapsed) >= r.at.length) {
      show(cellOf(r.from, r.at.length));
      run.current = null;
      r.landed?.();
      return;
    }
    show(cellOf(r.from, r.at ? stepsAt(r.at, elapsed) : openStepsAt(elapsed)));
    r.raf = requestAnimationFrame(frame);
  };

  useEffect(
    () => () => {
      if (run.current) cancelAnimationFrame(run.current.raf);
      run.current = null;
    },
    [],
  );

  const spinner = useRef<Spinner>({
    start() {
      if (run.current) return;
      const from = Math.max(0, cell.current);
      run.current = { from, t0: performance.now(), at: null, raf: 0 };
      if (reduced()) return;
      show(from);
      run.current.raf = requestAnimationFrame(frame);
    },
    land(to) {
      const r = run.current;
      if (!r || reduced()) {
        if (r) cancelAnimationFrame(r.raf);
        run.current = null;
        show(to);
        return Promise.resolve();
      }
      const plan = spinPlan(r.from, to, cruiseFor(performance.now() - r.t0));
      r.at = stepTimes(plan);
      return new Promise<void>((resolve) => (r.landed = resolve));
    },
    stop() {
      const r = run.current;
      if (r) cancelAnimationFrame(r.raf);
      run.current = null;
    },
    get spinning() {
      return run.current !== null;
    },
  });
  return spinner.current;
}
