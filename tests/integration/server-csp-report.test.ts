// @vitest-environment node
// POST /csp-report on the app server: both report formats accepted and logged one line per
// violation, the body capped, each address limited, and nothing else taken.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { send } from './server-http';
import { close, listen } from '../support/sandbox';

const lines: string[] = [];
let clock = 0;
let server: Server;
let origin = '';

beforeAll(async () => {
  ({ server } = createApp({
    dist: '/nonexistent',
    api: sandboxApi(),
    cspReport: { log: (l) => lines.push(l), now: () => clock, perMinute: 5, maxBytes: 4096 },
  }));
  origin = await listen(server);
});
afterAll(() => close(server));
beforeEach(() => {
  lines.length = 0;
  clock += 120_000; // a fresh rate-limit window for each test
});

const legacy = JSON.stringify({
  'csp-report': { 'document-uri': 'http://h5.test/loan/1?x=1', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'line-number': 9 },
});
const batch = JSON.stringify([
  { type: 'csp-violation', body: { documentURL: 'http://h5.test/', effectiveDirective: 'style-src-elem', blockedURL: 'inline' } },
  { type: 'csp-violation', body: { documentURL: 'http://h5.test/', effectiveDirective: 'img-src', blockedURL: 'https://t.example/p.gif' } },
]);
const post = (body: string, type: string, headers: Record<string, string> = {}) =>
  send(origin, '/csp-report', { method: 'POST', headers: { 'content-type': type, ...headers }, body });

describe('POST /csp-report', () => {
  it('takes the report-uri format: 204 and one line', async () => {
    const r = await post(legacy, 'application/csp-report');
    expect(r.status).toBe(204);
    expect(lines).toEqual(['[csp] script-src-elem blocked=inline page=http://h5.test/loan/1 at=-:9:- - sample="-"']);
  });

  it('takes a Reporting API batch: one line per violation', async () => {
    const r = await post(batch, 'application/reports+json');
    expect(r.status).toBe(204);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('[csp] img-src blocked=https://t.example/p.gif');
  });

  it('refuses other media types, other methods and bodies that are not JSON', async () => {
    expect((await post(legacy, 'text/plain')).status).toBe(415);
    expect((await post(legacy, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await send(origin, '/csp-report')).status).toBe(405);
    expect((await post('{nope', 'application/csp-report')).status).toBe(400);
    expect(lines).toEqual([]);
  });

  it('caps the body', async () => {
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(5000) } });
    expect((await post(big, 'application/csp-report')).status).toBe(413);
    // a chunked body without Content-Length is counted as it arrives
    const chunked = await send(origin, '/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
    expect(lines).toEqual([]);
  });

  it('limits each address to a few reports a minute, then lets it in again', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(legacy, 'application/csp-report')).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(lines).toHaveLength(5);
    // another client behind the trusted proxy has its own allowance
    expect((await post(legacy, 'application/csp-report', { 'x-real-ip': '198.51.100.7' })).status).toBe(204);
    clock += 60_000;
    expect((await post(legacy, 'application/csp-report')).status).toBe(204);
  });
});
