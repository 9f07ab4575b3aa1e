import { describe, expect, it } from 'vitest';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedCodings, isCompressible, MIN_COMPRESS_BYTES, sendBody, varyOnEncoding } from '../../server/compress';

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['br', ['br']],
    ['', []],
    [undefined, []],
    ['identity', []],
    ['gzip;q=0, br', ['br']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['BR, GZip', ['br', 'gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, gzip;q=0', ['br']],
    ['x-gzip', ['gzip']],
    ['deflate, compress', []],
  ] as const)('%j → %j', (header, codings) => {
    expect(acceptedCodings(header)).toEqual(codings);
  });

  it('knows text from formats that are compressed already', () => {
    for (const t of ['application/json; charset=utf-8', 'text/html; charset=utf-8', 'text/javascript', 'image/svg+xml', 'text/css']) {
      expect(isCompressible(t)).toBe(true);
    }
    for (const t of ['image/png', 'image/jpeg', 'application/octet-stream', 'image/webp', '', undefined]) expect(isCompressible(t)).toBe(false);
  });

  it('adds Accept-Encoding to Vary once, keeping what is there', () => {
    const h: Record<string, string> = { vary: 'Origin' };
    varyOnEncoding(h);
    varyOnEncoding(h);
    expect(h.vary).toBe('Origin, Accept-Encoding');
  });
});

describe('sendBody', () => {
  const big = JSON.stringify({ success: true, data: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `标的 ${i}`, rate: 1200 + i })), error: [] });
  const small = JSON.stringify({ success: true, data: true, error: [] });

  async function exchange(body: string, acceptEncoding?: string, type = 'application/json; charset=utf-8', method = 'GET') {
    const server = createServer((req, res) => void sendBody(req, res, 200, { 'content-type': type }, body));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ headers: Record<string, unknown>; raw: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        const req = request({ host: '127.0.0.1', port, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    } finally {
      server.close();
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
