import { isInternalPath } from '../url-policy';

// Every redirect target (`next`, return paths) must stay on this origin: the URL policy's
// internal paths only (runtime/url-policy.ts).
export const isSafePath = (raw: unknown): raw is string => isInternalPath(raw);

export const safePath = (raw: unknown, fallback = '/dashboard') => (isSafePath(raw) ? raw : fallback);

export const loginPath = (wanted: string) => `/login?next=${encodeURIComponent(wanted)}`;
