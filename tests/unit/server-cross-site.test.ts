// The rule that only our own pages change state (server/request-checks.ts): Fetch Metadata
// first, Origin for WebViews without it, neither header a native client; same-site refused.
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { crossSiteRefusal, crossSiteRefusalOf, isGuardedPath, isOwnOrigin, type Provenance } from '../../server/request-checks';

const OWN = 'https://h5.example.com';
const REFUSED = { code: 'CROSS_SITE_REQUEST', status: 403 };
const post = (p: Partial<Provenance> = {}): Provenance => ({ method: 'POST', target: '/api/v2/invest/user/MYSELF/creditAssign/invest', ownOrigin: OWN, ...p });

describe('crossSiteRefusal', () => {
  it('passes our own page: Sec-Fetch-Site same-origin and our Origin, either alone, or both', () => {
    expect(crossSiteRefusal(post({ fetchSite: 'same-origin', origin: OWN }))).toBeNull();
    expect(crossSiteRefusal(post({ fetchSite: 'same-origin' }))).toBeNull();
    expect(crossSiteRefusal(post({ origin: OWN }))).toBeNull();
    expect(crossSiteRefusal(post({ origin: 'https://H5.example.com:443' }))).toBeNull();
    expect(crossSiteRefusal(post({ fetchSite: ' Same-Origin ' }))).toBeNull();
  });

  it('passes a request with neither header: a native client or curl, which has no ambient cookie to abuse', () => {
    expect(crossSiteRefusal(post())).toBeNull();
  });

  it.each(['same-site', 'cross-site', 'none', '', 'same-origin, cross-site', 'garbage'])('refuses Sec-Fetch-Site %j, whatever the Origin says', (fetchSite) => {
    expect(crossSiteRefusal(post({ fetchSite }))).toEqual(REFUSED);
    expect(crossSiteRefusal(post({ fetchSite, origin: OWN }))).toEqual(REFUSED);
  });

  it.each([
    'https://h5.example.com:8443', // another port of the same host: same site, another origin
    'http://h5.example.com', // the same host over plain HTTP
    'https://m.example.com', // a sibling subdomain: same site
    'https://h5.example.com.evil.example',
    'https://evil.example',
    'null', // sandboxed frames, file:, some redirects
    'garbage',
    '',
  ])('refuses Origin %j when Fetch Metadata is missing (older WebViews) or says same-origin', (origin) => {
    expect(crossSiteRefusal(post({ origin }))).toEqual(REFUSED);
    expect(crossSiteRefusal(post({ origin, fetchSite: 'same-origin' }))).toEqual(REFUSED);
  });

  it('refuses any Origin when this server cannot tell its own (no Host)', () => {
    expect(crossSiteRefusal(post({ origin: OWN, ownOrigin: null }))).toEqual(REFUSED);
    expect(crossSiteRefusal(post({ ownOrigin: null }))).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'PROPPATCH'])('guards %s, any method that is not a read', (method) => {
    expect(crossSiteRefusal(post({ method, fetchSite: 'cross-site' }))).toEqual(REFUSED);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s from anywhere through: reads change nothing', (method) => {
    expect(crossSiteRefusal(post({ method, fetchSite: 'cross-site', origin: 'https://evil.example' }))).toBeNull();
  });

  it('guards the API, logout and WeChat calls, not the pages (a bank may post back to a result page)', () => {
    for (const target of [
      '/api/web/login',
      '/api/web/handoff',
      '/api/v2/redeemgift/user/MYSELF/redeem/interestRise',
      '/logout',
      '/wx/signature',
      '/api/x?y=1',
    ]) {
      expect(crossSiteRefusal(post({ target, fetchSite: 'same-site' })), target).toEqual(REFUSED);
    }
    for (const target of ['/', '/dashboard/recharge', '/csp-report', '/getClientIp', '/apix', '/logouts', '/wxx/y']) {
      expect(crossSiteRefusal(post({ target, fetchSite: 'cross-site' })), target).toBeNull();
    }
  });
});

describe('isGuardedPath', () => {
  it.each([
    '/api/v2/invest',
    '/API/v2/invest',
    '/Logout',
    '/logout/',
    '/logout.json',
    '/logout;jsessionid=1',
    '/x/../api/v2/invest', // the sandbox resolves dot segments
    '/x/%2e%2e/api/v2/invest',
    '/x\\..\\api/v2/invest',
    'http://evil.example/api/v2/invest', // absolute-form: the sandbox reads its path
    '/%61pi/v2/invest',
    '/wx/signature',
  ])('%s is an API call however it is spelt', (target) => {
    expect(isGuardedPath(target)).toBe(true);
  });

  it.each(['/', '/loan/1', '/api', '/assets/api/x.js', '/csp-report', '/%E0%A4%A'])('%s is not', (target) => {
    expect(isGuardedPath(target)).toBe(false);
  });
});

describe('isOwnOrigin', () => {
  it('compares whole origins, default ports folded', () => {
    expect(isOwnOrigin('http://127.0.0.1:8080', 'http://127.0.0.1:8080')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:8081', 'http://127.0.0.1:8080')).toBe(false);
    expect(isOwnOrigin('https://h5.example.com:443', OWN)).toBe(true);
    expect(isOwnOrigin(OWN + '/path', OWN)).toBe(true);
    expect(isOwnOrigin('null', OWN)).toBe(false);
  });
});

describe('crossSiteRefusalOf (a request whose forwarding headers were vetted)', () => {
  const req = (headers: Record<string, string>, method = 'POST', url = '/logout', encrypted = false) =>
    ({ method, url, headers, socket: encrypted ? { encrypted: true } : {} }) as unknown as IncomingMessage;

  it("spells this server's origin from Host and the scheme: TLS, or a trusted proxy's X-Forwarded-Proto", () => {
    const host = 'h5.example.com';
    expect(crossSiteRefusalOf(req({ host, origin: 'http://h5.example.com' }))).toBeNull();
    expect(crossSiteRefusalOf(req({ host, origin: OWN }))).toEqual(REFUSED);
    expect(crossSiteRefusalOf(req({ host, origin: OWN, 'x-forwarded-proto': 'https' }))).toBeNull();
    expect(crossSiteRefusalOf(req({ host, origin: OWN }, 'POST', '/logout', true))).toBeNull();
    expect(crossSiteRefusalOf(req({ host: 'h5.example.com:8080', origin: 'http://h5.example.com:8080' }))).toBeNull();
    expect(crossSiteRefusalOf(req({ host: 'h5.example.com:8080', origin: 'http://h5.example.com:8081' }))).toEqual(REFUSED);
  });

  it('reads the target it is given (the path after API_PREFIX) and the method of the request', () => {
    const headers = { host: 'h5.example.com', 'sec-fetch-site': 'same-site' };
    expect(crossSiteRefusalOf(req(headers, 'POST', '/gateway/api/x'), '/api/x')).toEqual(REFUSED);
    expect(crossSiteRefusalOf(req(headers, 'GET', '/api/x'))).toBeNull();
  });
});
