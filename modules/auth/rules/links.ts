import { isMobile } from '../../../domain/validate/mobile';

// never carried: the single-use WeChat code, and binding instructions meant for this screen
const DROP = ['code', 'state', 'bind_social_weixin', 'socialUserId', 'mobile'];

/**
 * A link between the login and register screens that carries what the visitor brought: the
 * referral params and `next` as they came (the target picks the first referral and checks
 * `next` itself) and the mobile typed so far, when complete. Never a password.
 */
export function authHref(path: string, query: URLSearchParams, mobile?: string): string {
  const q = new URLSearchParams(query);
  for (const k of DROP) q.delete(k);
  if (isMobile(mobile)) q.set('mobile', mobile!.trim());
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Where sign-up leads: the real-name steps, carrying `next` (checked there). */
export const authenticationHref = (next: string | null) => (next ? `/authentication?next=${encodeURIComponent(next)}` : '/authentication');
