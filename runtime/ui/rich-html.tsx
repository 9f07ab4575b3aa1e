import './rich-html.css';
// The one place that renders server HTML (CMS articles, agreements, news). Everything passes
// through DOMPurify, then a second pass decides what links and images may do. Import it only
// from screens that render server HTML: DOMPurify travels in their chunks, nowhere else.
import DOMPurify, { type Config } from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

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
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return 'unsafe';
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return 'other';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unsafe';
  if (url.origin !== new URL(base).origin) return 'external';
  // same origin but not a screen: API calls, downloads (a file name) open normally
  return /^\/(api|assets|sandbox-assets)\//.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)
    ? 'other'
    : 'internal';
}

// Absolute http(s), site-root paths, or inline raster images. A bare relative src ("x") is
// dropped: it would request a URL the author did not mean, from whatever page shows it.
const IMAGE_SRC = /^(?:https?:\/\/|\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;

// DOMPurify parses in an inert document, but that document inherits our CSP and Chrome
// still acts on some attributes there: it loads <img src> (an onerror would then be
// evaluated), and checks inline styles and on* handlers against the CSP as they are parsed,
// logging violations. So these attributes are renamed inside start tags before parsing:
// the data-on* ones are dropped by the allowlist, finish() puts back what is safe of the
// rest. A tag the pattern misses (a '>' inside a quoted value) still goes through DOMPurify.
const FETCHING = /(<[a-z][^>]*?\s)(src|srcset|style|background|poster|on[a-z]+)(?=\s*=)/gi;

function defuse(html: string): string {
  for (let prev = ''; prev !== html; ) html = (prev = html).replace(FETCHING, '$1data-$2');
  return html;
}

function finish(root: Element) {
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
    const src = img.getAttribute('data-src') ?? img.getAttribute('src') ?? '';
    img.removeAttribute('data-src');
    if (!IMAGE_SRC.test(src)) {
      img.remove();
      continue;
    }
    img.setAttribute('src', src);
    // width/height stay: the browser reserves the space from them, so nothing jumps
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  }
}

/** Server HTML → safe HTML (parsed inert, with its fetching attributes defused first). */
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
