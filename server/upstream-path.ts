// The path the proxy sends to the backend. A path must reach the backend meaning exactly what
// it says here: `/api/../admin` would leave the proxied tree, and a spelling the backend
// decodes further (`%2e%2e`, `..%2f`, `..;` for Java servers, `%252e`, backslashes) would
// too, or would slip past the auth layer's exact paths (`/api/web/%6cogin`). So each segment
// is decoded once, anything that could still mean another place is refused, and the path is
// re-encoded one canonical way that the auth layer and the backend then both see.

// pchar characters encodeURIComponent escapes but a path may carry as they are; `;` is not
// among them, so a Java server never sees a path parameter the client did not mean.
const KEEP = /%(3A|40|24|26|2B|2C|3D)/g;

function canonicalSegment(raw: string): string | null {
  let s: string;
  try {
    s = decodeURIComponent(raw);
  } catch {
    return null; // a lone % or broken UTF-8
  }
  if (/[/\\\u0000-\u001f\u007f]/.test(s)) return null; // %2f, %5c smuggle a separator
  if (/%[0-9a-f]{2}/i.test(s)) return null; // encoded twice: a later hop would decode again
  const name = s.split(';')[0]!.trim();
  if (name === '.' || name === '..') return null;
  return encodeURIComponent(s).replace(KEEP, (m) => decodeURIComponent(m));
}

/** The canonical path and query for the backend, or null when the request path is refused. */
export function upstreamPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null; // absolute-form, `*`, scheme-relative
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q);
  if (path.includes('\\')) return null;
  const raw = path.slice(1).split('/');
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    // `//` inside a path: some servers merge it, some do not; the client never sends one
    if (raw[i] === '' && i < raw.length - 1) return null;
    const seg = canonicalSegment(raw[i]!);
    if (seg === null) return null;
    out.push(seg);
  }
  if (/[\u0000-\u001f\u007f\s]/.test(query)) return null;
  return '/' + out.join('/') + query;
}
