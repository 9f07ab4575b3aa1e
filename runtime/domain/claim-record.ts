// GET creditAssignDetail: the claim that its detail and its purchase screens both read.
import * as z from 'zod/mini';
import { get } from '../api/client';
import { repaymentsSchema } from './repayments';

const num = z.optional(z.nullable(z.number()));
const str = z.optional(z.nullable(z.string()));

const claimSchema = z.object({
  id: z.string(),
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
  repayments: z.optional(z.nullable(repaymentsSchema)),
  invests: z.optional(z.nullable(z.array(z.object({ userLoginName: str, userName: str, amount: z.number(), submitTime: z.number() })))),
});

export type Claim = z.infer<typeof claimSchema>;

/** GET /api/v2/creditassign/creditAssignDetail/{id}: the claim with its repayments and buyers. */
export const getClaim = (id: string) => get(`/api/v2/creditassign/creditAssignDetail/${encodeURIComponent(id)}`, { schema: claimSchema });
