// @vitest-environment node
// An oversized request body is answered 413 PAYLOAD_TOO_LARGE in the standard envelope, by the
// sandbox (1 MB) as by the auth layer (64 KB on the calls it reads), with a length or chunked,
// and the server goes on answering; nothing behind it runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { MAX_BODY } from '../../server/sandbox';
import { loginForm, send } from './server-http';
import { appPerFile } from '../support/sandbox';
import { stackPerFile } from './backend-stack';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const tooLarge = (type: string) => ({ success: false, data: null, error: [{ message: 'PAYLOAD_TOO_LARGE', type, value: null, code: 413 }] });
const big = (bytes: number) => 'loginName=13800000002&password=demo1234&x=' + 'x'.repeat(bytes);

/** A body sent in chunks without a length, as a streaming client does. */
function chunked(origin: string, path: string, bytes: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = request({ hostname, port, path, method: 'POST', headers: FORM }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    const piece = Buffer.alloc(64 * 1024, 'x');
    for (let sent = 0; sent < bytes; sent += piece.length) req.write(piece);
    req.end();
  });
}

describe('sandbox mode', () => {
  const app = appPerFile({ dist: '/nonexistent' });
  let origin = '';
  beforeAll(() => {
    origin = app.origin;
  });

  it.each(['/api/web/login', '/api/v2/invest/user/MYSELF/creditAssign/invest', '/logout'])(
    'answers a 5 MB body to %s with 413 in the envelope, never an empty 500',
    async (path) => {
      const r = await send(origin, path, { method: 'POST', headers: FORM, body: big(5_000_000) });
      expect(r.status).toBe(413);
      expect(r.json()).toEqual(tooLarge('error'));
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('the same without a Content-Length (chunked), ten times over, and then answers as before', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await chunked(origin, '/api/web/login', 5_000_000);
      expect(r.status).toBe(413);
      expect(JSON.parse(r.text)).toEqual(tooLarge('error'));
    }
    const login = await send(origin, '/api/web/login', { ...loginForm(), headers: FORM });
    expect(login.status).toBe(200);
  });

  it('reads a body just under the limit as usual', async () => {
    const body = big(MAX_BODY - 100);
    expect(body.length).toBeLessThanOrEqual(MAX_BODY);
    const r = await send(origin, '/api/web/login', { method: 'POST', headers: FORM, body });
    expect(r.status).toBe(200);
    expect(r.json().success).toBe(true);
  });
});

describe('the auth layer (API_TARGET)', () => {
  const s = stackPerFile();

  it('answers a 5 MB login or logout with 413 in the envelope, and the backend never hears of it', async () => {
    const login = await send(s.app, '/api/web/login', { method: 'POST', headers: FORM, body: big(5_000_000) });
    expect(login.status).toBe(413);
    expect(login.json()).toEqual(tooLarge('proxy'));
    // a logout always ends the session on this device: the body is not its business
    const logout = await send(s.app, '/logout', { method: 'POST', headers: FORM, body: big(5_000_000) });
    expect(logout.status).toBe(200);
    expect(s.up.seen.filter((x) => x.url === '/api/web/login')).toEqual([]);
    const r = await chunked(s.app, '/api/web/login', 5_000_000);
    expect(r.status).toBe(413);
  });
});
