import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { ACCESS, type RouteMap } from '../../runtime/router/route-map';

/**
 * The part of the map a landing on route i can use: its own targets, and the login screen's
 * (or the dashboard's) when the guard may send it there. Indices into f are renumbered; the
 * target numbers stay those of the entry.
 */
export function partialMap(full: RouteMap, i: number, fullUrl: string): RouteMap {
  const row = full.r[i]!;
  const rows: RouteMap['r'] = [row];
  let l = -1;
  let d = -1;
  if (row[1] === ACCESS.user && full.l >= 0) l = rows.push(full.r[full.l]!) - 1;
  if (row[1] === ACCESS.guest && full.d >= 0) d = rows.push(full.r[full.d]!) - 1;
  const f: string[] = [];
  const at = new Map<number, number>();
  const t: Record<number, number[]> = {};
  for (const n of rows.flatMap((r) => r[2])) {
    t[n] = full.t[n]!.map((x) => {
      if (!at.has(x)) at.set(x, f.push(full.f[x]!) - 1);
      return at.get(x)!;
    });
  }
  return { f, t, r: rows, l, d, u: fullUrl, ...(full.p ? { p: full.p } : {}), ...(full.s ? { s: full.s } : {}), ...(full.v ? { v: full.v } : {}) };
}

/**
 * A route's `early` calls, checked: each a path of the API (the prefix goes in front at run
 * time, runtime/router/match.ts earlyCalls) naming only params its route's path has.
 */
export function checkEarly(path: string, early: readonly string[]): readonly string[] {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  for (const t of early) {
    if (!t.startsWith('/')) throw new Error(`route ${path}: early call ${t} must start with /`);
    for (const [, n] of t.matchAll(/:(\w+)/g)) if (!names.includes(n!)) throw new Error(`route ${path}: early call ${t} names :${n}, which the path has not`);
  }
  return early;
}

/**
 * The shell's inline script: runtime/shell/preload.ts (what it does, and why it runs where it
 * does, is said there), bundled with the router's runner of compiled patterns (the map's rows
 * come compiled: runtime/router/match.ts) and the early-call builder into one minified
 * function. The CSP names its hash (scriptHash), so it is built once per build.
 */
export async function shellScript(root: string, target: string[]): Promise<string> {
  const r = await esbuild.build({
    entryPoints: [join(root, 'runtime/shell/preload.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    write: false,
    legalComments: 'none',
    // its own function scope; a "use strict" prologue would only add bytes to every shell
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    logLevel: 'warning',
  });
  const js = r.outputFiles[0]!.text.trim();
  // the script is inline: nothing in it may end its element
  if (/<\/script|<!--/i.test(js)) throw new Error('shell script: "</script" or "<!--" in the inline script');
  return js;
}

/** A CSP source for one inline script or style element's exact text. */
export const scriptHash = (src: string) => `'sha256-${createHash('sha256').update(src).digest('base64')}'`;

export function contentSecurityPolicy(opts: { scriptHash: string; styleHash?: string; apiOrigin?: string; frameAncestors?: boolean }) {
  const connect = ["'self'", opts.apiOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // the WeChat JS-SDK is the only third-party script, and it loads only inside WeChat
    `script-src 'self' ${opts.scriptHash} https://res.wx.qq.com https://res2.wx.qq.com`,
    // the base stylesheet is inline in the shell (renderShell): its hash, and nothing else inline
    `style-src 'self'${opts.styleHash ? ` ${opts.styleHash}` : ''}`,
    "img-src 'self' data: https:",
    `connect-src ${connect}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(opts.frameAncestors ? ["frame-ancestors 'self'"] : []),
  ].join('; ');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The base stylesheet's text as the shell inlines it: without its source-map comment (a
 * stylesheet's URL would be the document's), and refused if it could end its element.
 */
export function inlineCss(css: string): string {
  const text = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
  if (/<\/style|<!--/i.test(text)) throw new Error('base stylesheet: "</style" or "<!--" in the inline stylesheet');
  return text;
}

const link = (h: string) => (h.endsWith('.css') ? `<link rel="preload" as="style" href="${h}">` : `<link rel="modulepreload" href="${h}">`);

/**
 * The files a landing on route i asks for whoever opens it: a public route's own (page, loader,
 * their shared chunks and stylesheets). Written into its shell as links, the browser's preload
 * scanner starts them as the document's bytes arrive, not after the inline script has run
 * (~40–80 ms later on a phone; in Lighthouse's simulation the script's request chain decided
 * the loan detail's LCP). A login-only or guest route's files depend on the session hint,
 * which only the script reads: they stay the script's, so a turned-away landing fetches none.
 */
export function ownFiles(map: RouteMap, i: number): string[] {
  const row = map.r[i]!;
  if (row[1] !== ACCESS.public) return [];
  return [...new Set(row[2].flatMap((n) => map.t[n]!.map((x) => map.f[x]!)))];
}

/**
 * A shell. The base stylesheet (runtime/app.css, ~2.4 KB gzip) is inline: as a file it was
 * one more request before any screen could paint, and over HTTP/1.1's six connections every
 * request past the sixth waits a round trip. A screen's own stylesheets follow it as links
 * (runtime/router/route-map.ts), later in the cascade as before.
 */
export function renderShell(o: {
  entry: string;
  entryChunks: string[];
  /** the base stylesheet's text (inlineCss); the CSP names its hash */
  css: string;
  map: RouteMap;
  script: string;
  csp: string;
  title: string;
  /** the inline script before the preloads: the shell a cache serves (runtime/sw/offline-page.ts) */
  scriptFirst?: boolean;
  /** a public route's own files (ownFiles): written as links the parser finds at once */
  own?: string[];
}) {
  // '<' is escaped so no path can close the JSON script element early
  const manifest = JSON.stringify(o.map).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="route-map">${manifest}</script>\n<script>${o.script}</script>`;
  const preloads = [...o.entryChunks, o.entry, ...(o.own ?? [])].map(link).join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="format-detection" content="telephone=no">
<meta name="theme-color" content="#e8380d">
<meta http-equiv="Content-Security-Policy" content="${esc(o.csp)}">
<title>${esc(o.title)}</title>
${o.scriptFirst ? `${script}\n${preloads}` : `${preloads}\n${script}`}
<style>${o.css}</style>
<script type="module" src="${o.entry}"></script>
</head>
<body>
<div id="app"></div>
<noscript>请启用 JavaScript 后访问本页面</noscript>
</body>
</html>
`;
}
