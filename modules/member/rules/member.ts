// The member area's arithmetic and words: level stages, progress, remaining counts, the
// special-interest points formula and its steppers. No React, no calls.

export { LEVELS, LEVEL_NAMES, asLevel, levelOfName, type Level } from '../../../domain/member-levels';
import { LEVELS, asLevel, type Level } from '../../../domain/member-levels';
import { onStep } from '../../../domain/rules/interest-rise';

export const levelIndex = (l: Level) => LEVELS.indexOf(l);

/** SPEC §4: the privilege pages' stage of a level: L0 → 0, L6 → 6, any other → 3. */
export function levelStage(level: string | null | undefined): 0 | 3 | 6 {
  const l = asLevel(level);
  return l === 'L0' ? 0 : l === 'L6' ? 6 : 3;
}

/** SPEC §4: remaining privilege count, total minus used, never below 0. */
export const remainingCount = (total: number, used: number) => Math.max(0, Math.floor(total) - Math.floor(used));

/** SPEC §9: the level bar is 300 wide; filled in proportion to the way from 0 to the next level. */
export const BAR_WIDTH = 300;
export function progressWidth(totalAmount: number, nextLevelGap: number, width = BAR_WIDTH): number {
  if (!(nextLevelGap > 0)) return width;
  if (!(totalAmount > 0)) return 0;
  return Math.min(width, Math.round((totalAmount / (totalAmount + nextLevelGap)) * width));
}

// The coupon's price and its grids are the runtime's, the sandbox charges by them
// (domain/rules/interest-rise.ts).
export { onStep, parseDurations, pointsNeeded } from '../../../domain/rules/interest-rise';

/** The next point of the grid min, min + step, … above (or below) `v`, kept within [min, max]. */
export function stepBy(v: number, dir: 1 | -1, min: number, step: number, max = Infinity): number {
  if (!(step > 0) || !Number.isFinite(v)) return min;
  const k = (v - min) / step;
  const next = min + (dir > 0 ? Math.floor(k) + 1 : Math.ceil(k) - 1) * step;
  const top = max === Infinity ? Infinity : min + Math.floor((max - min) / step) * step;
  return Math.min(top, Math.max(min, next));
}

/** What is wrong with an exchange amount (fen), or '' when it is fine. */
export function amountProblem(fen: number | null, minFen: number, stepFen: number, yuan: (fen: number) => string): string {
  if (fen === null) return '请输入正确的出借金额';
  if (fen < minFen) return `出借金额不能低于${yuan(minFen)}元`;
  if (!onStep(fen, minFen, stepFen)) return `出借金额须为${yuan(minFen)}元起，按${yuan(stepFen)}元递增`;
  return '';
}

/** Hundredths of a percent → '0.5%', '1%', '1.25%'. */
export const rateText = (hundredths: number) => `${(hundredths / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * '0.5%至3%', or one rate when both ends read the same. (The glossary's joinRange does this too,
 * but this screen loads nothing else of the glossary: its chunk would cost more than this line.)
 */
export function rateRangeText(lo: number, hi: number): string {
  const a = rateText(lo);
  const b = rateText(hi);
  return a === b ? a : `${a}至${b}`;
}

export const POINT_TYPES: Record<string, string> = {
  REGISTER: '注册',
  INVEST: '出借',
  SIGN_IN: '签到',
  BIRTHDAY: '生日',
  EXCHANGE: '兑换',
  ACTIVITY: '活动',
  EXPIRE: '过期',
};
