import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';

const str = z.optional(z.nullable(z.string()));

// A bare array (API-NOTES). Names and mobiles may come masked or not: the screen masks both.
const investsSchema = z.array(
  z.object({ userLoginName: str, userName: str, mobile: str, amount: z.number(), submitTime: z.number() }),
);

export type Invest = z.infer<typeof investsSchema>[number];

/** GET /api/v2/loan/{id}/invests: newest first as the server sends them. */
export const getInvests = (id: string) => get(`/api/v2/loan/${encodeURIComponent(id)}/invests`, { schema: investsSchema });
