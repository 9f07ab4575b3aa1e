import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSizes, shellSize } from '../../bench/sizes';

const size = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip - 100 });
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bench-sizes-'));
  mkdirSync(join(dist, 'assets/c'), { recursive: true });
  writeFileSync(join(dist, 'assets/boot-A.js'), 'x'.repeat(5000));
  writeFileSync(join(dist, 'assets/c/tiny-B.js'), '');
  writeFileSync(join(dist, 'assets/c/page-C.js'), 'y'.repeat(800));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><script type="application/json" id="m">{"routes":["/a","/b"]}</script><script>go()</script><script type="module" src="/assets/boot-A.js"></script></head></html>',
  );
  writeFileSync(
    join(dist, 'budget-report.json'),
    JSON.stringify({
      floor: size(10_000),
      entry: size(8000),
      routes: [
        { path: '/', page: size(500), critical: size(13_000), sanitises: false, files: ['/assets/boot-A.js', '/assets/c/tiny-B.js'] },
        { path: '/art', page: size(900), critical: size(14_000), sanitises: true, files: ['/assets/boot-A.js', '/assets/c/page-C.js'] },
      ],
      breaches: [],
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bench sizes from a build', () => {
  it("reads each route's critical path against the floor, counting tiny files", async () => {
    const s = await readSizes(dist);
    expect(s.routes.map((r) => [r.path, r.files, r.tiny, r.ratio, r.limit > 14_500])).toEqual([
      ['/', 2, 1, 1.3, false],
      ['/art', 2, 0, 1.4, true],
    ]);
    // DOMPurify measured, not assumed: a real bundle of several KB
    expect(s.dompurify.gzip).toBeGreaterThan(5000);
    expect(s.routes[1]!.limit).toBe(14_500 + s.dompurify.gzip);
  });
  it('fails with the path when the build has no report', async () => {
    await expect(readSizes(join(dist, 'nope'))).rejects.toThrow(/budget-report\.json missing/);
  });
  it('fails on a report without the fields it reads', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'bench-bad-'));
    writeFileSync(join(bad, 'budget-report.json'), JSON.stringify({ floor: size(1), routes: [] }));
    writeFileSync(join(bad, 'index.html'), '<html></html>');
    await expect(readSizes(bad)).rejects.toThrow(/no floor, entry or routes/);
    rmSync(bad, { recursive: true, force: true });
  });
});

describe('bench shell size', () => {
  it('takes the largest inline script as the route map and ignores external scripts', () => {
    const html = '<script type="application/json">' + 'r'.repeat(300) + '</script><script>a()</script><script src="/x.js"></script>';
    const s = shellSize(html);
    expect(s.inlineScripts).toBe(2);
    expect(s.map!.raw).toBe(300);
    expect(s.map!.share).toBeCloseTo(300 / html.length);
    expect(s.html.raw).toBe(html.length);
  });
  it('reports no map for a shell without inline scripts', () => {
    expect(shellSize('<script type="module" src="/b.js"></script>').map).toBeNull();
  });
});
