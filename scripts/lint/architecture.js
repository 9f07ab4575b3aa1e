// The architecture's rules as lint (DESIGN "Layout" and "Layers"), so an editor shows a break
// where it is typed: which layer may import which, and where a file of a feature module lives.
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** left to right: a layer imports only from layers to its left */
export const LAYERS = ['domain', 'runtime', 'kit', 'bridge', 'modules'];
/** the composition roots: the entry and the registry name every layer */
const ROOTS = new Set(['runtime/boot.tsx', 'modules/index.ts']);
/** the one package domain/ may use: its schemas */
const DOMAIN_PACKAGES = new Set(['zod/mini']);

const path = (filename) => relative(ROOT, filename).split('\\').join('/');
const layerOf = (p) => (LAYERS.includes(p.split('/')[0]) ? p.split('/')[0] : null);
const featureOf = (p) => (p.startsWith('modules/') ? p.split('/')[1] : null);

/** The project file an import names: a path from the root, with its extension when one exists. */
function target(file, spec) {
  const base = resolve(ROOT, dirname(file), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (existsSync(c)) return path(c);
  return path(base);
}

/** What is wrong with `file` importing `spec`, or null. */
export function layerBreak(file, spec) {
  const from = layerOf(file);
  if (!from || ROOTS.has(file)) return null;
  if (!spec.startsWith('.')) return from === 'domain' && !DOMAIN_PACKAGES.has(spec) ? `domain/ is pure: no package but zod/mini (${spec})` : null;
  const to = target(file, spec);
  const toLayer = layerOf(to);
  if (!toLayer) return null;
  if (LAYERS.indexOf(toLayer) > LAYERS.indexOf(from))
    return `${from}/ may not import ${toLayer}/ (${to}): a layer imports only from ${LAYERS.slice(0, LAYERS.indexOf(from) + 1).join(', ')}`;
  if (from === 'modules' && toLayer === 'modules' && featureOf(file) !== featureOf(to))
    return `modules never import each other (${to}): what two share lives in kit/ or domain/`;
  return null;
}

/**
 * Where a file of a feature module may live: routes.ts; api.ts or api/ (its calls and the
 * schemas of their answers); moves.ts or moves/ (its money and account moves); pages/ (one
 * screen per .tsx file, default export); components/ (its views, hooks and screen helpers);
 * rules/ (its pure derivations, rules and words: plain .ts). Null when `file` is in place.
 */
export function shapeBreak(file) {
  const m = /^modules\/[^/]+\/(.+)$/.exec(file);
  if (!m) return null;
  const rest = m[1];
  if (/^(routes|api|moves)\.ts$/.test(rest)) return null;
  if (/^(api|moves|rules)\/[^/]+\.ts$/.test(rest)) return null;
  if (/^pages\/[^/]+\.tsx$/.test(rest) || /^components\/[^/]+\.tsx?$/.test(rest)) return null;
  return `${file} is outside the module shape: routes.ts, api.ts or api/*.ts, moves.ts or moves/*.ts, pages/*.tsx, components/*.ts(x), rules/*.ts`;
}

const sources = (report) => ({
  ImportDeclaration: (n) => report(n.source),
  ExportNamedDeclaration: (n) => n.source && report(n.source),
  ExportAllDeclaration: (n) => report(n.source),
  ImportExpression: (n) => n.source.type === 'Literal' && report(n.source),
});

export default {
  rules: {
    layers: {
      meta: { type: 'problem', docs: { description: 'domain ← runtime ← kit ← bridge ← modules; modules never import each other' }, schema: [] },
      create(context) {
        const file = path(context.filename);
        return sources((node) => {
          const why = typeof node.value === 'string' ? layerBreak(file, node.value) : null;
          if (why) context.report({ node, message: why });
        });
      },
    },
    'module-shape': {
      meta: { type: 'problem', docs: { description: 'a feature module keeps one shape' }, schema: [] },
      create(context) {
        const file = path(context.filename);
        return {
          Program(node) {
            const why = shapeBreak(file);
            if (why) return context.report({ node, message: why });
            if (/^modules\/[^/]+\/pages\//.test(file) && !node.body.some((s) => s.type === 'ExportDefaultDeclaration'))
              context.report({ node, message: `${file}: a page's screen is its default export` });
          },
        };
      },
    },
  },
};
