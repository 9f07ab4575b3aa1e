// The architecture's lint (scripts/lint/architecture.js, wired in eslint.config.js): each rule
// reports the break it is for, through the project's own config, on a file where it would be.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { layerBreak, shapeBreak } from '../../scripts/lint/architecture.js';

const eslint = new ESLint();
const problems = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => `${m.ruleId}: ${m.message}`);

describe('layers: domain ← runtime ← kit ← bridge ← modules', () => {
  it('refuses an import from a layer to the right, and one module importing another', () => {
    expect(layerBreak('runtime/session/load.ts', '../../kit/ui/tabs')).toMatch(/runtime\/ may not import kit\//);
    expect(layerBreak('domain/loan.ts', '../runtime/api/client')).toMatch(/domain\/ may not import runtime\//);
    expect(layerBreak('kit/ui/tabs.tsx', '../../bridge/share')).toMatch(/kit\/ may not import bridge\//);
    expect(layerBreak('modules/home/pages/home.tsx', '../../products/api/list')).toMatch(/modules never import each other/);
    expect(layerBreak('domain/loan.ts', 'react')).toMatch(/no package but zod\/mini/);
  });

  it('lets a layer import itself and those to its left, and the roots name every layer', () => {
    expect(layerBreak('modules/home/pages/home.tsx', '../api')).toBeNull();
    expect(layerBreak('modules/home/pages/home.tsx', '../../../kit/entity/loan-card')).toBeNull();
    expect(layerBreak('kit/ui/tabs.tsx', '../../runtime/router/work')).toBeNull();
    expect(layerBreak('domain/loan.ts', 'zod/mini')).toBeNull();
    expect(layerBreak('runtime/boot.tsx', '../modules/index')).toBeNull();
  });

  it('is the project lint: a break in a real file is an error', async () => {
    expect(await problems('runtime/session/x.ts', "import { Tabs } from '../../kit/ui/tabs';\nexport const t = Tabs;\n")).toEqual([
      expect.stringMatching(/^architecture\/layers: runtime\/ may not import kit\//),
    ]);
    expect(await problems('domain/x.ts', 'export const here = () => location.href;\n')).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*domain\/ is pure/),
    ]);
  });
});

describe('one module shape', () => {
  it('places routes, calls, moves, screens, views and rules; nothing else', () => {
    for (const ok of [
      'routes.ts',
      'api.ts',
      'api/list.ts',
      'moves.ts',
      'moves/cards.ts',
      'pages/list.tsx',
      'components/card.tsx',
      'components/use-x.ts',
      'rules/fees.ts',
    ])
      expect(shapeBreak(`modules/m/${ok}`), ok).toBeNull();
    for (const bad of ['api-home.ts', 'calendar-api.ts', 'rules.ts', 'rules/view.tsx', 'pages/helper.ts', 'pages/sub/page.tsx', 'util.ts'])
      expect(shapeBreak(`modules/m/${bad}`), bad).toMatch(/outside the module shape/);
  });

  it('a page without a default export is reported by the project lint', async () => {
    expect(await problems('modules/home/pages/x.tsx', 'export function X() {\n  return null;\n}\n')).toEqual([
      expect.stringMatching(/^architecture\/module-shape: .*default export/),
    ]);
  });

  it('a function over 80 lines is an error', async () => {
    const long = `export function f() {\n${Array.from({ length: 81 }, (_, i) => `  console.log(${i});`).join('\n')}\n}\n`;
    expect(await problems('kit/ui/x.ts', long)).toEqual([expect.stringMatching(/^max-lines-per-function:/)]);
  });
});
