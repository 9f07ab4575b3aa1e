// What the endpoints anyone may post to (/csp-report, /vitals) ask of a report before reading
// it: POST, one of their media types (in any case), a small body, a few a minute per address, JSON. Each
// refusal is answered here, without a body and never cached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mediaType } from './request-checks';
import { clientIp } from './trust-proxy';
import { readCapped } from './read-body';

export const answerEmpty = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  res.end();
};

export interface ReportRules {
  types: ReadonlySet<string>;
  maxBytes: number;
  allowed: (address: string) => Promise<boolean>;
  /** a refusal of the endpoint's own, asked after the method (403 when true) */
  refuse?: (req: IncomingMessage) => boolean;
}

/** The report's JSON, or undefined once a refusal has been answered. */
export async function readReport(req: IncomingMessage, res: ServerResponse, r: ReportRules): Promise<unknown> {
  if (req.method !== 'POST') return answerEmpty(res, 405, { allow: 'POST' });
  if (r.refuse?.(req)) return answerEmpty(res, 403);
  if (!r.types.has(mediaType(req.headers['content-type']))) return answerEmpty(res, 415);
  if (Number(req.headers['content-length'] ?? 0) > r.maxBytes) return answerEmpty(res, 413, { connection: 'close' });
  if (!(await r.allowed(clientIp(req)))) return answerEmpty(res, 429, { 'retry-after': '60' });
  const body = await readCapped(req, r.maxBytes);
  if (!body) return answerEmpty(res, 413, { connection: 'close' });
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return answerEmpty(res, 400);
  }
}
