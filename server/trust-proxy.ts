// Which peers may tell this server about the request they forwarded (X-Forwarded-Proto and the
// like). A browser can send those headers itself: believed from anyone, a visitor on plain HTTP
// could get `Secure` cookies its browser then drops, or be taken for another address by the
// per-IP limits. So at the edge (server/app.ts, the sandbox alone) the forwarding headers of a
// peer that is not a trusted proxy are deleted, and everything after reads them as vetted.
//
// TRUST_PROXY (comma list): `loopback` (the default: nginx on the same host, examples/deploy),
// `none`, `all` (a load balancer whose addresses are not known; only when nothing else can
// reach the port), IPv4/IPv6 addresses and CIDR ranges (`10.0.0.0/8`).
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export type TrustPolicy = (peer: string | undefined) => boolean;

export const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-prefix', 'x-real-ip'];

/** The socket's peer, without the IPv4-in-IPv6 prefix. */
export const peerAddress = (req: IncomingMessage) => (req.socket?.remoteAddress ?? '').replace(/^::ffff:/, '');

/** Reads a TRUST_PROXY value; throws on an entry it does not understand, so a typo stops the start. */
export function trustPolicy(spec: string | undefined = 'loopback'): TrustPolicy {
  const list = new BlockList();
  let all = false;
  for (const raw of (spec.trim() || 'loopback').split(',')) {
    const item = raw.trim().toLowerCase();
    if (!item || item === 'none' || item === 'false') continue;
    if (item === 'all' || item === 'true') all = true;
    else if (item === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
    } else {
      const [addr, bits] = item.split('/');
      const family = isIP(addr ?? '');
      const prefix = bits === undefined ? undefined : Number(bits);
      const max = family === 4 ? 32 : 128;
      if (!family || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))) {
        throw new Error(`TRUST_PROXY: cannot read ${JSON.stringify(raw.trim())}`);
      }
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(addr!, type);
      else list.addSubnet(addr!, prefix, type);
    }
  }
  return (peer) => {
    if (all) return true;
    const addr = (peer ?? '').replace(/^::ffff:/, '');
    const family = isIP(addr);
    return family !== 0 && list.check(addr, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Deletes what an untrusted peer claimed about the request; returns whether the peer is trusted. */
export function vetForwarding(req: IncomingMessage, trusted: TrustPolicy): boolean {
  if (trusted(peerAddress(req))) return true;
  for (const h of FORWARDING) delete req.headers[h];
  return false;
}

/**
 * X-Forwarded-For for the next hop: the chain a trusted proxy sent with its own peer appended
 * (`<chain>, <peer>`), as every proxy on the way does; only the peer when nothing (believed)
 * came. Only meaningful after vetForwarding, which drops an untrusted peer's claimed chain.
 */
export function forwardedFor(req: IncomingMessage): string {
  const raw = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const peer = peerAddress(req);
  return [...chain, ...(peer ? [peer] : [])].join(', ');
}

/**
 * The client's address for per-IP limits: what a trusted proxy said (nginx sets X-Real-IP and
 * X-Forwarded-For to its peer), else the socket's peer. Only meaningful after vetForwarding.
 */
export function clientIp(req: IncomingMessage): string {
  const said = String(req.headers['x-real-ip'] ?? req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]!
    .trim();
  return isIP(said) ? said : peerAddress(req);
}
