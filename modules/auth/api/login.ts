import * as z from 'zod/mini';
import { get, post } from '../../../runtime/api';
import { setHint } from '../../../runtime/session/cookies';
import { ack } from '../../../domain/ack';

// The token is the server's business (the HttpOnly cookie); an answer that is not an error is
// the login. The auth layer in front of a real backend takes access_token out of the body.
// The family answers { access_token, token_type, user, accountStatus, client, scope: [],
// createdAt, success: true } (tbus oauth2/src/exchanges/password.js:36-55, relayed by
// web/src/ccc/login/middlewares.js ret(), which sets success from the token); nothing of it is
// read here (the session loads after), but success must be said: a bare 200 is no login.
// A refusal is HTTP 200 { error, error_description: { result, failedAttempts }, success: false },
// read by runtime/api/envelope.ts into the code (FAILED, TOO_MANY_ATTEMPT, USER_DISABLED…).
const token = z.object({ access_token: z.optional(z.string()) });
const SOURCE = 'MOBILE';

/** Login calls answer OAuth-style; the server sets the HttpOnly token cookie, the client its hint. */
const login = (body: Record<string, string>) => post('/api/web/login', { schema: token, body, silent: true, envelope: true }).then((r) => (setHint(), r));

/** The picture the web layer asks for after a few refused logins (IMG_CAPTCHA_REQUIRED). */
export interface Picture {
  token: string;
  answer: string;
}
const withPicture = (p?: Picture): Record<string, string> => (p ? { captcha_token: p.token, captcha_answer: p.answer } : {});

export const loginByPassword = (loginName: string, password: string, p?: Picture) => login({ loginName, password, source: SOURCE, ...withPicture(p) });
export const loginBySms = (loginName: string, smsCaptcha: string, p?: Picture) => login({ loginName, smsCaptcha, source: SOURCE, ...withPicture(p) });
/** A WeChat OAuth code; an unbound account fails with detail.socialUserId. */
export const loginByWeixin = (wxCode: string) => login({ wxCode, source: 'WEIXIN' });

// one answer for register, login and the mobile change alike (a refusal over HTTP 0 is no answer)
export { isRegistered } from '../../../kit/entity/mobile-check';

export const sendLoginSms = (mobile: string) => get('/api/v2/users/login/sendSmsCaptcha', { ...ack, query: { mobile } });

/** smsType names of the backend family */
export const VOICE = {
  login: 'CONFIRM_CREDITMARKET_QUICKLOGIN',
  register: 'CONFIRM_CREDITMARKET_REGISTER',
  reset: 'CONFIRM_CREDITMARKET_CHANGE_LOGIN_PASSWORD',
} as const;
export const sendVoice = (mobile: string, smsType: (typeof VOICE)[keyof typeof VOICE]) =>
  post('/api/v2/users/sendAudioCaptcha', { ...ack, body: { mobile, smsType } });

/**
 * The family's front ends call bind_social and never read its answer (tbus login.ctrl.coffee:45-49,
 * xyjr register.ctrl.coffee:126-128), so its shape is unknown: any answer that is not a refusal
 * (nor garbled) is the binding done.
 */
export const bindWeixin = (socialId: string) => post('/api/v2/user/MYSELF/bind_social', { schema: ack.schema, body: { socialType: 'WEIXIN', socialId } });
