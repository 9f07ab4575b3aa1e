// The token cookie (ccat) is HttpOnly. Beside it lives a readable hint, "this device believes
// it is logged in", so the runtime can skip the session request for visitors. The client
// sets and clears the hint itself (login, hand-off, logout, access denied): session
// detection must not depend on a server that happens to set it (the sandbox does; the
// real backend family does not).
import { dropEarly } from '../router/cache';
import { forgetUser } from './early';

export const AUTH_FLAG = 'ccat_present';
const HINT_MAX_AGE_S = 24 * 3600; // the backend's token lifetime (API-NOTES)

export const readCookie = (name: string) => document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'))?.[1];

// Both forms: some WebViews and DOM implementations ignore Max-Age=0 alone.
export const removeCookie = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

export const hasHint = () => readCookie(AUTH_FLAG) === '1';

// A logout the server never confirmed is owed: the HttpOnly token may still be alive there,
// and only the server can end it (owed.ts sends it again). Kept in localStorage so a reload or
// another tab stays locked out, and in memory where storage is refused (private mode); a login
// makes it moot (a logout sent then would end the new session).
export const OWED_KEY = 'logout_owed';
let owedHere = false;
const store = (f: (s: Storage) => void) => {
  try {
    f(localStorage);
  } catch {
    // storage refused: the page remembers it, the next open does not
  }
};
export const oweLogout = (owed: boolean) => {
  owedHere = owed;
  store((s) => (owed ? s.setItem(OWED_KEY, '1') : s.removeItem(OWED_KEY)));
};
export const logoutOwed = () => {
  // storage, where it works, is the truth: another tab's login clears the debt for this one too
  let owed = owedHere;
  store((s) => (owed = s.getItem(OWED_KEY) === '1'));
  return owed;
};

// Either way the credentials change: nothing the shell fetched before may be adopted after.
export const setHint = () => {
  oweLogout(false);
  dropEarly();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_FLAG}=1; Max-Age=${HINT_MAX_AGE_S}; path=/; SameSite=Lax${secure}`;
};

export const clearHint = () => {
  dropEarly();
  forgetUser();
  removeCookie(AUTH_FLAG);
};
