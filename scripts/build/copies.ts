// Tiny modules copied into each chunk that uses them instead of a file of their own.
//
// esbuild gives a module shared by several lazily loaded screens a chunk of its own: a
// 150-byte rule table or a 600-byte status map then costs a screen one more request, and over
// HTTP/1.1's six connections per host every request past the sixth waits a round trip. A copy
// in each chunk that uses it costs a few hundred bytes per screen instead. Only modules that
// hold nothing at module level can be copied (two copies of a store, a context or a listener
// list would be two of them): `stateless` reads each candidate's top level and refuses
// anything else.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import ts from 'typescript';

/**
 * A shared chunk at most this large (minified, about 1 KB gzip) is not worth a request of its
 * own: a copy per screen costs that screen under a kilobyte, a file of its own a round trip
 * over HTTP/1.1 once the six connections are taken (at 1,200 the home still needed 7 files).
 */
export const TINY_CHUNK_BYTES = 2500;

const NO_ZOD: ReadonlySet<string> = new Set();

/** `z.object`, `z.coerce.string`, `z.string().check(…)`: a call on the namespace zod is imported as. */
function zodCall(callee: ts.Expression, zod: ReadonlySet<string>, c: (x: ts.Expression) => boolean): boolean {
  if (!ts.isPropertyAccessExpression(callee)) return false;
  let x: ts.Expression = callee;
  while (ts.isPropertyAccessExpression(x)) x = x.expression;
  return ts.isIdentifier(x) ? zod.has(x.text) : ts.isCallExpression(x) && c(x);
}

/**
 * What a constant may be initialised with and stay a constant: literals, functions, other
 * names, non-empty object and array literals of those, a Set or Map of them that the module
 * does not export (so only its own code could change it, and the caller checks that), and a
 * zod schema built of them (`z.object({…})`: a schema never changes once built, so two copies
 * of one read the same answers the same way).
 */
function constant(e: ts.Expression, exported = false, zod: ReadonlySet<string> = NO_ZOD): boolean {
  const c = (x: ts.Expression) => constant(x, false, zod);
  if (ts.isCallExpression(e) && zodCall(e.expression, zod, c)) return e.arguments.every((a) => !ts.isSpreadElement(a) && c(a));
  if (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) return constant(e.expression, exported, zod);
  if (ts.isNewExpression(e))
    return (
      !exported &&
      ts.isIdentifier(e.expression) &&
      (e.expression.text === 'Set' || e.expression.text === 'Map') &&
      e.arguments?.length === 1 &&
      c(e.arguments[0]!)
    );
  if (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e) || ts.isTemplateExpression(e) || ts.isRegularExpressionLiteral(e)) return true;
  if (e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword || e.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isPrefixUnaryExpression(e)) return c(e.operand);
  // arithmetic and comparisons of constants (`HEAD * 5`), never an assignment
  if (ts.isBinaryExpression(e))
    return (e.operatorToken.kind < ts.SyntaxKind.FirstAssignment || e.operatorToken.kind > ts.SyntaxKind.LastAssignment) && c(e.left) && c(e.right);
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return true;
  if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) return true;
  if (ts.isArrayLiteralExpression(e)) return e.elements.length > 0 && e.elements.every((x) => (ts.isSpreadElement(x) ? c(x.expression) : c(x)));
  if (ts.isObjectLiteralExpression(e))
    return (
      e.properties.length > 0 &&
      e.properties.every((p) =>
        ts.isPropertyAssignment(p)
          ? c(p.initializer)
          : ts.isSpreadAssignment(p)
            ? c(p.expression)
            : ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p),
      )
    );
  return false;
}

/**
 * Nothing but imports, types, functions and constants at the top level, no statement run for
 * its effect, and no constant written to anywhere in the file.
 */
export function stateless(source: string, file = 'm.ts'): boolean {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names: { name: string; at: number }[] = [];
  const zod = new Set<string>();
  for (const s of sf.statements) {
    const bind =
      ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && /^zod(\/mini)?$/.test(s.moduleSpecifier.text) && s.importClause?.namedBindings;
    if (bind && ts.isNamespaceImport(bind)) zod.add(bind.name.text);
  }
  for (const s of sf.statements) {
    if (ts.isImportDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isFunctionDeclaration(s)) continue;
    if (ts.isExportDeclaration(s)) continue;
    if (ts.isVariableStatement(s)) {
      if (!(s.declarationList.flags & ts.NodeFlags.Const)) return false;
      for (const d of s.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer || !constant(d.initializer, !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword), zod))
          return false;
        names.push({ name: d.name.text, at: d.name.getStart(sf) });
      }
      continue;
    }
    return false;
  }
  // a constant object, array or set written to anywhere but its declaration is state
  return !names.some(({ name, at }) =>
    [
      ...source.matchAll(
        new RegExp(
          `\\b${name}(?:\\.\\w+|\\[[^\\]]*\\])*\\s*(?:[-+*/]?=(?![=>])|\\+\\+|--)|\\b${name}(?:\\.\\w+)*\\.(?:push|pop|shift|unshift|splice|set|add|delete|clear|sort|reverse)\\(`,
          'g',
        ),
      ),
    ].some((m) => m.index !== at),
  );
}

export interface Copies {
  /** the modules copied, as the metafile names them */
  modules: Set<string>;
  /** which output each module was in, named by what it holds (its entry point, or its sorted
   *  inputs), never by its file name: that carries the trial's hash, which need not be the same
   *  from one build to the next. One copy per chunk, not per importer */
  home: Map<string, string>;
}

/** From a build's metafile: the modules of its tiny shared chunks that hold nothing. */
export function tinyModules(meta: Metafile, root: string, read = (p: string) => readFileSync(join(root, p), 'utf8')): Copies {
  const modules = new Set<string>();
  const home = new Map<string, string>();
  for (const [out, o] of Object.entries(meta.outputs)) {
    if (!out.endsWith('.js')) continue;
    const id = o.entryPoint ?? Object.keys(o.inputs).sort().join('\n');
    for (const p of Object.keys(o.inputs)) home.set(p, id);
    if (o.entryPoint || o.bytes > TINY_CHUNK_BYTES) continue;
    for (const p of Object.keys(o.inputs)) {
      if (p.includes('node_modules') || !/\.tsx?$/.test(p)) continue;
      if (stateless(read(p), p)) modules.add(p);
    }
  }
  return { modules, home };
}

const COPY = '?in=';

/**
 * Resolves an import of a copied module to a copy keyed by the chunk its importer was in. A
 * copy's own imports of copied modules take the copy's key: keyed by where the original was,
 * one copy would serve every copy of its importer and be left a tiny chunk of its own. `read`
 * gives a module's source as the build's other plugins would (build.ts: the common imports).
 */
export function copiesPlugin(c: Copies, root: string, read: (path: string) => string | undefined = () => undefined): Plugin {
  return {
    name: 'tiny-copies',
    setup(b) {
      if (!c.modules.size) return;
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        // a lazily imported module is one file whoever asks for it: never a copy
        if (args.pluginData === 'tiny-copies' || !args.importer || args.kind === 'dynamic-import') return undefined;
        const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'tiny-copies' });
        if (r.errors.length) return undefined;
        const p = relative(root, r.path);
        if (!c.modules.has(p)) return undefined;
        const inCopy = (args.pluginData as { copy?: string } | undefined)?.copy;
        const from = relative(root, args.importer);
        const key =
          inCopy ??
          createHash('sha1')
            .update(c.home.get(from) ?? from)
            .digest('hex')
            .slice(0, 8);
        return { path: r.path, suffix: COPY + key };
      });
      // a copy is read as its file is, and tells its own imports which copy they are in
      b.onLoad({ filter: /\.tsx?$/ }, (args) =>
        args.suffix?.startsWith(COPY)
          ? {
              contents: read(args.path) ?? readFileSync(args.path, 'utf8'),
              loader: args.path.endsWith('x') ? 'tsx' : 'ts',
              resolveDir: dirname(args.path),
              pluginData: { copy: args.suffix.slice(COPY.length) },
            }
          : undefined,
      );
    },
  };
}
