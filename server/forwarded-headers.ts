// Headers across the proxy. Hop-by-hop headers describe one connection and never travel on.
// The client's own forwarding headers are dropped, not appended to: the backend reads the
// first X-Forwarded-For entry as the client address (rate limits, login locks, audit), and a
// client could put anything there.
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { isHttps } from './request-checks';
import { FORWARDING, peerAddress } from './trust-proxy';

const HOP_BY_HOP = [
  'connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization',
  'te', 'trailer', 'transfer-encoding', 'upgrade',
];

function withoutHopByHop(h: IncomingHttpHeaders): OutgoingHttpHeaders {
  // names listed in Connection are hop-by-hop for this connection too
  const listed = String(h.connection ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...listed]);
  const out: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined && !drop.has(k)) out[k] = v;
  return out;
}

/** The socket's peer, without the IPv4-in-IPv6 prefix. */
export const clientAddress = peerAddress;

/** What the backend receives: the client's end-to-end headers and this hop's forwarding ones. */
export function upstreamHeaders(req: IncomingMessage, backendHost: string): OutgoingHttpHeaders {
  const out = withoutHopByHop(req.headers);
  for (const k of FORWARDING) delete out[k];
  out.host = backendHost;
  out['x-forwarded-for'] = clientAddress(req);
  out['x-real-ip'] = clientAddress(req);
  out['x-forwarded-proto'] = isHttps(req) ? 'https' : 'http';
  if (req.headers.host) out['x-forwarded-host'] = req.headers.host;
  return out;
}

/** What the client receives: the backend's answer headers as they are, minus hop-by-hop. */
export const clientHeaders = (h: IncomingHttpHeaders): OutgoingHttpHeaders => withoutHopByHop(h);
