import { AUTH_FLAG, readCookie, removeCookie } from './cookies';
import { deriveFlags, emptySession, session } from './store';

let inflight: Promise<void> | null = null;

export function flush() {
  Object.assign(session, emptySession(), { status: 'ready' });
}

async function loadOnce() {
  removeCookie('return_url');
  if (readCookie(AUTH_FLAG) !== '1') return flush();
  const next = await import('./fetch-session').then((m) => m.fetchSession()).catch(() => null);
  if (!next) {
    // expired or revoked token: the flag is stale, drop it so the next visit asks nothing
    removeCookie(AUTH_FLAG);
    return flush();
  }
  Object.assign(session, next, { flags: deriveFlags(next), status: 'ready' });
}

/** Loads (or reloads, after login, logout, binding a card…) the investor session. */
export function reload(): Promise<void> {
  inflight ??= loadOnce().finally(() => (inflight = null));
  return inflight;
}

export const whenReady = () => (session.status === 'ready' ? Promise.resolve() : reload());
