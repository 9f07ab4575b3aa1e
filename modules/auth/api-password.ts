// Password recovery and change.
import { get, post } from '../../runtime/api';
import { ack } from '../../runtime/domain/ack';

export const sendResetSms = (mobile: string) => get('/api/v2/users/smsCaptcha/changePwd', { ...ack, query: { mobile } });

export const resetPassword = (mobile: string, captcha: string, newPassword: string) =>
  post('/api/v2/auth/reset_password/password', { ...ack, body: { mobile, captcha, newPassword } });

export const changePassword = (mobile: string, currentPassword: string, newPassword: string) =>
  post('/api/v2/user/MYSELF/change_password', { ...ack, body: { mobile, currentPassword, newPassword } });
