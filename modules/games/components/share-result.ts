// The quiz result's share button (a lazy chunk, loaded on tap). In a plain browser that can
// share files (Web Share level 2) the picture itself goes to the system sheet; everywhere else
// the bridge shares the result card: the native sheet in the app, WeChat's menu guide, Web
// Share of the link, or copying it. The picture stays on screen to long-press or save.
import { getEnv } from '../../../bridge/env';
import { share, type ShareOutcome } from '../../../bridge/share';
import type { ShareData as Card } from '../../../bridge/share-data';

export async function shareResult(card: Card, picture: { blob: Blob; name: string } | null): Promise<ShareOutcome> {
  if (picture && getEnv().host === 'browser' && typeof navigator.canShare === 'function' && typeof File === 'function') {
    const data: ShareData = {
      files: [new File([picture.blob], picture.name, { type: 'image/png' })],
      title: card.title,
      text: `${card.desc} ${card.link}`,
    };
    if (navigator.canShare(data)) {
      try {
        await navigator.share(data);
        return 'web-share';
      } catch (e) {
        if ((e as Error).name === 'AbortError') return 'cancelled';
        // the file was refused: the link can still go
      }
    }
  }
  return share(card);
}
