import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiConfig, get, post } from '../../runtime/api/client';
import { ApiError } from '../../runtime/api/api-error';
import { loginByPassword } from '../../modules/auth/api/login';
import { isOffline, netAnswered } from '../../runtime/net/connectivity';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  apiConfig.onAccessDenied = () => {};
  apiConfig.onSchemaError = () => {};
  vi.useRealTimers();
  // online again for the next test, its check of the way back stopped
  netAnswered();
});

const reject = async <T>(p: Promise<T>) => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('api client against the sandbox', () => {
  it('maps an OAuth login failure to its code and Chinese text', async () => {
    const e = await reject(loginByPassword('13800000001', 'nope'));
    expect(e).toBeInstanceOf(ApiError);
    expect(e.code).toBe('FAILED');
    expect(e.message).toBe('用户名或密码错误');
  });

  it('raises ACCESS_DENIED once through the central handler', async () => {
    const seen: string[] = [];
    apiConfig.onAccessDenied = (e) => seen.push(e.code);
    const e = await reject(get('/api/v2/user/MYSELF', { schema: z.object({ id: z.string() }) }));
    expect(e.code).toBe('ACCESS_DENIED');
    expect(e.message).toBe('登录超时，请重新登录');
    expect(seen).toEqual(['ACCESS_DENIED']);
  });

  it('lets a silent call handle ACCESS_DENIED itself', async () => {
    const seen: string[] = [];
    apiConfig.onAccessDenied = (e) => seen.push(e.code);
    await reject(get('/api/v2/user/MYSELF', { schema: z.object({ id: z.string() }), silent: true }));
    expect(seen).toEqual([]);
  });

  it('rejects a response that fails its schema with a Chinese error, not a crash', async () => {
    const e = await reject(get('/api/v2/cms/mobileBanners', { schema: z.array(z.object({ nope: z.string() })) }));
    expect(e.code).toBe('SCHEMA_ERROR');
    expect(e.message).toBe('系统繁忙，请稍后重试');
  });

  it('turns a 404 envelope into NOT_FOUND', async () => {
    const e = await reject(get('/api/v2/cms/article/does-not-exist', { schema: z.unknown() }));
    expect(e.code).toBe('NOT_FOUND');
    expect(e.status).toBe(404);
  });

  it('sends POST bodies form-encoded with empty values dropped', async () => {
    const seen: { body: string; type: string }[] = [];
    globalThis.fetch = (async (_u: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ body: String(init?.body), type: new Headers(init?.headers).get('content-type') ?? '' });
      return new Response(JSON.stringify({ success: true, data: 1, error: [] }), { status: 200 });
    }) as typeof fetch;
    await post('/api/x', { schema: z.number(), body: { a: '1', b: '', c: undefined, d: null, e: 0 } });
    expect(seen[0]).toEqual({ body: 'a=1&e=0', type: 'application/x-www-form-urlencoded' });
  });

  it('retries a GET twice when it reached no server but the server answers the check, then reports a network error', async () => {
    let calls = 0;
    // a connection the server dropped: the check of the way (/getClientIp) answers
    globalThis.fetch = (async (url: string) => {
      if (url === '/getClientIp') return new Response('1.2.3.4');
      calls++;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const e = await reject(get('/api/x', { schema: z.unknown() }));
    expect(calls).toBe(3);
    expect(e.code).toBe('NETWORK_ERROR');
    expect(e.message).toMatch(/网络/);
    expect(isOffline()).toBe(false);
  });

  it('does not wait for retries once the check finds no server, though the browser says online (Chromium 150)', async () => {
    let calls = 0;
    globalThis.fetch = (async (url: string) => {
      if (url.startsWith('/api/x')) calls++;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(navigator.onLine).toBe(true);
    const e = await reject(get('/api/x', { schema: z.unknown() }));
    expect(calls).toBe(1);
    expect(e.code).toBe('NETWORK_ERROR');
    expect(isOffline()).toBe(true);
  });

  it('a time-out of ours is a slow server, not an offline phone; any answer is online', async () => {
    vi.useFakeTimers();
    globalThis.fetch = ((_: string, init: RequestInit) =>
      new Promise((_ok, no) => init.signal!.addEventListener('abort', () => no(new DOMException('', 'AbortError'))))) as typeof fetch;
    const got = reject(get('/api/x', { schema: z.unknown() }));
    await vi.advanceTimersByTimeAsync(3 * apiConfig.timeoutMs + 1200);
    expect((await got).code).toBe('NETWORK_ERROR');
    expect(isOffline()).toBe(false);
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await reject(post('/api/x', { schema: z.unknown() }));
    expect(isOffline()).toBe(true);
    globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
    await reject(post('/api/x', { schema: z.unknown() }));
    expect(isOffline()).toBe(false);
  });

  it('does not wait for retries when the phone says it has no network at all', async () => {
    let calls = 0;
    globalThis.fetch = (async (url: string) => {
      if (url.startsWith('/api/x')) calls++;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const e = await reject(get('/api/x', { schema: z.unknown() }));
      expect(calls).toBe(1);
      expect(e.code).toBe('NETWORK_ERROR');
    } finally {
      onLine.mockRestore();
    }
  });

  it('never retries a POST', async () => {
    let calls = 0;
    globalThis.fetch = (async (url: string) => {
      if (url.startsWith('/api/x')) calls++;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await reject(post('/api/x', { schema: z.unknown(), body: { a: 1 } }));
    expect(calls).toBe(1);
  });

  it('treats a 500 with an HTML body as the unknown error', async () => {
    globalThis.fetch = (async () => new Response('<html>oops</html>', { status: 500 })) as typeof fetch;
    const e = await reject(post('/api/x', { schema: z.unknown() }));
    expect(e.code).toBe('UNKNOWN');
    expect(e.message).toBe('系统繁忙，请稍后重试');
  });

  it('refuses a 200 that is not JSON (a captive portal), truncated JSON and data null', async () => {
    const seen: string[] = [];
    apiConfig.onSchemaError = (path) => seen.push(path);
    const answers = ['<html><body>Wi-Fi 登录</body></html>', '{"success":true,"da', JSON.stringify({ success: true, data: null, error: [] })];
    for (const text of answers) {
      globalThis.fetch = (async () => new Response(text, { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch;
      const e = await reject(post('/api/pay', { schema: z.literal('SUCCESSFUL') }));
      expect(e.code).toBe('SCHEMA_ERROR');
      expect(e.message).toBe('系统繁忙，请稍后重试');
    }
    expect(seen).toEqual(['/api/pay', '/api/pay', '/api/pay']);
  });

  it('still reads a bare JSON string answer', async () => {
    globalThis.fetch = (async () => new Response('"PROCESSING"', { status: 200 })) as typeof fetch;
    expect(await post('/api/pay', { schema: z.string() })).toBe('PROCESSING');
  });
});
