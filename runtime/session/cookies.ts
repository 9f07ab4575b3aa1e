// The token cookie (ccat) is HttpOnly; the server sets this non-secret companion beside it
// so the runtime can tell "maybe logged in" without a request.
export const AUTH_FLAG = 'ccat_present';

export const readCookie = (name: string) =>
  document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'))?.[1];

// Both forms: some WebViews and DOM implementations ignore Max-Age=0 alone.
export const removeCookie = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};
