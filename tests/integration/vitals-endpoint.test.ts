// @vitest-environment node
// POST /vitals on the app server: a report from our own page written as one NDJSON line with
// its time, a route the build does not have kept as `other`, and refused: other methods and
// media types, bodies that are not reports, oversized ones, another site's page, a flood.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { close, listen } from '../support/sandbox';
import { send } from './server-http';

const dir = mkdtempSync(join(tmpdir(), 'vitals-endpoint-'));
// a log in a folder that does not exist yet: the server makes it
const file = join(dir, 'logs', 'vitals.ndjson');
let clock = Date.parse('2026-11-26T08:00:00.000Z');
let server: Server;
let origin = '';

beforeAll(async () => {
  writeFileSync(
    join(dir, 'shells.json'),
    JSON.stringify([
      { path: '/', shell: 'shells/0.html' },
      { path: '/loan/:id', shell: 'shells/1.html' },
    ]),
  );
  ({ server } = createApp({ dist: dir, api: sandboxApi(), vitals: { file, now: () => clock, perMinute: 5, maxBytes: 2048 } }));
  origin = await listen(server);
});
afterAll(async () => {
  await close(server);
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  rmSync(file, { force: true });
  clock += 120_000; // a fresh rate-limit window for each test
});

const report = { route: '/loan/:id', lcp: 1834.4, cls: 0.04, inp: 112, nav: 'navigate', host: 'browser', elder: true, ect: '4g', sw: false, build: 'RJ4EOV74' };
const logged = (): Record<string, unknown>[] => {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  } catch {
    return [];
  }
};
/** As Chromium sends a beacon from our own page: a text/plain string, same-origin. */
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  send(origin, '/vitals', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /vitals', () => {
  it('writes a report from our page as one line with its time, and answers 204', async () => {
    const r = await beacon(report);
    expect(r.status).toBe(204);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(logged()).toEqual([{ t: new Date(clock).toISOString(), ...report, lcp: 1834 }]);
  });

  it('takes a keepalive fetch as JSON too, and a request with no browser headers', async () => {
    expect((await beacon(report, { 'content-type': 'application/json' })).status).toBe(204);
    expect((await send(origin, '/vitals', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(report) })).status).toBe(204);
    expect(logged()).toHaveLength(2);
  });

  it('keeps a route the build does not have as other, never the URL sent', async () => {
    expect((await beacon({ ...report, route: '/loan/8812?mobile=13800000000' })).status).toBe(204);
    expect(logged()[0]).toMatchObject({ route: 'other' });
    expect(readFileSync(file, 'utf8')).not.toContain('13800000000');
  });

  it('refuses other methods, media types and bodies that are not a report', async () => {
    expect((await send(origin, '/vitals')).status).toBe(405);
    expect((await beacon(report, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await beacon('{nope')).status).toBe(400);
    expect((await beacon({ ...report, lcp: 90_000 })).status).toBe(400);
    expect((await beacon({ ...report, cls: -0.1 })).status).toBe(400);
    expect((await beacon({ ...report, inp: 'slow' })).status).toBe(400);
    expect(logged()).toEqual([]);
  });

  it('caps the body, with or without Content-Length', async () => {
    const big = JSON.stringify({ ...report, pad: 'x'.repeat(3000) });
    expect((await beacon(big)).status).toBe(413);
    expect((await beacon(big, { 'transfer-encoding': 'chunked' })).status).toBe(413);
    expect(logged()).toEqual([]);
  });

  it("refuses another site's page, a sibling origin included", async () => {
    expect((await beacon(report, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // same site, another port: still not our page
    expect((await beacon(report, { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' })).status).toBe(403);
    // an older WebView without Fetch Metadata: its Origin decides
    const old = { 'content-type': 'text/plain', origin: 'https://evil.example' };
    expect((await send(origin, '/vitals', { method: 'POST', headers: old, body: JSON.stringify(report) })).status).toBe(403);
    expect(logged()).toEqual([]);
  });

  it('limits each address to a few reports a minute, then lets it in again', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await beacon(report)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(logged()).toHaveLength(5);
    // another client behind the trusted proxy has its own allowance
    expect((await beacon(report, { 'x-real-ip': '198.51.100.7' })).status).toBe(204);
    clock += 60_000;
    expect((await beacon(report)).status).toBe(204);
    expect(logged()).toHaveLength(7);
  });
});
