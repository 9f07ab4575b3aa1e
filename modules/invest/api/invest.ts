// The calls of the loan's invest screens and their schemas. The tender carries the attempt's
// key (`version`); a lost answer is looked up in the newest investments
// (kit/money/recent-investments.ts, shared with the claim purchase).
import * as z from 'zod/mini';
import { recordId } from '../../../domain/wire';
import { post } from '../../../runtime/api/client';
import { getLoan } from '../../../kit/entity/loan-record';
import { getSurvey, loadFund } from '../../../kit/money/buyer';
import { transferFields } from '../../../kit/money/recent-investments';

const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

/** The loan invest screen's first data: the loan, the balance and the survey, together. */
export const loadLoanInvest = (id: string) => Promise.all([getLoan(id), loadFund(), getSurvey()]).then(([loan, fund, survey]) => ({ loan, fund, survey }));
export type LoanInvestData = Awaited<ReturnType<typeof loadLoanInvest>>;

// Each item is {disabled, placement} (T loan-invest.ctrl.coffee:26-45 reads item.placement, X
// boot.coffee:278-285 plucks it), flattened to the placement that carries `disabled`.
const placementSchema = z.object({
  id: recordId,
  status: str,
  timeExpire: num,
  couponPackage: z.object({
    type: z.string(),
    parValue: z.number(),
    minimumInvest: num,
    maximumInvest: num,
    description: str,
    displayName: str,
  }),
});
const usableCoupon = z.pipe(
  z.object({ disabled: z.optional(z.nullable(z.boolean())), placement: placementSchema }),
  z.transform(({ disabled, placement }) => ({ ...placement, disabled: !!disabled })),
);
export type Coupon = z.infer<typeof usableCoupon>;

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
    ? post('/api/v2/coupon/MYSELF/listCoupon', { schema: z.array(usableCoupon), body: { months: t.totalMonths, amount, loanId: t.loanId } })
    : post('/api/v2/coupon/MYSELF/listCouponNew', { schema: z.array(usableCoupon), body: { amount, days: t.totalDays ?? 0 } });

export { channelOpen } from '../../../kit/entity/pay-channel';

export interface TenderPayload {
  userId: string;
  clientIp: string;
  loanId: string;
  amount: string;
  /** an SMS code, where the screen asks for one (SPEC's payload; the sibling sends one, X server-api.coffee:614-618) */
  smsCaptcha?: string;
  placementId?: string;
  paymentPassword: string;
  isUseBalance: boolean;
  isCycleProduct: boolean;
  paymentType: 'ONLINE' | 'OFFLINE';
  /** the attempt's key: a repeated one is refused and moves nothing */
  version: string;
}

// What a tender's data may hold: the sibling's {userShare, tenderResult} (X loan-invest.ctrl.coffee:
// 374-382), SPEC's offline-order fields, or nothing at all (null). Read leniently: only the
// envelope's success:true proves the tender (T loan-invest.ctrl.coffee:234, server-api.coffee:24-26).
const tenderData = z.object({
  ...transferFields,
  userShare: z.optional(z.nullable(z.object({ id: z.optional(z.nullable(recordId)) }))),
});
export type TenderResult = z.infer<typeof tenderData> & { amount?: number | null; paymentType?: string | null };

/** Whatever data came with a proven success, as much of `schema` as it holds (else nothing). */
const anyData = <T extends object>(schema: z.ZodMiniType<T>) =>
  z.pipe(
    z.unknown(),
    z.transform((v): Partial<T> => {
      const p = schema.safeParse(v);
      return p.success ? p.data : {};
    }),
  );

export const tender = (p: TenderPayload) =>
  // smsCaptcha: the screen's code where it asks one; else `false`, as the family's H5 and PC send
  // on every tender (tbus loan-invest.ctrl.coffee:225, web loan/js/main/pay.js:197)
  post(`/api/v2/invest/tender/MYSELF`, { schema: anyData(tenderData), body: { ...p, smsCaptcha: p.smsCaptcha || false }, envelope: true }).then(
    (d): TenderResult => d,
  );
