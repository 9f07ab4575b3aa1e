// Static side of "no dead ends": every path the source can send a user to, read from the
// string and template literals of modules/ and runtime/ with the TypeScript parser (a link's
// href, a navigate() call, a menu table's href, a constant later used as one; comments and
// regexes cannot confuse it). A template's `${…}` part becomes a route parameter when it is a
// whole path segment (`/loan/${id}/invest` is checked as `/loan/x1/invest`); a same-file
// constant or a `cond ? 'a' : 'b'` of literals is expanded to its values.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface NavTarget {
  /** the path as checked: literal parts kept, parameter parts replaced by PARAM */
  path: string;
  /** the literal as written */
  raw: string;
  file: string;
  line: number;
}

/** What a `${…}` segment stands for: one path segment (an id). */
export const PARAM = 'x1';
const HOLE = '\u0000';

/** Same-origin paths that are the server's or the build's files, not screens. */
const SERVER = /^\/(api|__sandbox|sandbox-assets|wx|logout|getClientIp|csp-report|vitals|assets|sw\.js|offline\.html|cached-shell\.html)(\/|$)/;
/** A path a screen could be at: `/`, or `/` + a letter, then path characters. */
const APP_PATH = /^\/(?:[A-Za-z][\w\-./]*)?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [p] : [];
  });
}

/**
 * The checked part of a literal: up to its query or fragment. A hole that is a whole segment
 * is a parameter; a hole glued to other text (`/prebind${query}`) ends the path there, as it
 * may carry the query; a literal starting with an unknown hole is not a path we can read.
 */
export function pathOf(text: string): string | null {
  if (!text.startsWith('/')) return null;
  let path = text.split(/[?#]/)[0]!;
  const segs = path.split('/');
  const out: string[] = [];
  for (const [i, seg] of segs.entries()) {
    // `/${x}` could be anything (it is also how "3/12" is written): an unknown first segment
    if (i === 1 && seg.startsWith(HOLE)) return null;
    if (!seg.includes(HOLE)) {
      out.push(seg);
      continue;
    }
    if (seg === HOLE) {
      out.push(PARAM);
      continue;
    }
    const before = seg.slice(0, seg.indexOf(HOLE));
    if (before) out.push(before);
    break;
  }
  path = out.join('/') || '/';
  if (!APP_PATH.test(path) || SERVER.test(path)) return null;
  return path;
}

/** The values an expression inside a template can take, as far as the file itself says. */
function values(e: ts.Expression, consts: Map<string, string[]>): string[] {
  if (ts.isStringLiteralLike(e)) return [e.text];
  if (ts.isParenthesizedExpression(e)) return values(e.expression, consts);
  if (ts.isConditionalExpression(e)) {
    const a = values(e.whenTrue, consts);
    const b = values(e.whenFalse, consts);
    if (!a.includes(HOLE) && !b.includes(HOLE)) return [...a, ...b];
  }
  if (ts.isIdentifier(e) && consts.has(e.text)) return consts.get(e.text)!;
  if (ts.isTemplateExpression(e)) return expand(e, consts);
  return [HOLE];
}

function expand(t: ts.TemplateExpression, consts: Map<string, string[]>): string[] {
  let acc = [t.head.text];
  for (const span of t.templateSpans) {
    const vs = values(span.expression, consts);
    acc = acc.flatMap((a) => vs.map((v) => a + v + span.literal.text));
  }
  return acc;
}

function literals(sf: ts.SourceFile): { node: ts.Node; texts: string[] }[] {
  // same-file constants first, so a template can use one declared below it
  const consts = new Map<string, string[]>();
  const visitConst = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isStringLiteralLike(n.initializer))
      consts.set(n.name.text, [n.initializer.text]);
    ts.forEachChild(n, visitConst);
  };
  visitConst(sf);
  // a constant used inside templates is a prefix (`${BASE}/memberCenter`): its uses are checked
  const prefixes = new Set<string>();
  const visitUse = (n: ts.Node) => {
    if (ts.isTemplateSpan(n) && ts.isIdentifier(n.expression)) prefixes.add(n.expression.text);
    ts.forEachChild(n, visitUse);
  };
  visitUse(sf);
  const out: { node: ts.Node; texts: string[] }[] = [];
  const visit = (n: ts.Node) => {
    const prefix = !!n.parent && ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name) && prefixes.has(n.parent.name.text);
    if (ts.isStringLiteralLike(n)) {
      if (!prefix) out.push({ node: n, texts: [n.text] });
    } else if (ts.isTemplateExpression(n)) out.push({ node: n, texts: expand(n, consts) });
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

export function scanNavTargets(root: string, dirs = ['modules', 'runtime']): NavTarget[] {
  const out: NavTarget[] = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(join(root, dir))) {
      // the route table's own patterns are what targets are checked against
      if (/(^|\/)routes\.ts$/.test(file)) continue;
      const src = readFileSync(file, 'utf8');
      const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      for (const { node, texts } of literals(sf)) {
        // an import specifier is a module, not a place
        if (
          ts.isImportDeclaration(node.parent) ||
          ts.isExportDeclaration(node.parent) ||
          (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword)
        )
          continue;
        for (const text of new Set(texts)) {
          const path = pathOf(text);
          if (path === null) continue;
          out.push({ path, raw: node.getText(sf), file: relative(root, file), line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
        }
      }
    }
  }
  return out;
}
