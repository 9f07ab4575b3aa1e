// Android: the object the app injects with addJavascriptInterface(obj, "h5bridgeAndroid").
// @JavascriptInterface methods take strings, so messages travel as JSON; the app answers
// through `window.h5bridge.receive` (evaluateJavascript). The only file that reads the object.
import type { Transport } from '../protocol';

export const ANDROID_OBJECT = 'h5bridgeAndroid';

interface Injected {
  postMessage(json: string): unknown;
}

function injected(): Injected | undefined {
  const o = (window as unknown as Record<string, Injected | undefined>)[ANDROID_OBJECT];
  return o && typeof o.postMessage === 'function' ? o : undefined;
}

export function androidTransport(): Transport | null {
  const o = injected();
  if (!o) return null;
  return {
    kind: 'android',
    send(message) {
      // a synchronous return value is ignored: replies have one channel, `receive`
      o.postMessage(JSON.stringify(message));
    },
  };
}
