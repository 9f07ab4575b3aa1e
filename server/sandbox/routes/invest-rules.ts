/**
 * The refusals of a tender (SPEC §5 "Invest amount", "Bank quota", coupons; §4 pre-invest
 * gates), in integer fen. The rules are the screens' own (domain/rules); what is here
 * reads them off the records and words the refusal.
 * A refusal names its code, a `type` saying which rule failed and a yuan `value` the client can
 * put in its message (the minimum, the step, the balance, the quota…).
 */
import type { BankAccount, CertType, CouponPackage, CouponPlacement, Loan, RiskRank, SurveyFilling, SurveyGrade } from '../model';
import { toFen, toYuan } from '../../../domain/format/money';
import { boundBreach } from '../../../domain/rules/coupon';
import { amountBreach, quotaBreach, stepOf, type AmountRule } from '../../../domain/rules/invest-amount';
import { riskLevel } from '../../../domain/rules/risk';

export interface Refusal {
  code: string;
  type: string;
  value: number | null;
}

const refusal = (code: string, type: string, value: number | null = null): Refusal => ({ code, type, value });

/** The loan's rule in fen, as the screens apply it (domain/rules/invest-amount.ts). */
export const ruleOf = (loan: Loan): AmountRule => {
  const { minAmount, stepAmount, maxAmount } = loan.loanRequest.investRule;
  return { balanceFen: toFen(loan.balance), minFen: toFen(minAmount), stepFen: toFen(stepAmount), maxFen: maxAmount > 0 ? toFen(maxAmount) : 0 };
};

/**
 * SPEC §5: never above the balance; from the minimum in steps while the balance allows the
 * minimum, else exactly the rest; never above a non-zero single-order cap. The value is the
 * yuan figure the client's message names.
 */
export function amountRefusal(loan: Loan, fen: number): Refusal | null {
  const rule = ruleOf(loan);
  const breach = amountBreach(fen, rule);
  if (!breach) return null;
  const { minAmount, maxAmount } = loan.loanRequest.investRule;
  const value = { FORMAT: null, BALANCE: loan.balance, MIN: minAmount, STEP: toYuan(stepOf(rule)), REST: loan.balance, MAX: maxAmount }[breach];
  return refusal('INVALID_AMOUNT', breach, value);
}

/** Which bound of the coupon excludes the amount (0 = no bound), or null when it fits. */
export function boundRefusal(k: CouponPackage, fen: number): Refusal | null {
  const breach = boundBreach(k, fen);
  return breach && refusal('INVALID_COUPON', breach, breach === 'MIN' ? k.minimumInvest : k.maximumInvest);
}

export function couponRefusal(p: CouponPlacement | undefined, userId: string, loan: Loan, fen: number, now: number): Refusal | null {
  const bad = (type: string, value: number | null = null) => refusal('INVALID_COUPON', type, value);
  if (!p || p.userId !== userId) return bad('NOT_FOUND');
  // a placement stored as disabled is withheld by the platform whatever the amount
  if (p.status !== 'PLACED' || p.disabled) return bad('STATUS');
  if (p.timeExpire <= now) return bad('EXPIRED');
  if (!loan.loanRequest.useCoupon) return bad('LOAN');
  const out = boundRefusal(p.couponPackage, fen);
  if (out) return out;
  if (loan.duration.totalDays < p.couponPackage.minimumDuration) return bad('DURATION', p.couponPackage.minimumDuration);
  return null;
}

/** The grade a score falls in; tolerant of scores between two grades' bounds. */
export const gradeOf = (grades: SurveyGrade[], score: number) => [...grades].sort((a, b) => b.minScore - a.minScore).find((g) => score >= g.minScore);

/** SPEC §4: the grade must reach the loan's rank, then the filling must still be valid. */
export function surveyRefusal(filling: SurveyFilling | undefined, grades: SurveyGrade[], rank: RiskRank): string | null {
  if (!filling) return 'SURVEY_REQUIRED';
  const grade = gradeOf(grades, filling.score);
  if (!grade || riskLevel(grade.maxRiskRank)! < riskLevel(rank)!) return 'RISK_MISMATCH';
  return filling.valid ? null : 'SURVEY_EXPIRED';
}

/** SPEC §5 "Bank quota" and "Online pay requires certType ID", for the card's part. */
export function cardRefusal(card: BankAccount | undefined, cardFen: number, channelDown: boolean, certType: CertType): Refusal | null {
  if (!card) return refusal('NO_BANK_CARD', 'CARD', null);
  if (channelDown || certType !== 'IDENTITY_CARD') return refusal('CHANNEL_UNAVAILABLE', 'CHANNEL', null);
  const quota = card.account.singleQuota;
  const breach = quotaBreach(cardFen, quota);
  return breach && refusal(breach === 'ZERO' ? 'ZERO_QUOTA' : 'OVER_SINGLE_QUOTA', 'QUOTA', quota);
}
