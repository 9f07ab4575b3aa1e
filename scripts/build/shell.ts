import { createHash } from 'node:crypto';

export interface ShellRoute {
  path: string;
  re: string;
  js: string[];
  css: string[];
}

// Runs before the entry: matches the landing path against the route map and asks for that
// screen's chunks now, so they download in parallel with the entry instead of after it.
export const PRELOAD_SNIPPET =
  "(function(){try{var d=document,m=JSON.parse(d.getElementById('route-manifest').textContent),r=m.routes,p=location.pathname,i,j,l;" +
  "for(i=0;i<r.length;i++)if(new RegExp(r[i].re,'i').test(p)){" +
  "for(j=0;j<r[i].js.length;j++){l=d.createElement('link');l.rel='modulepreload';l.href=r[i].js[j];d.head.appendChild(l)}" +
  "for(j=0;j<r[i].css.length;j++){l=d.createElement('link');l.rel='stylesheet';l.href=r[i].css[j];d.head.appendChild(l)}" +
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
  routes: ShellRoute[];
  csp: string;
  title: string;
}) {
  // '<' is escaped so no path can close the JSON script element early
  const manifest = JSON.stringify({ routes: o.routes }).replace(/</g, '\\u003c');
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
<script type="application/json" id="route-manifest">${manifest}</script>
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
