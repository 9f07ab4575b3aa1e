// Compression of this server's own answers by Accept-Encoding, as a gateway in front of the
// backend would: brotli when the client takes it, else gzip. Not for bodies under ~1 KB (the
// framing costs more than it saves) nor for formats that are compressed already (PNG, JPEG).
// Answers proxied from a real backend are not touched here: they keep the backend's encoding.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions } from 'node:zlib';

export type Coding = 'br' | 'gzip';

export const MIN_COMPRESS_BYTES = 1024;

// on the fly: quality 5 is most of quality 11's gain at a small fraction of its time
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_LEVEL = 6;

/** The codings the client accepts (q > 0), most preferred first; brotli wins a tie. */
export function acceptedCodings(header: string | string[] | undefined): Coding[] {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const star = weights.get('*');
  const weight = (c: Coding) => weights.get(c) ?? (c === 'gzip' ? weights.get('x-gzip') : undefined) ?? star ?? 0;
  return (['br', 'gzip'] as const).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
}

/** Text formats worth compressing; images other than SVG are compressed already. */
export const isCompressible = (contentType: string | undefined) =>
  /^(text\/|application\/(json|javascript|manifest\+json|xml|csp-report|reports\+json)|image\/svg\+xml)/i.test((contentType ?? '').trim());

/** Adds Accept-Encoding to the Vary header (keeping what is there). */
export function varyOnEncoding(headers: OutgoingHttpHeaders) {
  const vary = String(headers.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

const compressors: Record<Coding, (b: Buffer) => Promise<Buffer>> = {
  br: (b) => promisify(brotliCompress)(b, BROTLI),
  gzip: (b) => promisify(gzip)(b, { level: GZIP_LEVEL }),
};

/** A streaming compressor for a body whose size is not in hand (a file). */
export const compressStream = (c: Coding) => (c === 'br' ? createBrotliCompress(BROTLI) : createGzip({ level: GZIP_LEVEL }));

/**
 * Writes a whole answer, compressed when the content type, the size and the request allow.
 * `headers` must carry the content-type; content-length is set here.
 */
export async function sendBody(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string | Buffer) {
  let data = typeof body === 'string' ? Buffer.from(body) : body;
  if (isCompressible(String(headers['content-type'] ?? '')) && !headers['content-encoding']) {
    varyOnEncoding(headers);
    const coding = data.length >= MIN_COMPRESS_BYTES ? acceptedCodings(req.headers['accept-encoding'])[0] : undefined;
    if (coding) {
      data = await compressors[coding](data);
      headers['content-encoding'] = coding;
    }
  }
  headers['content-length'] = String(data.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
}
