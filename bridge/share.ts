// The share button's action (a lazy chunk, loaded on tap). In the app: the native share
// sheet. In WeChat: a guide to WeChat's own menu (pages cannot open it). Elsewhere: the Web
// Share API, else copy the link with a toast, else show the link to copy by hand.
import { alert, toast } from '../runtime/ui/ui-store';
import { getEnv } from './env';
import { findTransport } from './transports/find';
import { ownLink, safeShare, type ShareData } from './share-data';

export type ShareOutcome = 'app' | 'wechat' | 'web-share' | 'copied' | 'manual' | 'cancelled';

export async function share(card: ShareData): Promise<ShareOutcome> {
  const d = safeShare(card);
  const env = getEnv();
  if (findTransport()) {
    const { bridge } = await import('./core');
    try {
      await bridge.call('share', { title: d.title, desc: d.desc, link: d.link, image: d.image });
      return 'app';
    } catch (e) {
      // the investor closed the sheet: that is an answer, not a failure to fall back from
      if ((e as { code?: string }).code === 'CANCELLED') return 'cancelled';
    }
  }
  if (env.host === 'wechat') {
    const { showShareGuide } = await import('./share-guide');
    showShareGuide();
    return 'wechat';
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: d.title, text: d.desc, url: d.link });
      return 'web-share';
    } catch (e) {
      if ((e as Error).name === 'AbortError') return 'cancelled';
    }
  }
  return copyLink(d.link);
}

/** Copies with a toast; where the WebView allows no copying, shows the link to copy by hand. */
export async function copyLink(raw: string): Promise<'copied' | 'manual'> {
  const link = ownLink(raw);
  if (await copyText(link)) {
    toast('链接已复制，快去分享给好友吧');
    return 'copied';
  }
  await alert(link, { title: '请长按复制链接' });
  return 'manual';
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // older WebViews: no async clipboard, or no permission
  }
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.className = 'ui-sr';
  document.body.appendChild(ta);
  ta.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  ta.remove();
  return ok;
}
