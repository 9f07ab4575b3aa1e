// @vitest-environment node
// The web layer refusing a release of the front end (server/h5-version.ts): an API call whose
// X-H5-Version is listed (the createApp option, or H5_REFUSED_VERSIONS) is answered 426 in the
// family's envelope before the sandbox or the backend sees it; other versions and calls without
// the header pass, past the cross-site check too, and the header reaches the backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstream, type Upstream } from '../backend/upstream';
import { DEMO, loginOverHttp } from '../support/login';
import { close, listen, startApp } from '../support/sandbox';
import { form, INVESTOR, raw } from './backend-stack';

const REFUSED = {
  success: false,
  data: null,
  error: [{ message: 'H5_VERSION_REFUSED', type: 'version', value: '当前页面版本已停用，请刷新后重试', code: 426 }],
};
const BANNERS = '/api/v2/cms/mobileBanners';
const v = (version: string, more: Record<string, string> = {}) => ({ headers: { 'x-h5-version': version, ...more } });

describe('with the sandbox', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => void (app = await startApp({ dist: '/nonexistent', refusedVersions: 'bad1, dev' })));
  afterAll(() => app.close());

  it('answers a refused version 426 with the envelope, never cached', async () => {
    for (const version of ['bad1', 'dev']) {
      const r = await raw(app.origin, BANNERS, v(version));
      expect(r.status).toBe(426);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.json()).toEqual(REFUSED);
    }
  });

  it('refuses a move before the sandbox sees it: the login sets no cookie', async () => {
    const r = await raw(app.origin, '/api/web/login', { ...form(INVESTOR), ...v('bad1', { 'content-type': 'application/x-www-form-urlencoded' }) });
    expect([r.status, r.cookies]).toEqual([426, []]);
  });

  it('lets other versions and calls without the header through', async () => {
    expect((await raw(app.origin, BANNERS, v('good'))).status).toBe(200);
    expect((await raw(app.origin, BANNERS)).status).toBe(200);
  });

  it("passes a page's own POST with the header the cross-site check (same origin)", async () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: app.origin, 'sec-fetch-site': 'same-origin', 'x-h5-version': 'good' };
    const r = await raw(app.origin, '/api/web/login', { ...form(INVESTOR), headers });
    expect(r.status).toBe(200);
    expect(r.cookies.some((c) => c.startsWith('ccat='))).toBe(true);
  });

  it('never refuses logout, nor what is not the API', async () => {
    expect((await raw(app.origin, '/logout', { method: 'POST', ...v('bad1') })).status).toBe(200);
    expect((await raw(app.origin, '/getClientIp', v('bad1'))).status).toBe(200);
  });
});

describe('configuration', () => {
  it('reads H5_REFUSED_VERSIONS when no option is given', async () => {
    process.env.H5_REFUSED_VERSIONS = 'fromenv';
    const app = await startApp({ dist: '/nonexistent' }).finally(() => delete process.env.H5_REFUSED_VERSIONS);
    try {
      expect((await raw(app.origin, BANNERS, v('fromenv'))).status).toBe(426);
      expect((await raw(app.origin, BANNERS, v('other'))).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses under API_PREFIX too', async () => {
    const app = await startApp({ dist: '/nonexistent', apiPrefix: '/gw', refusedVersions: ['bad1'] });
    try {
      expect((await raw(app.origin, '/gw' + BANNERS, v('bad1'))).status).toBe(426);
    } finally {
      await app.close();
    }
  });
});

describe('in front of a backend (API_TARGET)', () => {
  let up: Upstream;
  let upstream = '';
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    up = createUpstream();
    upstream = await listen(up.server);
    app = await startApp({ dist: '/nonexistent', apiTarget: upstream, refusedVersions: 'bad1' });
  });
  afterAll(() => Promise.all([app.close(), close(up.server)]));
  const seen = (url: string) => up.seen.filter((s) => s.url === url);

  it('forwards the header to the backend, through the proxy and the auth layer alike', async () => {
    expect((await raw(app.origin, BANNERS, v('good'))).status).toBe(200);
    expect(seen(BANNERS).at(-1)!.headers['x-h5-version']).toBe('good');
    const login = await raw(app.origin, '/api/web/login', { ...form(INVESTOR), ...v('good', { 'content-type': 'application/x-www-form-urlencoded' }) });
    expect(login.status).toBe(200);
    expect(seen('/api/web/login').at(-1)!.headers['x-h5-version']).toBe('good');
  });

  it('answers a refused version itself: the backend never hears of the call', async () => {
    const before = seen(BANNERS).length;
    const r = await raw(app.origin, BANNERS, v('bad1'));
    expect([r.status, r.json()]).toEqual([426, REFUSED]);
    expect(seen(BANNERS).length).toBe(before);
  });

  it("passes a native app's own call (no header, its token from the backend as Bearer) as before", async () => {
    const { token } = await loginOverHttp(upstream, DEMO.newbie);
    const r = await raw(app.origin, '/api/v2/user/MYSELF', { headers: { authorization: `Bearer ${token!}` } });
    expect(r.status).toBe(200);
  });
});
