// Where this visit runs, decided once on the landing URL and kept for the visit
// (sessionStorage), because in-app links and redirects drop the query.
//  - from=app:     inside our native app: no header, no footer (the app draws its own).
//  - from=webview: inside a partner WebView or mini-program with its own tab bar but no
//                  navigation bar: our header stays, only the footer is hidden.
//  - WeChat:       the user agent says MicroMessenger.
export type Host = 'app' | 'webview' | 'wechat' | 'browser';

export interface Env {
  host: Host;
  showHeader: boolean;
  showFooter: boolean;
  ios: boolean;
}

const KEY = 'h5-host';

export function detectHost(search: string, ua: string, stored: string | null): Host {
  const from = new URLSearchParams(search).get('from');
  if (from === 'app' || from === 'webview') return from;
  if (stored === 'app' || stored === 'webview') return stored;
  return /MicroMessenger/i.test(ua) ? 'wechat' : 'browser';
}

let env: Env | null = null;

export function initEnv(): Env {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(KEY);
  } catch {
    /* storage can be disabled in some WebViews */
  }
  const host = detectHost(location.search, navigator.userAgent, stored);
  try {
    sessionStorage.setItem(KEY, host);
  } catch {
    /* ignore */
  }
  env = {
    host,
    showHeader: host !== 'app',
    showFooter: host !== 'app' && host !== 'webview',
    ios: /iPhone|iPad|iPod/i.test(navigator.userAgent),
  };
  return env;
}

export const getEnv = (): Env => env ?? initEnv();
