// The investor as GET /api/v2/user/MYSELF answers (bare), read by the session.
import * as z from 'zod/mini';

const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

export const userSchema = z.object({
  id: z.string(),
  name: str,
  loginName: str,
  mobile: z.string(),
  email: str,
  idNumber: str,
  certType: str,
  accountStatus: num,
  inviteCode: str,
  lastLoginDate: num,
});
export type User = z.infer<typeof userSchema>;
