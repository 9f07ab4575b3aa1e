// Login hand-off: the app gives the H5 its session. The access token is posted once to the
// server, which answers with the HttpOnly `ccat` cookie (the H5 cannot set it), then the
// session reloads. The token is never put in the URL, in storage, or in the session store.
import * as z from 'zod/mini';
import { post } from '../runtime/api/client';
import { reload } from '../runtime/session';
import { hasHint, setHint } from '../runtime/session/cookies';
import { isBridgeError, type Bridge } from './bridge';

/** a host that never answers must not keep the first screen waiting for long */
export const HANDOFF_TIMEOUT_MS = 2500;
const SEEN = 'h5-handoff';

const adopted = z.object({ userId: z.optional(z.string()) });

/** POST /api/web/handoff {accessToken} (JSON): the server sets the session cookies. */
export const adoptToken = (accessToken: string) =>
  post('/api/web/handoff', { json: { accessToken }, schema: adopted, silent: true }).then((r) => (setHint(), r));

// A short fingerprint, so the same token handed over on every page of a visit is exchanged
// once; not the token itself, which never goes to storage.
function fingerprint(token: string) {
  let h = 5381;
  for (let i = 0; i < token.length; i++) h = (h * 33) ^ token.charCodeAt(i);
  return (h >>> 0).toString(36) + token.length;
}

function storage(fn: (s: Storage) => string | null | void) {
  try {
    return fn(sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** Takes a token from the app; true when the H5 now holds that session. */
export async function takeToken(token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !token) return false;
  const f = fingerprint(token);
  if (storage((s) => s.getItem(SEEN)) === f && hasHint()) return true;
  try {
    await adoptToken(token);
  } catch {
    return false; // expired or foreign token: the H5 stays as it was (its own login page)
  }
  storage((s) => s.setItem(SEEN, f));
  return true;
}

/** At boot, before the session loads: ask the app for its session. Never throws. */
export async function handOffAtBoot(bridge: Bridge): Promise<void> {
  try {
    const r = await bridge.call<{ accessToken?: unknown } | null>('getSession', {}, { timeoutMs: HANDOFF_TIMEOUT_MS });
    await takeToken(r?.accessToken);
  } catch (e) {
    if (!isBridgeError(e)) throw e;
    // no host, a host without getSession, or one that never answers: the H5's own session stands
  }
}

/** The `session` event: the app logged in (a token) or out (null) while the page was open. */
export async function onSessionPush(data: unknown) {
  const token = (data as { accessToken?: unknown } | null)?.accessToken;
  if (token === null) {
    storage((s) => s.removeItem(SEEN));
    // the one logout: hint, store and pending money attempts go, whatever the server says
    await import('../runtime/session/logout').then((m) => m.logout());
    return;
  }
  if (await takeToken(token)) await reload();
}
