// X-Forwarded-For across the proxy (server/trust-proxy.ts, server/forwarded-headers.ts): a
// trusted proxy's chain kept with this hop's peer appended; an untrusted peer's claim dropped.
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { upstreamHeaders } from '../../server/forwarded-headers';
import { forwardedFor, trustPolicy, vetForwarding } from '../../server/trust-proxy';

const req = (peer: string, headers: Record<string, string | string[]> = {}) =>
  ({ headers: { host: 'h5.example.com', ...headers }, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

/** What the backend receives from a request that came from `peer`, after the edge's vetting. */
const upstream = (peer: string, headers: Record<string, string>, policy = 'loopback') => {
  const r = req(peer, headers);
  vetForwarding(r, trustPolicy(policy));
  return upstreamHeaders(r, 'backend.internal:8081');
};

describe('forwardedFor', () => {
  it('is the peer alone when nothing came', () => {
    expect(forwardedFor(req('::ffff:10.0.0.7'))).toBe('10.0.0.7');
  });

  it('appends the peer to the chain it was given, each entry trimmed, repeated headers joined', () => {
    expect(forwardedFor(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9, 127.0.0.1');
    expect(forwardedFor(req('127.0.0.1', { 'x-forwarded-for': ' 198.51.100.4 ,10.0.0.1,, ' }))).toBe('198.51.100.4, 10.0.0.1, 127.0.0.1');
    expect(forwardedFor(req('127.0.0.1', { 'x-forwarded-for': ['198.51.100.4', '10.0.0.1'] }))).toBe('198.51.100.4, 10.0.0.1, 127.0.0.1');
  });
});

describe('what the backend sees', () => {
  it("behind a trusted proxy: the proxy's chain and the proxy itself, the client as the proxy said", () => {
    const h = upstream('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', 'x-forwarded-proto': 'https' });
    expect(h['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(h['x-real-ip']).toBe('203.0.113.9');
    expect(h['x-forwarded-proto']).toBe('https');
    expect(h['x-forwarded-host']).toBe('h5.example.com');
    expect(h.host).toBe('backend.internal:8081');
  });

  it('a trusted proxy that sent no X-Real-IP: the first entry of its chain is the client', () => {
    const h = upstream('10.1.2.3', { 'x-forwarded-for': '198.51.100.4, 10.0.0.1' }, '10.0.0.0/8');
    expect(h['x-forwarded-for']).toBe('198.51.100.4, 10.0.0.1, 10.1.2.3');
    expect(h['x-real-ip']).toBe('198.51.100.4');
  });

  it('from an untrusted peer: its claimed chain, address and scheme are dropped, the peer is the client', () => {
    const h = upstream('203.0.113.50', { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'x-forwarded-proto': 'https', forwarded: 'for=6.6.6.6' });
    expect(h['x-forwarded-for']).toBe('203.0.113.50');
    expect(h['x-real-ip']).toBe('203.0.113.50');
    expect(h['x-forwarded-proto']).toBe('http');
    expect(h.forwarded).toBeUndefined();
  });

  it('with TRUST_PROXY=none even loopback is a client like any other', () => {
    const h = upstream('127.0.0.1', { 'x-forwarded-for': '6.6.6.6' }, 'none');
    expect(h['x-forwarded-for']).toBe('127.0.0.1');
    expect(h['x-real-ip']).toBe('127.0.0.1');
  });
});
