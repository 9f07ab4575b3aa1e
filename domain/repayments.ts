// A repayment schedule, as loans, claims and investments all send it.
import * as z from 'zod/mini';

const money = z.number();
const row = z.object({ dueDate: z.number(), amount: money, amountInterest: money, amountPrincipal: money, amountOutstanding: z.optional(z.nullable(money)) });
const status = z.optional(z.nullable(z.string()));

const wrapped = z.object({ status, repayment: row });
const flatRow = z.extend(row, { status });
type Row = z.infer<typeof row>;
type Wrapped = z.infer<typeof wrapped>;
type Flat = z.infer<typeof flatRow>;
// The family sends a period flat, wrapped once as { status, repayment: {…} } (a loan's schedule),
// or wrapped twice as { repayment: { status, repayment: {…} } } (an investment's periods,
// loan/invest/{id}/repayments and investRepayments). All become one flat row; a period
// without a status is UNDUE (SPEC §3).
export const periodSchema = z.pipe(
  z.union([z.object({ repayment: wrapped }), wrapped, flatRow]),
  z.transform((r): Row & { status: string } => {
    const w: Wrapped | Flat = 'repayment' in r && 'repayment' in r.repayment ? r.repayment : (r as Wrapped | Flat);
    const flat: Row = 'repayment' in w ? w.repayment : w;
    return { ...flat, status: w.status || 'UNDUE' };
  }),
);
export const repaymentsSchema = z.array(periodSchema);

export type RepaymentRow = z.infer<typeof repaymentsSchema>[number];
