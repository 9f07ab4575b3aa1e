import { toast } from '../../../runtime/ui/ui-store';

/**
 * The system share sheet where there is one (Web Share API), else the link is copied.
 * In the app and in WeChat the bridge will take this over; the button stays the same.
 */
export async function shareLink(title: string, url = location.href): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return; // the reader closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast('链接已复制，快去分享吧');
  } catch {
    toast(`请复制链接分享：${url}`);
  }
}
