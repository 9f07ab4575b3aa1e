// GET /getClientIp belongs to the web layer, not to the backend: the family's Node server
// answered it itself, in plain text (tbus web/src/ccc/app.js: `res.send(ip)`). This server plays
// that layer in both modes, so the address is the one the trusted proxy policy settled on.
// (its path: server/paths.ts clientIp)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from './trust-proxy';

export function answerClientIp(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : clientIp(req));
}
