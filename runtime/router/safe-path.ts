// Every redirect target (`next`, return paths) must stay on this origin: one leading '/',
// never '//' (protocol-relative), no backslash (browsers read '\' as '/'), no scheme,
// no control characters.
export function isSafePath(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw[0] !== '/' || raw[1] === '/') return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\u0000-\u001f]/.test(raw) && !/^\/[a-z][a-z0-9+.-]*:/i.test(raw);
}

export const safePath = (raw: unknown, fallback = '/dashboard') => (isSafePath(raw) ? raw : fallback);

export const loginPath = (wanted: string) => `/login?next=${encodeURIComponent(wanted)}`;
