// The investor's member level (SPEC §3 Membership), read by the member area and the account
// home: the level codes and names, and the call that says which one the investor holds.
import * as z from 'zod/mini';
import { get } from '../api/client';

const str = z.optional(z.nullable(z.string()));
const optNum = z.optional(z.nullable(z.number()));

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

// SPEC puts membership inside userinfo; no source of the backend family sends it there. The
// family asks GET /user/MYSELF/membership, an envelope whose data.level.name is the level's
// name (tbus web/src/ccc/newAccount/js/main/service/account.js:203-209, common.js:150-153).
// Either answer is read into one model here; a figure not sent stays null (shown as --).
const userInfoMembership = z.object({
  membership: z.optional(z.nullable(z.object({ memberLevel: z.string(), totalAmount: optNum, nextLeveGap: optNum }))),
});
const levelSchema = z.nullable(z.object({ level: z.optional(z.nullable(z.object({ name: str }))) }));

export interface Membership {
  /** 'L0'..'L6' when the answer names a known level; else the name as sent ('' for none) */
  memberLevel: string;
  /** yuan; null when not sent */
  totalAmount: number | null;
  /** yuan still to invest for the next level; null when not sent */
  nextLeveGap: number | null;
}

type LevelAnswer = z.infer<typeof levelSchema>;
/** /membership's answer in the screens' model: the family sends the level's name only. */
export function fromLevel(d: LevelAnswer): Membership {
  const name = (d?.level?.name ?? '').trim();
  return { memberLevel: levelOfName(name) ?? name, totalAmount: null, nextLeveGap: null };
}

const getUserInfoMembership = () =>
  get('/api/v2/user/MYSELF/userinfo', { schema: userInfoMembership, query: { version: 'V1' } }).then((u) => u.membership ?? null);
export const getMemberLevel = () => get('/api/v2/user/MYSELF/membership', { schema: levelSchema }).then(fromLevel);

/**
 * The member area: userinfo's membership when it carries one (SPEC; it has the amounts for the
 * progress bar), else the family's /membership (the account home, which needs the level alone,
 * asks only that); both asked at once, so neither waits on the other.
 */
export async function getMembership(): Promise<Membership> {
  const own = getMemberLevel();
  own.catch(() => {}); // not needed when userinfo has it
  const m = await getUserInfoMembership().catch(() => null);
  if (!m) return own;
  return { memberLevel: levelOfName(m.memberLevel) ?? m.memberLevel, totalAmount: m.totalAmount ?? null, nextLeveGap: m.nextLeveGap ?? null };
}
