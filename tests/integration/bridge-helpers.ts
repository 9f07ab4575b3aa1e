// Helpers for the bridge's integration tests: a token minted the way a native app gets one
// (its own HTTP client, not the page's cookie jar), and a scripted native host.
import { request } from 'node:http';
import { vi } from 'vitest';
import type { OutMessage } from '../../bridge/protocol';
import { loginFields } from '../support/login';

const origin = () => location.origin;

/** POST /api/web/login from outside the page, as the app's own HTTP client would. */
export function appLogin(mobile = '13800000002', password = 'demo1234'): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams(loginFields({ mobile, password })).toString();
    const req = request(
      origin() + '/api/web/login',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          const token = (JSON.parse(text) as { access_token?: string }).access_token;
          if (token) resolve(token);
          else reject(new Error(text));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export type Answer = { ok: true; result?: unknown } | { ok: false; error: { code: string; message?: string } } | undefined;

/** A native host: logs every message and answers per method (undefined: never answers). */
export function scriptedHost(answers: Record<string, (params: Record<string, unknown>) => Answer>) {
  const log: OutMessage[] = [];
  const receive = (m: unknown) => (window as unknown as { h5bridge: { receive(m: unknown): void } }).h5bridge.receive(m);
  const handle = (m: OutMessage) => {
    log.push(m);
    // answers arrive later, as from another thread
    setTimeout(() => {
      if (m.method === 'hello') return receive(JSON.stringify({ event: 'ready', data: { platform: 'test', bridge: 1 } }));
      if (!m.id) return;
      const a = answers[m.method]?.(m.params);
      if (a) receive(JSON.stringify({ id: m.id, ...a }));
    }, 0);
  };
  return { log, handle, receive, push: (event: string, data?: unknown) => receive({ event, data }) };
}

export const until = (cond: () => boolean, ms = 3000) =>
  vi.waitFor(
    () => {
      if (!cond()) throw new Error('condition not met in time');
    },
    { timeout: ms, interval: 10 },
  );
