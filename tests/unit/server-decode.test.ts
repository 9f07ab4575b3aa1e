import { describe, expect, it } from 'vitest';
import { decodeOrNull, isDecodablePath, parseCookies } from '../../server/decode';
import { SandboxRouter } from '../../server/sandbox/router';
import { ok } from '../../server/sandbox/reply';

describe('percent-decoding of what clients send', () => {
  it.each([
    ['%E4%B8%AD', '中'],
    ['a%20b', 'a b'],
    ['plain', 'plain'],
    ['%E0%A4%A', null],
    ['%', null],
    ['%zz', null],
    ['%C0%AF', null],
  ])('%j → %j', (input, out) => {
    expect(decodeOrNull(input)).toBe(out);
  });

  it('judges a path by every segment', () => {
    expect(isDecodablePath('/api/v2/loan/%E4%B8%AD')).toBe(true);
    expect(isDecodablePath('/api/v2/loan/%E0%A4%A')).toBe(false);
    expect(isDecodablePath('/api/%/loan')).toBe(false);
  });

  it('drops a cookie whose value does not decode and keeps the others', () => {
    expect({ ...parseCookies('ccat=%E0%A4%A; ccat_present=1; other=a%20b') }).toEqual({ ccat_present: '1', other: 'a b' });
    expect({ ...parseCookies('x=%; y=2') }).toEqual({ y: '2' });
    expect({ ...parseCookies(undefined) }).toEqual({});
    expect({ ...parseCookies('=nameless; ;novalue; z=') }).toEqual({ z: '' });
  });

  it('keeps the first of two cookies with one name (the more specific path comes first)', () => {
    expect(parseCookies('ccat=abc; ccat=def').ccat).toBe('abc');
    expect(parseCookies('ccat=%E0; ccat=def').ccat).toBe('def');
  });

  it('takes __proto__ as a plain name', () => {
    const c = parseCookies('__proto__=x; a=1');
    expect(c.a).toBe('1');
    expect(Object.getPrototypeOf(c)).toBeNull();
  });
});

describe('sandbox router parameters', () => {
  const router = new SandboxRouter<null>();
  router.get('/api/v2/loan/:id', () => ok(null));

  it('decodes a parameter, and matches nothing with one that does not decode', () => {
    expect(router.match('GET', '/api/v2/loan/%E4%B8%AD')?.params).toEqual({ id: '中' });
    expect(router.match('GET', '/api/v2/loan/%E0%A4%A')).toBeNull();
  });
});
