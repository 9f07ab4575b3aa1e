// What Chromium gets from the app server, in both modes (the sandbox behind it, and the auth
// layer in front of the stand-in backend): the shell no-store with a CSP header that reports
// to /csp-report (a real violation arrives and is logged), API data compressed and read as
// usual, and a login answer without the token: the browser holds it only as the HttpOnly cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { phoneSession } from '../support/phone';
import { loginAt } from '../support/login';
import { close, startApp } from '../support/sandbox';
import { upstreamURL } from './helpers';

const dist = process.env.E2E_DIST ?? 'dist';
const logged: string[] = [];
const servers: Server[] = [];
let sandboxOrigin = '';
let backendOrigin = '';

async function serve(o: { apiTarget?: string }): Promise<string> {
  const app = await startApp({ dist, ...o, cspReport: { log: (l) => logged.push(l) } });
  servers.push(app.server);
  return app.origin;
}

const s = phoneSession();
beforeAll(async () => {
  [sandboxOrigin, backendOrigin] = await Promise.all([serve({}), serve({ apiTarget: upstreamURL() })]);
});
afterAll(() => Promise.all(servers.map(close)));

const pageAt = (origin: string): Promise<Page> => s.newPage({ baseURL: origin });

/** Logs the investor in through the form; the login answer's body as the page received it. */
async function login(page: Page): Promise<string> {
  const shell = await page.goto('/login');
  expect(shell!.headers()['cache-control']).toBe('no-store');
  expect(shell!.headers()['content-security-policy']).toMatch(/; report-uri \/csp-report$/);
  return (await loginAt(page)).text();
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
    await expect
      .poll(() => logged.slice(before).find((l) => l.includes('script-src')), { timeout: 15000 })
      .toMatch(new RegExp(`^\\[csp\\] script-src(-elem)? blocked=inline page=${origin()}/list `));
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    await page.context().close();
  });
});
