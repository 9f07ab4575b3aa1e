// The H5 version header (runtime/api/h5-version.ts) and the web layer's list of refused
// versions (server/h5-version.ts): what the page sends, and what the server refuses.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEV_VERSION, VERSION_HEADER, VERSION_REFUSED, versionHeaders } from '../../runtime/api/h5-version';
import { messageFor } from '../../runtime/api/messages';
import { isRefusedVersion, parseRefusedVersions } from '../../server/h5-version';

const req = (headers: Record<string, string | string[]> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('the header the page sends', () => {
  it("is the build's version on a same-origin API, with or without API_PREFIX", () => {
    expect(versionHeaders('', '247bf1d28223')).toEqual({ 'x-h5-version': '247bf1d28223' });
    expect(versionHeaders('/gw', '247bf1d28223')).toEqual({ [VERSION_HEADER]: '247bf1d28223' });
  });

  it('says dev for a development build, which has no version (never nothing: that is a native call)', () => {
    expect(versionHeaders('', undefined)).toEqual({ 'x-h5-version': DEV_VERSION });
    expect(versionHeaders('', '')).toEqual({ 'x-h5-version': 'dev' });
  });

  it('is not sent to an API on another origin, where it would cost a CORS preflight per call', () => {
    expect(versionHeaders('https://api.example.com', 'abc')).toEqual({});
    expect(versionHeaders('HTTP://api.example.com/gw', 'abc')).toEqual({});
    expect(versionHeaders('//api.example.com', 'abc')).toEqual({});
  });

  it('a refusal has its words in the one catalogue', () => {
    expect(messageFor(VERSION_REFUSED)).toBe('当前页面版本已停用，请刷新后重试');
  });
});

describe('H5_REFUSED_VERSIONS', () => {
  it('is comma separated; spaces, case and empty items are not minded', () => {
    expect([...parseRefusedVersions(' 247BF1D28223, dev ,,abc ')]).toEqual(['247bf1d28223', 'dev', 'abc']);
    expect(parseRefusedVersions(['X1', ' '])).toEqual(new Set(['x1']));
  });

  it('unset or empty refuses nothing', () => {
    expect(parseRefusedVersions(undefined).size).toBe(0);
    expect(parseRefusedVersions('').size).toBe(0);
    expect(isRefusedVersion(parseRefusedVersions(''), req({ 'x-h5-version': 'dev' }), '/api/x')).toBe(false);
  });
});

describe('which calls are refused', () => {
  const refused = parseRefusedVersions('bad1,dev');

  it('a call carrying a refused version, in any case', () => {
    expect(isRefusedVersion(refused, req({ 'x-h5-version': 'bad1' }), '/api/v2/cms/mobileBanners')).toBe(true);
    expect(isRefusedVersion(refused, req({ 'x-h5-version': ' BAD1 ' }), '/wx/signature')).toBe(true);
    // a repeated header arrives joined: any refused one refuses the call
    expect(isRefusedVersion(refused, req({ 'x-h5-version': 'good, bad1' }), '/api/x')).toBe(true);
  });

  it('not another version, nor a call without the header (an older page, a native call)', () => {
    expect(isRefusedVersion(refused, req({ 'x-h5-version': 'good' }), '/api/x')).toBe(false);
    expect(isRefusedVersion(refused, req({ 'x-h5-version': 'bad12' }), '/api/x')).toBe(false);
    expect(isRefusedVersion(refused, req(), '/api/x')).toBe(false);
  });

  it('never logout: the session ends on the device whatever build asks', () => {
    expect(isRefusedVersion(refused, req({ 'x-h5-version': 'bad1' }), '/logout')).toBe(false);
  });
});
