// The service worker in Chromium (runtime/sw/worker.ts): a second open comes from the cache
// with only data on the network, API answers are never cached, no network gives Chinese words
// and a retry, and an open tab meets a new deploy without a broken screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { nothingHappensFor, phoneSession, watchErrors, unexpected } from '../support/phone';
import { deployServer, goInPage as go } from '../support/deploy';
import { nextBuild } from '../../scripts/next-build';

const s = phoneSession();
const API = /\/(api\/|getClientIp$|vitals$)/;
/** the CMS's pictures: content the API names (a CDN's in production), not files of the build */
const CMS = /^\/sandbox-assets\//;

/**
 * A browser that never says it is offline, as Chromium 150 (Debian 12's, and WebViews as old)
 * does here: navigator.onLine stays true and neither `offline` nor `online` reaches the page
 * while its requests fail. The screen must learn it from the requests.
 */
const neverSaysOffline = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true });
    for (const t of ['online', 'offline']) addEventListener(t, (e) => e.stopImmediatePropagation(), true);
  });

/** Until the worker controls the page: registered after load and idle, every file precached. */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push(`${name} ${new URL(r.url).pathname}`);
    return out;
  });

describe('a second open', () => {
  it('comes from the cache: only the API crosses the network, and no answer of it is kept', async () => {
    const first = await s.open('/notice', { serviceWorkers: 'allow' });
    await first.locator('.ct-row').first().waitFor();
    await controlled(first);
    const page = await first.context().newPage();
    const fromNet: string[] = [];
    const fromWorker: string[] = [];
    page.on('response', (r) => (r.fromServiceWorker() ? fromWorker : fromNet).push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.locator('.home-loan').first().waitFor();
    // the shell and every file the screen needed came from the worker; the network saw data only
    expect(fromWorker).toContain('/');
    expect(fromWorker.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(fromNet.length).toBeGreaterThan(0);
    expect(fromNet.filter((p) => !API.test(p) && !CMS.test(p))).toEqual([]);
    const cached = await cachedUrls(page);
    expect(cached.some((u) => u.endsWith(' /cached-shell.html'))).toBe(true);
    expect(cached.filter((u) => API.test(u))).toEqual([]);
  });

  it.each([
    ['says it is offline', false],
    ['keeps saying online (Chromium 150)', true],
  ])('without a network says so in Chinese and comes back by itself, whether the browser %s', async (_, old) => {
    const page = await s.newPage({ serviceWorkers: 'allow' });
    if (old) await neverSaysOffline(page);
    await page.goto('/notice');
    await page.locator('.ct-row').first().waitFor();
    await controlled(page);
    await page.context().setOffline(true);
    // a route: its shell from the cache, the data refused: the screen says why and waits
    await page.goto('/news');
    await expect.poll(() => page.getByText('网络未连接，请检查网络后重试').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(old);
    await page.context().setOffline(false);
    // no online event in the old browser: the screen's own check finds the server
    await page.locator('.ct-row').first().waitFor({ timeout: 10_000 });
    // a page no route has: the offline screen, whose link loads the page again
    await page.context().setOffline(true);
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { name: '网络未连接' }).isVisible()).toBe(true);
    await page.context().setOffline(false);
    await page.getByRole('link', { name: '重新加载' }).click();
    await page.locator('.home-loan').first().waitFor({ timeout: 15_000 });
  });
});

describe('an open tab meets a new build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'h5-next-'));
  const next = join(dir, 'next');
  let server: Awaited<ReturnType<typeof deployServer>>;
  let renamed: [string, string][] = [];
  beforeAll(async () => {
    const dist = process.env.E2E_DIST ?? 'dist';
    renamed = nextBuild(dist, next, 'notice-list-').renamed;
    server = await deployServer(dist);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps each tab on its build until the investor takes the new one, and never shows a broken screen', async () => {
    const [oldChunk, newChunk] = renamed[0]!;
    const declines = await s.open('/', { serviceWorkers: 'allow', baseURL: server.origin });
    const errors = watchErrors(declines);
    await declines.locator('.home-loan').first().waitFor();
    await controlled(declines);
    const accepts = await declines.context().newPage();
    await accepts.goto('/');
    await accepts.locator('.home-loan').first().waitFor();
    server.deploy(next);
    // the deploy removed this build's files from the server: the tab's next screen still opens
    // with this build's chunk, from the worker's cache
    const chunks: string[] = [];
    declines.on(
      'response',
      (r) => /\/assets\/notice-list-.*\.js$/.test(r.url()) && chunks.push(`${r.fromServiceWorker() ? 'sw' : 'net'} ${r.url().split('/').pop()}`),
    );
    await go(declines, '/notice');
    await declines.locator('.ct-row').first().waitFor();
    expect(chunks).toEqual([`sw ${oldChunk}`]);
    // the new worker installs beside it and every open tab is offered the new version
    await declines.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await declines.getByText('发现新版本').waitFor({ timeout: 45_000 });
    await accepts.getByText('发现新版本').waitFor({ timeout: 10_000 });
    // declining keeps the tab on its build, working
    await declines.getByRole('button', { name: '稍后' }).click();
    await go(declines, '/');
    await declines.locator('.home-loan').first().waitFor();
    // accepting opens the same screen again, on the new build
    const acceptedChunks: string[] = [];
    accepts.on('request', (r) => /\/assets\/notice-list-.*\.js$/.test(r.url()) && acceptedChunks.push(r.url().split('/').pop()!));
    const reloaded = accepts.waitForEvent('load');
    await accepts.getByRole('button', { name: '立即更新' }).click();
    await reloaded;
    await go(accepts, '/notice');
    await accepts.locator('.ct-row').first().waitFor();
    expect(acceptedChunks).toEqual([newChunk]);
    // and every later open is the new build
    const fresh = await declines.context().newPage();
    const freshChunks: string[] = [];
    fresh.on('request', (r) => /\/assets\/notice-list-.*\.js$/.test(r.url()) && freshChunks.push(r.url().split('/').pop()!));
    await fresh.goto('/notice');
    await fresh.locator('.ct-row').first().waitFor();
    expect(freshChunks).toEqual([newChunk]);
    await nothingHappensFor(fresh, 300);
    expect(await fresh.getByText('发现新版本').count()).toBe(0);
    // both builds stay cached: tabs of the previous one keep working
    const builds = new Set((await cachedUrls(declines)).map((u) => u.split(' ')[0]).filter((n) => n!.startsWith('h5-')));
    expect(builds.size).toBe(2);
    expect(unexpected(errors)).toEqual([]);
    for (const p of [declines, accepts, fresh]) expect(await p.getByText('加载失败').count()).toBe(0);
  });
});
