// Headers across the proxy. Hop-by-hop headers describe one connection and never travel on.
// The backend reads the X-Forwarded-For chain for the client address (rate limits, login
// locks, audit). A trusted proxy's chain (nginx in front, TRUST_PROXY) is kept and this hop's
// peer appended, `<chain>, <peer>`, so the backend still sees the investor's address behind
// nginx; anyone else's claimed chain was dropped at the edge (vetForwarding), so a client
// cannot choose the address the backend sees.
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { isHttps } from './request-checks';
import { clientIp, FORWARDING, forwardedFor, peerAddress } from './trust-proxy';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function withoutHopByHop(h: IncomingHttpHeaders): OutgoingHttpHeaders {
  // names listed in Connection are hop-by-hop for this connection too
  const listed = String(h.connection ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
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
  out['x-forwarded-for'] = forwardedFor(req);
  // the client as the trusted proxy said (its X-Real-IP, else its chain's first entry), else the peer
  out['x-real-ip'] = clientIp(req);
  out['x-forwarded-proto'] = isHttps(req) ? 'https' : 'http';
  if (req.headers.host) out['x-forwarded-host'] = req.headers.host;
  return out;
}

/** What the client receives: the backend's answer headers as they are, minus hop-by-hop. */
export const clientHeaders = (h: IncomingHttpHeaders): OutgoingHttpHeaders => withoutHopByHop(h);
