import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export const sizeOf = (buf: Buffer | Uint8Array): Size => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

export const add = (...s: Size[]): Size =>
  s.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

export const kb = (n: number) => (n / 1000).toFixed(1);
