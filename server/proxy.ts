import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { clientHeaders, upstreamHeaders } from './forwarded-headers';

/** On every API answer, the backend's own included: data about someone, never cached or sniffed. */
export const API_ANSWER_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

/** The standard envelope (API-NOTES), for the answers this server gives itself. */
export function sendFailure(res: ServerResponse, status: number, code: string, type = 'proxy', value: unknown = null) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...API_ANSWER_HEADERS });
  res.end(JSON.stringify({ success: false, data: null, error: [{ message: code, type, value, code: status }] }));
}

/** The backend could not be reached or did not answer in time: the client's 网络异常 case. */
export const communicationError = (res: ServerResponse) => sendFailure(res, 502, 'COMMUNICATION_ERROR');

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface ExchangeOptions {
  method?: string;
  /** headers set on top of the forwarded ones */
  headers?: Record<string, string>;
  body?: Buffer;
  /** send the client's cookies (default true); false when checking a token given in the body */
  cookies?: boolean;
  timeoutMs?: number;
}

export interface Proxy {
  /**
   * Streams the request to the backend and its answer back, bodies, encodings and errors as
   * they are; `override` replaces the backend's headers of those names.
   */
  forward(req: IncomingMessage, res: ServerResponse, path: string, override?: Record<string, string>): void;
  /** One call to the backend on behalf of `req`, its answer buffered (for the auth layer). */
  exchange(req: IncomingMessage, path: string, o?: ExchangeOptions): Promise<Answer>;
}

const FORWARD_TIMEOUT_MS = 30_000; // as nginx's proxy_read_timeout in examples/deploy
const EXCHANGE_TIMEOUT_MS = 15_000; // the client's own time-out (runtime/api)
const MAX_ANSWER = 1_000_000;

/**
 * Forwards API calls to a real backend (API_TARGET). `path` is the canonical one
 * (server/upstream-path.ts); the request's own URL is never sent as it came.
 */
export function createProxy(target: string): Proxy {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/$/, '');
  const open = (req: IncomingMessage, path: string, method: string, headers: ReturnType<typeof upstreamHeaders>) =>
    send({ protocol: base.protocol, hostname: base.hostname, port: base.port, method, path: prefix + path, headers });

  return {
    forward(req, res, path, override = {}) {
      const upstream = open(req, path, req.method ?? 'GET', upstreamHeaders(req, base.host));
      upstream.setTimeout(FORWARD_TIMEOUT_MS, () => upstream.destroy(new Error('upstream time-out')));
      upstream.on('response', (up) => {
        res.writeHead(up.statusCode ?? 502, { ...clientHeaders(up.headers), ...override });
        up.pipe(res);
      });
      upstream.on('error', () => communicationError(res));
      // a client that went away needs no answer: let the backend's connection go too
      res.on('close', () => res.writableFinished || upstream.destroy());
      req.pipe(upstream);
    },

    exchange(req, path, o = {}) {
      const headers = upstreamHeaders(req, base.host);
      // the answer is read here, so ask for it uncompressed
      headers['accept-encoding'] = 'identity';
      if (o.cookies === false) delete headers.cookie;
      const method = o.method ?? req.method ?? 'GET';
      delete headers['content-length'];
      delete headers['content-type'];
      if (o.body) {
        headers['content-length'] = String(o.body.length);
        if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
      }
      Object.assign(headers, o.headers);
      return new Promise<Answer>((resolve, reject) => {
        const upstream = open(req, path, method, headers);
        upstream.setTimeout(o.timeoutMs ?? EXCHANGE_TIMEOUT_MS, () => upstream.destroy(new Error('upstream time-out')));
        upstream.on('error', reject);
        upstream.on('response', (up) => {
          const chunks: Buffer[] = [];
          let size = 0;
          up.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_ANSWER) return upstream.destroy(new Error('upstream answer too large'));
            chunks.push(c);
          });
          up.on('error', reject);
          up.on('end', () => resolve({ status: up.statusCode ?? 502, headers: up.headers, body: Buffer.concat(chunks) }));
        });
        upstream.end(o.body);
      });
    },
  };
}
