import { isMobile } from './mobile';

/** Query keys that have carried a referrer over the years, in priority order. */
export const REFERRAL_PARAMS = ['ref', 'rel', 'refm', 'reftf', 'referral'] as const;

export type Referral = { kind: 'mobile'; mobile: string } | { kind: 'code'; code: string };

/**
 * First non-empty referral param. Accepts '?a=b', 'a=b', a full URL or a hash route
 * ('#/register?ref=x'), since hash routing puts the query after '#'.
 */
export function pickReferral(search: string | URLSearchParams): string | null {
  const q = typeof search == 'string' ? new URLSearchParams(search.slice(search.indexOf('?') + 1).split('#')[0]) : search;
  for (const k of REFERRAL_PARAMS) {
    const v = q.get(k)?.trim();
    if (v) return v;
  }
  return null;
}

/** '1' + 10 digits is a referrer's mobile; anything else longer than 3 characters is an invite code. */
export function parseReferral(v: string | null | undefined): Referral | null {
  const s = (v ?? '').trim();
  return isMobile(s) ? { kind: 'mobile', mobile: s } : s.length > 3 ? { kind: 'code', code: s } : null;
}
