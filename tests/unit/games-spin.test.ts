// The nine-cell spin schedule (SPEC §4, §9): 50 accelerating steps, minimum step 40 ms, a
// deceleration that lands exactly on the prize cell, and the time → step mapping the
// animation uses every frame.
import { describe, expect, it } from 'vitest';
import {
  ACCEL_STEPS,
  CELLS,
  DECEL_MIN_STEPS,
  END_DELAY_MS,
  MIN_DELAY_MS,
  START_DELAY_MS,
  accelDelay,
  cellOf,
  cruiseFor,
  openDelay,
  openStepsAt,
  spinPlan,
  stepTimes,
  stepsAt,
  CELL_POS,
} from '../../modules/games/rules/spin';

const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);

describe('spinPlan', () => {
  it('lands on every prize cell from every start, whatever the cruise', () => {
    for (let from = 0; from < CELLS; from++)
      for (let to = 0; to < CELLS; to++)
        for (const cruise of [0, 1, 5, 13, 40]) {
          const plan = spinPlan(from, to, cruise);
          expect(cellOf(from, plan.length), `${from}→${to} cruise ${cruise}`).toBe(to);
          const decel = plan.length - ACCEL_STEPS - cruise;
          expect(decel).toBeGreaterThanOrEqual(DECEL_MIN_STEPS);
          expect(decel).toBeLessThan(DECEL_MIN_STEPS + CELLS);
        }
  });

  it('accelerates for exactly 50 steps, then cruises, then decelerates; never under 40 ms', () => {
    const plan = spinPlan(2, 5, 6);
    const accel = plan.slice(0, ACCEL_STEPS);
    expect(accel[0]).toBeLessThan(START_DELAY_MS);
    expect(accel[0]).toBeGreaterThan(MIN_DELAY_MS * 2);
    for (let i = 1; i < ACCEL_STEPS; i++) expect(accel[i]).toBeLessThanOrEqual(accel[i - 1]!);
    expect(accel.at(-1)).toBe(MIN_DELAY_MS);
    expect(plan.slice(ACCEL_STEPS, ACCEL_STEPS + 6)).toEqual(Array(6).fill(MIN_DELAY_MS));
    const decel = plan.slice(ACCEL_STEPS + 6);
    for (let i = 1; i < decel.length; i++) expect(decel[i]).toBeGreaterThan(decel[i - 1]!);
    expect(decel.at(-1)).toBe(END_DELAY_MS);
    expect(Math.min(...plan)).toBe(MIN_DELAY_MS);
    expect(plan.every(Number.isInteger)).toBe(true);
  });

  it('takes a few seconds, not a minute', () => {
    const short = sum(spinPlan(0, 0));
    const long = sum(spinPlan(0, 7));
    expect(short).toBeGreaterThan(3000);
    expect(long).toBeLessThan(7000);
  });

  it('a spin ends on the prize even when it started from the last landing cell', () => {
    let at = 0;
    for (const to of [3, 3, 0, 7, 1]) {
      const plan = spinPlan(at, to);
      at = cellOf(at, plan.length);
      expect(at).toBe(to);
    }
  });
});

describe('time → steps', () => {
  it('stepsAt counts the steps due by then', () => {
    const at = stepTimes([100, 50, 40]);
    expect(at).toEqual([100, 150, 190]);
    expect([0, 99, 100, 149, 150, 189, 190, 1e6].map((t) => stepsAt(at, t))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('an open spin follows the same schedule as a planned one up to the landing', () => {
    const plan = spinPlan(0, 4, 30);
    const at = stepTimes(plan);
    for (let t = 0; t < at[ACCEL_STEPS + 29]!; t += 7) expect(openStepsAt(t)).toBe(stepsAt(at, t));
    expect(openDelay(ACCEL_STEPS + 100)).toBe(MIN_DELAY_MS);
    expect(openDelay(0)).toBe(accelDelay(0));
  });

  it('an answer that comes late lands without going back in time', () => {
    for (const t of [0, 500, 2000, 2839, 2840, 2841, 3500, 9000]) {
      const done = openStepsAt(t);
      const plan = spinPlan(1, 6, cruiseFor(t));
      const at = stepTimes(plan);
      // the steps already shown are the plan's, and the deceleration starts after now
      expect(stepsAt(at, t)).toBe(done);
      expect(at[ACCEL_STEPS + cruiseFor(t)]!).toBeGreaterThan(t);
      expect(cellOf(1, plan.length)).toBe(6);
    }
  });
});

describe('board', () => {
  it('cells 0–7 go clockwise around the centre', () => {
    expect(CELL_POS).toHaveLength(8);
    const keys = CELL_POS.map(([c, r]) => `${c},${r}`);
    expect(new Set(keys).size).toBe(8);
    expect(keys).not.toContain('1,1');
    // each cell touches the next (including 7 → 0)
    CELL_POS.forEach(([c, r], i) => {
      const [c2, r2] = CELL_POS[(i + 1) % 8]!;
      expect(Math.abs(c - c2) + Math.abs(r - r2)).toBe(1);
    });
  });
});
