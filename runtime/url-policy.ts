// The one URL policy: every redirect target (`next`, WeChat return, bind flows), banner, CMS
// and share link is judged here. Three answers: a path of this origin (followed in-app), an
// http(s) address elsewhere (opened outside), or refused (javascript:, data:, vbscript:, blob:,
// file:, protocol-relative and slash tricks). It sits in the chunk every route loads: keep it tiny.
export type UrlKind = 'internal' | 'external' | 'refused';

// browsers read '\' as '/' and drop tabs and newlines inside URLs, so '/\evil', '/\t/evil'
// become '//evil'; control characters also split headers
// eslint-disable-next-line no-control-regex
const BAD = /[\\\u0000-\u001f\u007f]/;
// in a path: an encoded slash, backslash or control character (decoded later, it is '//'), or a
// scheme behind the slash ('/javascript:…' is one strip away from running)
const TRICK = /%(2f|5c|[01][0-9a-f]|7f)|^\/[a-z][a-z0-9+.-]*:/i;

// (outside a browser, e.g. in unit tests, a stand-in origin)
export function urlKind(raw: unknown, origin = globalThis.location?.origin ?? 'http://h5.invalid'): UrlKind {
  if (typeof raw != 'string' || BAD.test(raw)) return 'refused';
  const abs = /^https?:\/\//i.test(raw);
  if (!abs && (raw[0] != '/' || raw[1] == '/')) return 'refused';
  let u: URL;
  try {
    u = new URL(raw, origin);
  } catch {
    return 'refused';
  }
  if (u.origin != origin) return abs ? 'external' : 'refused';
  // '/.//evil.com' and '/a/..//evil.com' normalise to '//evil.com': pushState would throw
  return u.pathname[1] == '/' || TRICK.test(u.pathname) ? 'refused' : 'internal';
}

/** A same-origin path to go to in-app (one leading '/'), never anything that leaves. */
export const isInternalPath = (raw: unknown, origin?: string): raw is string => typeof raw == 'string' && raw[0] == '/' && urlKind(raw, origin) == 'internal';
