// GET /api/v2/user/MYSELF/userinfo (bare), one schema for every screen that reads it: the survey
// filling and its grade (the invest gates, the products, the account and risk screens), the
// qualified-investor flag, and SPEC's membership (the member area). The family nests the user
// under userInfo.user and sends the grade as surveyScore { name, rank } (tbus web risk.js:28-37,
// ZPJR UserMessageResponse); no source sends a validity flag, a risk ceiling, a qualified-investor
// flag or the membership, so those are `null` here (unknown) and never read as "no": the screens
// ask, or let the server decide.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { toMs } from '../../domain/format/dates';
import { riskLevel } from '../../domain/rules/risk';
import { bool, num, str, time } from '../../domain/wire';

const rawSchema = z.object({
  surveyFilling: z.optional(z.nullable(z.object({ score: num, timeLastUpdated: time, valid: bool }))),
  // description is the sandbox's own, and optional
  surveyScore: z.optional(z.nullable(z.object({ name: str, rank: z.optional(z.nullable(z.union([z.number(), z.string()]))), description: str }))),
  isProfessionalInvestor: bool,
  membership: z.optional(z.nullable(z.object({ memberLevel: str, totalAmount: num, nextLeveGap: num }))),
});

export interface UserInfo {
  survey: {
    /** a filling exists */
    done: boolean;
    score: number | null;
    /** epoch ms; null when not sent or unreadable */
    time: number | null;
    /** false only when the backend says so */
    valid: boolean | null;
    /** the answer carries a grade (surveyScore) */
    graded: boolean;
    /** the grade's name (稳健型…), '' when not said */
    name: string;
    /** what the grade means, '' when not said */
    description: string;
    /** the highest loan risk rank (1–5) the grade allows; null when not readable */
    ceiling: number | null;
  };
  /** null: the backend does not say (the family never sends it) */
  isProfessionalInvestor: boolean | null;
  /** SPEC's membership; null when the answer has none (the family's: ask /membership) */
  membership: { memberLevel: string; totalAmount: number | null; nextLeveGap: number | null } | null;
}

const msOrNull = (t: number | string | null | undefined) => {
  const ms = toMs(t);
  return Number.isFinite(ms) ? ms : null;
};

export const userInfoSchema = z.pipe(
  rawSchema,
  z.transform(({ surveyFilling: f, surveyScore: g, isProfessionalInvestor, membership: m }): UserInfo => ({
    survey: {
      done: !!f,
      score: f?.score ?? null,
      time: msOrNull(f?.timeLastUpdated),
      valid: f?.valid ?? null,
      graded: !!g,
      name: g?.name ?? '',
      description: g?.description ?? '',
      ceiling: riskLevel(g?.rank),
    },
    isProfessionalInvestor: isProfessionalInvestor ?? null,
    membership: m?.memberLevel ? { memberLevel: m.memberLevel, totalAmount: m.totalAmount ?? null, nextLeveGap: m.nextLeveGap ?? null } : null,
  })),
);

export const getUserInfo = (silent = false) => get('/api/v2/user/MYSELF/userinfo', { schema: userInfoSchema, query: { version: 'V1' }, silent });

// A qualified investor's own commitment (SPEC §5 thresholds) where the backend does not say:
// asked once and kept for the tab, per user, as the PC site's 合格投资者承诺 popup did.
const KEY = 'qualified:';
export const hasCommitted = (userId: string) => {
  try {
    return sessionStorage.getItem(KEY + userId) === '1';
  } catch {
    return false;
  }
};
export const commitQualified = (userId: string) => {
  try {
    sessionStorage.setItem(KEY + userId, '1');
  } catch {
    /* private mode: asked again next time */
  }
};
