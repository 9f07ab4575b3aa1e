// The investor as GET /api/v2/user/MYSELF answers (bare), read by the session.
import * as z from 'zod/mini';
import { num, str } from './wire';

// The family sends this address for a user who has bound none (ZPJR's literal user record).
const NO_EMAIL = 'notavailable@creditcloud.com';
const email = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((e) => (e && e.toLowerCase() !== NO_EMAIL ? e : null)),
  ),
);

export const userSchema = z.object({
  id: z.string(),
  name: str,
  loginName: str,
  mobile: z.string(),
  email,
  idNumber: str,
  certType: str,
  accountStatus: num,
  inviteCode: str,
  lastLoginDate: num,
});
export type User = z.output<typeof userSchema>;
