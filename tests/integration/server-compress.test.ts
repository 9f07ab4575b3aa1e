// @vitest-environment node
// sendBody on the wire: brotli or gzip as the client offers, the plain body otherwise, and the
// bytes as sent (the choice itself: unit/server-compress).
import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES, sendBody } from '../../server/compress';
import { close, listen } from '../support/sandbox';
import { send } from './server-http';

describe('sendBody', () => {
  const big = JSON.stringify({ success: true, data: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `标的 ${i}`, rate: 1200 + i })), error: [] });
  const small = JSON.stringify({ success: true, data: true, error: [] });

  async function exchange(body: string, acceptEncoding?: string, type = 'application/json; charset=utf-8', method = 'GET') {
    const server = createServer((req, res) => void sendBody(req, res, 200, { 'content-type': type }, body));
    const origin = await listen(server);
    try {
      return await send(origin, '/', { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    } finally {
      await close(server);
    }
  }

  it('compresses with brotli when offered, and the body decodes to the same JSON', async () => {
    expect(big.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    const r = await exchange(big, 'gzip, deflate, br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.raw.length);
    expect(r.raw.length).toBeLessThan(big.length / 3);
    expect(JSON.parse(brotliDecompressSync(r.raw).toString())).toEqual(JSON.parse(big));
  });

  it('falls back to gzip, and to the plain body for a client that takes neither', async () => {
    const gz = await exchange(big, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.raw).toString())).toEqual(JSON.parse(big));
    const plain = await exchange(big);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.raw.toString()).toBe(big);
  });

  it('leaves tiny bodies and non-text answers alone', async () => {
    const tiny = await exchange(small, 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.raw.toString()).toBe(small);
    const png = await exchange(big, 'br, gzip', 'image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
  });

  it('answers HEAD with the headers only', async () => {
    const r = await exchange(big, 'br', undefined, 'HEAD');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.raw.length).toBe(0);
  });
});
