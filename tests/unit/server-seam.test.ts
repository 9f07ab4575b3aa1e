// One server seam (issue 38): the production path never loads the sandbox. server/app.ts and
// every file it imports (statically, `import type` and `import()` alike) stay outside
// server/sandbox/; server/main.ts picks the API (server/api-handler.ts) and reaches the sandbox
// only by `import()`, when there is no API_TARGET. And the sandbox's files import one another
// without a circle (its routes name their type from routes/register.ts, never routes/index.ts).
import { describe, expect, it } from 'vitest';
import { circles, filesUnder, reach, type Sources } from '../../scripts/server-imports';

const SANDBOX = 'server/sandbox/';

/** Every chain of imports from `start` that ends in the sandbox (`dynamic` false: load-time imports only). */
export function sandboxReached(start: string, sources?: Sources, dynamic = true): string[] {
  return [...reach(start, sources, dynamic).entries()].filter(([file]) => file.startsWith(SANDBOX)).map(([, chain]) => chain.join(' → '));
}

/** The import circles among the sandbox's files, each as its files. */
export function sandboxCircles(files: string[], sources?: Sources): string[][] {
  return circles(
    files.filter((f) => f.startsWith(SANDBOX)),
    sources,
  );
}

describe('the server seam', () => {
  it('server/app.ts reaches nothing under server/sandbox/, not even a type', () => {
    expect(sandboxReached('server/app.ts')).toEqual([]);
  });

  it('server/main.ts loads the sandbox only by import(), in the branch without API_TARGET', () => {
    expect(sandboxReached('server/main.ts', undefined, false)).toEqual([]);
    // and it still reaches it: `npm start` without API_TARGET serves the sandbox
    expect(sandboxReached('server/main.ts').length).toBeGreaterThan(0);
  });

  it('no import circle under server/sandbox/', () => {
    expect(sandboxCircles(filesUnder('server/sandbox'))).toEqual([]);
  });
});

describe('the checks themselves, on the shape the server had before (fixtures)', () => {
  const fixture =
    (files: Record<string, string>): Sources =>
    (f) =>
      files[f];
  const before = {
    'server/app.ts': "import { createSandbox, type Sandbox } from './sandbox';\nimport { trustPolicy } from './trust-proxy';",
    'server/trust-proxy.ts': 'export const trustPolicy = () => null;',
    'server/sandbox/index.ts': "import { registerAll } from './routes';\nexport const createSandbox = () => registerAll();",
    'server/sandbox/routes/index.ts': "import type { Sandbox } from '../index';\nimport { registerAuth } from './auth';\nexport type Register = () => void;",
    'server/sandbox/routes/auth.ts':
      "// import { nothing } from './nowhere'\nimport type { Register } from './index';\nexport const registerAuth: Register = () => {};",
  };

  it('finds the sandbox behind a type-only import, and behind an import()', () => {
    const typeOnly = fixture({
      ...before,
      'server/app.ts': "import type { Clock } from './sandbox/clock';",
      'server/sandbox/clock.ts': 'export interface Clock {}',
    });
    expect(sandboxReached('server/app.ts', typeOnly)).toEqual(['server/app.ts → server/sandbox/clock.ts']);
    const dynamic = fixture({ ...before, 'server/app.ts': "const load = () => import('./sandbox');" });
    expect(sandboxReached('server/app.ts', dynamic)).toEqual([
      'server/app.ts → server/sandbox/index.ts',
      'server/app.ts → server/sandbox/index.ts → server/sandbox/routes/index.ts',
      'server/app.ts → server/sandbox/index.ts → server/sandbox/routes/index.ts → server/sandbox/routes/auth.ts',
    ]);
    expect(sandboxReached('server/app.ts', dynamic, false)).toEqual([]);
  });

  it('fails the old app.ts, and the old routes/index.ts circle, and passes once they are gone', () => {
    const old = fixture(before);
    expect(sandboxReached('server/app.ts', old)).toContain('server/app.ts → server/sandbox/index.ts');
    expect(sandboxCircles(Object.keys(before), old)).toEqual([['server/sandbox/index.ts', 'server/sandbox/routes/auth.ts', 'server/sandbox/routes/index.ts']]);

    const after = {
      ...before,
      'server/app.ts': "import { trustPolicy } from './trust-proxy';",
      'server/sandbox/routes/register.ts': 'export type Register = () => void;',
      'server/sandbox/routes/index.ts': "import { registerAuth } from './auth';\nexport type { Register } from './register';",
      'server/sandbox/routes/auth.ts': "import type { Register } from './register';\nexport const registerAuth: Register = () => {};",
    };
    expect(sandboxReached('server/app.ts', fixture(after))).toEqual([]);
    expect(sandboxCircles(Object.keys(after), fixture(after))).toEqual([]);
  });
});
