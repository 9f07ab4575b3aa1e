import './rich-html.css';
// The one place that renders server HTML (CMS articles, agreements, news). Everything passes
// through DOMPurify, then a second pass decides what links and images may do, by the one URL
// policy. Import it only from screens that render server HTML: DOMPurify travels in their
// chunks, nowhere else.
import DOMPurify, { type Config } from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { urlKind } from '../../runtime/url-policy';

// An allowlist: what articles use (text, lists, tables, pictures, links) and nothing else, so
// script, style, iframe, object, embed, form and media never pass, whatever DOMPurify's
// defaults become. Event handlers are never attributes of the list.
const CONFIG: Config & { RETURN_DOM: true } = {
  ALLOWED_TAGS: (
    'p br hr h1 h2 h3 h4 h5 h6 b strong i em u s del ins small sub sup mark span div font center ' +
    'blockquote pre code ul ol li dl dt dd a img figure figcaption section article ' +
    'table caption colgroup col thead tbody tfoot tr th td'
  ).split(' '),
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'data-src', 'width', 'height', 'colspan', 'rowspan', 'align', 'data-style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // finish() judges these two itself (data-style is no URL; data-src may be a data: image)
  ADD_URI_SAFE_ATTR: ['data-style', 'data-src'],
  RETURN_DOM: true,
};

export type LinkKind = 'internal' | 'external' | 'other' | 'unsafe';

/** What a link target is, seen from this page: our route, another site, mail/tel, or unsafe. */
export function linkKind(href: string, base = location.href): LinkKind {
  const raw = href.trim();
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return 'unsafe';
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return 'other';
  // judged as the address the browser would follow (a relative link resolved) by the one URL
  // policy; a backslash or control character in what was written is a disguise, never a link
  // eslint-disable-next-line no-control-regex
  const kind = urlKind(/[\\\u0000-\u001f]/.test(raw) ? '' : url.href, new URL(base).origin);
  if (kind !== 'internal') return kind === 'external' ? 'external' : 'unsafe';
  // same origin but not a screen: API calls, downloads (a file name) open normally
  return /^\/(api|assets|sandbox-assets)\//.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname) ? 'other' : 'internal';
}

// Pictures come from this origin (never its API: an <img> is a GET that anyone's CMS text
// could aim at an endpoint) or are inline raster data. Anything remote is a tracker until
// proven otherwise: not fetched, its alt text stays. A bare relative src ("x") is dropped too:
// it would request a URL the author did not mean, from whatever page shows it.
const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,/i;
const NOT_PICTURES = /^\/(api|wx|logout|getClientIp|__sandbox)(\/|$)/i;

function imageSrc(src: string): string | null {
  if (INLINE_IMAGE.test(src)) return src;
  return urlKind(src) === 'internal' && !NOT_PICTURES.test(new URL(src, location.href).pathname) ? src : null;
}

// DOMPurify parses in an inert document, but that document inherits our CSP, and Chrome still
// acts on some markup there as it is parsed: a <style> element or style attribute is checked
// against style-src, a <base> against base-uri (each logs a violation), and <img src> loads
// (an onerror would then be evaluated). So before parsing, the elements that act on their own
// are cut out whole (a style sheet's text ends at the first '</style', exactly as the parser
// reads it; <base>, <link>, <meta> are empty), and the fetching or styling attributes are
// renamed inside start tags: the data-on* ones are dropped by the allowlist, finish() puts
// back what is safe of the rest. A tag the patterns miss (a '>' inside a quoted value) still
// goes through DOMPurify; at worst a violation is logged, nothing runs.
const ACTING = /<style\b[\s\S]*?(?:<\/style[^>]*>|$)|<(?:base|link|meta)\b[^>]*>?/gi;
const FETCHING = /(<[a-z][^>]*?\s)(src|srcset|style|background|poster|on[a-z]+)(?=\s*=)/gi;

function defuse(html: string): string {
  for (let prev = ''; prev !== html;) html = (prev = html).replace(ACTING, '').replace(FETCHING, '$1data-$2');
  return html;
}

function finish(root: Element) {
  // a wide table scrolls sideways (rich-html.css): focusable, so a keyboard can scroll it too
  for (const t of root.querySelectorAll('table')) t.setAttribute('tabindex', '0');
  // the article sits under the screen's title (h1): whatever levels the CMS used, its top one
  // is announced as level 2 and each deeper one a step below, so no level is skipped
  const hs = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = [...new Set(hs.map((h) => +h.tagName[1]!))].sort((x, y) => x - y);
  for (const h of hs) h.setAttribute('aria-level', String(levels.indexOf(+h.tagName[1]!) + 2));
  for (const el of root.querySelectorAll('[data-style]')) {
    const align = /text-align\s*:\s*(center|right)/i.exec(el.getAttribute('data-style') ?? '')?.[1];
    el.removeAttribute('data-style');
    if (align) el.setAttribute('class', `rich-${align.toLowerCase()}`);
  }
  for (const a of root.querySelectorAll('a')) {
    a.removeAttribute('target');
    const href = a.getAttribute('href');
    if (href === null) continue;
    const kind = linkKind(href);
    if (kind === 'unsafe') {
      a.removeAttribute('href');
      a.removeAttribute('rel');
    } else if (kind === 'external') {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const img of root.querySelectorAll('img')) {
    const src = imageSrc(img.getAttribute('data-src') ?? img.getAttribute('src') ?? '');
    img.removeAttribute('data-src');
    if (src === null) {
      // what the picture was, as text; a picture without words is simply gone
      const alt = img.getAttribute('alt')?.trim();
      if (alt) {
        const span = img.ownerDocument.createElement('span');
        span.className = 'rich-alt';
        span.textContent = alt;
        img.replaceWith(span);
      } else img.remove();
      continue;
    }
    img.setAttribute('src', src);
    // width/height stay: the browser reserves the space from them, so nothing jumps
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  }
}

/** Server HTML → safe HTML (parsed inert, with its acting parts cut and fetching attributes defused first). */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported || !html) return '';
  const body = DOMPurify.sanitize(defuse(html), CONFIG) as HTMLElement;
  finish(body);
  return body.innerHTML;
}

export function RichHtml({ html, className }: { html: string; className?: string }) {
  const [, navigate] = useLocation();
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  // Links to our own screens stay in the app (no reload, session and in-app mode kept).
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || a.target === '_blank' || linkKind(a.getAttribute('href')!) !== 'internal') return;
    const url = new URL(a.href, location.href);
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  return (
    <div
      className={className ? `rich ${className}` : 'rich'}
      onClick={onClick}
      // the only innerHTML of the app, and only after sanitizeHtml
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
