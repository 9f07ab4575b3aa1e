// GET /api/v2/user/MYSELF/userinfo (enveloped): membership, survey and the qualified-investor
// flag, which the products and the content screens both read. Apart from user.ts, which the
// session chunk carries, so these screens do not split that chunk.
import * as z from 'zod/mini';
import { get } from '../api/client';

// Only the flag is read; older backends leave it out.
export const userInfoSchema = z.object({ isProfessionalInvestor: z.optional(z.nullable(z.boolean())) });
export type UserInfo = z.infer<typeof userInfoSchema>;

export const getUserInfo = (silent = false) =>
  get('/api/v2/user/MYSELF/userinfo', { schema: userInfoSchema, query: { version: 'V1' }, silent });
