// The sandbox's pictures (banners, article thumbnails, content pictures, proofs, logos,
// avatars), drawn as small SVGs: a gradient, a few soft circles, a simple illustration and,
// where the picture carries words, a Chinese headline. Pure and deterministic (same spec, same
// bytes); every text is escaped. assets.ts decides what each file name shows.

export type Motif =
  | 'shield'
  | 'coins'
  | 'growth'
  | 'calendar'
  | 'gift'
  | 'people'
  | 'doc'
  | 'trophy'
  | 'bank'
  | 'megaphone'
  | 'help'
  | 'gauge'
  | 'card'
  | 'percent'
  | 'envelope'
  | 'avatar'
  | 'cup'
  | 'play';

export type Layout = 'poster' | 'thumb' | 'square' | 'paper' | 'mark';

export interface Art {
  w: number;
  h: number;
  layout: Layout;
  motif: Motif;
  /** any number: places the decorations (and picks the palette when none is given) */
  seed: number;
  palette?: number;
  headline?: string;
  sub?: string;
  /** a small chip in a corner (the article's kind) */
  tag?: string;
  /** the call to action pill of a banner */
  cta?: string;
}

// [light, deep]: white text reads on the deep end, where it sits
const PALETTES: [string, string][] = [
  ['#ff7a5c', '#d3300f'],
  ['#f7a84a', '#d9621a'],
  ['#5d9bff', '#2c5bd0'],
  ['#3ec3aa', '#15806d'],
  ['#9b82ff', '#5a42cc'],
  ['#7a90b3', '#3c4f70'],
];

export const FONT = 'PingFang SC,Noto Sans CJK SC,Microsoft YaHei,sans-serif';

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A stable number for a string (FNV-1a). */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** Width of a line in ems: CJK one em, Latin and digits about half. */
const ems = (s: string) => [...s].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.58), 0);

/** A font size that fits `text` in `room` px, at most `max`. */
const fit = (text: string, room: number, max: number) => Math.max(10, Math.floor(Math.min(max, room / Math.max(1, ems(text)))));

const r1 = (n: number) => Math.round(n * 10) / 10;

function text(x: number, y: number, size: number, body: string, extra = '') {
  return `<text x="${r1(x)}" y="${r1(y)}" font-size="${size}"${extra}>${escapeXml(body)}</text>`;
}

// Illustrations on a 100×100 box; W is white, A the palette's deep colour for details.
const W = '#fff';
function motif(m: Motif, A: string): string {
  switch (m) {
    case 'shield':
      return `<path d="M50 6 86 20v27c0 23-15 39-36 47C29 86 14 70 14 47V20z" fill="${W}"/><path d="m34 50 11 11 22-24" fill="none" stroke="${A}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'coins':
      return `<g fill="${W}" stroke="${A}" stroke-width="3">${[80, 68, 56, 44].map((y) => `<ellipse cx="34" cy="${y}" rx="24" ry="9"/>`).join('')}${[80, 68].map((y) => `<ellipse cx="72" cy="${y}" rx="20" ry="8"/>`).join('')}</g><path d="M56 34 76 14M62 13h15v15" fill="none" stroke="${W}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'growth':
      return `<g fill="${W}"><rect x="10" y="62" width="14" height="28" rx="3" opacity=".7"/><rect x="32" y="48" width="14" height="42" rx="3" opacity=".8"/><rect x="54" y="34" width="14" height="56" rx="3" opacity=".9"/><rect x="76" y="18" width="14" height="72" rx="3"/></g><path d="M8 48 34 28l16 10 30-26M68 10h13v13" fill="none" stroke="${A}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'calendar':
      return `<rect x="10" y="16" width="80" height="74" rx="8" fill="${W}"/><path d="M10 24a8 8 0 0 1 8-8h64a8 8 0 0 1 8 8v12H10z" fill="${A}"/><path d="M30 8v16M70 8v16" stroke="${W}" stroke-width="6" stroke-linecap="round"/><path d="m38 62 9 9 17-19" fill="none" stroke="${A}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'gift':
      return `<rect x="12" y="40" width="76" height="50" rx="5" fill="${W}"/><rect x="6" y="26" width="88" height="18" rx="4" fill="${W}"/><path d="M44 26h12v64H44z" fill="${A}"/><path d="M50 26C40 8 24 10 28 22c2 4 12 4 22 4 10 0 20 0 22-4 4-12-12-14-22 4z" fill="none" stroke="${W}" stroke-width="5"/>`;
    case 'people':
      return `<g fill="${W}"><circle cx="36" cy="32" r="14"/><path d="M10 86c0-18 12-30 26-30s26 12 26 30z"/><circle cx="70" cy="38" r="11" opacity=".8"/><path d="M52 86c2-14 9-24 18-24s20 10 20 24z" opacity=".8"/></g><path d="M78 14v20M68 24h20" stroke="${W}" stroke-width="6" stroke-linecap="round"/>`;
    case 'doc':
      return `<path d="M18 6h46l20 20v68H18z" fill="${W}"/><path d="M64 6v20h20" fill="${A}" opacity=".3"/><path d="M30 40h40M30 54h40M30 68h24" stroke="${A}" stroke-width="5" stroke-linecap="round"/>`;
    case 'trophy':
      return `<path d="M28 10h44v28c0 14-10 24-22 24S28 52 28 38z" fill="${W}"/><path d="M28 18H14c0 14 6 22 16 22M72 18h14c0 14-6 22-16 22" fill="none" stroke="${W}" stroke-width="6"/><path d="M44 62h12v14H44zM30 80h40v10H30z" fill="${W}"/><path d="m50 22 4 8 8 1-6 6 2 8-8-4-8 4 2-8-6-6 8-1z" fill="${A}"/>`;
    case 'bank':
      return `<path d="M50 6 92 28H8z" fill="${W}"/><g fill="${W}" opacity=".9"><rect x="14" y="36" width="10" height="42"/><rect x="34" y="36" width="10" height="42"/><rect x="56" y="36" width="10" height="42"/><rect x="76" y="36" width="10" height="42"/></g><rect x="6" y="82" width="88" height="10" rx="2" fill="${W}"/><circle cx="50" cy="21" r="5" fill="${A}"/>`;
    case 'megaphone':
      return `<path d="M12 38h16l40-24v72L28 62H12z" fill="${W}"/><path d="M26 62l8 26h12l-6-24" fill="${W}" opacity=".8"/><path d="M80 34a22 22 0 0 1 0 32" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/>`;
    case 'help':
      return `<path d="M14 12h72a6 6 0 0 1 6 6v50a6 6 0 0 1-6 6H44L24 92V74H14a6 6 0 0 1-6-6V18a6 6 0 0 1 6-6z" fill="${W}"/><path d="M38 34a12 12 0 1 1 17 11c-3 2-5 4-5 8v2" fill="none" stroke="${A}" stroke-width="7" stroke-linecap="round"/><circle cx="50" cy="64" r="4.5" fill="${A}"/>`;
    case 'gauge':
      return `<path d="M10 70a40 40 0 0 1 80 0" fill="none" stroke="${W}" stroke-width="12" stroke-linecap="round"/><path d="M10 70a40 40 0 0 1 24-37" fill="none" stroke="${A}" stroke-width="12" stroke-linecap="round" opacity=".5"/><path d="M50 70 70 40" stroke="${W}" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="70" r="8" fill="${W}"/>`;
    case 'card':
      return `<rect x="6" y="20" width="88" height="60" rx="8" fill="${W}"/><path d="M6 34h88v12H6z" fill="${A}"/><path d="M18 64h26" stroke="${A}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`;
    case 'percent':
      return `<path d="M8 22h84v18a10 10 0 0 0 0 20v18H8V60a10 10 0 0 0 0-20z" fill="${W}"/><path d="M36 64 64 36" stroke="${A}" stroke-width="6" stroke-linecap="round"/><circle cx="38" cy="40" r="6" fill="${A}"/><circle cx="62" cy="60" r="6" fill="${A}"/>`;
    case 'envelope':
      return `<rect x="18" y="6" width="64" height="88" rx="8" fill="${W}"/><path d="M18 30c18 14 46 14 64 0V14a8 8 0 0 0-8-8H26a8 8 0 0 0-8 8z" fill="${A}" opacity=".85"/><circle cx="50" cy="40" r="11" fill="#ffd36b" stroke="${W}" stroke-width="3"/>`;
    case 'avatar':
      return `<circle cx="50" cy="38" r="20" fill="${W}"/><path d="M14 96c0-24 16-36 36-36s36 12 36 36z" fill="${W}"/>`;
    case 'cup':
      return `<path d="M26 14h48l-6 76H32z" fill="${W}"/><path d="M28 32h44" stroke="${A}" stroke-width="6"/><path d="M74 30h6a8 8 0 0 1 0 16h-8" fill="none" stroke="${W}" stroke-width="6"/>`;
    case 'play':
      return `<rect x="6" y="14" width="88" height="62" rx="8" fill="${W}"/><path d="M42 30v30l26-15z" fill="${A}"/><path d="M30 88h40" stroke="${W}" stroke-width="6" stroke-linecap="round"/>`;
  }
}

/** One illustration scaled into a square of side `s` whose top left is (x, y). */
const place = (m: Motif, A: string, x: number, y: number, s: number) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${(s / 100).toFixed(3)})">${motif(m, A)}</g>`;

/** A five-pointed star of outer radius r around (cx, cy). */
function star(cx: number, cy: number, r: number) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const t = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r * 0.4 : r;
    return `${r1(cx + d * Math.cos(t))} ${r1(cy + d * Math.sin(t))}`;
  });
  return `M${pts.join('L')}z`;
}

export function drawArt(a: Art): string {
  const { w, h } = a;
  const [light, deep] = PALETTES[(a.palette ?? a.seed) % PALETTES.length]!;
  const m = Math.min(w, h);
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>`;
  // two soft circles, placed by the seed, for depth
  const k = (a.seed >>> 3) % 5;
  const deco =
    `<circle cx="${r1(w * (0.7 + k * 0.05))}" cy="${r1(h * (0.1 + k * 0.04))}" r="${r1(m * 0.55)}" fill="#fff" opacity=".09"/>` +
    `<circle cx="${r1(w * (0.05 + k * 0.04))}" cy="${r1(h * 0.95)}" r="${r1(m * 0.35)}" fill="#fff" opacity=".07"/>`;
  let body = '';
  const font = ` font-family="${FONT}"`;
  if (a.layout === 'poster') {
    // words on the left two thirds, the illustration on the right
    const pad = w * 0.064;
    const art = Math.min(h * 0.66, w * 0.34);
    const room = w - art - pad * 2.5;
    body += place(a.motif, deep, w - pad - art, (h - art) / 2, art);
    const hs = fit(a.headline ?? '', room, h * 0.19);
    const ss = a.sub ? fit(a.sub, room, h * 0.1) : 0;
    const top = a.cta ? h * 0.4 : h * 0.46;
    body += `<g fill="#fff"${font}>`;
    if (a.headline) body += text(pad, top, hs, a.headline, ' font-weight="700"');
    if (a.sub) body += text(pad, top + ss * 1.7, ss, a.sub, ' opacity=".92"');
    body += '</g>';
    if (a.cta) {
      const cs = Math.round(h * 0.085);
      const cw = ems(a.cta) * cs + cs * 1.6;
      const cy = top + ss * 1.7 + h * 0.12;
      body += `<rect x="${r1(pad)}" y="${r1(cy)}" width="${r1(cw)}" height="${r1(cs * 1.9)}" rx="${r1(cs * 0.95)}" fill="#fff"/>`;
      body += text(pad + cs * 0.8, cy + cs * 1.3, cs, a.cta, ` fill="${deep}" font-weight="600"${font}`);
    }
  } else if (a.layout === 'paper') {
    // a document on the gradient: title, lines, a red seal
    const pw = Math.min(w * 0.72, h * 0.68);
    const ph = Math.min(h * 0.84, pw * 1.35);
    const x = (w - pw) / 2;
    const y = (h - ph) / 2;
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(pw)}" height="${r1(ph)}" rx="${r1(pw * 0.03)}" fill="#fff"/>`;
    const ts = fit(a.headline ?? '', pw * 0.8, pw * 0.1);
    if (a.headline) body += text(w / 2, y + ph * 0.16, ts, a.headline, ` fill="#333" font-weight="700" text-anchor="middle"${font}`);
    const lines = [0.3, 0.4, 0.5, 0.6].map((f, i) => `M${r1(x + pw * 0.12)} ${r1(y + ph * f)}h${r1(pw * (i === 3 ? 0.45 : 0.76))}`).join('');
    body += `<path d="${lines}" stroke="#d8d8d8" stroke-width="${r1(ph * 0.02)}" stroke-linecap="round"/>`;
    body += `<circle cx="${r1(x + pw * 0.7)}" cy="${r1(y + ph * 0.8)}" r="${r1(pw * 0.13)}" fill="none" stroke="#d3300f" stroke-width="${r1(pw * 0.018)}" opacity=".85"/>`;
    body += `<path d="${star(x + pw * 0.7, y + ph * 0.8, pw * 0.06)}" fill="#d3300f" opacity=".85"/>`;
  } else if (a.layout === 'mark') {
    // a logo: the first character of a name, large, on the gradient
    const ch = [...(a.headline ?? '')][0] ?? '';
    body += text(w / 2, h / 2 + m * 0.17, Math.round(m * 0.48), ch, ` fill="#fff" font-weight="700" text-anchor="middle"${font}`);
  } else {
    // thumb and square: the illustration, centred (a thumb leans right of its tag)
    const art = m * (a.layout === 'square' ? 0.62 : 0.58);
    body += place(a.motif, deep, (w - art) / 2 + (a.layout === 'thumb' ? w * 0.08 : 0), (h - art) / 2 + h * 0.03, art);
    if (a.tag) {
      const ts = Math.round(h * 0.075);
      const tw = ems(a.tag) * ts + ts * 1.4;
      body += `<rect x="${r1(w * 0.05)}" y="${r1(h * 0.07)}" width="${r1(tw)}" height="${r1(ts * 1.8)}" rx="${r1(ts * 0.9)}" fill="#fff" opacity=".92"/>`;
      body += text(w * 0.05 + ts * 0.7, h * 0.07 + ts * 1.28, ts, a.tag, ` fill="${deep}" font-weight="600"${font}`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    defs +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    deco +
    body +
    '</svg>'
  );
}
