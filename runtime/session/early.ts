// The session's calls, which the shell starts itself when the hint is there
// (runtime/shell/preload.ts, handing them over with the landing's work: runtime/router/
// route-work.ts) and fetch-session then asks for, adopting the answers. The three that name
// the investor use the id remembered from the last session on this device (`:uid`, filled as
// any early call's param: runtime/router/early-calls.ts); when it is someone else's (or
// missing) those three are simply asked again after the user record.
export const USER_PATH = '/api/v2/user/MYSELF';
/** the investor's own calls, with `:uid` where the id goes */
const BY_ID = '/api/v2/user/:uid';

// written out rather than built from BY_ID: the shell's script imports this file (for
// rememberedUser), and plain literals are all its bundler can leave out
export const SESSION_CALLS = {
  statistics: '/api/v2/user/:uid/statistics/invest',
  fund: '/api/v2/user/:uid/userfund',
  authenticates: '/api/v2/user/:uid/authenticates',
  fundAccounts: '/api/v2/multiPayment/router/MYSELF/fundAccounts',
  inviteCode: '/api/v2/user/MYSELF/inviteCode',
  bankConstraints: '/api/v2/payment/router/getBankConstraints',
  clientIp: '/getClientIp',
} as const;

/** What the shell starts, in order: the user record first. */
export const sessionEarly = (): string[] => [USER_PATH, ...Object.values(SESSION_CALLS)];

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
/** The investor remembered on this device, for the shell's early session calls. */
export function rememberedUser(): string | undefined {
  try {
    return localStorage.getItem(UID_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
export function forgetUser() {
  try {
    localStorage.removeItem(UID_KEY);
  } catch {
    // nothing was stored
  }
}
