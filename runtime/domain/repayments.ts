// A repayment schedule, as loans, claims and investments all send it.
import * as z from 'zod/mini';

const money = z.number();
const row = z.object({ dueDate: z.number(), amount: money, amountInterest: money, amountPrincipal: money, amountOutstanding: z.optional(z.nullable(money)) });
const status = z.optional(z.nullable(z.string()));

// The family sends a period either flat or wrapped as { status, repayment: {…} } (API-NOTES);
// both become one flat row. A period without a status is UNDUE (SPEC §3).
export const repaymentsSchema = z.array(
  z.pipe(
    z.union([z.object({ status, repayment: row }), z.extend(row, { status })]),
    z.transform((r) => ({ ...('repayment' in r ? r.repayment : r), status: r.status || 'UNDUE' })),
  ),
);

export type RepaymentRow = z.infer<typeof repaymentsSchema>[number];
