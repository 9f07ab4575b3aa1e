import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { investorLabel } from '../../../domain/format/investor-label';

const str = z.optional(z.nullable(z.string()));

// A bare array (API-NOTES). The family sends the buyer's mobile and login name unmasked
// (loan-investors.tmpl.html:29-32 masks `mobile` itself): they are masked here, so nothing
// unmasked reaches a screen.
const investsSchema = z.array(
  z.pipe(
    z.object({ userLoginName: str, userName: str, mobile: str, amount: z.number(), submitTime: z.number() }),
    z.transform((i) => ({ name: investorLabel(i), amount: i.amount, submitTime: i.submitTime })),
  ),
);

export type Invest = z.output<typeof investsSchema>[number];

/** GET /api/v2/loan/{id}/invests: newest first as the server sends them, masked. */
export const getInvests = (id: string) => get(`/api/v2/loan/${encodeURIComponent(id)}/invests`, { schema: investsSchema });
