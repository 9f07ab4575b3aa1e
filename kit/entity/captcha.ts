// The graphic captcha (SPEC §7 "GET /api/v2/captcha and /api/v2/register/captcha {timestamp}"):
// one call, two paths. The backend family's auth layer rewrites /register/captcha to /captcha
// (tbus oauth2/src/endpoints/v2/register.js:14-16), so both answer { created_at, ttl, token,
// captcha } bare (wk/captcha.js:36-41). The old H5 asked /captcha for the register code and the
// coupon redemption, /register/captcha for the password-forgot screen (server-api.coffee:450-463).
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';

export const CAPTCHA_PATHS = {
  /** register SMS code, coupon redemption */
  captcha: '/api/v2/captcha',
  /** password-forgot SMS code (fetch_password_captcha) */
  register: '/api/v2/register/captcha',
  /** a login after a few refused ones: the web layer's own picture (server/guard) */
  login: '/api/web/login/captcha',
} as const;
export type CaptchaEndpoint = keyof typeof CAPTCHA_PATHS;

export interface Captcha {
  token: string;
  /** a data: URL */
  image: string;
}

const captchaSchema = z.object({ token: z.string(), captcha: z.string() });

/** A new picture and its token (the bare and the enveloped answer both read). */
export const getCaptcha = (endpoint: CaptchaEndpoint = 'captcha'): Promise<Captcha> =>
  get(CAPTCHA_PATHS[endpoint], { schema: captchaSchema, query: { timestamp: Date.now() } }).then((r) => ({ token: r.token, image: r.captcha }));
