// @vitest-environment node
// The embedded sandbox's own login hand-off (default mode) refuses what the auth layer refuses:
// a media type that is not exactly application/json, and a foreign Origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginOverHttp } from '../support/login';
import { appPerFile } from '../support/sandbox';
import { raw } from './backend-stack';

const app = appPerFile();
let origin = '';
beforeAll(() => {
  origin = app.origin;
});

const token = async () => (await loginOverHttp(origin, DEMO.newbie)).token!;
const handoff = async (headers: Record<string, string>) =>
  raw(origin, '/api/web/handoff', { method: 'POST', headers, body: JSON.stringify({ accessToken: await token() }) });

describe('the sandbox hand-off', () => {
  it('accepts JSON from its own origin or without Origin', async () => {
    const variants: Record<string, string>[] = [{ 'content-type': 'application/json', origin }, { 'content-type': 'application/json; charset=utf-8' }];
    for (const h of variants) {
      const r = await handoff(h);
      expect(r.status).toBe(200);
      expect(r.cookies[0]).toMatch(/^ccat=\w+; Max-Age=\d+; HttpOnly; Path=\/; SameSite=Lax$/);
    }
  });

  it('refuses text/plain dressed as JSON and a foreign Origin', async () => {
    const plain = await handoff({ 'content-type': 'text/plain; x=application/json', origin });
    expect(plain.status).toBe(415);
    expect(plain.json()).toMatchObject({ success: false, error: [{ message: 'UNSUPPORTED_MEDIA_TYPE' }] });
    const foreign = await handoff({ 'content-type': 'application/json', origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false, error: [{ message: 'CROSS_SITE_REQUEST' }] }); // refused before the hand-off (server/app.ts)
    expect([...plain.cookies, ...foreign.cookies]).toEqual([]);
  });
});
