// What a screen may ask of the native app, without loading the bridge in a plain browser.
// Each answers false when no app can do it, so the screen shows its web fallback.
import { findTransport } from './transports/find';

/** Opens a native screen, e.g. 'idUpload' (H5 cannot take ID photos). */
export async function openNativeScreen(screen: string, params: Record<string, unknown> = {}): Promise<boolean> {
  if (!findTransport()) return false;
  const { openNative } = await import('./core');
  return openNative(screen, params);
}

/** Asks the app to close this page (e.g. a "done" button at the end of an in-app flow). */
export async function closeNativePage(): Promise<boolean> {
  if (!findTransport()) return false;
  const { closePage } = await import('./core');
  return closePage();
}
