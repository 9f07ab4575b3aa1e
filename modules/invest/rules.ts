// The rules an invest amount and its payment must meet (SPEC §5), in fen, with the exact
// Chinese message each refusal shows. Pure: unit-tested at every boundary.
import { formatFen } from '../../runtime/format/money';
import { fromYuan, LEND, limitYuan, minAmountLabel, type Verb } from '../../runtime/format/glossary';

export interface AmountRule {
  /** remaining investable on the loan */
  balanceFen: number;
  minFen: number;
  stepFen: number;
  /** single-order maximum; 0 = none */
  maxFen: number;
}

export interface CouponBounds {
  /** 0 = none */
  minFen: number;
  maxFen: number;
}

// Every message prints yuan grouped (glossary limitYuan): a rule's bounds as whole yuan
// ('100,000元'), money that is there (what remains of the loan) with its fen ('106,500.00元').
/** step at least 1 yuan: a rule of 0 (or less) would make every amount valid */
export const stepOf = (r: AmountRule) => Math.max(100, r.stepFen);

/** The rule in words, as the amount messages say it. */
export const ruleText = (r: AmountRule) =>
  `${fromYuan(limitYuan(r.minFen))}，${limitYuan(stepOf(r))}元递增${r.maxFen > 0 ? `，单笔最多${limitYuan(r.maxFen)}元` : ''}`;

/** null when `fen` may be lent (or, for a fund, bought), else why not, with the product's verb. */
export function checkInvestAmount(fen: number | null, r: AmountRule, coupon?: CouponBounds | null, v: Verb = LEND): string | null {
  if (fen == null || fen <= 0) return `请输入${v}金额`;
  if (fen > r.balanceFen) return `当前剩余可${v}${formatFen(r.balanceFen)}元`;
  const step = stepOf(r);
  if (r.balanceFen >= r.minFen) {
    if (fen < r.minFen || (fen - r.minFen) % step !== 0) return `${fromYuan(limitYuan(r.minFen))}，${limitYuan(step)}元递增`;
  } else if (fen !== r.balanceFen) {
    return `剩余金额不足${minAmountLabel(v)}，${v}金额须为剩余金额${formatFen(r.balanceFen)}元`;
  }
  if (r.maxFen > 0 && fen > r.maxFen) return `单笔最多${v}${limitYuan(r.maxFen)}元`;
  if (coupon?.minFen && fen < coupon.minFen) return `该红包需${v}金额大于等于${limitYuan(coupon.minFen)}元`;
  if (coupon?.maxFen && fen > coupon.maxFen) return `该红包需${v}金额小于等于${limitYuan(coupon.maxFen)}元`;
  return null;
}

/** The coupon is usable for this amount (the picker greys out the others). */
export const couponFits = (fen: number | null, c: CouponBounds) =>
  fen == null || ((!c.minFen || fen >= c.minFen) && (!c.maxFen || fen <= c.maxFen));

/** Banks whose quick-pay limits are low enough that users are told before paying (SPEC §5). */
const LIMIT_TIP_BANKS = new Set(['CMBC', 'HXB', 'CMB']);

export type QuotaPrompt = 'over' | 'zero' | 'tip' | null;

/**
 * What the default card's quick-pay quota says about paying `toPayFen` online (the amount
 * after the balance and a cash coupon). `singleQuota` in yuan; −1 = unlimited.
 */
export function quotaPrompt(toPayFen: number, singleQuota: number | null | undefined, bankCode: string | null | undefined): QuotaPrompt {
  if (toPayFen <= 0) return null;
  const q = singleQuota ?? -1;
  if (q === 0) return 'zero';
  if (q !== -1 && q > 0 && toPayFen > Math.round(q * 100)) return 'over';
  return LIMIT_TIP_BANKS.has(bankCode ?? '') ? 'tip' : null;
}

export interface PayPlan {
  /** taken from the available balance */
  fromBalanceFen: number;
  /** still to pay by card (online) or by transfer (offline) */
  toPayFen: number;
}

/** The amount minus a cash coupon, taken from the balance first when the user allows it. */
export function payPlan(amountFen: number, availableFen: number, useBalance: boolean, cashCouponFen = 0): PayPlan {
  const due = Math.max(0, amountFen - cashCouponFen);
  const fromBalanceFen = useBalance ? Math.min(Math.max(0, availableFen), due) : 0;
  return { fromBalanceFen, toPayFen: due - fromBalanceFen };
}

/** SPEC §5: the amount still to pay for a claim = deal amount − available, not below 0. */
export const claimToPayFen = (dealFen: number, availableFen: number) => Math.max(0, dealFen - Math.max(0, availableFen));

/** A loan's risk rank as 1 (R1) to 5 (as runtime/domain/user-info's riskLevel; kept here, this file imports no calls). */
const riskLevel = (r: string | null | undefined) => {
  const m = /^R?([1-5])$/i.exec((r ?? '').trim());
  return m ? Number(m[1]) : null;
};

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
