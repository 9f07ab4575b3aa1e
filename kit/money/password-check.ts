// The payment password asked before a money move is sent (SPEC §5): a tender, a claim purchase,
// a claim transfer and its cancel, a redemption. One call for the modules that move money
// with it; loaded with their moves, when the password is typed.
import * as z from 'zod/mini';
import { post } from '../../runtime/api/client';
import { ApiError, isApiError } from '../../runtime/api/api-error';

/**
 * The server's verdict: true, or the refusal to throw. The family answers a bare true/false
 * (SPEC §5: only true passes); the sandbox refuses a wrong one as a tender is refused,
 * INCORRECT_PASSWORD with the tries left (its message says so), read here as a no. A lock
 * (PAYMENT_PASSWORD_LOCKED, its message saying until when) and any other failure are thrown.
 */
async function verdict(password: string): Promise<true | ApiError> {
  try {
    const r = await post('/api/v2/user/MYSELF/validatePaymentPassword', { schema: z.boolean(), body: { password } });
    return r === true || new ApiError('INCORRECT_PASSWORD', '支付密码不正确', 400);
  } catch (e) {
    if (isApiError(e) && e.code === 'INCORRECT_PASSWORD') return e;
    throw e;
  }
}

/** Only true passes; a wrong password, either way it is said, is false. */
export const validatePaymentPassword = (password: string) => verdict(password).then((v) => v === true);

/** Refuses as the server would (INCORRECT_PASSWORD, with the tries left when the server says them) when the password does not pass. */
export async function mustValidate(pw: string) {
  const v = await verdict(pw);
  if (v !== true) throw v;
}
