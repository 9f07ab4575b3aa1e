// The member levels (SPEC §3 Membership): codes and names. The member area and the account home
// show them, and the backend answers /membership with the name alone, which is read back into
// the code here: the sandbox names its levels from this one list.

export const LEVELS = ['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'L6'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_NAMES: Record<Level, string> = {
  L0: '普通会员',
  L1: '青铜会员',
  L2: '白银会员',
  L3: '黄金会员',
  L4: '铂金会员',
  L5: '钻石会员',
  L6: '至尊会员',
};

/** 'L3' (or 'l3', ' L3 ') → 'L3'; null for anything that is not a level. */
export function asLevel(v: unknown): Level | null {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  return (LEVELS as readonly string[]).includes(s) ? (s as Level) : null;
}

/** A level from what an answer calls it: its code ('L3') or its name ('黄金会员'); null otherwise. */
export function levelOfName(v: unknown): Level | null {
  const s = typeof v === 'string' ? v.trim() : '';
  return asLevel(s) ?? LEVELS.find((l) => LEVEL_NAMES[l] === s) ?? null;
}

/**
 * Yuan of cumulative lending that reaches each level, L0 to L6. The sandbox levels its members
 * and answers the gap by these; the member centre's bar shows the answer.
 */
export const LEVEL_FROM: Readonly<Record<Level, number>> = { L0: 0, L1: 10_000, L2: 50_000, L3: 200_000, L4: 500_000, L5: 1_000_000, L6: 5_000_000 };

/** The level `totalYuan` of cumulative lending reaches. */
export const levelFor = (totalYuan: number): Level => [...LEVELS].reverse().find((l) => totalYuan >= LEVEL_FROM[l]) ?? 'L0';

/** The higher of two levels: a level once reached is kept. */
export const higherLevel = (a: Level, b: Level): Level => (LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b);

/** Yuan still to lend from `totalYuan` to the level after `level` (exact in fen); 0 at the top. */
export function nextLevelGap(level: Level, totalYuan: number): number {
  const next = LEVELS[LEVELS.indexOf(level) + 1];
  return next ? Math.max(0, Math.round(LEVEL_FROM[next] * 100 - Math.round(totalYuan * 100)) / 100) : 0;
}

/** Points per 100 yuan lent (the REWARD_POINTS privilege). */
export const POINTS_PER_100 = 3;

/** The points multiple of a level, in tenths: L3 and above earn 0.1 more per level (L3 1.1×, L6 1.4×). */
export const pointsMultipleTenths = (level: Level) => 10 + Math.max(0, LEVELS.indexOf(level) - 2);

/**
 * Points a tender of `amountYuan` earns at `level`: 3 per whole 100 yuan, times the level's
 * multiple, rounded down. The seeded tenders earned by it and a new tender earns by it.
 */
export const investPoints = (amountYuan: number, level: Level) =>
  Math.floor((Math.floor(amountYuan / 100) * POINTS_PER_100 * pointsMultipleTenths(level)) / 10);

/** The reward rule in words, for the privilege list: '出借每100元获得3积分，L3享1.1倍积分'. */
export function rewardPointsText(level: Level): string {
  const m = pointsMultipleTenths(level);
  return `出借每100元获得${POINTS_PER_100}积分${m > 10 ? `，${level}享${m / 10}倍积分` : ''}`;
}
