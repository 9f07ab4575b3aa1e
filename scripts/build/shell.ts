import { createHash } from 'node:crypto';

/** The route map written into the shell; the runtime reads it too (runtime/router/chunks.ts). */
export interface RouteMap {
  /** file URLs, each once */
  f: string[];
  /** per chunk target (a lazily imported module of the route files): indices into f; a
   *  route's own shell lists only the targets its landing can need */
  t: Record<number, number[]>;
  /** per route, in registry order: path, access (0 public, 1 user, 2 guest), chunk targets */
  r: [string, number, number[]][];
  /** the login and dashboard routes, for guarded landings */
  l: number;
  d: number;
  /** in a route's own shell: the full map, a module loaded when another screen is wanted */
  u?: string;
}

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
  if (row[1] === 1 && full.l >= 0) l = rows.push(full.r[full.l]!) - 1;
  if (row[1] === 2 && full.d >= 0) d = rows.push(full.r[full.d]!) - 1;
  const f: string[] = [];
  const at = new Map<number, number>();
  const t: Record<number, number[]> = {};
  for (const n of rows.flatMap((r) => r[2])) {
    t[n] = full.t[n]!.map((x) => {
      if (!at.has(x)) at.set(x, f.push(full.f[x]!) - 1);
      return at.get(x)!;
    });
  }
  return { f, t, r: rows, l, d, u: fullUrl };
}

// Runs before the entry. First it applies 长辈模式 (runtime/ui/elder.ts): asked for by the app
// with ?elder=1 (or 0, both remembered) or remembered on the device, so the first paint is
// already in it and the runtime carries none of this. Then it matches the landing path against the route map and asks for that
// screen's files now (page, loader and their shared chunks, stylesheet), so they download in
// parallel with the entry instead of after it. A login-only screen opened without the session
// hint will show the login screen: that is what is preloaded; the reverse for guest screens.
// Patterns are compiled the way regexparam (the router's matcher) reads them.
export const PRELOAD_SNIPPET =
  "(function(){var d=document,q=/[?&]elder=([01])(?:&|$)/.exec(location.search);" +
  "try{if(q)q[1]=='1'?localStorage.setItem('h5_elder','1'):localStorage.removeItem('h5_elder')}catch(e){}" +
  "try{if(q?q[1]=='1':localStorage.getItem('h5_elder')==='1')d.documentElement.classList.add('elder')}catch(e){}" +
  "try{var m=JSON.parse(d.getElementById('route-map').textContent),p=location.pathname," +
  "h=/(?:^|; )ccat_present=1(?:;|$)/.test(d.cookie),s={},i,j,k,r,t,x,f,l;" +
  "for(i=0;i<m.r.length;i++){r=m.r[i];" +
  "if(!RegExp('^'+r[0].replace(/\\/:\\w+\\?/g,'(?:/[^/]+)?').replace(/:\\w+/g,'[^/]+')+'/?$','i').test(p))continue;" +
  "t=r[1]==1&&!h?m.r[m.l][2]:r[1]==2&&h?m.r[m.d][2]:r[2];" +
  "for(j=0;j<t.length;j++)for(x=m.t[t[j]],k=0;k<x.length;k++)if(!s[x[k]]){s[x[k]]=1;f=m.f[x[k]];l=d.createElement('link');" +
  "l.rel=/\\.css$/.test(f)?'stylesheet':'modulepreload';l.href=f;d.head.appendChild(l)}" +
  'break}}catch(e){}})()';

export const scriptHash = (src: string) => `'sha256-${createHash('sha256').update(src).digest('base64')}'`;

export function contentSecurityPolicy(opts: { scriptHash: string; apiOrigin?: string; frameAncestors?: boolean }) {
  const connect = ["'self'", opts.apiOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // the WeChat JS-SDK is the only third-party script, and it loads only inside WeChat
    `script-src 'self' ${opts.scriptHash} https://res.wx.qq.com https://res2.wx.qq.com`,
    "style-src 'self'",
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

export function renderShell(o: {
  entry: string;
  entryChunks: string[];
  entryCss: string[];
  map: RouteMap;
  csp: string;
  title: string;
}) {
  // '<' is escaped so no path can close the JSON script element early
  const manifest = JSON.stringify(o.map).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="format-detection" content="telephone=no">
<meta name="theme-color" content="#e8380d">
<meta http-equiv="Content-Security-Policy" content="${esc(o.csp)}">
<title>${esc(o.title)}</title>
${o.entryCss.map((h) => `<link rel="stylesheet" href="${h}">`).join('\n')}
${[o.entry, ...o.entryChunks].map((h) => `<link rel="modulepreload" href="${h}">`).join('\n')}
<script type="application/json" id="route-map">${manifest}</script>
<script>${PRELOAD_SNIPPET}</script>
<script type="module" src="${o.entry}"></script>
</head>
<body>
<div id="app"></div>
<noscript>请启用 JavaScript 后访问本页面</noscript>
</body>
</html>
`;
}
