// Shared by the server-* integration tests: a raw client (no automatic decompression: the test
// sees the bytes on the wire, and decodes them itself).
import { request, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEMO, loginFields, type Who } from '../support/login';

export interface Wire {
  status: number;
  headers: IncomingHttpHeaders;
  /** the bytes as sent */
  raw: Buffer;
  /** the body with its Content-Encoding undone */
  text: string;
  json(): any;
  cookies: string[];
}

export function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
}

export function send(origin: string, path: string, o: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const { hostname, port, protocol } = new URL(origin);
    const go = protocol === 'https:' ? httpsRequest : request;
    const req = go({ hostname, port, path, method: o.method ?? 'GET', headers: o.headers, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        let text: string;
        try {
          text = raw.length ? decode(raw, res.headers['content-encoding']).toString('utf8') : '';
        } catch (e) {
          return reject(e);
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text, json: () => JSON.parse(text), cookies: res.headers['set-cookie'] ?? [] });
      });
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

/** The login form as a raw POST (set its content type with the headers). */
export const loginForm = (who: Who = DEMO.investor) => ({ method: 'POST', body: new URLSearchParams(loginFields(who)).toString() });
