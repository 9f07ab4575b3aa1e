// Refusing a bad or revoked release of the front end (H5_REFUSED_VERSIONS): every API call of
// the page carries its build's version (X-H5-Version, runtime/api/h5-version.ts), and a call
// from a refused one is answered 426 before the sandbox or the backend sees it. A call without
// the header passes: a page older than the header, or a native app's own call (bridge/CONTRACT.md
// §9). The header itself travels on to the backend with the rest (server/forwarded-headers.ts),
// so the backend may refuse as well.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { VERSION_HEADER, VERSION_REFUSED } from '../runtime/api/h5-version';
import { MESSAGES } from '../runtime/api/messages';
import { isPath } from './paths';
import { sendFailure } from './proxy';

/** Versions as H5_REFUSED_VERSIONS lists them: comma separated, spaces and case not minded. */
export function parseRefusedVersions(list: string | readonly string[] | undefined): Set<string> {
  const items = typeof list === 'string' ? list.split(',') : (list ?? []);
  return new Set(items.map((v) => v.trim().toLowerCase()).filter(Boolean));
}

/**
 * Whether this API call (`path`: the prefix off) comes from a refused version. Logout never
 * is: it must end the session on the device whatever build asks (DESIGN.md "Security").
 */
export function isRefusedVersion(refused: ReadonlySet<string>, req: IncomingMessage, path: string): boolean {
  const sent = req.headers[VERSION_HEADER];
  if (!refused.size || sent === undefined || isPath(path, 'logout')) return false;
  // a repeated header arrives joined with commas: any refused one refuses the call
  return String(sent)
    .split(',')
    .some((v) => refused.has(v.trim().toLowerCase()));
}

/**
 * 426 in the family's envelope: the code for the client's catalogue, and the catalogue's words in
 * `value` for a client that has no entry for it (the native app, an older page).
 */
export const sendVersionRefused = (res: ServerResponse) => sendFailure(res, 426, VERSION_REFUSED, 'version', MESSAGES[VERSION_REFUSED]);
