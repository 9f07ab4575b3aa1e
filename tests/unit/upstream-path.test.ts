import { describe, expect, it } from 'vitest';
import { upstreamPath } from '../../server/upstream-path';

describe('the path sent to the backend', () => {
  it.each([
    ['/api/v2/loan/123', '/api/v2/loan/123'],
    ['/api/v2/user/MYSELF/funds?type=DEPOSIT&page=1', '/api/v2/user/MYSELF/funds?type=DEPOSIT&page=1'],
    ['/api/v2/cms/%6dobileBanners', '/api/v2/cms/mobileBanners'],
    ['/api/v2/x/a%20b', '/api/v2/x/a%20b'],
    ['/api/v2/x/%E4%B8%AD', '/api/v2/x/%E4%B8%AD'],
    ['/api/v2/x/a:b@c', '/api/v2/x/a:b@c'],
    ['/api/v2/x/a;b', '/api/v2/x/a%3Bb'],
    ['/api/v2/x/', '/api/v2/x/'],
    ['/logout', '/logout'],
    ['/api/web/login%2ejson', '/api/web/login.json'],
    ['/api/v2/x/...', '/api/v2/x/...'],
  ])('keeps %s as %s', (input, out) => {
    expect(upstreamPath(input)).toBe(out);
  });

  it.each([
    '/api/../x',
    '/api/./x',
    '/api/..',
    '/api/.',
    '/api/%2e%2e/x',
    '/api/%2E/x',
    '/api/.%2E/x',
    '/api/a%2fb',
    '/api/a%2F..%2Fb',
    '/api/a%5cb',
    '/api\\x',
    '/api/..;/x',
    '/api/.;x=1/y',
    '/api/%2e%2e%3b/x',
    '/api/%252e%252e/x',
    '/api/%25252e/x',
    '/api//x',
    '//evil.example/api',
    'http://evil.example/api/x',
    '*',
    '/api/%zz',
    '/api/%e4%b8',
    '/api/%00',
    '/api/a%0d%0ab',
  ])('refuses %s', (input) => {
    expect(upstreamPath(input)).toBeNull();
  });
});
