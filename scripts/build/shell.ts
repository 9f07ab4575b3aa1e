import { createHash } from 'node:crypto';

/** The route map written into the shell; the runtime reads it too (runtime/router/chunks.ts). */
export interface RouteMap {
  /** file URLs, each once */
  f: string[];
  /** per chunk target (a lazily imported module of the route files): indices into f; a
   *  route's own shell lists only the targets its landing can need */
  t: Record<number, number[]>;
  /** per route, in registry order: path, access (0 public, 1 user, 2 guest), chunk targets,
   *  and the GET URLs its loader asks first ($n = the path's n-th param; earlyUrls) */
  r: [string, number, number[], string[]?][];
  /** the login and dashboard routes, for guarded landings */
  l: number;
  d: number;
  /** in a route's own shell: the full map, a module loaded when another screen is wanted */
  u?: string;
  /** the session's GET calls, started by the shell when the session hint is there; `$u` is
   *  the investor's id remembered on this device (runtime/session/early.ts) */
  s?: string[];
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
  return { f, t, r: rows, l, d, u: fullUrl, ...(full.s ? { s: full.s } : {}) };
}

/**
 * A route's `early` calls as the shell fetches them: the api prefix in front, each `:param`
 * as `$n`, its place among the path's params (the snippet's capture groups, in order).
 */
export function earlyUrls(path: string, early: readonly string[], prefix: string): string[] {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return early.map((t) => {
    if (!t.startsWith('/')) throw new Error(`route ${path}: early call ${t} must start with /`);
    return (
      prefix +
      t.replace(/:(\w+)/g, (_, n: string) => {
        const i = names.indexOf(n);
        if (i < 0) throw new Error(`route ${path}: early call ${t} names :${n}, which the path has not`);
        return `$${i + 1}`;
      })
    );
  });
}

// Runs in <head> after the runtime's preloads (its stylesheet and largest file start first;
// a module script waits for every stylesheet, so the base one must not queue behind the
// screen's files) and before any stylesheet link: a parser-inserted script waits for every stylesheet above it, which held all of
// a screen's files back by one round trip. First it
// applies 长辈模式 (runtime/ui/elder.ts): asked for by the app with ?elder=1 (or 0, both
// remembered) or remembered on the device, so the first paint is already in it and the
// runtime carries none of this. Then it matches the landing path against the route map and
// asks for that screen's files now (page, loader and their shared chunks; stylesheets as
// preloads, which runtime/router/chunks.ts applies after the base stylesheet so the cascade
// keeps its order), so they download in parallel with the entry instead of after it. A login-only screen opened without the session
// hint will show the login screen: that is what is preloaded; the reverse for guest screens.
// Patterns are compiled the way regexparam (the router's matcher) reads them.
export const PRELOAD_SNIPPET =
  "(function(){var d=document,q=/[?&]elder=([01])(?:&|$)/.exec(location.search);" +
  "try{if(q)q[1]=='1'?localStorage.setItem('h5_elder','1'):localStorage.removeItem('h5_elder')}catch(e){}" +
  "try{if(q?q[1]=='1':localStorage.getItem('h5_elder')==='1')d.documentElement.classList.add('elder')}catch(e){}" +
  "try{var m=JSON.parse(d.getElementById('route-map').textContent),p=location.pathname," +
  "h=/(?:^|; )ccat_present=1(?:;|$)/.test(d.cookie),w=window,s={},i,j,k,r,t,x,f,l,c,g,e,u,v;" +
  "for(i=0;i<m.r.length;i++){r=m.r[i];" +
  "g=RegExp('^'+r[0].replace(/\\/:\\w+\\?/g,'(?:/([^/]+))?').replace(/:\\w+/g,'([^/]+)')+'/?$','i').exec(p);if(!g)continue;" +
  "t=r[1]==1&&!h?m.r[m.l][2]:r[1]==2&&h?m.r[m.d][2]:r[2];" +
  "for(j=0;j<t.length;j++)for(x=m.t[t[j]],k=0;k<x.length;k++)if(!s[x[k]]){s[x[k]]=1;f=m.f[x[k]];l=d.createElement('link');" +
  "c=/\\.css$/.test(f);l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.href=f;d.head.appendChild(l)}" +
  "e=t==r[2]&&!/[?&](?!(?:from|elder)=)[^&=]/.test(location.search)&&r[3]||[];" +
  "for(j=0;j<e.length;j++){u=e[j].replace(/\\$(\\d)/g,function(a,n){return/^[\\w-]{1,64}$/.test(g[n]||'')?g[n]:'\\n'});if(u.indexOf('\\n')<0)F(u)}" +
  "break}if(h&&m.s){try{v=localStorage.getItem('h5_uid')}catch(e){}" +
  "for(j=0;j<m.s.length;j++){u=m.s[j];if(u.indexOf('$u')<0)F(u);else if(/^[\\w-]{1,64}$/.test(v||''))F(u.replace('$u',v))}}}catch(e){}" +
  "function F(u){(w.__h5early=w.__h5early||{})[u]=fetch(u,{credentials:'include',headers:{accept:'application/json'}})" +
  ".then(function(x){return x.arrayBuffer().then(function(b){return{status:x.status,data:b}})}).catch(function(){return{status:0}})}" +
  '})()';

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
${o.entryCss.map((h) => `<link rel="preload" as="style" href="${h}">`).join('\n')}
${[...o.entryChunks, o.entry].map((h) => `<link rel="modulepreload" href="${h}">`).join('\n')}
<script type="application/json" id="route-map">${manifest}</script>
<script>${PRELOAD_SNIPPET}</script>
${o.entryCss.map((h) => `<link rel="stylesheet" href="${h}">`).join('\n')}
<script type="module" src="${o.entry}"></script>
</head>
<body>
<div id="app"></div>
<noscript>请启用 JavaScript 后访问本页面</noscript>
</body>
</html>
`;
}
