// A refused login in words (SPEC §8). Its own file: only the login screens read it, and
// errors.ts travels with every auth screen.
import { isApiError } from '../../../runtime/api/api-error';
import { errorText } from './errors';

/** SPEC §9 / API-NOTES: the password is locked after five wrong tries. */
export const LOGIN_TRIES = 5;
export const LOCKED_SMS = '密码错误次数过多，账户已被锁定，使用验证码登录即可解锁';

/**
 * A refused login, in words: how many password tries are left when the backend counts them
 * (error_description.failedAttempts, tbus PC login.js), and for a lock by password the way out
 * that needs nobody (an SMS code proves the mobile and lifts the lock). `locked`: the screen
 * offers the switch to 验证码登录. By SMS code, a lock is said as the catalogue says it.
 */
export function loginErrorText(e: unknown, bySms: boolean): { text: string; locked?: boolean } {
  const c = isApiError(e) ? e.code : '';
  const d = isApiError(e) ? (e.detail as { failedAttempts?: unknown; retryAfterSeconds?: unknown } | undefined) : undefined;
  const n = d && typeof d === 'object' && typeof d.failedAttempts === 'number' ? d.failedAttempts : 0;
  // the web layer's pause after too many refused tries of this mobile or from this network: no
  // lock, nothing to unlock, just a wait (server/guard/web-guard.ts)
  const wait = d && typeof d === 'object' && typeof d.retryAfterSeconds === 'number' ? d.retryAfterSeconds : 0;
  if (c === 'TOO_MANY_ATTEMPT' && wait > 0) return { text: `尝试次数过多，请${Math.ceil(wait / 60)}分钟后再试` };
  if (!bySms && (c === 'TOO_MANY_ATTEMPT' || (c === 'FAILED' && n >= LOGIN_TRIES))) return { text: LOCKED_SMS, locked: true };
  if (c !== 'FAILED' || bySms || n < 1) return { text: errorText(e) };
  const left = LOGIN_TRIES - n;
  return { text: `${errorText(e)}，${left > 1 ? `还可尝试${left}次` : '再错1次账户将被锁定'}` };
}
