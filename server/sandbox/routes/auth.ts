import { bare, ok, oauthError, type Reply } from '../reply';
import { findByMobile, newToken, TOKEN_TTL_MS, type SandboxState } from '../state';
import type { Ctx } from '../router';
import type { Register } from './index';

export const MAX_LOGIN_ATTEMPTS = 5;

/** The token travels as the HttpOnly `ccat` cookie, with a readable companion flag. */
export function sessionCookies(token: string | null, secure: boolean): string[] {
  const tail = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!token) return [`ccat=; Max-Age=0; HttpOnly${tail}`, `ccat_present=; Max-Age=0${tail}`];
  const age = `; Max-Age=${TOKEN_TTL_MS / 1000}`;
  return [`ccat=${token}${age}; HttpOnly${tail}`, `ccat_present=1${age}${tail}`];
}

export function issueToken(c: Ctx<SandboxState>, userId: string): Reply {
  const token = newToken();
  c.state.tokens.set(token, { userId, expires: c.now() + TOKEN_TTL_MS });
  const reply = bare({ access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_MS / 1000, scope: 'all' });
  reply.cookies = sessionCookies(token, false);
  return reply;
}

function passwordLogin(c: Ctx<SandboxState>): Reply {
  const user = findByMobile(c.state, (c.form.loginName ?? '').trim());
  if (!user) return oauthError({ result: 'FAILED', failedAttempts: 0 });
  if (user.disabled) return oauthError({ result: 'USER_DISABLED' });
  if (user.failedAttempts >= MAX_LOGIN_ATTEMPTS) return oauthError({ result: 'TOO_MANY_ATTEMPT', failedAttempts: user.failedAttempts });
  if (user.password !== c.form.password) {
    user.failedAttempts++;
    const result = user.failedAttempts >= MAX_LOGIN_ATTEMPTS ? 'TOO_MANY_ATTEMPT' : 'FAILED';
    return oauthError({ result, failedAttempts: user.failedAttempts });
  }
  user.failedAttempts = 0;
  user.lastLoginDate = c.now();
  return issueToken(c, user.id);
}

/** Login variants (SMS code, WeChat code) register here; password login is the default. */
export const loginVariants: Array<(c: Ctx<SandboxState>) => Reply | null> = [];

export const registerAuth: Register = (r) => {
  r.post('/api/web/login', (c) => {
    for (const v of loginVariants) {
      const reply = v(c);
      if (reply) return reply;
    }
    return passwordLogin(c);
  });
  r.post('/logout', (c) => {
    c.state.tokens.delete(c.cookies.ccat ?? '');
    const reply = ok(true);
    reply.cookies = sessionCookies(null, false);
    return reply;
  });
};
