// GET creditAssignDetail: the claim that its detail and its purchase screens both read.
import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { repaymentsSchema } from '../../../domain/repayments';
import { recordId, num, str } from '../../../domain/wire';

const claimSchema = z.object({
  id: recordId,
  title: z.string(),
  status: z.string(),
  loanId: str,
  userId: str,
  creditAmount: num,
  creditDealAmount: z.number(),
  creditDealRate: num,
  actualRate: z.number(),
  /** price still on sale (sold + balance = creditDealAmount) */
  balance: z.number(),
  /** principal still on sale: what a buyer sends as the amount */
  creditBalance: num,
  remainPeriod: num,
  bidValuation: num,
  timeOpen: z.number(),
  timeOut: num,
  dueDate: num,
  repaymentMethod: str,
});

const investor = z.object({ userLoginName: str, userName: str, amount: z.number(), submitTime: z.number() });

// The backend sends the claim nested, beside its schedule, its buyers (a page) and the due date
// (assignment.ctrl.coffee reads creditassign, repayments, invests.results, dueDate); the screens
// read one flat record.
const detailSchema = z.pipe(
  z.object({
    creditassign: claimSchema,
    repayments: z.optional(z.nullable(repaymentsSchema)),
    dueDate: num,
    invests: z.optional(z.nullable(z.union([z.object({ results: z.array(investor), totalSize: z.optional(z.number()) }), z.array(investor)]))),
  }),
  z.transform((d) => ({
    ...d.creditassign,
    dueDate: d.creditassign.dueDate ?? d.dueDate,
    repayments: d.repayments ?? [],
    invests: Array.isArray(d.invests) ? d.invests : (d.invests?.results ?? []),
  })),
);

export type Claim = z.output<typeof detailSchema>;

/** GET /api/v2/creditassign/creditAssignDetail/{id}: the claim with its repayments and buyers. */
export const getClaim = (id: string) => get(`/api/v2/creditassign/creditAssignDetail/${encodeURIComponent(id)}`, { schema: detailSchema });
