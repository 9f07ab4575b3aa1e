// Password recovery and change.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api';

const any = z.unknown();

export const sendResetSms = (mobile: string) => get('/api/v2/users/smsCaptcha/changePwd', { schema: any, query: { mobile } });

export const resetPassword = (mobile: string, captcha: string, newPassword: string) =>
  post('/api/v2/auth/reset_password/password', { schema: any, body: { mobile, captcha, newPassword } });

export const changePassword = (mobile: string, currentPassword: string, newPassword: string) =>
  post('/api/v2/user/MYSELF/change_password', { schema: any, body: { mobile, currentPassword, newPassword } });
