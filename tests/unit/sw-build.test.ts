// The build's side of the service worker (scripts/build/service-worker.ts): a version that
// follows the loaded files only, and the paths that always go to the network.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildVersion, networkPatterns } from '../../scripts/build/service-worker';

const dir = mkdtempSync(join(tmpdir(), 'sw-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  mkdirSync(join(dir, 'assets', 'c'), { recursive: true });
  writeFileSync(join(dir, 'assets', name), text);
};

describe('buildVersion', () => {
  it('is the same for the same files, and changes with a loaded file or the shell script only', () => {
    write('boot-AAAA.js', 'boot');
    write('c/chunk-BBBB.js', 'chunk');
    const v = buildVersion(dir, 'shell');
    expect(v).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersion(dir, 'shell')).toBe(v);
    // source maps, precompressed twins and legal comments are not what a page loads
    write('boot-AAAA.js.map', 'map');
    write('boot-AAAA.js.gz', 'gz');
    write('boot-AAAA.js.LEGAL.txt', 'legal');
    expect(buildVersion(dir, 'shell')).toBe(v);
    expect(buildVersion(dir, 'shell 2')).not.toBe(v);
    write('c/chunk-BBBB.js', 'chunk 2');
    expect(buildVersion(dir, 'shell')).not.toBe(v);
  });
});

describe('networkPatterns', () => {
  it("sends the API and the server's own endpoints to the network", () => {
    expect(networkPatterns('')).toEqual(['/getClientIp', '/logout', '/wx/*', '/vitals', '/csp-report', '/api/*']);
  });
  it('follows a same-origin API prefix, and an API on another origin whole', () => {
    expect(networkPatterns('/h5/')).toContain('/h5/api/*');
    expect(networkPatterns('/h5')).toContain('/h5/getClientIp');
    expect(networkPatterns('https://api.example.com/v')).toContain('https://api.example.com/*');
  });
});
