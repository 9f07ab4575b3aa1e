import { ACCESS_DENIED, isApiError } from '../api/api-error';
import { toast } from '../ui/ui-store';
import { clearHint, hasHint, logoutOwed, removeCookie } from './cookies';
import { deriveFlags, emptySession, session } from './store';
import { fetchSession } from './fetch-session';
import { rememberUser } from './early';
import { payOwedLogout } from './owed';

let inflight: Promise<void> | null = null;
let restAfter: Promise<unknown> | undefined;

/**
 * The next load asks the account's parts beyond the user record only once `p` settles: a
 * landing whose first content shows only who is logged in (a route's `waits: 'user'`) leaves
 * HTTP/1.1's six connections to its own files and data (start.tsx; the shell likewise starts
 * only the user record for it, runtime/shell/preload.ts).
 */
export function askRestAfter(p: Promise<unknown>) {
  restAfter = p;
}
let userWaiters: (() => void)[] = [];
const userIn = () => {
  const w = userWaiters;
  userWaiters = [];
  w.forEach((done) => done());
};

export function flush() {
  Object.assign(session, emptySession(), { status: 'ready' });
}

export const EXPIRED_TEXT = '登录超时，请重新登录';
const UNKNOWN_TEXT = '网络异常，暂时无法获取账户信息';

/** The token is no longer valid: forget it here and say so once. */
export function expire() {
  const had = hasHint();
  clearHint();
  flush();
  if (had) toast(EXPIRED_TEXT);
}

// Three outcomes (DESIGN "Session"): logged out (no hint: nothing asked), expired (the
// server refused the token), unknown (network or server failure: the hint stays, the screen
// says so with a retry, and the next navigation tries again; never a silent logout).
async function loadOnce() {
  removeCookie('return_url');
  // an owed logout locks this device out of the session until a server answer ends it
  if (logoutOwed()) {
    clearHint();
    void payOwedLogout();
    return flush();
  }
  if (!hasHint()) return flush();
  try {
    const rest = restAfter;
    restAfter = undefined;
    const next = await fetchSession((user) => {
      // who is logged in, before the account's other parts: a screen that shows only that
      // need not wait for them (whenUser); status and flags still wait for the whole session
      if (session.status !== 'ready') session.user = user;
      userIn();
    }, rest);
    if (next.user) rememberUser(next.user.id);
    Object.assign(session, next, { flags: deriveFlags(next), status: 'ready', error: '' });
  } catch (e) {
    if (isApiError(e) && e.code === ACCESS_DENIED) return expire();
    // A session that had loaded keeps its figures (stale, and marked); a first load has none.
    session.error = isApiError(e) && e.code !== 'NETWORK_ERROR' ? `${UNKNOWN_TEXT}（${e.message}）` : UNKNOWN_TEXT;
    if (!session.user) session.status = 'error';
  }
}

/** Loads (or reloads, after login, logout, binding a card…) the investor session. */
export function reload(): Promise<void> {
  inflight ??= loadOnce().finally(() => (inflight = null));
  return inflight;
}

/**
 * The user record is in, or the session settled without one (logged out, expired, unknown):
 * enough for a screen that reads only who is logged in (a route's `waits: 'user'`).
 */
export function whenUser(): Promise<void> {
  if (session.user || session.status === 'ready') return Promise.resolve();
  return new Promise((done) => {
    userWaiters.push(done);
    void reload().finally(userIn);
  });
}

/** Ready, or tried once more: a session that failed to load is asked for again. */
export const whenReady = () => (session.status === 'ready' ? Promise.resolve() : reload());
