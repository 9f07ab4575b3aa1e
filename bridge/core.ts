// The page's one bridge to the native app (a lazy chunk: plain browsers never load it).
// Wires the host's events to the runtime and exposes the calls screens make.
import { createBridge, isBridgeError } from './bridge';
import { findTransport } from './transports/find';
import { handOffAtBoot, onSessionPush } from './handoff';
import { watchSession } from './notices';
import { onBack, trackDepth } from './back';
import { reload } from '../runtime/session';
import { offerNewVersion } from '../runtime/sw/register';
import { offlinePackage } from './index';

export const bridge = createBridge({ transport: findTransport });

export type { BridgeError } from './bridge';

let started: Promise<void> | null = null;

/**
 * Installs `window.h5bridge.receive` (the host's only way in), says hello, and — when a host
 * is there — asks it for a session before the H5 loads its own. Idempotent.
 */
export function startCore(): Promise<void> {
  return (started ??= start());
}

function start(): Promise<void> {
  try {
    // not writable, not replaceable: a script cannot slip in its own receiver later
    Object.defineProperty(window, 'h5bridge', {
      value: Object.freeze({ receive: bridge.receive, version: 1 }),
      configurable: false,
      writable: false,
    });
  } catch {
    /* already installed by an earlier copy of this chunk */
  }
  bridge.events.on('resume', () => void reload());
  bridge.events.on('back', () => onBack(closePage));
  bridge.events.on('session', (d: unknown) => void onSessionPush(d));
  bridge.events.on('package', onNewPackage);
  trackDepth();
  watchSession((method, params) => bridge.notify(method, params));
  const host = bridge.hello({ ua: navigator.userAgent.slice(0, 200) });
  return host ? handOffAtBoot(bridge) : Promise.resolve();
}

let offered = false;

/**
 * The app installed a newer offline package (CONTRACT §6 `package`): the worker's 发现新版本
 * prompt, once per page. The page stays on its own version until the investor reloads.
 */
function onNewPackage(d: unknown) {
  const v = (d as { version?: unknown } | null)?.version;
  if (offered || typeof v !== 'string' || v === offlinePackage()) return;
  offered = true;
  offerNewVersion();
}

/** Asks the app to close this page; false when no app is listening. */
export function closePage(): boolean {
  if (!findTransport()) return false;
  bridge.notify('close');
  return true;
}

/**
 * Opens a native screen (e.g. 'idUpload', which H5 cannot do). false when the app cannot:
 * no app, an old app without the screen, or no answer; the caller then shows its web fallback.
 */
export async function openNative(screen: string, params: Record<string, unknown> = {}): Promise<boolean> {
  try {
    await bridge.call('openNative', { screen, params });
    return true;
  } catch (e) {
    if (isBridgeError(e)) return false;
    throw e;
  }
}
