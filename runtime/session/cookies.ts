// The token cookie (ccat) is HttpOnly. Beside it lives a readable hint, "this device believes
// it is logged in", so the runtime can skip the session request for visitors. The client
// sets and clears the hint itself (login, hand-off, logout, access denied): session
// detection must not depend on a server that happens to set it (the sandbox does; the
// real backend family does not).
import { dropEarly } from '../api/early';
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
// and only the server can end it. The next open without a login sends it again (load.ts);
// a login first makes it moot (it would end the new session).
const OWED = 'logout_owed';
const store = (f: (s: Storage) => void) => {
  try {
    f(localStorage);
  } catch {
    // storage refused (private mode): the owed logout is forgotten with the page
  }
};
export const oweLogout = (owed: boolean) => store((s) => (owed ? s.setItem(OWED, '1') : s.removeItem(OWED)));
export const logoutOwed = () => {
  let owed = false;
  store((s) => (owed = s.getItem(OWED) === '1'));
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
