// What the server compresses and for whom (the bytes on the wire: integration/server-compress).
import { describe, expect, it } from 'vitest';
import { acceptedCodings, isCompressible, varyOnEncoding } from '../../server/compress';

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
