// 长辈模式 walk (MIIT《移动互联网应用(APP)适老化通用设计规范》): the main flows opened in elder
// mode at 390 px. On each screen every visible text node of the page (main content, header
// and tab bar alike, legal small print included) is at least 18 px; the largest figure
// (balance, rate, amount) is at least 30 px and no figure of that size breaks over lines;
// every primary button and list row is at least 60 px tall. The elder home is its own screen:
// big entries, one loan a row, nothing promotional. Smallest text and largest figure are
// printed per screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { samplePath } from '../a11y/samples';
import { settled, trackNetwork, type Net } from '../a11y/walk';
import { phoneSession } from '../support/phone';
import { loginAt } from '../support/login';

const TEXT_MIN = 18;
const FIGURE_MIN = 30;
const TARGET_MIN = 60;
/** Primary buttons and list rows. */
const TARGETS = '.ui-btn, button[type=submit], .ui-cell, .eh-entry, .eh-loan';

/** path, logged in, shows a key figure */
const SCREENS: [string, boolean, boolean][] = [
  ['/', false, true],
  ['/loan/:id', false, true],
  ['/assignment/:id', false, true],
  ['/login', false, false],
  ['/register', false, false],
  ['/list', true, true],
  ['/loan/:id/invest', true, true],
  ['/dashboard', true, true],
  ['/dashboard/recharge', true, true],
  ['/dashboard/withdraw', true, true],
  ['/dashboard/invest', true, true],
  ['/dashboard/coupon', true, true],
  ['/dashboard/bank-card', true, false],
  ['/assignment/:id/invest', true, true],
  ['/dashboard/invest/:id', true, true],
  ['/dashboard/claim-transfer/:investId', true, true],
  ['/dashboard/repayments', true, true],
  // a ledger of records: no one figure stands for the screen; each amount is bold at the main size
  ['/dashboard/funds', true, false],
  ['/dashboard/member/memberCenter', true, true],
  ['/dashboard/payment/password', true, false],
  ['/dashboard/risk', true, false],
  ['/more', true, false],
];

interface Found {
  smallest: number;
  figure: number;
  /** the offenders, one line per selector and size, with its first text and count */
  small: string[];
  wrapped: string[];
  short: string[];
}

/** Runs in the page: every visible text node, its size; the figures; the targets' heights. */
function measure({ TARGETS, TEXT_MIN, FIGURE_MIN, TARGET_MIN }: Record<string, string | number>): Found {
  const where = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    const up = el.parentElement;
    const ucls = up && typeof up.className === 'string' && up.className.trim() ? '.' + up.className.trim().split(/\s+/)[0] : '';
    return `${up ? up.tagName.toLowerCase() + ucls + ' > ' : ''}${el.tagName.toLowerCase()}${cls}`;
  };
  const shown = (el: Element) => {
    if (el.closest('[hidden], [inert], .ui-sr')) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && Number(s.opacity) > 0;
  };
  const out: Found = { smallest: Infinity, figure: 0, small: [], wrapped: [], short: [] };
  const small = new Map<string, { text: string; n: number }>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent!.replace(/\s+/g, ' ').trim();
    const el = n.parentElement;
    if (!text || !el || el.closest('script, style, svg, .ui-toast-host') || !shown(el)) continue;
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    // on screen or below it (scrolled to), not clipped away or off to the side
    if (!rects.length || rects.every((r) => r.right <= 0 || r.left >= innerWidth)) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    out.smallest = Math.min(out.smallest, size);
    if (size < (TEXT_MIN as number) - 0.05) {
      const key = `${where(el)} ${size.toFixed(1)}px`;
      const seen = small.get(key);
      if (seen) seen.n++;
      else small.set(key, { text: text.slice(0, 14), n: 1 });
    }
    if (/\d/.test(text)) {
      out.figure = Math.max(out.figure, size);
      // a figure set large must be one line: its number never breaks
      if (size >= (FIGURE_MIN as number) - 0.05 && new Set(rects.map((r) => Math.round(r.top))).size > 1) out.wrapped.push(`${where(el)}「${text}」`);
    }
  }
  out.small = [...small].map(([key, { text, n }]) => `${key}「${text}」${n > 1 ? ` ×${n}` : ''}`);
  for (const el of document.querySelectorAll(TARGETS as string)) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || !shown(el)) continue;
    if (r.height < (TARGET_MIN as number) - 0.5) out.short.push(`${where(el)}「${(el.textContent ?? '').trim().slice(0, 10)}」${Math.round(r.height)}px`);
  }
  return out;
}

const s = phoneSession();
let ctx: BrowserContext;
let page: Page;
let net: Net;
const found = new Map<string, Found>();

beforeAll(async () => {
  ctx = await s.context({ elder: true });
  page = await ctx.newPage();
  net = trackNetwork(page);
});
afterAll(() => {
  const rows = [...found].map(
    ([p, f]) =>
      `${p.padEnd(22)} smallest ${f.smallest.toFixed(1).padStart(5)} px  largest figure ${f.figure ? f.figure.toFixed(1).padStart(5) + ' px' : '   --'}`,
  );
  if (rows.length) console.log(`长辈模式 walk at 390 px:\n${rows.join('\n')}`);
});

describe('长辈模式 home', () => {
  it('is the simple home: big entries, one loan a row, no carousel, ticker or tiles; the switch leaves and comes back', async () => {
    const p = await ctx.newPage();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto('/');
    await p.locator('.eh .eh-loan').first().waitFor();
    expect(await p.locator('.eh-entry').allInnerTexts()).toEqual(['我的资产', '出借', '充值', '提现', expect.stringMatching(/^客服电话 [\d-]+$/)]);
    expect(await p.locator('.home-carousel, .home-banners, .home-ticker, .home-tiles').count()).toBe(0);
    // one column: every card as wide as the first
    const widths = await p.locator('.eh-loan').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    // the switch on it goes back to the full home and returns, without a reload
    await p.getByRole('switch', { name: '长辈模式' }).click();
    await p.locator('.home').waitFor();
    expect(await p.locator('.eh').count()).toBe(0);
    await p.getByRole('switch', { name: '长辈模式' }).click();
    await p.locator('.eh .eh-entry').first().waitFor();
    expect(errors).toEqual([]);
    await p.close();
  });
});

describe('长辈模式 walk', () => {
  let loggedIn = false;
  it.each(SCREENS)('%s', async (pattern, login, figure) => {
    if (login && !loggedIn) {
      await loginAt(page);
      loggedIn = true;
    }
    await page.goto(samplePath(pattern));
    await settled(page, net, { quietMs: 250 });
    expect(await page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(true);
    // the elder home is its own chunk: it has shown once its entries are there
    if (pattern === '/') await page.locator('.eh').waitFor();
    const f = await page.evaluate(measure, { TARGETS, TEXT_MIN, FIGURE_MIN, TARGET_MIN });
    found.set(pattern, f);
    expect(f.small, `text under ${TEXT_MIN} px on ${pattern}`).toEqual([]);
    expect(f.wrapped, `figures broken over lines on ${pattern}`).toEqual([]);
    expect(f.short, `buttons and rows under ${TARGET_MIN} px on ${pattern}`).toEqual([]);
    // a screen without a key figure has no size to keep (0: anything goes)
    expect(f.figure, `largest figure on ${pattern}`).toBeGreaterThanOrEqual(figure ? FIGURE_MIN - 0.05 : 0);
  });
});
