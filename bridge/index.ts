// The bridge's part of the entry: tiny on purpose. It notes where the visit landed (WeChat
// signs that URL on iOS), then loads the native bridge or the WeChat code only where they
// are needed; a plain browser loads neither.
import { getEnv } from './env';
import { findTransport } from './transports/find';
import { afterContent } from '../runtime/router/landed';

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
  // wait only when an app is really there (its login hand-off); a page merely opened with
  // from=app starts the core once its first content has painted
  if (host) gate = import('./core').then((m) => m.startCore()).catch(() => {});
  else if (env.host === 'app') void afterContent(() => import('./core').then((m) => m.startCore())).catch(() => {});
  if (env.host === 'wechat') import('./wechat').then((m) => m.startWechat(landing)).catch(() => {});
  return gate;
}

/**
 * The version of the app's offline package this page was served from, or null: the app says so
 * at document start (bridge/CONTRACT.md §10), and the page then keeps no service worker of its
 * own — the package is its cache. An app without a package (iOS) says nothing: the worker runs.
 */
export const offlinePackage = (): string | null => {
  const v = (window as { h5OfflinePackage?: unknown }).h5OfflinePackage;
  return typeof v === 'string' && v ? v : null;
};
