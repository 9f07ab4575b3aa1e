// The sandbox's drawn pictures: well-formed SVG, small, at the size the page declares, with
// escaped words and never the file's own name (served over HTTP: integration/sandbox-assets).
import { describe, expect, it } from 'vitest';
import { drawArt, escapeXml, type Art } from '../../server/sandbox/routes/asset-art';
import { artFor, splitTitle } from '../../server/sandbox/routes/assets';
import { createSeed } from '../../server/sandbox/seed/index';

const NOW = Date.UTC(2026, 10, 23, 2);

/**
 * A strict enough XML check for what the generator writes: every tag closed in order,
 * attributes quoted, no raw `<` or stray `&` in text or attribute values. Returns the text.
 */
function wellFormed(xml: string): string {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;
  const open: string[] = [];
  let text = '';
  let pos = 0;
  while (pos < xml.length) {
    token.lastIndex = pos;
    const m = token.exec(xml);
    if (!m) throw new Error(`not well-formed at ${pos}: ${xml.slice(pos, pos + 40)}`);
    pos = token.lastIndex;
    const [, close, name, attrs, self, chars] = m;
    if (chars !== undefined) {
      if (!open.length) throw new Error('text outside the root');
      if (entity.test(chars)) throw new Error(`raw & in text: ${chars}`);
      text += chars;
    } else if (close) {
      if (open.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
    } else {
      if (entity.test(attrs ?? '')) throw new Error(`raw & in attributes of <${name}>`);
      if (!open.length && text) throw new Error('two roots');
      if (!self) open.push(name!);
    }
  }
  if (open.length) throw new Error(`unclosed: ${open.join(' ')}`);
  return text;
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Every picture the seeds point at, with the size its page asks for. */
function seedPictures() {
  const urls = new Set<string>(['/sandbox-assets/wx-avatar-jianguo.svg', '/sandbox-assets/wx-avatar-3.svg']);
  JSON.stringify(createSeed(NOW), (_k, v: unknown) => {
    if (typeof v === 'string') for (const m of v.matchAll(/\/sandbox-assets\/[^"'\s)]+/g)) urls.add(m[0].replace(/&amp;/g, '&'));
    return v;
  });
  return [...urls].map((u) => {
    const url = new URL(u, 'http://x');
    const num = (k: string) => (url.searchParams.has(k) ? Number(url.searchParams.get(k)) : undefined);
    return { url: u, name: url.pathname.replace('/sandbox-assets/', '').replace(/\.svg$/, ''), w: num('w'), h: num('h') };
  });
}

describe('drawn pictures', () => {
  const pictures = seedPictures();

  it('covers the banners, home tiles, articles, gifts, prizes, proofs and logos the seeds name', () => {
    const names = pictures.map((p) => p.name);
    for (const want of [
      'banner-1',
      'app-info-1',
      'app-view-1',
      'service-risk',
      'news-1',
      'activity-1',
      'gift-cup',
      'lottery-888',
      'corp-hengxin-logo',
      'corp-hengxin-guarantee',
      'feature-safety',
      'article-license',
    ]) {
      expect(names).toContain(want);
    }
    expect(pictures.length).toBeGreaterThan(50);
  });

  it('is well-formed SVG under 3 KB, at the size asked, and the same every time', () => {
    for (const p of pictures) {
      const svg = drawArt(artFor(p.name, { w: p.w, h: p.h }));
      expect(() => wellFormed(svg), p.url).not.toThrow();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), p.url).toBe(true);
      expect(new TextEncoder().encode(svg).length, p.url).toBeLessThan(3000);
      expect(drawArt(artFor(p.name, { w: p.w, h: p.h }))).toBe(svg);
    }
    // the pictures whose URL asks a size (the others take their kind's own)
    const sized = pictures.filter((p) => p.w && p.h);
    expect(sized.length).toBeGreaterThan(0);
    const wrong = sized.filter((p) => !drawArt(artFor(p.name, { w: p.w, h: p.h })).includes(`width="${p.w}" height="${p.h}" viewBox="0 0 ${p.w} ${p.h}"`));
    expect(wrong.map((p) => p.url)).toEqual([]);
  });

  it('writes Chinese words, never the file name or other Latin labels', () => {
    for (const p of pictures) {
      const words = unescape(wellFormed(drawArt(artFor(p.name, { w: p.w, h: p.h }))));
      expect(words.toLowerCase(), p.url).not.toContain(p.name.toLowerCase());
      expect(words, p.url).not.toMatch(/svg|[a-z]{3,}|[a-z]+-\d/i);
    }
  });

  it("puts a banner's title on it as headline and sub-line, with a call to action", () => {
    const art = artFor('banner-1');
    expect([art.w, art.h]).toEqual([750, 300]);
    expect(art).toMatchObject({ layout: 'poster', headline: '周年庆', sub: '出借送百元红包', cta: '立即查看' });
    const words = wellFormed(drawArt(art));
    for (const w of ['周年庆', '出借送百元红包', '立即查看']) expect(words).toContain(w);
  });

  it('draws what a thumbnail is about, with its kind, and no headline beside the title it sits over', () => {
    expect(artFor('app-info-1')).toMatchObject({ layout: 'thumb', motif: 'shield', tag: '平台', w: 600, h: 400 });
    expect(artFor('service-risk')).toMatchObject({ motif: 'gauge', tag: '服务' });
    expect(artFor('app-view-2')).toMatchObject({ motif: 'people', tag: '观点' });
    expect(artFor('app-info-1').headline).toBeUndefined();
    // shown wide inside its own article, the same picture carries its headline
    expect(artFor('activity-1', { w: 690, h: 300 })).toMatchObject({ layout: 'poster', headline: '周年庆', sub: '出借送百元红包，积分翻倍' });
  });

  it('escapes every word it writes', () => {
    const hostile = '<script>alert("x")</script> & \'q\'';
    const art: Art = { w: 750, h: 300, layout: 'poster', motif: 'shield', seed: 7, headline: hostile, sub: 'a&b<c', cta: '"go"' };
    const svg = drawArt(art);
    expect(svg).not.toContain('<script');
    expect(() => wellFormed(svg)).not.toThrow();
    const words = unescape(wellFormed(svg));
    expect(words).toContain(hostile);
    expect(words).toContain('a&b<c');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
    for (const layout of ['paper', 'mark', 'thumb', 'square'] as const) {
      expect(() => wellFormed(drawArt({ ...art, layout, tag: hostile }))).not.toThrow();
    }
  });

  it('splits a title at its first space or comma', () => {
    expect(splitTitle('新手专享 年化12%+1%')).toEqual(['新手专享', '年化12%+1%']);
    expect(splitTitle('邀请好友，双方各得30元返现券')).toEqual(['邀请好友', '双方各得30元返现券']);
    expect(splitTitle('风险测评')).toEqual(['风险测评', undefined]);
  });

  it('draws a name nobody uses as a plain picture without words', () => {
    const svg = drawArt(artFor('something-unheard-of'));
    expect(wellFormed(svg)).toBe('');
    expect(svg).toContain('width="600" height="400"');
  });
});
