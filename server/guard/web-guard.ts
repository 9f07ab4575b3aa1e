// The web layer's guards on the calls anyone may make without a session: login, the text and
// voice codes, the registered-mobile lookup and the login's picture captcha. They stand in front
// of the sandbox and of the auth layer alike (server/app.ts), counting in the shared store
// (store.ts), so guessing a password or an SMS code stops within a few tries per mobile and per
// address, a mobile cannot be flooded with codes, and a lock needs a picture read first.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readAhead } from '../read-body';
import { routeKey } from '../route-key';
import { isJsonMediaType } from '../request-checks';
import { clientIp } from '../trust-proxy';
import { captchaAnswer, captchaDataUrl, captchaMatches } from './captcha-image';
import type { GuardStore } from './store';
import { holdAnswer, type HeldAnswer } from './tap-answer';
import { PATHS } from '../paths';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** refused logins are counted over this window */
  loginWindowMs: 15 * MINUTE,
  /** refused logins of a mobile after which a picture must be read */
  captchaAfterForMobile: 3,
  /** refused logins from an address after which a picture must be read */
  captchaAfterForAddress: 5,
  /** refused logins of a mobile after which no more of it are taken */
  refuseAfterForMobile: 10,
  /** refused logins from an address after which no more from it are taken */
  refuseAfterForAddress: 10,
  /** codes to a mobile: one a minute for each purpose, and so many a day in all */
  codeGapMs: MINUTE,
  codesPerDay: 10,
  /** code sends (text and voice) from one address in an hour */
  codesPerAddressHour: 20,
  /** registered-mobile lookups from one address in an hour */
  lookupsPerAddressHour: 60,
  /** login pictures one address may ask for in a minute */
  captchasPerAddressMinute: 20,
  captchaTtlMs: 5 * MINUTE,
};
export type Limits = typeof LIMITS;

/** The login pictures' tokens start so (the sandbox's own start `cap-`). */
export const LOGIN_CAPTCHA_PREFIX = 'lc-';
const LOGIN = '/api/web/login';
const CHECK_MOBILE = '/api/v2/register/check_mobile';

/** The code sends anyone may ask for (a voice call, which replaces a text code, is its own purpose). */
const CODE_SENDS = new Set([
  '/api/v2/users/login/sendsmscaptcha',
  '/api/web/register/smscaptcha',
  '/api/v2/users/smscaptcha/changepwd',
  '/api/v2/users/sendaudiocaptcha',
]);
/** The code sends for logging in, whose answers must not tell whether a mobile is registered. */
const LOGIN_SENDS = new Set(['/api/v2/users/login/sendsmscaptcha']);
const LOGIN_VOICE = 'CONFIRM_CREDITMARKET_QUICKLOGIN';
/** What a backend says of a mobile nobody registered, where a login is concerned. */
const NOT_REGISTERED = new Set(['USER_NOT_EXISTS', 'MOBILE_NOT_EXISTS']);

/** Read ahead up to the most any handler behind takes (the sandbox's); it refuses larger ones. */
const MAX_FORM = 1_000_000;

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldsOf(req: IncomingMessage, body: Buffer): Record<string, string> {
  const text = body.toString('utf8');
  if (isJsonMediaType(req.headers['content-type'])) {
    try {
      const json: unknown = JSON.parse(text);
      return isObj(json) ? Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)])) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** The family's envelope of a refusal: error[0].message is the code. */
const refusal = (message: string, type: string, value: unknown = null) => ({ success: false, data: null, error: [{ message, type, value, code: 0 }] });

/** As the backend family refuses a picture (tbus oauth2 endpoints/v2/users.js:19-28): 403. */
const pictureRefused = (res: ServerResponse, code: 'IMG_CAPTCHA_REQUIRED' | 'IMG_CAPTCHA_NULL' | 'INVALID_CAPTCHA') =>
  answer(res, 403, refusal(code, 'captcha'));

/** Too many of something: TOO_CROWD (value: seconds to wait), 429 with Retry-After. */
const tooCrowd = (res: ServerResponse, seconds: number) =>
  answer(res, 429, refusal('TOO_CROWD', 'throttle', seconds), { 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** A login refused as the family's login layer refuses one: HTTP 200, OAuth-style, success false. */
const loginRefused = (description: Json) => ({ error: 'invalid_request', error_description: description, success: false });

/** Why the held answer refused, as the client reads it (runtime/api/envelope.ts), or null for none. */
function refusalCode(a: HeldAnswer): string | null {
  const j = a.json;
  if (a.status >= 500) return null; // the backend failed: not a verdict on the guess
  if (isObj(j) && typeof j.access_token === 'string') return null;
  if (isObj(j) && j.success === true && a.status < 300) return null;
  if (isObj(j) && isObj(j.error_description) && typeof j.error_description.result === 'string') return j.error_description.result;
  if (isObj(j) && Array.isArray(j.error) && isObj(j.error[0])) return String(j.error[0].message ?? 'FAILED');
  if (isObj(j) && typeof j.error === 'string') return j.error;
  return a.status >= 400 ? 'FAILED' : null;
}

export interface WebGuard {
  /** True when the guard answered (or held and sent) the request itself. */
  (req: IncomingMessage, res: ServerResponse, path: string, handle: () => Promise<unknown>): Promise<boolean>;
}

/** GET /api/web/login/captcha: a picture whose answer any instance can check (the store). */
async function issueCaptcha(store: GuardStore, L: Limits, req: IncomingMessage, res: ServerResponse) {
  if ((await store.hit(`captcha:a:${clientIp(req)}`, MINUTE)) > L.captchasPerAddressMinute) return tooCrowd(res, 60);
  const text = captchaAnswer();
  const token = `${LOGIN_CAPTCHA_PREFIX}${randomBytes(12).toString('base64url')}`;
  await store.put(`captcha:${token}`, text, L.captchaTtlMs);
  // the key set of the family's captcha answer (API-NOTES "Captchas")
  answer(res, 200, { created_at: Date.now(), ttl: L.captchaTtlMs / 1000, token, captcha: captchaDataUrl(text) });
}

async function login(store: GuardStore, L: Limits, req: IncomingMessage, res: ServerResponse, handle: () => Promise<unknown>): Promise<boolean> {
  const body = await readAhead(req, MAX_FORM);
  if (!body) return false; // too large: the handler refuses it
  const f = fieldsOf(req, body);
  if (f.wxCode !== undefined) return false; // a WeChat code is WeChat's to give, once
  const mobile = (f.loginName ?? '').trim();
  const mobileKey = `login:m:${mobile}`;
  const addressKey = `login:a:${clientIp(req)}`;
  // a login that succeeds sets the mobile's count back (only its owner can); an address's stays
  const offsetKey = `login:ok:${mobile}`;
  const [counted, offset, byAddress] = await Promise.all([
    store.count(mobileKey, L.loginWindowMs),
    store.get(offsetKey),
    store.count(addressKey, L.loginWindowMs),
  ]);
  const byMobile = Math.max(0, counted - Number(offset ?? 0));
  const failed = () => Promise.all([store.hit(mobileKey, L.loginWindowMs), store.hit(addressKey, L.loginWindowMs)]);

  if (byMobile >= L.refuseAfterForMobile || byAddress >= L.refuseAfterForAddress) {
    answer(res, 200, loginRefused({ result: 'TOO_MANY_ATTEMPT', retryAfterSeconds: L.loginWindowMs / 1000 }), {
      'retry-after': String(L.loginWindowMs / 1000),
    });
    return true;
  }
  if (byMobile >= L.captchaAfterForMobile || byAddress >= L.captchaAfterForAddress) {
    const url = new URL(req.url ?? '/', 'http://h5.invalid');
    const token = f.captcha_token ?? url.searchParams.get('captcha_token') ?? '';
    const given = f.captcha_answer ?? url.searchParams.get('captcha_answer') ?? '';
    if (!token) return (pictureRefused(res, 'IMG_CAPTCHA_REQUIRED'), true);
    if (!given) return (pictureRefused(res, 'IMG_CAPTCHA_NULL'), true);
    const expected = await store.take(`captcha:${token}`);
    if (!expected || !captchaMatches(expected, given)) {
      await failed();
      return (pictureRefused(res, 'INVALID_CAPTCHA'), true);
    }
  }

  const held = await holdAnswer(req, res, handle);
  if (!held) return false;
  const code = refusalCode(held);
  if (!code && held.status < 300) await store.put(offsetKey, String(await store.count(mobileKey, L.loginWindowMs)), L.loginWindowMs);
  if (!code) return (held.send(), true);
  const [triesOfMobile] = await failed();
  const j = held.json;
  if (!isObj(j)) return (held.send(), true);
  const d = isObj(j.error_description) ? { ...j.error_description } : null;
  if (!d) return (held.send(), true);
  // a mobile nobody registered is refused as a wrong code or password is, and the count of
  // tries is this layer's (the same for every mobile), or the backend's when it is higher
  if (NOT_REGISTERED.has(String(d.result))) d.result = 'FAILED_SMSCAPTCHA';
  if (d.result === 'FAILED' || d.result === 'FAILED_SMSCAPTCHA') {
    const backend = typeof d.failedAttempts === 'number' ? d.failedAttempts : 0;
    d.failedAttempts = Math.max(backend, Math.round(triesOfMobile - Number(offset ?? 0)));
  }
  held.send({ ...j, error_description: d });
  return true;
}

async function codeSend(
  store: GuardStore,
  L: Limits,
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  handle: () => Promise<unknown>,
): Promise<boolean> {
  let mobile = new URL(req.url ?? '/', 'http://h5.invalid').searchParams.get('mobile') ?? '';
  let forLogin = LOGIN_SENDS.has(key);
  let purpose = key;
  if (req.method === 'POST') {
    const body = await readAhead(req, MAX_FORM);
    if (!body) return false;
    const f = fieldsOf(req, body);
    mobile = f.mobile ?? mobile;
    forLogin = f.smsType === LOGIN_VOICE;
    purpose = `${key}:${f.smsType ?? ''}`;
  }
  mobile = mobile.trim();
  if ((await store.hit(`code:a:${clientIp(req)}`, HOUR)) > L.codesPerAddressHour) return (tooCrowd(res, HOUR / 1000), true);
  // a minute between codes of one purpose (a register code and then a login code may follow
  // each other), the day's cap over all of them
  const gapKey = `code:gap:${purpose}:${mobile}`;
  const dayKey = `code:day:${mobile}`;
  if (mobile && (await store.get(gapKey))) return (tooCrowd(res, L.codeGapMs / 1000), true);
  if (mobile && (await store.count(dayKey, DAY)) >= L.codesPerDay) return (tooCrowd(res, DAY / 1000), true);
  const held = await holdAnswer(req, res, handle);
  if (!held) return false;
  const code = refusalCode(held);
  // only a code that went out counts against the mobile: a mistyped picture can be retried at once
  if (!code && mobile) await Promise.all([store.put(gapKey, '1', L.codeGapMs), store.hit(dayKey, DAY)]);
  // a login code for a mobile nobody registered: answered as sent (none is), so the answer
  // tells nobody which mobiles are registered; the login screen's lookup says 请先注册
  if (forLogin && code && NOT_REGISTERED.has(code)) held.send({ success: true, data: null, error: [] }, 200);
  else held.send();
  return true;
}

export function createWebGuard(store: GuardStore, limits: Limits = LIMITS): WebGuard {
  const L = limits;
  return async (req, res, path, handle) => {
    const key = routeKey(path);
    const method = req.method ?? 'GET';
    if (key === PATHS.loginCaptcha && method === 'GET') return (await issueCaptcha(store, L, req, res), true);
    if (key === LOGIN && method === 'POST') return login(store, L, req, res, handle);
    if (CODE_SENDS.has(key)) return codeSend(store, L, req, res, key, handle);
    if (key === CHECK_MOBILE && (await store.hit(`lookup:a:${clientIp(req)}`, HOUR)) > L.lookupsPerAddressHour) return (tooCrowd(res, HOUR / 1000), true);
    return false;
  };
}
