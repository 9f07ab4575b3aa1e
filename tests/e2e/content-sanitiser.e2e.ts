import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { baseURL, phoneSession, shot, watchErrors } from '../support/phone';
import { HOSTILE_ARTICLE_IDS } from '../../server/sandbox/seed';
import { HOSTILE } from '../../server/sandbox/seed/cms-html';

// Hostile CMS snippets (<script>, onerror=, javascript: links, an iframe) must do nothing.
// In the app they meet two walls: DOMPurify (kit/ui/rich-html) and the CSP. So the app
// journeys below assert on the DOM and on a clean console (the CSP logs a violation for every
// hostile attribute that reaches a document), and a CSP-less page shows that the same
// snippets really run and really call out when rendered raw: the detectors work, and only
// the sanitiser stands between.
// The sanitiser is tested here, in Chromium, because DOMPurify does not support happy-dom.

const [NOTICE, ACTIVITY, HELP] = HOSTILE_ARTICLE_IDS as [string, string, string];
const FAKE = 'https://h5.test';

const s = phoneSession();
let sanitiserJs: string;
beforeAll(async () => {
  // the module exactly as the app has it, bundled for a plain page (CSS is the app's business)
  const out = await build({
    stdin: { contents: "export { sanitizeHtml, linkKind } from './kit/ui/rich-html';", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__rich',
    loader: { '.css': 'empty' },
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  sanitiserJs = out.outputFiles[0]!.text;
});

interface Watch {
  dialogs: string[];
  calls: string[];
}

/** Dialogs, and requests to the snippets' targets (evil.example, the relative "x"). */
function watchHostile(page: Page): Watch {
  const w: Watch = { dialogs: [], calls: [] };
  page.on('dialog', (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.hostname === 'evil.example' || u.pathname.endsWith('/x')) w.calls.push(r.url());
  });
  return w;
}

const xss = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

async function expectInert(page: Page) {
  const found = await page.evaluate(() =>
    ['script', 'iframe', 'object', 'embed', 'form', 'style', '[onerror]', '[onclick]', '[onload]', 'a[href^="javascript:" i]', 'a[href^="data:" i]']
      .map((s) => [s, document.querySelectorAll(`.rich ${s}`).length] as const)
      .filter(([, n]) => n > 0),
  );
  expect(found).toEqual([]);
}

async function rawContent(id: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/v2/cms/article/${id}`);
  return ((await res.json()) as { content: string }).content; // a bare CMS record, as the family sends it
}

describe('hostile CMS articles in the app', () => {
  it.each([
    ['notice', `/notice/${NOTICE}`],
    ['activity', `/activity/${ACTIVITY}`],
  ])('%s: the article shows, its hostile parts do nothing', async (_kind, path) => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const w = watchHostile(page);
    await page.goto(path);
    await page.locator('.rich p').first().waitFor();
    await expectInert(page);
    // the stripped javascript: link stays as text; tapping it goes nowhere
    const bait = page.locator('.rich a:not([href])');
    for (const a of await bait.all()) await a.click();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await xss(page)).toBeUndefined();
    expect(w.dialogs).toEqual([]);
    expect(w.calls).toEqual([]);
    expect(errors).toEqual([]);
    await shot(page, `content-hostile-${_kind}`);
  });

  it('help: the hostile answer opens and does nothing', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const w = watchHostile(page);
    // the seed's hostile help article is this question
    const title = ((await (await fetch(`${baseURL()}/api/v2/cms/article/${HELP}`)).json()) as { title: string }).title;
    await page.goto('/help?name=账户安全');
    const q = page.locator('.ct-help-q', { hasText: title });
    await q.locator('summary').click();
    await q.getByText('立即解冻账户').click();
    await page.waitForLoadState('networkidle');
    await expectInert(page);
    expect(await xss(page)).toBeUndefined();
    expect(w.dialogs).toEqual([]);
    expect(w.calls).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** A page on a made-up origin without any CSP, with the sanitiser loaded. */
async function bareOrigin(): Promise<{ page: Page; w: Watch; close: () => Promise<void> }> {
  const ctx = await s.browser().newContext();
  await ctx.route(`${FAKE}/**`, (r) =>
    new URL(r.request().url()).pathname === '/page'
      ? r.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><div id="host"></div>' })
      : r.fulfill({ status: 404, body: '' }),
  );
  await ctx.route('https://evil.example/**', (r) => r.fulfill({ contentType: 'text/html', body: 'evil' }));
  const page = await ctx.newPage();
  const w = watchHostile(page);
  await page.goto(`${FAKE}/page`);
  await page.addScriptTag({ content: sanitiserJs });
  return { page, w, close: () => ctx.close() };
}

describe('the hazard is real, and the sanitiser is what stops it', () => {
  it('raw, the seed snippets run script and call out; sanitised, they do nothing', async () => {
    const html = (await rawContent(NOTICE)) + (await rawContent(ACTIVITY));
    const raw = await bareOrigin();
    await raw.page.evaluate((h) => (document.getElementById('host')!.innerHTML = h), html);
    await expect.poll(() => xss(raw.page)).toBe(1);
    await expect.poll(() => raw.w.calls.some((u) => u.startsWith('https://evil.example'))).toBe(true);
    await raw.close();

    const clean = await bareOrigin();
    await clean.page.evaluate((h) => {
      const host = document.getElementById('host')!;
      host.className = 'rich';
      host.innerHTML = (window as unknown as { __rich: { sanitizeHtml(h: string): string } }).__rich.sanitizeHtml(h);
    }, html);
    for (const a of await clean.page.locator('#host a:not([href])').all()) await a.click();
    await clean.page.waitForLoadState('networkidle');
    await expectInert(clean.page);
    expect(await xss(clean.page)).toBeUndefined();
    expect(clean.w.dialogs).toEqual([]);
    expect(clean.w.calls).toEqual([]);
    expect(await clean.page.locator('#host p').count()).toBeGreaterThan(2);
    await clean.close();
  });

  it('raw, a javascript: link runs when tapped', async () => {
    const raw = await bareOrigin();
    await raw.page.evaluate((h) => (document.getElementById('host')!.innerHTML = h), `${HOSTILE.jsLink}tap</a>`);
    await raw.page.getByText('tap').click();
    await expect.poll(() => xss(raw.page)).toBe(1);
    await raw.close();
  });
});

describe('sanitizeHtml rules (in Chromium)', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page, close } = await bareOrigin());
  });
  afterAll(async () => close());

  /** Sanitise, then parse the result inertly so the assertions read what React would insert. */
  const run = <T>(html: string, read: string) =>
    page.evaluate(
      ({ h, r }) => {
        const doc = document.implementation.createHTMLDocument('');
        doc.body.innerHTML = (window as unknown as { __rich: { sanitizeHtml(h: string): string } }).__rich.sanitizeHtml(h);
        return new Function('body', r)(doc.body);
      },
      { h: html, r: read },
    ) as Promise<T>;

  it('keeps article HTML: headings, lists, tables, sized lazy images', async () => {
    const r = await run<string[]>(
      '<h3>标题</h3><p>正文<b>加粗</b></p><ul><li>一</li></ul><table><tr><td>1</td></tr></table><img src="/sandbox-assets/a.svg" alt="图" width="690" height="320">',
      "const i = body.querySelector('img'); return [body.querySelector('h3').textContent, body.querySelector('b').textContent, body.querySelector('td').textContent, i.getAttribute('src'), i.getAttribute('width'), i.getAttribute('height'), i.getAttribute('loading')];",
    );
    expect(r).toEqual(['标题', '加粗', '1', '/sandbox-assets/a.svg', '690', '320', 'lazy']);
  });

  it('removes script, iframe, object, embed, form controls and style elements', async () => {
    const out = await run<string>(
      `${HOSTILE.script}${HOSTILE.iframe}</iframe><object data="x.swf"></object><embed src="x"><form action="https://evil.example"><input name="p"><button>go</button></form><style>body{display:none}</style><p>ok</p>`,
      'return body.innerHTML',
    );
    expect(out).not.toMatch(/<(script|iframe|object|embed|form|input|button|style)/i);
    expect(out).not.toMatch(/evil\.example|__xss/);
    expect(out).toContain('<p>ok</p>');
  });

  it('drops event handlers, and remote (tracking) images', async () => {
    const out = await run<string[]>(
      `<p onclick="x()">a</p>${HOSTILE.onerror}<img src="https://cdn.example.cn/a.png" onload="window.__xss=1" width="10" height="10">`,
      "return [body.innerHTML, [...body.querySelectorAll('img')].map((i) => i.getAttribute('src')).join()]",
    );
    expect(out[0]).not.toMatch(/onerror|onload|onclick|__xss/);
    expect(out[0]).not.toContain('cdn.example.cn');
    expect(out[1]).not.toContain('cdn.example.cn');
  });

  it('strips javascript:, vbscript: and data: from links but keeps their text', async () => {
    const r = await run<(string | null)[]>(
      `<p>${HOSTILE.jsLink}领取</a><a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href=" JaVaScRiPt:alert(1)">j</a><a href="vbscript:x">v</a></p>`,
      "return [...[...body.querySelectorAll('a')].map((a) => a.getAttribute('href')), body.textContent]",
    );
    expect(r).toEqual([null, null, null, null, '领取djv']);
  });

  it('external links get target=_blank and rel=noopener noreferrer; own links stay in the app', async () => {
    const r = await run<(string | null)[]>(
      '<a href="https://www.pbc.gov.cn" rel="opener">人行</a><a href="/notice" target="_top">公告</a>',
      "const [e, o] = body.querySelectorAll('a'); return [e.getAttribute('target'), e.getAttribute('rel'), o.getAttribute('target'), o.getAttribute('href')]",
    );
    expect(r).toEqual(['_blank', 'noopener noreferrer', null, '/notice']);
  });

  it('drops class, id and style, keeping right/centre alignment as its own class', async () => {
    const r = await run<(string | null)[]>(
      '<p class="ui-mask" id="app" style="text-align:right;position:fixed">签名</p><p style="color:red">x</p><p style="text-align: center">c</p>',
      "const [a, b, c] = body.querySelectorAll('p'); return [a.getAttribute('class'), a.getAttribute('id'), a.getAttribute('style'), b.getAttribute('class'), b.getAttribute('style'), c.getAttribute('class')]",
    );
    expect(r).toEqual(['rich-right', null, null, null, null, 'rich-center']);
  });

  it('keeps data: only for raster images', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const r = await run<string[]>(
      `<img src="${png}" width="1" height="1"><img src="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1">`,
      "return [...body.querySelectorAll('img')].map((i) => i.getAttribute('src'))",
    );
    expect(r).toEqual([png]);
  });

  it('drops svg and math content', async () => {
    const out = await run<string>('<svg><a href="javascript:1"><text>x</text></a></svg><math><mi>x</mi></math><p>t</p>', 'return body.innerHTML');
    expect(out).not.toMatch(/<svg|<math|javascript/i);
    expect(out).toContain('<p>t</p>');
  });
});
