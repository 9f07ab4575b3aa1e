// The offline package's lifecycle in an app (bridge/CONTRACT.md §10 step 4, §6 `package`), played
// by the native-host simulator: a page opened under version A keeps working while three version
// checks install three newer builds — a half-filled form survives, a screen it opens afterwards
// loads build A's own chunk (which no newer build has) without a reload — and the page offers
// 发现新版本. Closing its WebView deletes version A.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { nothingHappensFor, phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import type { Simulator } from '../../examples/native-host/serve';
import { closeSimulator, openSimulator } from '../support/simulator';
import { writeOfflinePackage } from '../../scripts/build/offline-package';
import { nextBuild } from '../../scripts/next-build';

const s = phoneSession();
const work = mkdtempSync(join(tmpdir(), 'offline-package-lifecycle-'));
// the simulator's build: a link, switched as each deploy would
const live = join(work, 'live');
/** A, then four deploys, each from the one before with one screen changed */
const dists = ['a', 'b', 'c', 'd', 'e'].map((n) => join(work, n));
const versions: string[] = [];
let sim: Simulator;
let origin = '';
/** the 找回登录密码 screen's module in build A: renamed by build B, so only package A has it */
let forgotA = '';

const routeFiles = (dist: string, path: string) =>
  (JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { routes: { path: string; files: string[] }[] }).routes.find((r) => r.path === path)!.files;

beforeAll(async () => {
  cpSync(resolve(process.env.E2E_DIST ?? 'dist'), dists[0]!, { recursive: true, filter: (f) => !f.endsWith('.map') });
  // unreleased builds: the simulator signs each as it finds it (release-server.ts)
  rmSync(join(dists[0]!, 'offline-package/manifest.json'), { force: true });
  versions.push(writeOfflinePackage(dists[0]!).version);
  forgotA = routeFiles(dists[0]!, '/password/forgot').find((f) => /\/forgot-\w+\.js$/.test(f))!;
  for (const [i, screen] of ['forgot-', 'about-', 'register-', 'login-'].entries()) {
    nextBuild(dists[i]!, dists[i + 1]!, screen, `deploy-${i + 1}`);
    versions.push(writeOfflinePackage(dists[i + 1]!).version);
  }
  symlinkSync(dists[0]!, live);
  ({ sim, origin } = await openSimulator(live));
});
afterAll(() => closeSimulator(sim, work));

/** The H5 frame's answers: path, status, the package version that answered. */
function watchFrame(page: Page) {
  const seen: { path: string; status: number; version: string | null; html: boolean }[] = [];
  page.on('response', (r: Response) => {
    const u = new URL(r.url());
    if (r.frame() === page.mainFrame() || u.origin !== origin || u.pathname.startsWith('/examples/native-host/')) return;
    const h = r.headers();
    seen.push({ path: u.pathname, status: r.status(), version: h['x-offline-package'] ?? null, html: /text\/html/.test(h['content-type'] ?? '') });
  });
  return seen;
}

/** Build n goes live on the server. */
function deploy(n: number) {
  rmSync(live);
  symlinkSync(dists[n]!, live);
}

/** A deploy, then an app start that installs it. */
async function deployAndCheck(page: Page, n: number) {
  deploy(n);
  await page.getByRole('button', { name: 'App 启动：检查离线包' }).click();
  await page.getByText(`离线包：已安装新版本 ${versions[n]}`).waitFor();
}

describe('an open WebView across version checks', () => {
  it('keeps its page, its typed form and its own build through three installs, and offers 发现新版本', async () => {
    const [a, , , d] = versions;
    const ctx = await s.browser().newContext({ viewport: { width: 1280, height: 1000 }, locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const seen = watchFrame(page);
    await page.goto(`${origin}/examples/native-host/?route=/login&platform=android`);
    await page.getByText(`离线包：已是最新版本 ${a}`).waitFor();
    await page.getByRole('button', { name: '打开页面' }).click();
    const h5 = page.frameLocator('#frame');
    const phone = h5.locator('#login-mobile');
    await phone.waitFor();
    const frame = await (await page.$('#frame'))!.contentFrame();
    await frame!.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await phone.fill('13912345678');
    const typed = await phone.inputValue();
    const versionsList = page.getByRole('list', { name: '手机上的离线包版本' });
    await versionsList.getByText(`${a}：当前版本，1 个 WebView 在用`).waitFor();

    // the first install: the page is told and offers the update; 稍后 keeps it as it is
    await deployAndCheck(page, 1);
    const prompt = h5.getByRole('dialog', { name: '发现新版本' });
    await prompt.waitFor();
    await shot(page, 'native-host-package-prompt');
    await prompt.getByRole('button', { name: '稍后' }).click();
    await deployAndCheck(page, 2);
    await deployAndCheck(page, 3);
    // once per page: the later installs are no news to it
    await nothingHappensFor(page, 500);
    expect(await h5.getByRole('dialog').count()).toBe(0);
    expect(await phone.inputValue()).toBe(typed);
    await shot(page, 'native-host-versions');
    // B and C served no page: deleted; A stays for this WebView
    await versionsList.getByText(`${d}：当前版本，0 个 WebView 在用`).waitFor();
    await versionsList.getByText(`${a}：旧版本，1 个 WebView 在用，全部关闭后删除`).waitFor();
    expect(await versionsList.locator('li').count()).toBe(2);
    expect(existsSync(join(live, forgotA))).toBe(false);

    // another screen of the SPA, whose module only package A has
    await h5.getByRole('link', { name: '忘记密码？' }).click();
    await h5.locator('#forgot-mobile').waitFor();
    expect(seen.filter((r) => r.path === forgotA).map((r) => [r.status, r.version])).toEqual([[200, a]]);
    await frame!.evaluate(() => history.back());
    await phone.waitFor();
    // no reload: the same document, and one page load in the frame
    expect(await frame!.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(seen.filter((r) => r.html).map((r) => [r.path, r.version])).toEqual([['/login', a]]);
    for (const r of seen.filter((x) => x.path.startsWith('/assets/'))) expect([r.path, r.status, r.version]).toEqual([r.path, 200, a]);

    // the WebView closes: nothing uses A any more
    await page.getByRole('button', { name: '关闭 WebView' }).click();
    await versionsList.getByText(`${d}：当前版本，0 个 WebView 在用`).waitFor();
    await expect.poll(() => versionsList.locator('li').count()).toBe(1);
    expect(sim.offline!.webviews.versions().map((v) => v.version)).toEqual([d]);
    expect(unexpected(errors)).toEqual([]);
    await ctx.close();
  });

  it('立即更新 reloads the page, served by the new version, and the old version goes', async () => {
    const [, , , d, e] = versions;
    deploy(3);
    await sim.offline!.check();
    const ctx = await s.browser().newContext({ viewport: { width: 1280, height: 1000 }, locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const seen = watchFrame(page);
    await page.goto(`${origin}/examples/native-host/?route=/login&platform=ios`);
    await page.getByText(`离线包：已是最新版本 ${d}`).waitFor();
    await page.getByRole('button', { name: '打开页面' }).click();
    const h5 = page.frameLocator('#frame');
    await h5.locator('#login-mobile').waitFor();
    await deployAndCheck(page, 4);
    const prompt = h5.getByRole('dialog', { name: '发现新版本' });
    await prompt.getByRole('button', { name: '立即更新' }).click();
    await expect.poll(() => seen.filter((r) => r.html).map((r) => r.version)).toEqual([d, e]);
    await h5.locator('#login-mobile').waitFor();
    const versionsList = page.getByRole('list', { name: '手机上的离线包版本' });
    await versionsList.getByText(`${e}：当前版本，1 个 WebView 在用`).waitFor();
    await expect.poll(() => versionsList.locator('li').count()).toBe(1);
    await ctx.close();
  });
});
