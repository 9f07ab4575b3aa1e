import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { clientIp, trustPolicy, vetForwarding } from '../../server/trust-proxy';
import { isHttps } from '../../server/request-checks';

const req = (remoteAddress: string, headers: Record<string, string>) => ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('trusts loopback by default, nothing else', () => {
    const t = trustPolicy();
    expect(t('127.0.0.1')).toBe(true);
    expect(t('127.8.0.1')).toBe(true);
    expect(t('::1')).toBe(true);
    expect(t('::ffff:127.0.0.1')).toBe(true);
    expect(t('10.0.0.5')).toBe(false);
    expect(t('203.0.113.9')).toBe(false);
    expect(t(undefined)).toBe(false);
    expect(t('')).toBe(false);
  });

  it('reads addresses, CIDR ranges, none and all', () => {
    const t = trustPolicy('10.0.0.0/8, 192.168.1.7, fd00::/8');
    expect(t('10.20.30.40')).toBe(true);
    expect(t('::ffff:10.1.1.1')).toBe(true);
    expect(t('192.168.1.7')).toBe(true);
    expect(t('192.168.1.8')).toBe(false);
    expect(t('fd12::1')).toBe(true);
    expect(t('127.0.0.1')).toBe(false);
    expect(trustPolicy('none')('127.0.0.1')).toBe(false);
    expect(trustPolicy('all')('203.0.113.9')).toBe(true);
    expect(trustPolicy('')('127.0.0.1')).toBe(true);
  });

  it.each(['10.0.0.0/33', 'nginx', '10.0.0/8', '::1/129', '1.2.3.4/x'])('refuses %j rather than trusting the wrong peers', (spec) => {
    expect(() => trustPolicy(spec)).toThrow(/TRUST_PROXY/);
  });
});

describe('forwarding headers at the edge', () => {
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', forwarded: 'proto=https', host: 'h5.example.com' };

  it('keeps what a trusted proxy said: HTTPS, and the client address for limits', () => {
    const r = req('127.0.0.1', forged);
    expect(vetForwarding(r, trustPolicy())).toBe(true);
    expect(isHttps(r)).toBe(true);
    expect(clientIp(r)).toBe('6.6.6.6');
  });

  it('drops what an untrusted peer claimed: plain HTTP, its own address', () => {
    const r = req('203.0.113.9', forged);
    expect(vetForwarding(r, trustPolicy())).toBe(false);
    expect(r.headers).toEqual({ host: 'h5.example.com' });
    expect(isHttps(r)).toBe(false);
    expect(clientIp(r)).toBe('203.0.113.9');
  });

  it('an encrypted socket is HTTPS whoever the peer', () => {
    const r = { headers: {}, socket: { remoteAddress: '203.0.113.9', encrypted: true } } as unknown as IncomingMessage;
    vetForwarding(r, trustPolicy('none'));
    expect(isHttps(r)).toBe(true);
  });

  it('takes no garbage for an address', () => {
    expect(clientIp(req('127.0.0.1', { 'x-real-ip': 'not-an-ip' }))).toBe('127.0.0.1');
    expect(clientIp(req('::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.4, 10.0.0.1' }))).toBe('198.51.100.4');
  });
});
