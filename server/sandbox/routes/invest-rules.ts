/**
 * The refusals of a tender (SPEC §5 "Invest amount", "Bank quota", coupons; §4 pre-invest
 * gates), in integer fen. Pure functions of the records, so the routes and the tests share them.
 * A refusal names its code, a `type` saying which rule failed and a yuan `value` the client can
 * put in its message (the minimum, the step, the balance, the quota…).
 */
import type { BankAccount, CertType, CouponPackage, CouponPlacement, Loan, RiskRank, SurveyFilling, SurveyGrade } from '../model';

export interface Refusal {
  code: string;
  type: string;
  value: number | null;
}

export const toFen = (yuan: number) => Math.round(yuan * 100);

const refusal = (code: string, type: string, value: number | null = null): Refusal => ({ code, type, value });

/**
 * SPEC §5: never above the balance; from the minimum in steps while the balance allows the
 * minimum, else exactly the rest; never above a non-zero single-order cap.
 */
export function amountRefusal(loan: Loan, fen: number): Refusal | null {
  const bad = (type: string, value: number | null) => refusal('INVALID_AMOUNT', type, value);
  const { minAmount, stepAmount, maxAmount } = loan.loanRequest.investRule;
  const balance = toFen(loan.balance);
  if (!(fen > 0)) return bad('FORMAT', null);
  if (fen > balance) return bad('BALANCE', loan.balance);
  const min = toFen(minAmount);
  // a step below 1 yuan would let amounts like 100.37 through: SPEC says at least 1
  const step = Math.max(100, toFen(stepAmount));
  if (balance >= min) {
    if (fen < min) return bad('MIN', minAmount);
    if ((fen - min) % step !== 0) return bad('STEP', step / 100);
  } else if (fen !== balance) return bad('REST', loan.balance);
  if (maxAmount > 0 && fen > toFen(maxAmount)) return bad('MAX', maxAmount);
  return null;
}

/** Which bound of the coupon excludes the amount (0 = no bound), or null when it fits. */
export function boundRefusal(k: CouponPackage, fen: number): Refusal | null {
  if (k.minimumInvest > 0 && fen < toFen(k.minimumInvest)) return refusal('INVALID_COUPON', 'MIN', k.minimumInvest);
  if (k.maximumInvest > 0 && fen > toFen(k.maximumInvest)) return refusal('INVALID_COUPON', 'MAX', k.maximumInvest);
  return null;
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
export const gradeOf = (grades: SurveyGrade[], score: number) =>
  [...grades].sort((a, b) => b.minScore - a.minScore).find((g) => score >= g.minScore);

/** SPEC §4: the grade must reach the loan's rank, then the filling must still be valid. */
export function surveyRefusal(filling: SurveyFilling | undefined, grades: SurveyGrade[], rank: RiskRank): string | null {
  if (!filling) return 'SURVEY_REQUIRED';
  const grade = gradeOf(grades, filling.score);
  if (!grade || grade.maxRiskRank < rank) return 'RISK_MISMATCH';
  return filling.valid ? null : 'SURVEY_EXPIRED';
}

export interface Split {
  /** What the investor pays: the amount less a CASH coupon. */
  payFen: number;
  balanceFen: number;
  cardFen: number;
}

/** The balance pays what it can when asked to; the default card pays the rest. */
export function splitPayment(amountFen: number, cashFen: number, availableFen: number, useBalance: boolean): Split {
  const payFen = Math.max(0, amountFen - cashFen);
  const balanceFen = useBalance ? Math.min(Math.max(0, availableFen), payFen) : 0;
  return { payFen, balanceFen, cardFen: payFen - balanceFen };
}

/** SPEC §5 "Bank quota" and "Online pay requires certType ID", for the card's part. */
export function cardRefusal(card: BankAccount | undefined, cardFen: number, channelDown: boolean, certType: CertType): Refusal | null {
  if (!card) return refusal('NO_BANK_CARD', 'CARD', null);
  if (channelDown || certType !== 'IDENTITY_CARD') return refusal('CHANNEL_UNAVAILABLE', 'CHANNEL', null);
  const quota = card.account.singleQuota;
  if (quota === 0) return refusal('ZERO_QUOTA', 'QUOTA', 0);
  if (quota > 0 && cardFen > toFen(quota)) return refusal('OVER_SINGLE_QUOTA', 'QUOTA', quota);
  return null;
}
