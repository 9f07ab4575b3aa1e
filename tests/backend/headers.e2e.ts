// What Chromium gets from the app server, in both modes (the sandbox behind it, and the auth
// layer in front of the stand-in backend): the shell no-store with a CSP header that reports
// to /csp-report (a real violation arrives and is logged), API data compressed and read as
// usual, and a login answer without the token: the browser holds it only as the HttpOnly cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { createApp } from '../../server/app';
import { DEMO, IPHONE_UA, launch, loginWithPassword } from '../e2e/browser';
import { upstreamURL } from './helpers';

const dist = process.env.E2E_DIST ?? 'dist';
const logged: string[] = [];
const servers: Server[] = [];
let browser: Browser;
let sandboxOrigin = '';
let backendOrigin = '';

async function serve(o: { apiTarget?: string }): Promise<string> {
  const { server } = createApp({ dist, ...o, cspReport: { log: (l) => logged.push(l) } });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  [sandboxOrigin, backendOrigin] = await Promise.all([serve({}), serve({ apiTarget: upstreamURL() })]);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => new Promise<void>((r) => (s.closeAllConnections(), s.close(() => r())))));
});

async function pageAt(origin: string): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN', userAgent: IPHONE_UA });
  return ctx.newPage();
}

/** Logs the investor in through the form; the login answer's body as the page received it. */
async function login(page: Page): Promise<string> {
  const shell = await page.goto('/login');
  expect(shell!.headers()['cache-control']).toBe('no-store');
  expect(shell!.headers()['content-security-policy']).toMatch(/; report-uri \/csp-report$/);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/web/login');
  await loginWithPassword(page, DEMO.investor);
  const body = await (await answer).text();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  return body;
}

/** The loan list's first page: compressed on the wire, rendered as usual. */
async function openList(page: Page) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/loans/getLoanWithPage');
  await page.goto('/list');
  const r = await answer;
  expect(r.headers()['content-encoding']).toBe('br');
  expect(r.headers()['cache-control']).toBe('no-store');
  expect(r.headers()['x-content-type-options']).toBe('nosniff');
  const { results } = (await r.json()) as { results: { title: string }[] };
  await page.getByText(results[0]!.title, { exact: false }).first().waitFor();
}

describe.each([
  ['the sandbox (default mode)', () => sandboxOrigin],
  ['the auth layer before a backend', () => backendOrigin],
])('in Chromium, %s', (_, origin) => {
  it('keeps the token out of the login body, compresses API data, and logs a CSP violation', async () => {
    const page = await pageAt(origin());
    const body = await login(page);
    expect(body).not.toContain('access_token');
    expect(JSON.parse(body)).toMatchObject({ token_type: 'Bearer', success: true });
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'ccat')).toMatchObject({ httpOnly: true, secure: false });

    await openList(page);

    // an inline script the CSP blocks: Chromium reports it to /csp-report (report-uri over HTTP)
    const before = logged.length;
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = 1';
      document.body.append(s);
    });
    await expect.poll(() => logged.slice(before).find((l) => l.includes('script-src')), { timeout: 15000 }).toMatch(
      new RegExp(`^\\[csp\\] script-src(-elem)? blocked=inline page=${origin()}/list `),
    );
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    await page.context().close();
  });
});
