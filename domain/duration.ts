// A loan's term as the backend family sends it (API-NOTES): which parts are set depends on
// the product, so each may be missing or null. Apart from loan.ts so that screens which only
// parse loans do not load the loan words.
import * as z from 'zod/mini';

const part = z.optional(z.nullable(z.number()));

export const durationSchema = z.object({ years: part, months: part, days: part, totalMonths: part, totalDays: part });
export type Duration = z.infer<typeof durationSchema>;
