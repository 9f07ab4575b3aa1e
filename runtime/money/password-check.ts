// The payment password asked before a money move is sent (SPEC §5): a tender, a claim purchase,
// a claim transfer and its cancel, a redemption. One call for the modules that move money
// with it; loaded with their moves, when the password is typed.
import * as z from 'zod/mini';
import { post } from '../api/client';
import { ApiError } from '../api/api-error';

/** Bare true/false; only true passes (SPEC §5). */
export const validatePaymentPassword = (password: string) =>
  post('/api/v2/user/MYSELF/validatePaymentPassword', { schema: z.boolean(), body: { password } }).then((r) => r === true);

/** Refuses as the server would (INCORRECT_PASSWORD) when the password does not pass. */
export async function mustValidate(pw: string) {
  if (!(await validatePaymentPassword(pw))) throw new ApiError('INCORRECT_PASSWORD', '支付密码不正确', 400);
}
