import { beforeEach, describe, expect, it } from 'vitest';
import { takeOAuthCode } from '../../bridge/oauth-code';

beforeEach(() => sessionStorage.clear());

describe('WeChat OAuth code', () => {
  it('is taken once and removed from the URL, keeping other params', () => {
    history.replaceState(null, '', '/login?next=%2Flist&code=abc123&state=x');
    expect(takeOAuthCode()).toBe('abc123');
    expect(location.pathname + location.search).toBe('/login?next=%2Flist');
    expect(takeOAuthCode()).toBeNull();
  });
  it('is not reused when the same URL comes back (history back)', () => {
    history.replaceState(null, '', '/login?code=abc123');
    expect(takeOAuthCode()).toBe('abc123');
    history.replaceState(null, '', '/login?code=abc123');
    expect(takeOAuthCode()).toBeNull();
    expect(location.search).toBe('');
  });
});
