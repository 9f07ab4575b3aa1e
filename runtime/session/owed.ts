// A logout the server has not confirmed is owed (DESIGN "Session"): the HttpOnly token may
// still be alive there, and only a server answer clears that cookie. Until one does, this
// device stays locked out of the session (the hint is gone: load.ts renders it logged out) and
// the logout is sent again: with a backoff, when the network comes back, and first of all on
// the next open, before any other call of this client (the api client waits for it: `gate`).
//
// Ordering with a login: a logout's answer clears the cookies, so one that lands after a new
// login would end the new session. Calls and logouts therefore never overlap: a logout waits
// until no call is on its way and is sent only while still owed (a login clears the debt,
// cookies.ts setHint), and every call waits for a logout on its way.
import { apiConfig } from '../api/client';
import { toast } from '../ui/ui-store';
import { logoutOwed, oweLogout } from './cookies';

/** a hanging logout is given up after this long (then retried), so a screen never waits on it */
export const LOGOUT_TIMEOUT_MS = 8000;
const BACKOFF_MS = [2000, 5000, 15000, 30000, 60000];
export const LOGOUT_DONE_LATE = '已完成退出登录';

let sending: Promise<boolean> | null = null;
let busy = 0;
let idle: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let tries = 0;
let triedThisOpen = false;
let listening = false;

/**
 * One POST /logout. True only for an answer of the server itself: a 2xx that is empty (the
 * family's web layer) or JSON that does not say `success: false`. Our auth layer and the
 * sandbox clear the cookies in that answer; a Wi-Fi portal's page, a proxy's 5xx, a lost or
 * hanging request leave them as they were.
 */
export async function sendLogout(timeoutMs = LOGOUT_TIMEOUT_MS): Promise<boolean> {
  const ctrl = new AbortController();
  let t: ReturnType<typeof setTimeout> | undefined;
  // raced as well as aborted: the answer's body may hang after its headers came
  const late = new Promise<false>((done) => (t = setTimeout(() => (ctrl.abort(), done(false)), timeoutMs)));
  const answered = (async () => {
    const r = await fetch(apiConfig.prefix + '/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      signal: ctrl.signal,
    });
    const text = (await r.text()).trim();
    if (r.status < 200 || r.status > 299) return false;
    if (!text) return true;
    const body = JSON.parse(text) as { success?: unknown } | null;
    return typeof body === 'object' && body !== null && body.success !== false;
  })().catch(() => false); // lost, refused, or not JSON (a portal's page)
  return Promise.race([answered, late]).finally(() => clearTimeout(t));
}

const untilIdle = () => (busy ? new Promise<void>((done) => idle.push(done)) : Promise.resolve());

/**
 * Sends the owed logout (or, `mustSend`, the investor's own), unless one is on its way already.
 * Resolves true once the server ended the session, or when nothing is owed any more (a login
 * in between made it moot). `quiet`: the caller says the outcome itself.
 */
export function payOwedLogout(o: { mustSend?: boolean; quiet?: boolean } = {}): Promise<boolean> {
  triedThisOpen = true;
  sending ??= (async () => {
    await untilIdle();
    if (!o.mustSend && !logoutOwed()) return true;
    const ended = await sendLogout();
    clearTimeout(timer);
    if (ended) {
      tries = 0;
      oweLogout(false);
      if (!o.quiet) toast(LOGOUT_DONE_LATE);
    } else retryLater();
    return ended;
  })().finally(() => (sending = null));
  return sending;
}

function retryLater() {
  if (!listening) {
    listening = true;
    addEventListener('online', () => void (logoutOwed() && payOwedLogout()));
  }
  const ms = BACKOFF_MS[Math.min(tries++, BACKOFF_MS.length - 1)]!;
  timer = setTimeout(() => void (logoutOwed() && payOwedLogout()), ms);
}

/** The api client's every call passes here: after the owed logout, never beside one. */
export async function gate<T>(run: () => Promise<T>): Promise<T> {
  if (!triedThisOpen && logoutOwed()) void payOwedLogout();
  while (sending) await sending;
  busy++;
  try {
    return await run();
  } finally {
    if (--busy === 0) {
      const w = idle;
      idle = [];
      w.forEach((done) => done());
    }
  }
}
apiConfig.gate = gate;
