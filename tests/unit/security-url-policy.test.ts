import { describe, expect, it } from 'vitest';
import { isInternalPath, urlKind } from '../../runtime/url-policy';
import { isSafePath, safePath } from '../../runtime/router/safe-path';
import { linkKind } from '../../kit/ui/rich-html';

const O = 'https://h5.example.cn';

describe('urlKind: the one URL policy', () => {
  it.each([
    '/',
    '/dashboard',
    '/list?tab=high',
    '/loan/12?from=app#top',
    '/help?name=账户安全',
    '/login?next=%2F%2Fevil.example', // the encoded target is data for /login, judged there
    '/a/../dashboard',
    `${O}/notice/3`,
  ])('%s is an internal path', (u) => {
    expect(urlKind(u, O)).toBe('internal');
  });

  it.each(['https://www.pbc.gov.cn', 'http://example.cn/a?b=c', 'HTTPS://WWW.NIFA.ORG.CN/x'])('%s is external', (u) => {
    expect(urlKind(u, O)).toBe('external');
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example/w',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '%2f%2fevil.example',
    '/%5Cevil.example',
    '/..%2F..%2Fapi',
    '/\t/evil.example',
    '/\n/evil.example',
    '/login\r\nSet-Cookie: a=b',
    '/%0d%0aLocation:%20x',
    '/%09/evil.example',
    '/%00',
    ' /dashboard',
    '\u0000/dashboard',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://h5.example.cn/1',
    'file:///etc/passwd',
    'mailto:a@b.cn',
    'https:evil.example',
    'https:/evil.example',
    'dashboard',
    './dashboard',
    '',
    undefined,
    null,
    42,
  ])('%j is refused', (u) => {
    expect(urlKind(u, O)).toBe('refused');
  });

  it('an absolute address of this origin is internal for links, but no redirect path', () => {
    expect(urlKind(`${O}/dashboard`, O)).toBe('internal');
    expect(isInternalPath(`${O}/dashboard`, O)).toBe(false);
    expect(isInternalPath('/dashboard', O)).toBe(true);
  });
});

describe('safePath is a thin use of the policy', () => {
  it.each(['//evil.example', '/.//evil.example', '/%2f%2fevil.example', '/\\evil.example', 'javascript:alert(1)', '/\tx'])('%j falls back', (p) => {
    expect(isSafePath(p)).toBe(false);
    expect(safePath(p)).toBe('/dashboard');
    expect(safePath(p, '/dashboard/personinfo')).toBe('/dashboard/personinfo');
  });
});

describe('rich-html links are judged by the policy', () => {
  const BASE = `${O}/notice/1`;
  it.each([
    ['/.//evil.example/w', 'unsafe'],
    ['/a/..//evil.example/w', 'unsafe'],
    ['/\\evil.example', 'unsafe'],
    ['java\tscript:alert(1)', 'unsafe'],
    ['/%2f%2fevil.example', 'unsafe'],
    ['//evil.example/x', 'external'],
    ['notice/3', 'internal'],
    ['/notice/3', 'internal'],
  ] as const)('%j → %s', (href, kind) => {
    expect(linkKind(href, BASE)).toBe(kind);
  });
});
