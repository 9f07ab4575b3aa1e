// iOS: WKWebView's `window.webkit.messageHandlers.h5bridge`. Registered with
// addScriptMessageHandler(_:contentWorld:name:) (iOS 14+) its postMessage returns a promise
// that carries the native reply; the older handler returns nothing and the app answers
// through `window.h5bridge.receive`. The only file that reads `window.webkit`.
import { isThenable, type Transport } from '../protocol';

export const IOS_HANDLER = 'h5bridge';

interface Handler {
  postMessage(message: unknown): unknown;
}

function handler(): Handler | undefined {
  const w = window as { webkit?: { messageHandlers?: Record<string, Handler | undefined> } };
  const h = w.webkit?.messageHandlers?.[IOS_HANDLER];
  return h && typeof h.postMessage === 'function' ? h : undefined;
}

export function iosTransport(): Transport | null {
  const h = handler();
  if (!h) return null;
  return {
    kind: 'ios',
    send(message) {
      // structured clone, not JSON: WebKit hands native an NSDictionary
      const r = h.postMessage(message);
      return isThenable(r) ? r : undefined;
    },
  };
}
