// Percent-decoding of what a client sent, which may be broken on purpose (`%E0%A4%A`, a lone
// `%`): decodeURIComponent throws on it, and a throw there once turned every sandbox call
// carrying such a cookie into a 500. Here a bad spelling is a value that is not there.

/** The decoded text, or null when `s` is not valid percent-encoded UTF-8. */
export function decodeOrNull(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** Every segment of a URL path decodes: the router may then decode its parameters. */
export const isDecodablePath = (path: string) => path.split('/').every((seg) => decodeOrNull(seg) !== null);

/**
 * A Cookie header as name → value. A value that does not decode is left out, as if the browser
 * had not sent it; of two cookies with one name the first (the more specific path) is kept.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const value = decodeOrNull(part.slice(i + 1).trim());
    if (name && value !== null && !Object.hasOwn(out, name)) out[name] = value;
  }
  return out;
}
