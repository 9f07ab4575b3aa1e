// The session's calls, which the shell starts itself when the hint is there
// (scripts/build/shell.ts) and fetch-session then asks for, adopting the answers. The three
// that name the investor use the id remembered from the last session on this device; when it
// is someone else's (or missing) those three are simply asked again after the user record.
export const USER_PATH = '/api/v2/user/MYSELF';
/** the investor's own calls, with `$u` where the id goes */
const BY_ID = '/api/v2/user/$u';

export const SESSION_CALLS = {
  statistics: `${BY_ID}/statistics/invest`,
  fund: `${BY_ID}/userfund`,
  authenticates: `${BY_ID}/authenticates`,
  fundAccounts: '/api/v2/multiPayment/router/MYSELF/fundAccounts',
  inviteCode: '/api/v2/user/MYSELF/inviteCode',
  bankConstraints: '/api/v2/payment/router/getBankConstraints',
  clientIp: '/getClientIp',
} as const;

/** What the shell starts, in order: the user record first. */
export const SESSION_EARLY = [USER_PATH, ...Object.values(SESSION_CALLS)];

/** The call for this investor. */
export const forUser = (path: string, id: string) => path.replace(BY_ID, () => `/api/v2/user/${encodeURIComponent(id)}`);

const UID_KEY = 'h5_uid';
export function rememberUser(id: string) {
  try {
    localStorage.setItem(UID_KEY, id);
  } catch {
    // private mode: the three calls are asked after the user record, as before
  }
}
export function forgetUser() {
  try {
    localStorage.removeItem(UID_KEY);
  } catch {
    // nothing was stored
  }
}
