// What a screen shares: its card (title, description, link, picture) and the links that
// carry the investor's invite code. Screens import this small file; the share sheet and the
// WeChat code stay in lazy chunks.
import { useEffect } from 'react';
import icon from './share-icon.png';
import { getEnv } from './env';
import { urlKind } from '../runtime/url-policy';

export interface ShareData {
  title: string;
  desc: string;
  /** absolute URL; carries the sharer's invite code */
  link: string;
  /** absolute URL of a square PNG/JPEG (WeChat shows no SVG) */
  image: string;
}

// Never shared: the in-app flag (a friend is not in our app), single-use OAuth leftovers,
// and someone else's referral (the link carries the sharer's own code).
const DROP = ['from', 'code', 'state', 'ref', 'rel', 'refm', 'reftf', 'referral'];

/** `href` without its `#` part and private params, with `ref=<inviteCode>` when there is one. */
export function shareLink(href: string, inviteCode?: string | null): string {
  const u = new URL(href);
  u.hash = '';
  for (const k of DROP) u.searchParams.delete(k);
  if (inviteCode) u.searchParams.set('ref', inviteCode);
  return u.href;
}

/** The invitation: the register page with the inviter's code (read by /register and /login). */
export const inviteLink = (origin: string, inviteCode?: string | null) => shareLink(origin + '/register', inviteCode);

export const shareImage = () => new URL(icon, location.href).href;

/** An absolute address of this origin (what a share card may point at), else our home page. */
export const ownLink = (link: string): string => (/^https?:\/\//i.test(link) && urlKind(link) === 'internal' ? link : location.origin + '/');

/**
 * What actually leaves through a share sheet or WeChat's card: a link of ours and an http(s)
 * picture, whatever a screen was handed (an invite code or title from the server cannot turn
 * the link into javascript:, data: or another site).
 */
export const safeShare = (d: ShareData): ShareData => ({
  ...d,
  link: ownLink(d.link),
  image: urlKind(d.image) === 'refused' ? shareImage() : d.image,
});

/**
 * Sets this screen's WeChat share card while it is shown (the menu's "send to friend" and
 * "moments"); other screens share their own URL with the default card.
 */
export function useShareData(data: ShareData | null) {
  useEffect(() => {
    if (!data || getEnv().host !== 'wechat') return;
    const wechat = import('./wechat');
    const card = safeShare(data);
    void wechat.then((m) => m.setPageShare(card));
    return () => void wechat.then((m) => m.clearPageShare(card));
  }, [data]);
}
