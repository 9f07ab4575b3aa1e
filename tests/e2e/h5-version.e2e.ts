// "The H5 version on every API call as a header the web layer can refuse" (the offline-package
// issue): a phone over the build in E2E_DIST. Its API calls carry the build's version; a server
// refusing that version (H5_REFUSED_VERSIONS) makes the page say so and offer 刷新, and after
// that one reload the same refusal is only said: no reload loop (an app's offline package would
// serve the same build again).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiQuiet, nothingHappensFor, phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { appPerFile } from '../support/sandbox';

const dist = process.env.E2E_DIST ?? 'dist';
/** The build's version as its shell's route map says it (runtime/router/route-map.ts `v`). */
const VERSION = (
  JSON.parse(/<script type="application\/json" id="route-map">(.*?)<\/script>/s.exec(readFileSync(join(dist, 'index.html'), 'utf8'))![1]!) as {
    v?: string;
  }
).v!;
const TEXT = '当前页面版本已停用，请刷新后重试';

// a server of this file's own that refuses this very build; the project's server refuses none
const refusing = appPerFile({ dist, refusedVersions: VERSION });
const s = phoneSession();

/** The X-H5-Version of every API call the page makes from now on ('none': without the header). */
function apiVersions(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/^\/(api|wx)\/|^\/logout$/.test(new URL(r.url()).pathname)) seen.push(r.headers()['x-h5-version'] ?? 'none');
  });
  return seen;
}

describe('the H5 version on API calls', () => {
  it("the page's calls carry the build's version, never dev", async () => {
    expect(VERSION).toMatch(/^[0-9a-f]{8,}$/);
    const page = await s.newPage();
    const seen = apiVersions(page);
    const carried = page.waitForRequest((r) => r.url().includes('/api/') && r.headers()['x-h5-version'] !== undefined);
    await page.goto('/');
    await page.locator('.home-loan').first().waitFor();
    await carried;
    // and the calls after the content (the home's side calls), on a busy machine seconds later
    await apiQuiet(page);
    // the client's calls and the GETs the shell starts ahead of the entry (runtime/router/
    // cache.ts earlyGet) alike
    expect(seen.length).toBeGreaterThan(3);
    expect(new Set(seen)).toEqual(new Set([VERSION]));
  });
});

describe('a refused version', () => {
  it('says so and offers 刷新; after that reload the same refusal is only said, and the page does not reload again', async () => {
    const page = await s.newPage({ baseURL: refusing.origin });
    const errors = watchErrors(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain(TEXT);
    await shot(page, 'h5-version-refused');
    const reload = page.waitForEvent('load');
    await dialog.getByRole('button', { name: '刷新' }).tap();
    await reload;
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain(TEXT);
    expect(await dialog.getByRole('button', { name: '刷新' }).count()).toBe(0);
    await dialog.getByRole('button', { name: '确定' }).tap();
    await nothingHappensFor(page, 2000);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('h5_version_reloaded'))).toBe(VERSION);
    expect(unexpected(errors)).toEqual([]);
  });
});
