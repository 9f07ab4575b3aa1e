// The session cookies of this origin, set by the sandbox (default mode) or by the auth layer in
// front of a real backend: the token, HttpOnly so page scripts never read it, and the readable
// hint "this device believes it is logged in" (the client sets the hint too: runtime/session).
export const TOKEN_COOKIE = 'ccat';
export const HINT_COOKIE = 'ccat_present';
/** the backend family's token lifetime (API-NOTES), when its answer does not say */
export const DEFAULT_TOKEN_TTL_S = 24 * 3600;

/** A token fit for a cookie value and a header: no spaces, quotes, separators or controls. */
export const isTokenShaped = (t: unknown): t is string => typeof t === 'string' && /^[A-Za-z0-9._~+/=-]{1,4096}$/.test(t);

/** Set-Cookie values: the session for `token`, or both cookies cleared when it is null. */
export function sessionCookies(token: string | null, o: { secure: boolean; maxAgeS?: number }): string[] {
  const tail = `; Path=/; SameSite=Lax${o.secure ? '; Secure' : ''}`;
  if (!token) return [`${TOKEN_COOKIE}=; Max-Age=0; HttpOnly${tail}`, `${HINT_COOKIE}=; Max-Age=0${tail}`];
  const age = `; Max-Age=${Math.max(0, Math.floor(o.maxAgeS ?? DEFAULT_TOKEN_TTL_S))}`;
  return [`${TOKEN_COOKIE}=${token}${age}; HttpOnly${tail}`, `${HINT_COOKIE}=1${age}${tail}`];
}

/** Drops upstream Set-Cookie values for the session cookies, which only this server sets. */
export const withoutSessionCookies = (values: string[]) => values.filter((v) => !new RegExp(`^\\s*(${TOKEN_COOKIE}|${HINT_COOKIE})=`, 'i').test(v));

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Takes the token (top level, or inside an envelope's data) and its refresh token out of a
 * login or registration answer, in place; returns what was taken. The cookie carries it.
 */
export function takeToken(json: Json): { token: unknown; expiresIn: unknown } {
  const holder = 'access_token' in json ? json : isObj(json.data) && 'access_token' in json.data ? json.data : null;
  if (!holder) return { token: undefined, expiresIn: undefined };
  const found = { token: holder.access_token, expiresIn: holder.expires_in };
  delete holder.access_token;
  delete holder.refresh_token;
  return found;
}
