// The bridge's part of the entry: tiny on purpose. It notes where the visit landed (WeChat
// signs that URL on iOS), then loads the native bridge or the WeChat code only where they
// are needed; a plain browser loads neither.
import { getEnv } from './env';
import { findTransport } from './transports/find';

/**
 * Starts the bridge for this visit. Returns a promise when the first screen must wait for the
 * native app's login hand-off; null when there is nothing to wait for.
 */
export function startBridge(): Promise<void> | null {
  // WeChat iOS signs the URL the page was entered with, before any history change
  const landing = location.href.split('#')[0]!;
  const env = getEnv();
  const host = findTransport();
  let gate: Promise<void> | null = null;
  if (host || env.host === 'app') {
    const core = import('./core').then((m) => m.startCore());
    // wait only when an app is really there; a page merely opened with from=app does not
    if (host) gate = core.catch(() => {});
    else core.catch(() => {});
  }
  if (env.host === 'wechat') import('./wechat').then((m) => m.startWechat(landing)).catch(() => {});
  return gate;
}

/** A native app hosts this page (it serves our files from its offline package). */
export const hasNativeHost = (): boolean => findTransport() !== null;
