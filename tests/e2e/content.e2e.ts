import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, loginAt, submitLogin } from '../support/login';
import { freshMobile, registerByApi } from '../support/sandbox';

// Public content journeys (issue 5). Read-only against the sandbox: no reset needed.
const s = phoneSession();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await s.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  return { page, errors };
}

const h1 = (page: Page) => page.locator('.ct-title').first();

describe('homepage', () => {
  it('rolls the announcement ticker every 4 s and opens the notice it shows', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    await page.clock.install();
    await page.goto('/');
    const items = page.locator('.home-ticker li');
    await items.first().waitFor();
    // from here on only runFor moves time, so no interval fires on its own; the margin keeps
    // the pause in the future on a loaded machine (the loop below absorbs the jump)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const active = page.locator('.home-ticker li[aria-hidden="false"] a');
    const titles = await items.allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(await active.textContent()).toBe(titles[0]);
    // the first roll comes within 4 s of the mount (how much of it passed before the pause
    // depends on the machine); from then on exactly every 4 s
    let waited = 0;
    while ((await active.textContent()) === titles[0] && waited < 4000) {
      await page.clock.runFor(100);
      waited += 100;
    }
    expect(await active.textContent()).toBe(titles[1]);
    await page.clock.runFor(3900);
    expect(await active.textContent()).toBe(titles[1]);
    await page.clock.runFor(100);
    expect(await active.textContent()).toBe(titles[2]);
    // the slide is a 1 s CSS transition of the list
    expect(await page.locator('.home-ticker ul').evaluate((ul) => getComputedStyle(ul).transitionDuration)).toBe('1s');
    await shot(page, 'content-home');
    await page.clock.resume();
    await active.click();
    await page.waitForURL(/\/notice\/[^/]+$/);
    await expect.poll(() => h1(page).textContent()).toBe(titles[2]);
    expect(errors).toEqual([]);
  });

  it('shows app info (2), app views (2), app services (3) and banners that open in-app', async () => {
    const { page, errors } = await open('/');
    // the article blocks follow the loans into kept places
    await page.locator('a.home-tile').first().waitFor();
    const blocks = page.locator('.home-block:has(.home-tiles)');
    // each block loads on its own: wait for each rather than for the first
    await expect.poll(() => blocks.nth(0).locator('.home-tile').count()).toBe(2);
    await expect.poll(() => blocks.nth(1).locator('.home-tile').count()).toBe(2);
    await expect.poll(() => blocks.nth(2).locator('.home-tile').count()).toBe(3);
    // the tiles' pictures are the sandbox's drawn SVGs, loaded and the size their box declares
    const thumb = blocks.nth(0).locator('.home-tile img').first();
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(600);
    expect(await page.locator('.home-banner img').count()).toBeGreaterThan(1);
    expect(await page.locator('.home-banner img').first().getAttribute('width')).toBe('750');
    await page.evaluate(() => ((window as { __stay?: number }).__stay = 1));
    await page.locator('.home-banner').first().click();
    await page.waitForURL(/\/activity\//);
    await h1(page).waitFor();
    expect(await page.evaluate(() => (window as { __stay?: number }).__stay)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('homepage loans from a second source', () => {
  it('shows loans from the list’s homepage variant when the homepage call fails; both failing says so, and the retry brings them', async () => {
    const page = await s.newPage();
    const asked: URL[] = [];
    page.on('request', (r) => r.url().includes('/api/') && asked.push(new URL(r.url())));
    // the homepage call refused (the shell's early request too)
    await page.route('**/api/v3/loans/getMobileHomepageLoans', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":[{"message":"SYSTEM_ERROR"}]}' }),
    );
    await page.goto('/');
    const cards = page.locator('.home-loan');
    await cards.first().waitFor();
    const fallback = asked.filter((u) => u.pathname === '/api/v2/loans/getLoanWithPage');
    expect(fallback).toHaveLength(1);
    expect(fallback[0]!.searchParams.getAll('product')).toEqual(['HDZX', 'DQCP', 'NEW']);
    expect([fallback[0]!.searchParams.get('status'), fallback[0]!.searchParams.get('recommedInFront')]).toEqual(['OPENED', 'true']);
    // grouped by product, two at most a product, each open
    const heads = await page.locator('.home-block:has(.home-loan) h2').allInnerTexts();
    expect(heads.length).toBeGreaterThan(0);
    for (const block of await page.locator('.home-block:has(.home-loan)').all()) expect(await block.locator('.home-loan').count()).toBeLessThanOrEqual(2);
    await shot(page, 'content-home-fallback');

    // both refused: the homepage says so in words, the rest still shows
    await page.route('**/api/v2/loans/getLoanWithPage*', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":[{"message":"SYSTEM_ERROR"}]}' }),
    );
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: '出借项目加载失败' });
    await failed.waitFor();
    expect(await cards.count()).toBe(0);
    await page.locator('.home-brand h1').waitFor();
    await page.unroute('**/api/v3/loans/getMobileHomepageLoans');
    await failed.getByRole('button', { name: '重试' }).click();
    await cards.first().waitFor();
    expect(await failed.count()).toBe(0);
  });

  it('asks the list nothing when the homepage call answers', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.locator('.home-loan').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => p === '/api/v2/loans/getLoanWithPage')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('lists open their details', () => {
  it('notice: 3 at a time, at most 9, each opens its notice', async () => {
    const { page, errors } = await open('/notice');
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/name/NOTICE') && asked.push(new URL(r.url()).search));
    const rows = page.locator('.ct-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    await page.getByRole('button', { name: '查看更多' }).click();
    await expect.poll(() => rows.count()).toBe(6);
    await page.getByRole('button', { name: '查看更多' }).click();
    await expect.poll(() => rows.count()).toBe(9);
    expect(await page.getByRole('button', { name: '查看更多' }).count()).toBe(0);
    await page.getByText('仅显示最近9条公告').waitFor();
    expect(asked.every((q) => q.includes('pageSize=3'))).toBe(true);
    await shot(page, 'content-notice-list');
    const title = await rows.nth(4).locator('h2').textContent();
    await rows.nth(4).click();
    await page.waitForURL(/\/notice\/[^/]+$/);
    await expect.poll(() => h1(page).textContent()).toBe(title);
    await shot(page, 'content-notice-detail');
    expect(errors).toEqual([]);
  });

  it.each([
    ['/news', /\/news\/[^/]+$/],
    ['/activity', /\/activity\/[^/]+$/],
    ['/infolist', /\/applistdetail\?id=/],
    ['/viewlist', /\/applistdetail\?id=/],
    ['/servicelist', /\/applistdetail\?id=/],
  ])('%s opens its first item', async (path, detail) => {
    const { page, errors } = await open(path);
    const first = page.locator('.ct-row').first();
    await first.waitFor();
    const title = await first.locator('h2').textContent();
    await shot(page, `content-list${path.replace(/\//g, '-')}`);
    await first.click();
    await page.waitForURL(detail);
    await expect.poll(() => h1(page).textContent()).toBe(title);
    expect(await page.locator('.rich').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('finance news: list → detail with the six market indexes and a product', async () => {
    const { page, errors } = await open('/finance-news');
    const first = page.locator('.ct-row').first();
    await first.waitFor();
    const title = await first.locator('h2').textContent();
    await first.click();
    await page.waitForURL(/\/finance-news-detail\/[^/]+$/);
    await expect.poll(() => h1(page).textContent()).toBe(title);
    const names = await page.locator('.ct-quote b').allTextContents();
    for (const n of ['上证', '深证', '恒生', '标普', '道琼斯', '纳斯达克']) expect(names.some((x) => x.includes(n))).toBe(true);
    await page.locator('.ct-product').waitFor();
    await shot(page, 'content-finance-news-detail');
    await page.locator('.ct-product').click();
    await page.waitForURL(/\/loan\/[^/]+$/);
    expect(errors).toEqual([]);
  });

  it('finance news detail opens directly from a shared link (userId, sTime)', async () => {
    const { page, errors } = await open('/finance-news');
    const href = await page.locator('.ct-row').first().getAttribute('href');
    const answered: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v2/financeNews/') && answered.push(r.url()));
    await page.goto(`${href}?userId=u-100&sTime=1767225600000&from=app`);
    await h1(page).waitFor();
    expect(answered[0]).toContain('userId=u-100');
    expect(answered[0]).toContain('sTime=1767225600000');
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('daily briefings: asks 5 at a time (GETSHARELIST) and opens one (GETSHAREDETAIL)', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const asked: URL[] = [];
    page.on('request', (r) => r.url().includes('commonget') && asked.push(new URL(r.url())));
    await page.goto('/daily-briefing');
    const first = page.locator('.ct-row').first();
    await first.waitFor();
    const list = asked.find((u) => u.searchParams.get('func') === 'GETSHARELIST')!;
    expect(list.searchParams.get('pageSize')).toBe('5');
    const title = await first.locator('h2').textContent();
    await shot(page, 'content-briefing-list');
    await first.click();
    await page.waitForURL(/\/daily-briefing\/[^/]+$/);
    await expect.poll(() => h1(page).textContent()).toBe(title);
    expect(asked.some((u) => u.searchParams.get('func') === 'GETSHAREDETAIL')).toBe(true);
    expect(await page.locator('.ct-quote').count()).toBe(6);
    expect(await page.locator('.ct-brief-items li').count()).toBeGreaterThan(0);
    await shot(page, 'content-briefing-detail');
    expect(errors).toEqual([]);
  });

  it('help: by category name, each question opens its answer', async () => {
    const { page, errors } = await open('/help?name=充值提现');
    const q = page.locator('.ct-help-q').first();
    await q.waitFor();
    expect(await page.getByRole('tab', { name: '充值提现' }).getAttribute('aria-selected')).toBe('true');
    await q.locator('summary').click();
    await q.locator('.rich table').waitFor();
    await shot(page, 'content-help');
    await page.getByRole('tab', { name: '债权转让' }).click();
    await page.waitForURL(/name=%E5%80%BA%E6%9D%83%E8%BD%AC%E8%AE%A9/);
    await page.getByText('什么是债权转让？').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('in-app mode and direct opening', () => {
  it('/applistdetail?id=…&from=app shows the article without a header', async () => {
    const { page: list } = await open('/infolist');
    await list.locator('.ct-row').first().waitFor();
    const href = (await list.locator('.ct-row').first().getAttribute('href'))!;
    const { page, errors } = await open(`${href}&from=app`);
    await h1(page).waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('.app-tabs').count()).toBe(0);
    await shot(page, 'content-applistdetail-in-app');
    expect(errors).toEqual([]);
  });

  it.each([
    ['/privacy', '隐私政策'],
    ['/versionlog', '版本更新记录'],
    ['/memberRule', '会员等级规则'],
    ['/integralRule', '积分规则'],
    ['/offline', '线下转账出借说明'],
    ['/appoint', '预约出借说明'],
    ['/riskRank', '产品风险等级与投资者类型'],
    ['/about-coupon', '红包使用说明'],
    ['/feature', '风险与保障'],
    ['/feature/product', '产品介绍'],
    ['/about', '公司简介'],
    ['/about?tab=history', '发展历程'],
    ['/prove', '资质证明'],
    ['/prove?tab=custody', '资金存管协议'],
  ])('%s opens directly with its CMS article', async (path, title) => {
    const { page, errors } = await open(path);
    await expect.poll(() => h1(page).textContent()).toBe(title);
    // pictures keep their box: explicit width/height and lazy loading
    for (const img of await page.locator('.rich img').all()) {
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    }
    await shot(page, `content-doc${path.replace(/[/?=]/g, '-')}`);
    expect(errors).toEqual([]);
  });

  it('article links to our screens navigate in-app; external links open in a new tab safely', async () => {
    const { page, errors } = await open('/about');
    await page.locator('.rich').waitFor();
    const ext = page.locator('.rich a[href^="https://www.nifa.org.cn"]');
    expect(await ext.getAttribute('target')).toBe('_blank');
    expect(await ext.getAttribute('rel')).toBe('noopener noreferrer');
    await page.evaluate(() => ((window as { __stay?: number }).__stay = 1));
    await page.locator('.rich a[href="/notice"]').click();
    await page.waitForURL((u) => u.pathname === '/notice');
    await page.locator('.ct-row').first().waitFor();
    expect(await page.evaluate(() => (window as { __stay?: number }).__stay)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('contact shows the hotline as a phone link', async () => {
    const { page, errors } = await open('/contact');
    const tel = page.locator('.ct-contact-tel');
    await tel.waitFor();
    expect(await tel.textContent()).toBe('400-820-8866');
    expect(await tel.getAttribute('href')).toBe('tel:4008208866');
    await shot(page, 'content-contact');
    expect(errors).toEqual([]);
  });

  it('download-app links both stores and copies the link to share', async () => {
    const page = await s.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = watchErrors(page);
    // no Web Share here, so the copy-link path is the one taken
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto('/download-app');
    expect(await page.locator('a[href^="https://apps.apple.com/"]').getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.locator('a[href^="https://sj.qq.com/"]').count()).toBe(1);
    await page.getByRole('button', { name: '分享给好友' }).click();
    await page.getByText('链接已复制，快去分享吧').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/download-app$/);
    await shot(page, 'content-download-app');
    expect(errors).toEqual([]);
  });

  it('profession shows the thresholds and the commitment; a visitor is sent to login', async () => {
    const { page, errors } = await open('/profession');
    await h1(page).waitFor();
    const rules = await page.locator('.ct-pro-rules strong').allTextContents();
    expect(rules).toEqual(['300万', '50万', '100万']);
    expect(await h1(page).textContent()).toBe('合格投资者承诺书');
    const go = page.getByRole('button', { name: '登录后认证' });
    expect(await go.isDisabled()).toBe(true);
    await page.getByText('本人已阅读并承诺符合上述合格投资者条件').click();
    await shot(page, 'content-profession');
    await go.click();
    await page.waitForURL('**/login?next=%2Fprofession');
    expect(errors).toEqual([]);
  });

  it('profession: a certified investor is told so; others are offered the app to upload proof', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    // the family's userinfo never says who is certified (kit/entity/user-info.ts): a backend that does
    await page.route('**/api/v2/user/MYSELF/userinfo**', async (r) => {
      const res = await r.fetch();
      return r.fulfill({ response: res, json: { ...((await res.json()) as object), isProfessionalInvestor: true } });
    });
    await loginAt(page, '/profession');
    await page.getByText('您已通过合格投资者认证').waitFor();

    // a fresh account: the demo newbie may have bound a card in another journey of this run
    const fresh = await registerByApi(freshMobile());
    const other = { page: await s.newPage(), errors: [] as string[] };
    other.errors = watchErrors(other.page);
    // no bank card yet: the payment set-up prompt comes first (SPEC §4)
    await loginAt(other.page, '/profession', fresh, { prompt: true });
    await other.page.getByText('本人已阅读并承诺符合上述合格投资者条件').click();
    await other.page.getByRole('button', { name: '提交认证材料' }).click();
    await other.page.getByRole('button', { name: '去下载' }).click();
    await other.page.waitForURL((u) => u.pathname === '/download-app');
    expect([...errors, ...other.errors]).toEqual([]);
  });

  it('/paper needs login, then shows the agreements by tab', async () => {
    const { page, errors } = await open('/paper');
    await page.waitForURL('**/login?next=%2Fpaper');
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/paper');
    await expect.poll(() => h1(page).textContent()).toContain('注册服务协议');
    await page.getByRole('tab', { name: '出借协议' }).click();
    await expect.poll(() => h1(page).textContent()).toBe('出借咨询与服务协议');
    await shot(page, 'content-paper');
    expect(errors).toEqual([]);
  });

  it('an unknown article shows that it is gone, not an error', async () => {
    const { page, errors } = await open('/notice/no-such-notice');
    await page.getByText('内容不存在或已下线').waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
