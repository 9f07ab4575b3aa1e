// The investor's member level (SPEC §3 Membership), read by the member area and the account
// home: the calls that say which level the investor holds (the levels are member-levels.ts).
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { getUserInfo } from './user-info';
import { levelOfName } from '../../domain/member-levels';
import { str } from '../../domain/wire';

// SPEC puts membership inside userinfo (user-info.ts reads it); no source of the backend family
// sends it there. The family asks GET /user/MYSELF/membership, an envelope whose data.level.name
// is the level's name (tbus web/src/ccc/newAccount/js/main/service/account.js:203-209,
// common.js:150-153). Either answer is read into one model here; a figure not sent stays null.
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

export const getMemberLevel = () => get('/api/v2/user/MYSELF/membership', { schema: levelSchema }).then(fromLevel);

/**
 * The member area: userinfo's membership when it carries one (SPEC; it has the amounts for the
 * progress bar), else the family's /membership (the account home, which needs the level alone,
 * asks only that); both asked at once, so neither waits on the other.
 */
export async function getMembership(): Promise<Membership> {
  const own = getMemberLevel();
  own.catch(() => {}); // not needed when userinfo has it
  const m = await getUserInfo().then(
    (u) => u.membership,
    () => null,
  );
  return m ? { ...m, memberLevel: levelOfName(m.memberLevel) ?? m.memberLevel } : own;
}
