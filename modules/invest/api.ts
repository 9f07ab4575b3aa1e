// The calls of the invest screens and their schemas. The money calls (tender, claim purchase)
// carry the attempt's key (`version`); the lists let a lost answer be looked up.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api/client';
import { getLoan } from '../../runtime/domain/loan-record';
import { getClaim } from '../../runtime/domain/claim-record';
import { investPage } from '../../runtime/domain/paged';
import { fundSchema } from '../../runtime/session/schemas';

const me = '/api/v2/user/MYSELF';
const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

export const loadFund = () => get(`${me}/userfund`, { schema: fundSchema });

// The survey part of userinfo: what the gates need (SPEC §4).
const surveyInfo = z.object({
  surveyFilling: z.optional(z.nullable(z.object({ valid: z.optional(z.nullable(z.boolean())), score: num }))),
  surveyScore: z.optional(z.nullable(z.object({ name: str, maxRiskRank: str }))),
});
export const getSurvey = () =>
  get(`${me}/userinfo`, { schema: surveyInfo, query: { version: 'V1' } }).then((u) => ({
    done: !!u.surveyFilling,
    valid: !!u.surveyFilling?.valid,
    maxRiskRank: u.surveyScore?.maxRiskRank ?? null,
    name: u.surveyScore?.name ?? '',
  }));
export type SurveyState = Awaited<ReturnType<typeof getSurvey>>;

/** The loan invest screen's first data: the loan, the balance and the survey, together. */
export const loadLoanInvest = (id: string) =>
  Promise.all([getLoan(id), loadFund(), getSurvey()]).then(([loan, fund, survey]) => ({ loan, fund, survey }));
export type LoanInvestData = Awaited<ReturnType<typeof loadLoanInvest>>;

export const loadClaimInvest = (id: string) =>
  Promise.all([getClaim(id), loadFund(), getSurvey()]).then(([claim, fund, survey]) => ({ claim, fund, survey }));
export type ClaimInvestData = Awaited<ReturnType<typeof loadClaimInvest>>;

const couponSchema = z.object({
  id: z.coerce.string(),
  timeExpire: num,
  disabled: z.optional(z.nullable(z.boolean())),
  couponPackage: z.object({
    type: z.string(),
    parValue: z.number(),
    minimumInvest: num,
    maximumInvest: num,
    description: str,
    displayName: str,
  }),
});
export type Coupon = z.infer<typeof couponSchema>;

export interface Term {
  loanId: string;
  totalMonths?: number | null;
  totalDays?: number | null;
}

/**
 * The user's coupons for this loan and amount: listCoupon {months, amount, loanId} for a term
 * in months, listCouponNew {amount, days} for one counted in days (SPEC §7).
 */
export const listCoupons = (t: Term, amount: string) =>
  t.totalMonths
    ? post('/api/v2/coupon/MYSELF/listCoupon', { schema: z.array(couponSchema), body: { months: t.totalMonths, amount, loanId: t.loanId } })
    : post('/api/v2/coupon/MYSELF/listCouponNew', { schema: z.array(couponSchema), body: { amount, days: t.totalDays ?? 0 } });

/** The payment channel (SPEC §4 "channel check"): open when the user's quick pay works now. */
export const channelOpen = () => get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF', { schema: z.boolean() });

export const validatePaymentPassword = (password: string) =>
  post(`${me}/validatePaymentPassword`, { schema: z.boolean(), body: { password } }).then((r) => r === true);

export interface TenderPayload {
  userId: string;
  clientIp: string;
  loanId: string;
  amount: string;
  placementId?: string;
  paymentPassword: string;
  isUseBalance: boolean;
  isCycleProduct: boolean;
  paymentType: 'ONLINE' | 'OFFLINE';
  /** the attempt's key: a repeated one is refused and moves nothing */
  version: string;
}

const tenderResult = z.object({
  investId: z.optional(z.coerce.string()),
  amount: num,
  paymentType: str,
  corporationAccountName: str,
  corporationAccount: str,
  corporationOpenBank: str,
  paymentNo: str,
  timeEnd: num,
});
export type TenderResult = z.infer<typeof tenderResult>;

export const tender = (p: TenderPayload) => post(`/api/v2/invest/tender/MYSELF`, { schema: tenderResult, body: { ...p } });

export interface ClaimPayload {
  clientIp: string;
  amount: string;
  creditAssignId: string;
  isUseBalance: boolean;
  paymentPassword: string;
  version: string;
}
const claimResult = z.object({ investId: z.optional(z.coerce.string()), amount: num, dealAmount: num });
export type ClaimResult = z.infer<typeof claimResult>;

export const buyClaim = (p: ClaimPayload) =>
  post('/api/v2/invest/user/MYSELF/creditAssign/invest', { schema: claimResult, body: { ...p } });

const investment = z.object({
  id: z.coerce.string(),
  loanId: str,
  amount: z.number(),
  status: z.string(),
  submitTime: num,
  paymentType: str,
  version: str,
});
export type Investment = z.infer<typeof investment>;

/** The newest investments, to learn the outcome of a tender whose answer was lost. */
export const recentInvestments = () =>
  get(`${me}/invest/list/1/20`, { schema: investPage(investment) }).then((p) => p.items);
