// The sending half of an owed logout (owed.ts), loaded only when a logout is sent: the entry
// carries just the check and the gate.
import { apiConfig } from '../api/client';
import { toast } from '../ui/ui-store';
import { logoutOwed, oweLogout } from './cookies';
import { payOwedLogout, type PayOptions } from './owed';

/** a hanging logout is given up after this long (then retried), so a screen never waits on it */
export const LOGOUT_TIMEOUT_MS = 8000;
const BACKOFF_MS = [2000, 5000, 15000, 30000, 60000];
export const LOGOUT_DONE_LATE = '已完成退出登录';

let timer: ReturnType<typeof setTimeout> | undefined;
let tries = 0;
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

/** One try, no call of this client beside it (owed.ts waits for that). */
export async function attempt(o: PayOptions): Promise<boolean> {
  if (!o.mustSend && !logoutOwed()) return true;
  const ended = await sendLogout();
  clearTimeout(timer);
  if (ended) {
    tries = 0;
    oweLogout(false);
    if (!o.quiet) toast(LOGOUT_DONE_LATE);
  } else retryLater();
  return ended;
}

function retryLater() {
  const again = () => void (logoutOwed() && payOwedLogout());
  if (!listening) {
    listening = true;
    addEventListener('online', again);
  }
  timer = setTimeout(again, BACKOFF_MS[Math.min(tries++, BACKOFF_MS.length - 1)]);
}
