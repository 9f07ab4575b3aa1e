import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { handoffRefusal, isHttps, mediaType, ownOrigin } from '../../server/request-checks';

const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: encrypted ? { encrypted: true } : {} }) as unknown as IncomingMessage;

describe('request checks', () => {
  it.each([
    ['application/json', 'application/json'],
    [' Application/JSON ; charset=utf-8', 'application/json'],
    ['text/plain; x=application/json', 'text/plain'],
    ['', ''],
  ])('media type of %j is %j', (header, type) => {
    expect(mediaType(header)).toBe(type);
  });

  it('knows HTTPS from the socket or the proxy in front', () => {
    expect(isHttps(req({}))).toBe(false);
    expect(isHttps(req({}, true))).toBe(true);
    expect(isHttps(req({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isHttps(req({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(ownOrigin(req({ host: 'H5.example.com:443', 'x-forwarded-proto': 'https' }))).toBe('https://h5.example.com');
    expect(ownOrigin(req({}))).toBeNull();
  });

  it('lets only a JSON hand-off from this origin (or a client without Origin) through', () => {
    const host = { host: 'h5.example.com' };
    expect(handoffRefusal(req({ ...host, 'content-type': 'application/json' }))).toBeNull();
    expect(handoffRefusal(req({ ...host, 'content-type': 'application/json;charset=UTF-8', origin: 'http://h5.example.com' }))).toBeNull();
    expect(handoffRefusal(req({ ...host, 'content-type': 'application/json', origin: 'http://h5.example.com:80' }))).toBeNull();
    expect(handoffRefusal(req({ ...host, 'content-type': 'text/plain; x=application/json' }))).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    for (const origin of ['http://evil.example', 'https://h5.example.com', 'http://h5.example.com.evil.example', 'null', 'garbage']) {
      expect(handoffRefusal(req({ ...host, 'content-type': 'application/json', origin }))).toEqual({ code: 'FORBIDDEN_ORIGIN', status: 403 });
    }
    expect(handoffRefusal(req({ 'content-type': 'application/json', origin: 'http://h5.example.com' }))).toEqual({ code: 'FORBIDDEN_ORIGIN', status: 403 });
  });
});
