// @vitest-environment node
// The endpoints anyone may post to, flooded: forged addresses make no refused address welcome
// again and add no memory, the CSP log writes so many lines a minute, and the field data file
// is rotated at its size.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { close, listen } from '../support/sandbox';
import { send } from './server-http';

const dir = mkdtempSync(join(tmpdir(), 'reports-flood-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const violation = (i: number) =>
  JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': `https://x.example/\u202E${i}`, 'document-uri': 'https://m.example/' } });

describe('a flood of reports', () => {
  it('keeps a refused address refused through 1,000 forged ones, and logs 20 lines a minute at most', async () => {
    const lines: string[] = [];
    const { server } = createApp({ dist: dir, api: sandboxApi(), cspReport: { perMinute: 5, linesPerMinute: 20, log: (l) => lines.push(l) } });
    const origin = await listen(server);
    const post = (ip: string, i = 0) =>
      send(origin, '/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report', 'x-real-ip': ip }, body: violation(i) });
    try {
      for (let i = 0; i < 5; i++) expect((await post('192.0.2.1', i)).status).toBe(204);
      expect((await post('192.0.2.1')).status).toBe(429);
      for (let i = 0; i < 1000; i += 50) {
        await Promise.all(Array.from({ length: 50 }, (_, j) => post(`10.9.${((i + j) >> 8) & 255}.${(i + j) & 255}`, i + j)));
      }
      expect((await post('192.0.2.1')).status).toBe(429);
      expect(lines.length).toBe(20);
      // a right-to-left override reaches no line as it is
      expect(lines.every((l) => !l.includes('\u202E'))).toBe(true);
      expect(lines[0]).toContain('\\u{202e}');
    } finally {
      await close(server);
    }
  });

  it('rotates the field data file at its size: the file and one before it, no more', async () => {
    writeFileSync(join(dir, 'shells.json'), JSON.stringify([{ path: '/', shell: 'shells/0.html' }]));
    const file = join(dir, 'vitals.ndjson');
    const { server } = createApp({ dist: dir, api: sandboxApi(), vitals: { file, perMinute: Infinity, maxFileBytes: 2000 } });
    const origin = await listen(server);
    const report = { route: '/', lcp: 1834.4, cls: 0.04, inp: 112, nav: 'navigate', host: 'browser', elder: false, ect: '4g', sw: false, build: 'RJ4EOV74' };
    try {
      for (let i = 0; i < 60; i++) {
        const r = await send(origin, '/vitals', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(report) });
        expect(r.status).toBe(204);
      }
      expect(existsSync(`${file}.1`)).toBe(true);
      expect(statSync(file).size).toBeLessThan(2000 + 400);
      expect(statSync(`${file}.1`).size).toBeLessThan(2000 + 400);
      expect(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .every((l) => JSON.parse(l).route === '/'),
      ).toBe(true);
    } finally {
      await close(server);
    }
  });
});
