import { fail, ok } from '../reply';
import { findByMobile, findUser } from '../state';
import type { Register } from './register';
import { checkCode, isMobile } from './auth-codes';
import { isLoginPassword } from '../../../domain/validate/password';

// Acks with data null, as the family's literal envelopes (tbus oauth2/src/endpoints/v2/users.js:18-28).
export const registerAuthPassword: Register = (r) => {
  // Forgot password: the SMS code proves the mobile; a new password also lifts a login lock.
  r.post('/api/v2/auth/reset_password/password', (c) => {
    const mobile = (c.form.mobile ?? '').trim();
    if (!isMobile(mobile)) return fail('INVALID_MOBILE');
    const user = findByMobile(c.state, mobile);
    if (!user) return fail('MOBILE_NOT_EXISTS');
    if (!isLoginPassword(c.form.newPassword)) return fail('INVALID_PASSWORD');
    const check = checkCode(c, 'reset', user.mobile, c.form.captcha);
    if (check === 'too-many') return fail('TOO_MANY_ATTEMPT');
    if (check !== 'ok') return fail('INVALID_MOBILE_CAPTCHA');
    user.password = c.form.newPassword!;
    user.failedAttempts = 0;
    return ok();
  });

  r.postAuth('/api/v2/user/MYSELF/change_password', (c) => {
    const user = findUser(c.state, c.userId)!;
    if (c.form.mobile && c.form.mobile !== user.mobile) return fail('INVALID_MOBILE');
    if (user.password !== c.form.currentPassword) return fail('INCORRECT_CURRENT_PASSWORD');
    if (!isLoginPassword(c.form.newPassword)) return fail('INVALID_PASSWORD');
    user.password = c.form.newPassword!;
    return ok();
  });
};
