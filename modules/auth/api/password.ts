// Password recovery and change.
import { get, post } from '../../../runtime/api';
import { ack } from '../../../domain/ack';

/**
 * The reset code. A resend may be refused until a picture is read (IMG_CAPTCHA_REQUIRED, as the
 * register code is): the answer travels as captcha_token / captcha_answer, the names the register
 * code uses (server-api.coffee send_verification_code); the picture comes from /register/captcha
 * (fetch_password_captcha).
 */
export const sendResetSms = (mobile: string, cap?: { token: string; answer: string }) =>
  get('/api/v2/users/smsCaptcha/changePwd', { ...ack, query: { mobile, captcha_token: cap?.token, captcha_answer: cap?.answer } });

export const resetPassword = (mobile: string, captcha: string, newPassword: string) =>
  post('/api/v2/auth/reset_password/password', { ...ack, body: { mobile, captcha, newPassword } });

export const changePassword = (mobile: string, currentPassword: string, newPassword: string) =>
  post('/api/v2/user/MYSELF/change_password', { ...ack, body: { mobile, currentPassword, newPassword } });
