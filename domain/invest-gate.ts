// The pre-purchase gates (SPEC §4): what stops an investor before a tender (investGate) and
// before a claim purchase (surveyGate, the survey part alone). Pure: the loan's invest screen
// (modules/invest) and the claim's purchase screen (modules/claims) apply the same rules.
import { riskLevel } from './rules/risk';

export interface Survey {
  /** a filling exists */
  done: boolean;
  /** false only when the backend says the survey has expired; null: not said (the family never does) */
  valid?: boolean | null;
  /** the highest loan risk rank (1–5) the user's grade may buy; null when not readable */
  ceiling?: number | null;
}

export interface GateInput {
  productKey: string;
  loanRiskRank?: string | null;
  isNewbie: boolean;
  hasCard: boolean;
  hasDefaultCard: boolean;
  hasPayPassword: boolean;
  survey: Survey;
}

export type Gate = 'newbie' | 'payment' | 'risk-mismatch' | 'survey-expired' | 'do-survey' | null;

/** SPEC §4 pre-invest gates, in the order the screen applies them. */
export function investGate(g: GateInput): Gate {
  if (g.productKey === 'NEW' && !g.isNewbie) return 'newbie';
  if (!g.hasCard || !g.hasDefaultCard || !g.hasPayPassword) return 'payment';
  return surveyGate(g.survey, g.loanRiskRank);
}

/**
 * The survey part alone (the claim screen applies it when a card and a password exist). What
 * the backend does not say (no grade rank, no validity) stops nothing here: the tender's own
 * refusal (RISK_MISMATCH, SURVEY_EXPIRED) says it then.
 */
export function surveyGate(s: Survey, loanRiskRank?: string | null): Gate {
  if (!s.done) return 'do-survey';
  const loan = riskLevel(loanRiskRank);
  if (s.ceiling != null && loan != null && loan > s.ceiling) return 'risk-mismatch';
  if (s.valid === false) return 'survey-expired';
  return null;
}
