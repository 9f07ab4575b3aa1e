import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm ci` on a fresh CI machine re-resolves dist-tags such as "latest" against the registry:
// when the tag moves, the lock no longer satisfies it and the install stops before any test
// runs. Every tag-ranged dependency in the lock must be pinned through package.json overrides.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  overrides?: Record<string, Record<string, string> | string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { dependencies?: Record<string, string> }>;
};

const isTag = (range: string) => /^[a-z][\w.-]*$/i.test(range) && !/^(file|link|npm|git|http)/.test(range);

describe('package-lock', () => {
  it('has no dependency ranged by a moving dist-tag unless an override pins it', () => {
    const loose: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const name = path.replace(/^.*node_modules\//, '');
      for (const [dep, range] of Object.entries(entry.dependencies ?? {})) {
        if (!isTag(range)) continue;
        const scoped = pkg.overrides?.[name];
        const pinned = typeof scoped === 'object' && typeof scoped[dep] === 'string';
        if (!pinned) loose.push(`${name} → ${dep}@${range}`);
      }
    }
    expect(loose).toEqual([]);
  });

  it('pins each override to an exact version that the lock installed', () => {
    const installed = (dep: string) => lock.packages[`node_modules/${dep}`];
    for (const scoped of Object.values(pkg.overrides ?? {})) {
      if (typeof scoped !== 'object') continue;
      for (const [dep, version] of Object.entries(scoped)) {
        expect(version).toMatch(/^\d+\.\d+\.\d+$/);
        expect((installed(dep) as { version?: string } | undefined)?.version).toBe(version);
      }
    }
  });
});
