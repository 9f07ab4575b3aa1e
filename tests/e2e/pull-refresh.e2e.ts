// Pull to refresh (issue 36) on the four screens that have it, dragged with real touch events
// (CDP Input.dispatchTouchEvent: page.touchscreen can only tap): the head says 下拉刷新, then
// 释放刷新, then 刷新成功, and each of that screen's calls is asked exactly once more — the same
// URL as when the screen opened — and nothing else.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { apiQuiet, nothingHappensFor, phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, loginAt } from '../support/login';

const s = phoneSession();
let ctx: BrowserContext;
beforeAll(async () => {
  ctx = await s.context({ width: 375 });
  const page = await ctx.newPage();
  await loginAt(page);
  await page.close();
});

/** A finger put down at (x, y): `move` draws it on in small steps, `lift` ends the touch. */
async function finger(page: Page, x: number, y: number) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  return {
    async move(dx: number, dy: number) {
      for (let i = 1; i <= 10; i++) await touch('touchMove', [{ x: x + (dx * i) / 10, y: y + (dy * i) / 10 }]);
      x += dx;
      y += dy;
    },
    lift: () => touch('touchEnd', []).then(() => cdp.detach()),
  };
}

/** The API GETs the page makes from now on, as path and query. */
function apiCalls(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) urls.push(u.pathname + u.search);
  });
  return urls;
}

/**
 * A point of the screen's content with no link under or near it: a finger put down on a link
 * starts that link's screen (the tap prefetch, runtime/router/work.ts), which is not the pull's.
 */
const quietSpot = (page: Page) =>
  page.evaluate(() => {
    for (let y = 60; y < 500; y += 8)
      for (const x of [187, 40, 330]) {
        // the browser may move a touch to a link close by: none within a finger's width
        const around = [
          [0, 0],
          [0, -24],
          [0, 24],
          [-24, 0],
          [24, 0],
        ].map(([dx, dy]) => document.elementFromPoint(x + dx!, y + dy!));
        if (around.every((el) => el?.closest('.ui-pull') && !el.closest('a[href]'))) return { x, y };
      }
    throw new Error('no quiet spot');
  });

const head = (page: Page) => page.locator('.ui-pull-head');
/** From now on, every text the head shows, kept in the page as `window.said`. */
const headSays = (page: Page) =>
  page.evaluate(() => {
    const h = document.querySelector('.ui-pull-head')!;
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    new MutationObserver(() => said.push(h.textContent ?? '')).observe(h, { childList: true, subtree: true, characterData: true });
  });
/** Whether the head is open: its height is set in the touch handler itself, before any render. */
const isOpen = (page: Page) => head(page).evaluate((h: HTMLElement) => parseFloat(h.style.height || '0') > 0);

interface Screen {
  path: string;
  name: string;
  /** what shows once the screen is in */
  ready: string;
  /** the screen's own calls, by path */
  calls: string[];
}

const SCREENS: Screen[] = [
  {
    path: '/dashboard',
    name: 'dashboard',
    ready: '.dash-strip dd:has-text("张")',
    calls: [
      '/api/v2/statistic/user/MYSELF',
      '/api/v2/2.10/user/MYSELF/invest/lastInvest',
      '/api/v2/coupon/MYSELF/coupons/byStatus',
      '/api/v2/user/MYSELF/membership',
      '/api/v2/reward/getReferUserCountAndReward/MYSELF',
      // the 开户 steps' risk survey (home-opening)
      '/api/v2/user/MYSELF/userinfo',
    ],
  },
  { path: '/list', name: 'list', ready: '.pd-item', calls: ['/api/v2/loans/getLoanWithPage'] },
  { path: '/dashboard/invest', name: 'invest', ready: '.pf-list a[href^="/dashboard/invest/"]', calls: ['/api/v2/user/MYSELF/invest/list/1/10'] },
  { path: '/dashboard/funds', name: 'funds', ready: '.pay-fund', calls: ['/api/v2/user/MYSELF/funds'] },
];

const pathOf = (u: string) => u.split('?')[0]!;
/** a render on a machine running several browsers at once can take over a second */
const SLOW = { timeout: 5000 };

describe('pull to refresh', () => {
  for (const sc of SCREENS)
    it(`${sc.path}: a pull asks each of the screen's calls once more, and nothing else`, async () => {
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      const opened = apiCalls(page);
      await page.goto(sc.path);
      await page.locator(sc.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await apiQuiet(page);
      const mine = opened.filter((u) => sc.calls.includes(pathOf(u)));
      // each of them, once a page (a list that does not fill the screen reads its page 2 too)
      expect(new Set(mine.map(pathOf)), 'the screen opened with these calls').toEqual(new Set(sc.calls));
      expect(new Set(mine).size).toBe(mine.length);

      const asked = apiCalls(page);
      const at = await quietSpot(page);
      const f = await finger(page, at.x, at.y);
      await f.move(0, 120);
      expect(await isOpen(page)).toBe(true);
      await expect.poll(() => head(page).innerText(), SLOW).toBe('下拉刷新');
      await f.move(0, 140);
      await expect.poll(() => head(page).innerText(), SLOW).toBe('释放刷新');
      await shot(page, `pull-${sc.name}`);
      expect(asked, 'nothing is asked before the finger lets go').toEqual([]);
      await headSays(page);
      await f.lift();
      // it shows for DONE_MS: recorded in the page, so a slow poll cannot miss it
      await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said), SLOW).toContain('刷新成功');
      await nothingHappensFor(page, 1000);
      expect(asked.sort(), 'each call once more, as the screen opened with it').toEqual(mine.sort());
      await expect.poll(() => head(page).innerText(), SLOW).toBe('');
      await page.locator(sc.ready).first().waitFor();
      expect(unexpected(errors)).toEqual([]);
      await page.close();
    });

  it('refreshes nothing for a sideways swipe of the chips, a page scrolled down, or under the 筛选 sheet', async () => {
    const page = await ctx.newPage();
    await page.goto('/dashboard/funds');
    await page.locator('.pay-fund').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'funds-filters');
    const asked = apiCalls(page);

    const chips = (await page.locator('.pay-groups').boundingBox())!;
    const side = await finger(page, chips.x + 250, chips.y + chips.height / 2);
    await side.move(-200, 40);
    expect(await isOpen(page)).toBe(false);
    await side.lift();

    await page.evaluate(() => scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const scrolled = await finger(page, 187, 300);
    await scrolled.move(0, 200);
    expect(await isOpen(page)).toBe(false);
    await scrolled.lift();
    await page.evaluate(() => scrollTo(0, 0));

    await page.getByRole('button', { name: /^筛选/ }).tap();
    const sheet = page.getByRole('dialog', { name: '筛选' });
    await sheet.waitFor();
    await shot(page, 'funds-sheet');
    // on the mask above the sheet, from the top of the page
    const under = await finger(page, 187, 120);
    await under.move(0, 260);
    expect(await isOpen(page)).toBe(false);
    await under.lift();
    await nothingHappensFor(page, 1000);
    expect(asked).toEqual([]);
    await sheet.waitFor();
    await page.close();
  });
});

describe('the screens with a pull, empty, offer the next step', () => {
  it('我的出借 → 去出借 (the list), 资金流水 → 去充值, the account home’s 最近出借 → 去出借', async () => {
    const page = await s.newPage({ width: 375 });
    await loginAt(page, '/dashboard', DEMO.newbie, { prompt: true });
    const last = page.locator('.dash-strip div').filter({ hasText: '最近出借' });
    await last.getByText('暂无出借').waitFor();
    // the account's other parts still arriving re-render the screen: tap once it has settled
    await page.waitForLoadState('networkidle');
    await shot(page, 'empty-dashboard');
    await last.getByRole('link', { name: '去出借' }).tap();
    await page.waitForURL((u) => u.pathname === '/list');
    await page.goto('/dashboard/invest');
    await page.getByText('暂无持有中的出借').waitFor();
    await page.getByRole('link', { name: '去出借' }).tap();
    await page.waitForURL((u) => u.pathname === '/list');
    await page.goto('/dashboard/funds');
    await page.getByText('暂无资金记录').waitFor();
    await page.getByRole('link', { name: '去充值' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/recharge');
  });
});
