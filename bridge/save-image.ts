// Saving a picture (the invite poster) to the phone's album. Only the app can: a WebView has no
// album, and WeChat's own long-press menu saves the picture there. The caller shows its web
// way (long-press, a download link) whenever this answers false.
import { findTransport } from './transports/find';

export type SaveOutcome = 'saved' | 'cancelled' | false;

/** `dataUrl`: a data:image/png;base64 URL; `name`: the file name the album may show. */
export async function saveImageInApp(dataUrl: string, name: string): Promise<SaveOutcome> {
  if (!findTransport()) return false;
  const { bridge } = await import('./core');
  try {
    await bridge.call('saveImage', { dataUrl, name });
    return 'saved';
  } catch (e) {
    // the investor declined the album permission or closed the prompt: an answer, not a failure
    return (e as { code?: string }).code === 'CANCELLED' ? 'cancelled' : false;
  }
}
