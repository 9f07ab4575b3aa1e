// A logout the server has not confirmed is owed (DESIGN "Session"): the HttpOnly token may
// still be alive there, and only a server answer clears that cookie. Until one does, this
// device stays locked out of the session (the hint is gone: load.ts renders it logged out) and
// the logout is sent again (owed-send.ts): with a backoff, when the network comes back, and
// first of all on the next open, before any other call of this client (`gate`).
//
// Ordering with a login: a logout's answer clears the cookies, so one that lands after a new
// login would end the new session. Calls and logouts therefore never overlap: a logout waits
// until no call is on its way and is sent only while still owed (a login clears the debt,
// cookies.ts setHint), and every call waits for a logout on its way.
import { apiConfig } from '../api/client';
import { logoutOwed } from './cookies';

export type PayOptions = { mustSend?: boolean; quiet?: boolean };

let sending: Promise<boolean> | null = null;
let busy = 0;
let idle: (() => void)[] = [];
let triedThisOpen = false;

const untilIdle = () => (busy ? new Promise<void>((done) => idle.push(done)) : Promise.resolve());

/**
 * Sends the owed logout (or, `mustSend`, the investor's own), unless one is on its way already.
 * Resolves true once the server ended the session, or when nothing is owed any more (a login
 * in between made it moot). `quiet`: the caller says the outcome itself.
 */
export function payOwedLogout(o: PayOptions = {}): Promise<boolean> {
  triedThisOpen = true;
  sending ??= import('./owed-send')
    .then(async (m) => (await untilIdle(), m.attempt(o)))
    .catch(() => false) // its code could not load: offline, and still owed for the next open
    .finally(() => (sending = null));
  return sending;
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
// the early GETs a navigation starts run through it too (router/work.ts)
apiConfig.gate = gate;
