// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'h5-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the build enforces budgets', () => {
  it('fails, naming the route, when a page chunk exceeds its budget', () => {
    const r = spawnSync('npx', ['tsx', 'build.ts', '--outdir', out, '--budgets', 'tests/fixtures/tiny-budgets.json'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('BUDGET EXCEEDED');
    expect(r.stderr).toMatch(/\/ page chunk [\d.]+ KB > 0\.5 KB/);
    // the table still prints, so the breach can be read in the log
    expect(r.stdout).toContain('critical path');
    // a whole production build, sharing two cores with the rest of the suite
  }, 240_000);
});
