// GET /api/v2/user/MYSELF/userinfo (bare): the survey filling and its grade, read by the invest
// gates, the products and the account screens. The family nests the user under userInfo.user
// and sends the grade as surveyScore { name, rank } (tbus web risk.js, ZPJR UserMessageResponse);
// no source sends a validity flag, a risk ceiling or a qualified-investor flag, so those are
// `null` here (unknown) and never read as "no": the screens ask, or let the server decide.
import * as z from 'zod/mini';
import { get } from '../api/client';

const num = z.optional(z.nullable(z.number()));
const str = z.optional(z.nullable(z.string()));

const rawSchema = z.object({
  surveyFilling: z.optional(z.nullable(z.object({ score: num, timeLastUpdated: num, valid: z.optional(z.nullable(z.boolean())) }))),
  surveyScore: z.optional(z.nullable(z.object({ name: str, rank: z.optional(z.nullable(z.union([z.number(), z.string()]))) }))),
  isProfessionalInvestor: z.optional(z.nullable(z.boolean())),
});

/** A risk grade or a loan's risk rank as 1 (R1, lowest) to 5; null when it cannot be read. */
export function riskLevel(r: unknown): number | null {
  const m = /^R?([1-5])$/i.exec(String(r ?? '').trim());
  return m ? Number(m[1]) : null;
}

export interface UserInfo {
  survey: {
    /** a filling exists */
    done: boolean;
    score: number | null;
    time: number | null;
    /** false only when the backend says so */
    valid: boolean | null;
    /** the grade's name (稳健型…), '' when not said */
    name: string;
    /** the highest loan risk rank (1–5) the grade allows; null when not readable */
    ceiling: number | null;
  };
  /** null: the backend does not say (the family never sends it) */
  isProfessionalInvestor: boolean | null;
}

export const userInfoSchema = z.pipe(
  rawSchema,
  z.transform(
    (u): UserInfo => ({
      survey: {
        done: !!u.surveyFilling,
        score: u.surveyFilling?.score ?? null,
        time: u.surveyFilling?.timeLastUpdated ?? null,
        valid: u.surveyFilling?.valid ?? null,
        name: u.surveyScore?.name ?? '',
        ceiling: riskLevel(u.surveyScore?.rank),
      },
      isProfessionalInvestor: u.isProfessionalInvestor ?? null,
    }),
  ),
);

export const getUserInfo = (silent = false) =>
  get('/api/v2/user/MYSELF/userinfo', { schema: userInfoSchema, query: { version: 'V1' }, silent });

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
