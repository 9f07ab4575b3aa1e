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
