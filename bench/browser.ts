// One Chromium for the whole run (2-core machine): Debian's /usr/bin/chromium launched here
// with the test flags (DESIGN.md) and a DevTools port, which Lighthouse and playwright share.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

export { CHROMIUM } from '../scripts/chromium';
import { ARGS as FLAGS, CHROMIUM } from '../scripts/chromium';

export interface Chromium {
  port: number;
  version: string;
  browser: Browser;
  close(): Promise<void>;
}

/** `spki`: the base64 SHA-256 public-key hash of the bench's own certificate (bench/tls-front.ts), trusted for this run only. */
export async function launchChromium(spki?: string): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  // the SPKI list needs --user-data-dir, which is always given here
  const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
  const proc: ChildProcess = spawn(CHROMIUM, [...FLAGS, ...trust, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start: ${err.slice(-500)}`)), 30_000);
    proc.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${err.slice(-500)}`)));
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  proc.stderr!.resume();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const version = `Chromium ${browser.version()}`;
  return {
    port,
    version,
    browser,
    async close() {
      await browser.close().catch(() => {});
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The e2e phone (tests/support/phone.ts): 390×844, touch, mobile, zh-CN. Cold rows run without
 * the service worker (a worker registered mid-run would answer later taps from its cache);
 * the warm, offline and update rows allow it.
 */
export const phone = (browser: Browser, baseURL: string, serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> =>
  browser.newContext({
    serviceWorkers,
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

export interface Cookie {
  name: string;
  value: string;
}

/** Logs in through the API as the login screen does, returning the session cookies the server set. */
export async function loginCookies(base: string, who: { mobile: string; password: string }): Promise<Cookie[]> {
  const res = await fetch(`${base}/api/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName: who.mobile, password: who.password, source: 'MOBILE' }),
  });
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    return { name: pair!.slice(0, i).trim(), value: pair!.slice(i + 1).trim() };
  });
  if (!res.ok || !cookies.some((c) => c.value)) throw new Error(`login as ${who.mobile} failed: ${res.status}`);
  return cookies.filter((c) => c.value);
}

export const addCookies = (ctx: BrowserContext, base: string, cookies: Cookie[]) => ctx.addCookies(cookies.map((c) => ({ ...c, url: base })));

export const cdp = (page: Page): Promise<CDPSession> => page.context().newCDPSession(page);

/** DEMO.investor (tests/support/login.ts): cards, payment password, survey done. */
export const INVESTOR = { mobile: '13800000002', password: 'demo1234' };
