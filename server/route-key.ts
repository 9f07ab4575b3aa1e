/**
 * A route however a Java-style router behind us would still match it: any case, a trailing
 * slash, a `.json` suffix. The auth layer and the guards match on this, so no spelling of a
 * login or a code send gets past them to the backend.
 */
export const routeKey = (path: string) =>
  path
    .split('?')[0]!
    .toLowerCase()
    .replace(/\/$/, '')
    .replace(/\.[a-z0-9]+$/, '');
