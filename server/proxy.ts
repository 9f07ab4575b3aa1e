import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Forwards API calls to a real backend (API_TARGET), cookies and all. */
export function createProxy(target: string) {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req: IncomingMessage, res: ServerResponse) => {
    const upstream = send(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: base.pathname.replace(/\/$/, '') + req.url,
        headers: { ...req.headers, host: base.host },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, data: null, error: [{ message: 'COMMUNICATION_ERROR', type: 'proxy' }] }));
    });
    req.pipe(upstream);
  };
}
