// The page's side of the H5 version (runtime/api): every call of the api client carries the
// build's version from the shell's route map; a 426 from the web layer becomes the refusal's
// error and words, and a dialog offers one reload per version (sessionStorage), never a loop.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { Server } from 'node:http';
import { apiConfig, get } from '../../runtime/api/client';
import type { ApiError } from '../../runtime/api/api-error';
import { close, startApp } from '../support/sandbox';

const setURL = (u: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(u);
const BANNERS = '/api/v2/cms/mobileBanners';
const TEXT = '当前页面版本已停用，请刷新后重试';

// an app server of this file's own, refusing one version; the page's origin moved to it
let server: Server;
let home = '';
beforeAll(async () => {
  const app = await startApp({ dist: 'dist', refusedVersions: 'bad1' });
  server = app.server;
  home = location.href;
  setURL(app.origin + '/');
});
afterAll(async () => {
  setURL(home);
  await close(server);
});

const realFetch = globalThis.fetch;
const realVersion = apiConfig.version;
afterEach(() => {
  globalThis.fetch = realFetch;
  apiConfig.version = realVersion;
  sessionStorage.clear();
  document.getElementById('route-map')?.remove();
  vi.restoreAllMocks();
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('expected a refusal'),
    (e: ApiError) => e,
  );

/** The dialog the refusal opened (its module is loaded on the first 426), closed with 取消. */
async function offeredReload(): Promise<string> {
  // the ui store as the dialog's module has it: loaded now, after any reset of the modules
  const { ui, closeDialog } = await import('../../runtime/ui/ui-store');
  await vi.waitFor(() => expect(ui.dialogs).toHaveLength(1));
  const d = ui.dialogs[0]!;
  closeDialog(d.id, false);
  return `${d.text} [${d.okText}]`;
}

describe('the header', () => {
  it("is the build's version from the shell's route map, read as the client starts", async () => {
    const map = Object.assign(document.createElement('script'), { id: 'route-map', type: 'application/json', textContent: '{"f":[],"v":"247bf1d28223"}' });
    document.head.append(map);
    vi.resetModules();
    const fresh = await import('../../runtime/api/client');
    expect(fresh.apiConfig.version).toBe('247bf1d28223');
  });

  it('is dev where the page has no version (a development build, these tests)', async () => {
    const seen: Headers[] = [];
    globalThis.fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => (seen.push(new Headers(init?.headers)), realFetch(url, init)));
    expect(apiConfig.version).toBe('');
    await get(BANNERS, { schema: z.unknown() });
    expect(seen.map((h) => h.get('x-h5-version'))).toEqual(['dev']);
  });
});

describe('a refused version', () => {
  it("is the refusal's code, status and words; another version's call passes", async () => {
    apiConfig.version = 'bad1';
    const e = await failure(get(BANNERS, { schema: z.unknown() }));
    expect([e.code, e.status, e.message]).toEqual(['H5_VERSION_REFUSED', 426, TEXT]);
    expect(await offeredReload()).toBe(`${TEXT} [刷新]`);
    apiConfig.version = 'good';
    await expect(get(BANNERS, { schema: z.unknown() })).resolves.toBeDefined();
  });

  it('is a refusal whatever the body, and for a silent call too (no screen can answer it)', async () => {
    globalThis.fetch = vi.fn(() => Promise.resolve(new Response('<html>nope</html>', { status: 426 })));
    const e = await failure(get(BANNERS, { schema: z.unknown(), silent: true }));
    expect([e.code, e.message]).toEqual(['H5_VERSION_REFUSED', TEXT]);
    expect(await offeredReload()).toBe(`${TEXT} [刷新]`);
  });
});

describe('the dialog', () => {
  /** A fresh page: the dialog's module and the ui store as a reloaded page has them. */
  async function page() {
    vi.resetModules();
    const [{ versionRefused, RELOADED_KEY }, ui] = await Promise.all([import('../../runtime/api/version-refused'), import('../../runtime/ui/ui-store')]);
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const dialogs = () => ui.ui.dialogs.map((d) => ({ text: d.text, ok: d.okText, cancel: d.cancelText }));
    const tap = async (ok: boolean) => (ui.closeDialog(ui.ui.dialogs[0]!.id, ok), await Promise.resolve(), await Promise.resolve());
    return { versionRefused, RELOADED_KEY, reload, dialogs, tap };
  }

  it('offers one reload for the calls a screen makes together; 刷新 remembers the version and reloads', async () => {
    const p = await page();
    p.versionRefused('bad1');
    p.versionRefused('bad1');
    expect(p.dialogs()).toEqual([{ text: TEXT, ok: '刷新', cancel: '取消' }]);
    await p.tap(true);
    expect(p.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(p.RELOADED_KEY)).toBe('bad1');
  });

  it('after that reload, the same version refused again is only said, once: no loop', async () => {
    sessionStorage.setItem('h5_version_reloaded', 'bad1');
    const p = await page();
    p.versionRefused('bad1');
    expect(p.dialogs()).toEqual([{ text: TEXT, ok: '确定', cancel: undefined }]);
    await p.tap(true);
    p.versionRefused('bad1');
    expect(p.dialogs()).toEqual([]);
    expect(p.reload).not.toHaveBeenCalled();
  });

  it('offers the reload again for another refused version, or after 取消', async () => {
    sessionStorage.setItem('h5_version_reloaded', 'bad0');
    const p = await page();
    p.versionRefused('bad1');
    expect(p.dialogs()[0]!.ok).toBe('刷新');
    await p.tap(false);
    expect(p.reload).not.toHaveBeenCalled();
    p.versionRefused('bad1');
    expect(p.dialogs()[0]!.ok).toBe('刷新');
  });
});
