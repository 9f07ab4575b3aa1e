// The offline package as a native app uses it (bridge/CONTRACT.md §10), played by the native-host
// simulator: the shell and chunks come from the package on the "phone", only data from the
// network; a file the package lacks comes from the network; a new version is installed at the
// next app start while a page opened under the old one keeps loading its own build's chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { nothingHappensFor, phoneSession, unexpected, watchErrors } from '../support/phone';
import type { Simulator } from '../../examples/native-host/serve';
import { closeSimulator, openSimulator } from '../support/simulator';
import { writeOfflinePackage, type OfflineManifest, type PackageBuild } from '../../scripts/build/offline-package';
import { openManifest } from '../../examples/native-host/release-check';
import { cspFor, securityHeaders } from '../../server/static';

const s = phoneSession();
const work = mkdtempSync(join(tmpdir(), 'offline-package-e2e-'));
const distA = join(work, 'a');
const distB = join(work, 'b');
// the simulator's build: a link, switched from A to B as a deploy would
const live = join(work, 'live');
let sim: Simulator;
let origin = '';
let a: PackageBuild;
let b: PackageBuild;
/** the home page's stylesheet: left out of package A */
let homeCss = '';
/** the about page's module and the full route map: renamed in build B, as a change would */
let aboutA = '';
let aboutB = '';

/** The files a route opened directly loads, from the build's own report. */
const routeFiles = (dist: string, path: string) =>
  (JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { routes: { path: string; files: string[] }[] }).routes.find((r) => r.path === path)!.files;

/** Gives a build file a new name and points every reference at it; compressed copies go. */
function rename(dist: string, from: string, to: string) {
  renameSync(join(dist, from), join(dist, to));
  for (const ext of ['.gz', '.br', '.map']) rmSync(join(dist, from + ext), { force: true });
  const [oldName, newName] = [from.split('/').pop()!, to.split('/').pop()!];
  const texts: string[] = [];
  const visit = (dir: string) => {
    for (const n of readdirSync(dir)) {
      const f = join(dir, n);
      if (statSync(f).isDirectory()) visit(f);
      else if (/\.(html|js|json)$/.test(n)) texts.push(f);
    }
  };
  visit(dist);
  for (const f of texts) {
    const text = readFileSync(f, 'utf8');
    if (!text.includes(oldName)) continue;
    writeFileSync(f, text.split(oldName).join(newName));
    rmSync(f + '.gz', { force: true });
    rmSync(f + '.br', { force: true });
  }
}

beforeAll(async () => {
  const src = resolve(process.env.E2E_DIST ?? 'dist');
  cpSync(src, distA, { recursive: true, filter: (f) => !f.endsWith('.map') });
  homeCss = routeFiles(distA, '/')
    .filter((f) => f.endsWith('.css'))
    .pop()!;
  // package A without the home page's stylesheet, which stays on the server
  renameSync(join(distA, homeCss), join(work, 'aside.css'));
  a = writeOfflinePackage(distA);
  renameSync(join(work, 'aside.css'), join(distA, homeCss));

  cpSync(distA, distB, { recursive: true });
  aboutA = routeFiles(distA, '/about').find((f) => /\/about-\w+\.js$/.test(f))!;
  aboutB = aboutA.replace(/about-\w+\.js$/, 'about-NEWBUILD.js');
  rename(distB, aboutA, aboutB);
  const mapA = readdirSync(join(distB, 'assets')).find((n) => /^route-map-\w+\.js$/.test(n))!;
  rename(distB, `assets/${mapA}`, 'assets/route-map-newbuild.js');
  b = writeOfflinePackage(distB);

  symlinkSync(distA, live);
  ({ sim, origin } = await openSimulator(live));
});
afterAll(() => closeSimulator(sim, work));

interface Seen {
  path: string;
  status: number;
  version: string | null;
  headers: Record<string, string>;
}

/** The H5 frame's answers, as the page got them. */
function watchFrame(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', (r: Response) => {
    if (r.frame() === page.mainFrame()) return;
    const u = new URL(r.url());
    if (u.origin !== origin || u.pathname.startsWith('/examples/native-host/')) return;
    const headers = r.headers();
    seen.push({ path: u.pathname, status: r.status(), version: headers['x-offline-package'] ?? null, headers });
  });
  return seen;
}

async function host(route: string) {
  // the package alone: the build's service worker would answer the frame first from its own
  // cache (bridge/CONTRACT.md §10 says how the two meet in an app)
  const ctx = await s.browser().newContext({ viewport: { width: 1280, height: 1000 }, locale: 'zh-CN', serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  const seen = watchFrame(page);
  await page.goto(`${origin}/examples/native-host/?route=${route}&platform=android`);
  return { ctx, page, errors, seen, h5: page.frameLocator('#frame') };
}

const NETWORK = /^\/(api\/|wx\/|logout$|getClientIp$|vitals$|csp-report$|sandbox-assets\/)/;

describe('the offline package in the native-host simulator', () => {
  it('is published next to the build for apps to download, never cached', async () => {
    const m = await fetch(`${origin}/offline-package/manifest.json`);
    expect(m.status).toBe(200);
    expect(m.headers.get('cache-control')).toBe('no-cache');
    // signed by the simulator's stand-in release (a build has no manifest until it is released)
    const release = openManifest(await m.text(), { [sim.releaseKey.keyId]: sim.releaseKey.publicKey }) as OfflineManifest;
    expect(release.version).toBe(a.version);
    const archive = await fetch(`${origin}/offline-package/${a.archive}`);
    expect(archive.status).toBe(200);
    expect((await archive.arrayBuffer()).byteLength).toBe(a.archiveSize);
  });

  it('serves a route opened with from=app from the package: only data and the file it lacks cross the network', async () => {
    const { ctx, page, errors, seen, h5 } = await host('/');
    await page.getByText(`离线包：已是最新版本 ${a.version}`).waitFor();
    await page.getByRole('button', { name: '打开页面' }).click();
    await h5.locator('.home-ticker li').first().waitFor();

    const shell = seen.find((r) => r.path === '/')!;
    expect(shell.version).toBe(a.version);
    // the policy the server itself sends with a shell (plain HTTP here: report-uri only)
    expect(shell.headers['content-security-policy']).toBe(securityHeaders(cspFor(a.csp, false), false)['content-security-policy']);
    expect(shell.headers['cache-control']).toBe('no-store');

    const assets = seen.filter((r) => r.path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(3);
    for (const r of assets) expect([r.path, r.status, r.version]).toEqual([r.path, 200, r.path === homeCss ? null : a.version]);
    expect(assets.map((r) => r.path)).toContain(homeCss);
    // whatever else came from the network is data
    const network = seen.filter((r) => r.version === null && r.path !== homeCss);
    expect(network.length).toBeGreaterThan(0);
    for (const r of network) expect(r.path).toMatch(NETWORK);
    // the page really has its stylesheet from the network
    expect(await h5.locator('.home-ticker').evaluate((e) => getComputedStyle(e).display)).not.toBe('inline');
    expect(unexpected(errors)).toEqual([]);
    await ctx.close();
  });

  it('tells the page which package served it, and the page then keeps no service worker of its own', async () => {
    const ctx = await s.browser().newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    await page.goto(`${origin}/notice?from=app`);
    await page.locator('.ct-row').first().waitFor();
    await page.waitForFunction(() => document.readyState === 'complete');
    // the worker would register once the page is loaded and idle (at most 5 s): give it that
    await nothingHappensFor(page, 6000);
    expect(await page.evaluate(() => (window as unknown as { h5OfflinePackage?: string }).h5OfflinePackage)).toBe(a.version);
    expect(await page.evaluate(async () => ('serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : -1))).toBe(0);
    await ctx.close();
  });

  it('installs a new version at the next app start; a page already open keeps its own build', async () => {
    const { ctx, page, errors, seen, h5 } = await host('/more');
    await page.getByText(`离线包：已是最新版本 ${a.version}`).waitFor();
    // 更多 is for investors: the app hands its login over
    await page.getByRole('button', { name: 'App 登录' }).click();
    await page.getByText('App 已登录 13800000002').waitFor();
    await page.getByRole('button', { name: '打开页面' }).click();
    const aboutLink = h5.getByRole('link', { name: '关于我们' });
    await aboutLink.waitFor();

    // the new build is deployed; the app starts again (the open page stays)
    rmSync(live);
    symlinkSync(distB, live);
    await page.getByRole('button', { name: 'App 启动：检查离线包' }).click();
    await page.getByText(`离线包：已安装新版本 ${b.version}`).waitFor();
    expect(sim.offline!.installed()).toBe(b.version);
    expect(existsSync(join(live, aboutA))).toBe(false);
    // the page is told (CONTRACT §6 `package`) and offers 发现新版本; 稍后 keeps it on build A
    await h5.getByRole('dialog', { name: '发现新版本' }).getByRole('button', { name: '稍后' }).click();

    // the open page goes on with build A's chunks, which only the previous package has
    await aboutLink.click();
    await h5.getByText('发展历程').first().waitFor();
    const old = seen.find((r) => r.path === aboutA)!;
    expect([old.status, old.version]).toEqual([200, a.version]);
    expect(seen.some((r) => r.path === aboutB)).toBe(false);
    expect(sim.offline!.stats().log.some((d) => d.path === aboutA && d.source === 'previous package')).toBe(true);

    // a page opened now is build B's (A is kept while a WebView still shows it)
    await page.getByRole('button', { name: 'App 启动：检查离线包' }).click();
    await page.getByText(`离线包：已是最新版本 ${b.version}`).waitFor();
    await page.locator('#route').fill('/about');
    const opened = page.waitForResponse((r) => r.url().endsWith(aboutB));
    await page.getByRole('button', { name: '打开页面' }).click();
    await opened;
    await h5.getByText('发展历程').first().waitFor();
    const fresh = seen.find((r) => r.path === aboutB)!;
    expect([fresh.status, fresh.version]).toEqual([200, b.version]);
    expect((await fetch(origin + aboutA)).status).toBe(404);
    expect(unexpected(errors)).toEqual([]);
    await ctx.close();
  });
});
