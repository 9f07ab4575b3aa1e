// Shared rules of the auth calls: SMS / voice codes, graphic captchas, WeChat social users.
// Codes live in state.codes as `${purpose}:${mobile}` and captchas in state.captchas by token,
// where the /__sandbox test hooks read them.
import { randomInt } from 'node:crypto';
import type { Ctx } from '../router';
import type { SandboxState } from '../state';
import { captchaAnswer, captchaDataUrl, captchaMatches } from '../../guard/captcha-image';

/** creditcloud kept codes 10 minutes */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CAPTCHA_TTL_S = 1800;
export const MAX_CODE_ATTEMPTS = 5;

export type Purpose = 'login' | 'register' | 'reset';

/** smsType of POST /api/v2/users/sendAudioCaptcha (the backend family's SMSType names) */
export const VOICE_TYPES: Record<string, Purpose> = {
  CONFIRM_CREDITMARKET_QUICKLOGIN: 'login',
  CONFIRM_CREDITMARKET_REGISTER: 'register',
  CONFIRM_CREDITMARKET_CHANGE_LOGIN_PASSWORD: 'reset',
};

type C = Ctx<SandboxState>;
const key = (purpose: string, mobile: string) => `${purpose}:${mobile}`;

export { isMobileNumber as isMobile } from '../../../domain/validate/mobile';

/** A new code replaces the previous one; its attempt count starts again. Any purpose: the payment calls' smsTypes too. */
export function issueCode(c: C, purpose: string, mobile: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const k = key(purpose, mobile);
  // re-insert so the test hook's "latest" is this one
  c.state.codes.delete(k);
  c.state.codes.set(k, { code, expires: c.now() + CODE_TTL_MS, attempts: 0 });
  return code;
}

export const hasCode = (c: C, purpose: Purpose, mobile: string) => c.state.codes.has(key(purpose, mobile));

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many';

/** Single use: a right code is consumed; the fifth wrong one burns it. */
export function checkCode(c: C, purpose: Purpose, mobile: string, input: string | undefined): CodeCheck {
  const k = key(purpose, mobile);
  const rec = c.state.codes.get(k);
  if (!rec) return 'wrong';
  if (rec.expires <= c.now()) return 'expired';
  if (rec.attempts >= MAX_CODE_ATTEMPTS) return 'too-many';
  if ((input ?? '').trim() !== rec.code) {
    rec.attempts++;
    if (rec.attempts >= MAX_CODE_ATTEMPTS) return 'too-many';
    return 'wrong';
  }
  c.state.codes.delete(k);
  return 'ok';
}

// ---- graphic captcha

export function issueCaptcha(c: C) {
  const answer = captchaAnswer();
  const token = `cap-${randomInt(1e9).toString(36)}${c.now().toString(36)}`;
  c.state.captchas.set(token, { code: answer, expires: c.now() + CAPTCHA_TTL_S * 1000, attempts: 0 });
  // the key set of tbus oauth2/src/endpoints/wk/captcha.js:36-41 (its image is a PNG, ours an SVG)
  return { created_at: c.now(), ttl: CAPTCHA_TTL_S, token, captcha: captchaDataUrl(answer) };
}

export type CaptchaCheck = 'ok' | 'missing' | 'null' | 'wrong';

/** Single use whatever the outcome, so an answer can never be tried twice. */
export function checkCaptcha(c: C, token: string | null | undefined, answer: string | null | undefined): CaptchaCheck {
  if (!token) return 'missing';
  if (!answer) return 'null';
  const rec = c.state.captchas.get(token);
  c.state.captchas.delete(token);
  if (!rec || rec.expires <= c.now()) return 'wrong';
  return captchaMatches(rec.code, answer) ? 'ok' : 'wrong';
}

// ---- WeChat social users (sandbox stand-in for the OAuth server's user store)

export interface SocialUser {
  socialId: string;
  nickname: string;
  headimgurl: string;
}

const social = new WeakMap<SandboxState, Map<string, SocialUser>>();

export function socialUsers(s: SandboxState): Map<string, SocialUser> {
  let m = social.get(s);
  if (!m) {
    m = new Map();
    const bound = s.demo.investor.weixin;
    m.set(bound, { socialId: bound, nickname: '建国', headimgurl: '/sandbox-assets/wx-avatar-jianguo.svg' });
    social.set(s, m);
  }
  return m;
}

const NICKNAMES = ['小鱼儿', '晴天', '阿明', '向日葵', '老周', '木子'];

/** The sandbox OAuth codes: 'wx-code-bound' is the demo investor; 'wx-code-unbound' a new WeChat user. */
export function exchangeWxCode(s: SandboxState, code: string): SocialUser | null {
  const users = socialUsers(s);
  if (code === 'wx-code-bound') return users.get(s.demo.investor.weixin)!;
  if (code !== 'wx-code-unbound') return null;
  const n = users.size;
  const u = { socialId: `wx-social-${n}-${randomInt(1e6)}`, nickname: NICKNAMES[n % NICKNAMES.length]!, headimgurl: `/sandbox-assets/wx-avatar-${n}.svg` };
  users.set(u.socialId, u);
  return u;
}
