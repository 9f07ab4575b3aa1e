// The service worker of a build (runtime/sw/worker.ts, what it does and why is said there) and
// its offline screen. The worker is compiled once per build with the build's own facts written
// in: its version, every file to precache and each route's shell, so a new build is a new
// worker script byte for byte — the browser's update check (it compares /sw.js) is the
// build's update check.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { compile } from '../../runtime/router/match';
import type { SwBuild } from '../../runtime/sw/build-facts';
import { CACHED_SHELL, OFFLINE_PAGE } from '../../runtime/sw/offline-page';
import { ELDER_KEY } from '../../runtime/ui/elder-key';

/** Build files a browser never loads: source maps, precompressed twins, legal comments. */
const NOT_LOADED = /\.(map|gz|br)$|\.LEGAL\.txt$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const f = join(dir, name);
    if (statSync(f).isDirectory()) walk(f, out);
    else out.push(f);
  }
  return out;
}

/**
 * The build's version: a hash over every file the pages load from assets/ (names and bytes)
 * and the shell's inline script. Identical builds get identical versions, so redeploying the
 * same build prompts no one.
 */
export function buildVersion(outdir: string, shellScript: string): string {
  const h = createHash('sha256');
  for (const f of walk(join(outdir, 'assets'))) {
    if (NOT_LOADED.test(f)) continue;
    h.update(relative(outdir, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.update(shellScript).digest('hex').slice(0, 12);
}

/** the shell with the whole route map, served from the cache for every route */
const SHELL = CACHED_SHELL;
const OFFLINE_CSS = '/offline.css';
const OFFLINE_JS = '/offline.js';

/**
 * The Chinese offline screen. Retry is a link to the page asked for; its one script (a file:
 * the CSP's hash covers only the shell's inline one) applies 长辈模式 as the device remembers it.
 */
function offlinePage(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="theme-color" content="#e8380d">
<title>网络未连接</title>
<link rel="stylesheet" href="${OFFLINE_CSS}">
<script src="${OFFLINE_JS}"></script>
</head>
<body>
<main class="off">
<div class="off-icon" aria-hidden="true"></div>
<h1>网络未连接</h1>
<p>请检查手机网络或 Wi-Fi 设置后重试</p>
<a class="off-retry" href="">重新加载</a>
</main>
</body>
</html>
`;
}

const offlineScript = () => `try{localStorage.getItem(${JSON.stringify(ELDER_KEY)})==='1'&&document.documentElement.classList.add('elder')}catch(e){}\n`;

const OFFLINE_STYLE = `html{font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#333;background:#f5f5f5}
body{margin:0}
.off{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 32px;text-align:center;box-sizing:border-box}
.off-icon{width:72px;height:72px;border-radius:50%;background:#fde7e1;position:relative;margin-bottom:20px}
.off-icon::after{content:"!";position:absolute;inset:0;line-height:72px;font-size:40px;font-weight:700;color:#e8380d}
h1{font-size:20px;margin:0 0 8px}
p{font-size:15px;color:#666;margin:0 0 28px;line-height:1.6}
.off-retry{display:block;width:100%;max-width:320px;height:48px;line-height:48px;border-radius:24px;background:#e8380d;color:#fff;font-size:17px;text-decoration:none}
.off-retry:active{opacity:.8}
html.elder h1{font-size:30px}
html.elder p{font-size:20px}
html.elder .off-retry{height:64px;line-height:64px;font-size:22px}
`;

/** The paths the server answers itself (server/app.ts) and the API's, after the build's prefix. */
export function networkPatterns(apiPrefix: string): string[] {
  const own = ['/getClientIp', '/logout', '/wx/*', '/vitals', '/csp-report'];
  const api = apiPrefix.replace(/\/$/, '');
  if (/^https?:\/\//.test(api)) return [...own, `${new URL(api).origin}/*`];
  return [...own, `${api}/api/*`, ...(api ? own.map((p) => api + p) : [])];
}

/** Writes sw.js and the offline screen into the build; `publicPath` is where assets/ is served. */
export async function writeServiceWorker(o: {
  root: string;
  outdir: string;
  publicPath: string;
  version: string;
  routes: string[];
  /** the build's API_PREFIX ('' when the API is on this origin at its own paths) */
  apiPrefix: string;
  target: string[];
}): Promise<{ files: number; bytes: number }> {
  writeFileSync(join(o.outdir, OFFLINE_PAGE.slice(1)), offlinePage());
  writeFileSync(join(o.outdir, OFFLINE_CSS.slice(1)), OFFLINE_STYLE);
  writeFileSync(join(o.outdir, OFFLINE_JS.slice(1)), offlineScript());
  const assets = walk(join(o.outdir, 'assets')).filter((f) => !NOT_LOADED.test(f));
  const files = [
    ...assets.map((f) => `${o.publicPath}/${relative(join(o.outdir, 'assets'), f).split('\\').join('/')}`),
    SHELL,
    OFFLINE_PAGE,
    OFFLINE_CSS,
    OFFLINE_JS,
  ];
  const bytes = [...assets, join(o.outdir, SHELL)].reduce((n, f) => n + statSync(f).size, 0);
  const facts: SwBuild = {
    v: o.version,
    files,
    routes: o.routes.map(compile),
    shell: SHELL,
    offline: OFFLINE_PAGE,
    assets: `${o.publicPath}/`,
    network: networkPatterns(o.apiPrefix),
  };
  const r = await esbuild.build({
    entryPoints: [join(o.root, 'runtime/sw/worker.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: o.target,
    write: false,
    legalComments: 'none',
    define: { __SW_BUILD__: JSON.stringify(facts) },
    logLevel: 'warning',
  });
  writeFileSync(join(o.outdir, 'sw.js'), r.outputFiles[0]!.text);
  return { files: files.length, bytes };
}
