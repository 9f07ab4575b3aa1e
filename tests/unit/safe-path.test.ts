import { describe, expect, it } from 'vitest';
import { isSafePath, loginPath, safePath } from '../../runtime/router/safe-path';

describe('redirect targets', () => {
  it.each(['/dashboard', '/list?tab=high', '/loan/12?from=app', '/'])('keeps same-origin path %s', (p) => {
    expect(safePath(p)).toBe(p);
  });

  it.each([
    '//evil.example',
    'https://x',
    'http://evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'dashboard',
    '',
    '/%0d%0aLocation: x'.replace('%0d%0a', '\r\n'),
    undefined,
    null,
  ])('refuses %s and falls back to /dashboard', (p) => {
    expect(isSafePath(p)).toBe(false);
    expect(safePath(p)).toBe('/dashboard');
  });

  it('builds the login URL with the wanted path and query encoded', () => {
    expect(loginPath('/dashboard')).toBe('/login?next=%2Fdashboard');
    expect(loginPath('/list?tab=high')).toBe('/login?next=%2Flist%3Ftab%3Dhigh');
  });
});
