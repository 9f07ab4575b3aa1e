// GET /api/v2/loan/{id}: the loan record that the detail, info and invest screens all read.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { durationSchema } from '../../domain/duration';
import { bool, num, str } from '../../domain/wire';

export const loanSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  amount: z.number(),
  balance: z.number(),
  method: str,
  rate: z.number(),
  addRate: num,
  investPercent: z.number(),
  timeOpen: z.number(),
  timeLeft: num,
  serverDate: num,
  timeout: num,
  valueDate: num,
  dueDate: num,
  duration: durationSchema,
  dueDateSubEndRansomDays: num,
  corporationId: str,
  loanRequest: z.object({
    productKey: z.string(),
    riskRank: str,
    investRule: z.optional(z.nullable(z.object({ minAmount: z.number(), stepAmount: num, maxAmount: num }))),
    useCoupon: bool,
    cycleProduct: bool,
    cyclePeriods: num,
    activityInfo: str,
    userId: str,
    dueDate: num,
  }),
});

export type Loan = z.infer<typeof loanSchema> & {
  /** device time when the answer arrived: the countdown runs from here */
  receivedAt: number;
};

/** GET /api/v2/loan/{id}: bare body with serverDate and timeLeft. */
export const getLoan = (id: string): Promise<Loan> =>
  get(`/api/v2/loan/${encodeURIComponent(id)}`, { schema: loanSchema }).then((l) => ({ ...l, receivedAt: Date.now() }));

/** The planned due date: the loan's own once settled, else the request's plan. */
export const dueOf = (l: z.infer<typeof loanSchema>) => l.dueDate ?? l.loanRequest.dueDate ?? null;
