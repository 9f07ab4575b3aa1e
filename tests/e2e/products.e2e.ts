import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, submitLogin } from '../support/login';
import { DEMO_CLAIMS, DEMO_LOANS } from '../../server/sandbox/seed/index';
import { scheduleFen } from '../../server/sandbox/seed/schedule';
import { formatFen } from '../../domain/format/money';

const s = phoneSession();

const items = (page: Page) => page.locator('.pd-list .pd-item');

describe('products: the list', () => {
  it('sends a visitor from /list to login and back to /list', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    await page.goto('/list');
    await page.waitForURL('**/login?next=%2Flist');
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/list');
    await items(page).first().waitFor();
    // the default tab: GDSY, CPTJ, NEW, recommended first
    expect(await page.getByRole('tab', { name: '出借项目' }).getAttribute('aria-selected')).toBe('true');
    await shot(page, 'products-list');
    expect(errors).toEqual([]);
  });

  it('shows an unverified user the qualified-investor popup on the high tab', async () => {
    const page = await s.loginAt('/dashboard', DEMO.unverified, { prompt: true });
    await page.goto('/list?tab=high');
    const dialog = page.getByRole('dialog', { name: '仅限合格投资者' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toBe(
      `/dashboard/payment/bind-card?next=${encodeURIComponent('/list?tab=high')}`,
    );
    expect(await dialog.getByRole('link', { name: '合格投资者认证' }).getAttribute('href')).toBe('/profession');
    // nothing of the gated list was asked for
    expect(await items(page).count()).toBe(0);
    await shot(page, 'products-gate');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'loan');
  });

  it('asks a verified investor for the qualified-investor commitment (the backend does not say), then lists the funds', async () => {
    const page = await s.loginAt('/dashboard');
    await page.goto('/list?tab=funds');
    const dialog = page.getByRole('dialog', { name: '合格投资者承诺' });
    await dialog.waitFor();
    const ok = dialog.getByRole('button', { name: '确认并查看' });
    expect(await ok.isDisabled()).toBe(true);
    await shot(page, 'products-commit');
    await dialog.getByRole('checkbox').check();
    await ok.click();
    await items(page).first().waitFor();
    // asked once for the tab: another gated tab opens at once
    await page.goto('/list?tab=honour');
    await items(page).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('loads page 2 when scrolled to the end, then stops', async () => {
    const page = await s.loginAt('/dashboard');
    const pages: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/v2/loans/getLoanWithPage') pages.push(u.searchParams.get('currentPage')!);
    });
    await page.goto('/list');
    await items(page).nth(19).waitFor();
    expect(await items(page).count()).toBe(20);
    await page.locator('.ui-list-foot').scrollIntoViewIfNeeded();
    await page.getByText('没有更多了').waitFor();
    // 27 loans under GDSY, CPTJ and NEW: 20 + 7, and no third request
    expect(await items(page).count()).toBe(27);
    await page.mouse.wheel(0, 5000);
    await page.getByText('没有更多了').waitFor();
    expect(pages).toEqual(['1', '2']);
  });

  it('narrows the results with the filters, asked of the server', async () => {
    const page = await s.loginAt('/dashboard');
    await page.goto('/list');
    await items(page).nth(19).waitFor();
    const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('status') === 'SCHEDULED');
    await page.getByRole('button', { name: /^筛选/ }).click();
    const sheet = page.getByRole('dialog', { name: '筛选' });
    await sheet.getByText('预热中').click();
    await shot(page, 'products-filter');
    await sheet.getByRole('button', { name: '确定' }).click();
    const req = new URL((await asked).url());
    expect(req.searchParams.getAll('product')).toEqual(['GDSY', 'CPTJ', 'NEW']);
    expect(req.searchParams.get('pageSize')).toBe('20');
    await expect.poll(async () => (await items(page).allInnerTexts()).every((t) => t.includes('预热中')), { timeout: 10000 }).toBe(true);
    await page.getByText('没有更多了').waitFor();
    const texts = await items(page).allInnerTexts();
    expect(texts).toHaveLength(3);
    for (const t of texts) expect(t).toContain('预热中');
    expect(await page.locator('.pd-filter').innerText()).toContain('预热中');

    // a rate range: every loan shown lies inside it
    await page.getByRole('button', { name: /^筛选/ }).click();
    await sheet.getByRole('button', { name: '重置' }).click();
    await sheet.getByText('10%–12%').click();
    await sheet.getByRole('button', { name: '确定' }).click();
    // the previous list's end marker may still be on screen: wait for the filtered rows
    const rateTexts = () => page.locator('.pd-list .pd-rate').allInnerTexts();
    await expect.poll(async () => (await rateTexts()).length, { timeout: 10000 }).toBeGreaterThan(3);
    await page.getByText('没有更多了').waitFor();
    const rates = (await rateTexts()).map((r) => parseFloat(r));
    for (const r of rates) expect(r > 10 && r <= 12).toBe(true);

    // nothing above 12%: the empty state says so
    await page.getByRole('button', { name: /^筛选/ }).click();
    await sheet.getByText('12%以上').click();
    await sheet.getByRole('button', { name: '确定' }).click();
    await page.getByText('没有符合条件的项目').waitFor();
  });

  it('lists transferred claims, open ones first, ten a page', async () => {
    const page = await s.loginAt('/dashboard');
    await page.goto('/list?tab=assignment');
    await page.getByText('没有更多了').waitFor();
    const texts = await items(page).allInnerTexts();
    expect(texts).toHaveLength(10);
    const firstSold = texts.findIndex((t) => t.includes('已售罄'));
    expect(firstSold).toBeGreaterThan(0);
    expect(texts.slice(firstSold).every((t) => t.includes('已售罄'))).toBe(true);
    await shot(page, 'products-assignments');
  });
});

describe('products: the loan and its satellites', () => {
  it('opens /loan/{id}?from=app with no header and only the runtime and loan JS files', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const js: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('.js')) js.push(u.pathname);
    });
    await page.goto(`/loan/${DEMO_LOANS.opened}?from=app`);
    await page.locator('.dh-top h2').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('.app-tabs').count()).toBe(0);
    await page.getByRole('link', { name: '登录后出借' }).waitFor();
    await shot(page, 'products-loan-in-app');

    // the build's manifest is read from the build folder: the server never serves it
    const manifest = JSON.parse(readFileSync(join(process.env.E2E_DIST ?? 'dist', 'manifest.json'), 'utf8')) as { routes: { path: string; files: string[] }[] };
    const files = (path: string) => manifest.routes.find((r) => r.path === path)!.files;
    // What the runtime itself loads in the app beyond any route's list (the native bridge),
    // measured on a route without data: everything /login requests that is not its own.
    const other = await page.context().newPage();
    const runtimeJs: string[] = [];
    other.on('request', (r) => r.url().endsWith('.js') && runtimeJs.push(new URL(r.url()).pathname));
    await other.goto('/login?from=app');
    await other.locator('#login-mobile').waitFor();
    await other.waitForLoadState('networkidle');
    const runtimeExtra = runtimeJs.filter((f) => !files('/login').includes(f));

    const allowed = [...files('/loan/:id'), ...runtimeExtra];
    expect(js.length).toBeGreaterThan(1);
    expect(js.filter((f) => !allowed.includes(f))).toEqual([]);
    expect(js.some((f) => /\/loan-detail-[A-Z0-9]+\.js$/.test(f))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('states the terms of a loan and its button per status and session', async () => {
    const page = await s.newPage();
    await page.goto(`/loan/${DEMO_LOANS.scheduled}`);
    await page.locator('.ld-count').waitFor();
    expect(await page.locator('.ld-count').innerText()).toMatch(/距开始 \d{2}时\d{2}分\d{2}秒/);
    expect(await page.getByRole('button', { name: '预热中' }).isDisabled()).toBe(true);
    const rows = await page.locator('.ld-rows').innerText();
    expect(rows).toContain('预计起息日');
    expect(rows).toContain('预计到账日');
    expect(rows).toMatch(/风险等级\s+R\d/);

    await page.goto(`/loan/${DEMO_LOANS.cycleSettled}`);
    await page.locator('.ld-note').first().waitFor();
    expect(await page.locator('.ld-note').first().innerText()).toContain('T−15');
    expect(await page.locator('.ld-rows').innerText()).not.toContain('预计起息日');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    // an unknown loan (an old share link) says so on its own URL, with the way to the list; an
    // unknown claim and article likewise; none offers a retry that cannot succeed
    for (const [path, words, way, to] of [
      ['/loan/NOPE', '项目不存在', '查看项目列表', '/list'],
      ['/loan/NOPE/info', '项目不存在', '查看项目列表', '/list'],
      ['/assignment/NOPE', '项目不存在', '查看债权转让', '/list?tab=assignment'],
      ['/notice/NOPE', '内容不存在', '返回首页', '/'],
    ] as const) {
      await page.goto(path);
      await page.locator('.ui-missing').getByText(words).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: way }).getAttribute('href')).toBe(to);
      await shot(page, `missing${path.replace(/\//g, '-')}`);
    }

    // a seasoned investor may not buy a newbie-only loan
    const investor = await s.loginAt('/dashboard');
    await investor.goto(`/loan/${DEMO_LOANS.newbie}`);
    await investor.getByRole('button', { name: '新手专享' }).waitFor();
    expect(await investor.getByRole('button', { name: '新手专享' }).isDisabled()).toBe(true);
    await investor.goto(`/loan/${DEMO_LOANS.opened}`);
    expect(await investor.getByRole('link', { name: '立即出借' }).getAttribute('href')).toBe(`/loan/${DEMO_LOANS.opened}/invest`);
    await shot(investor, 'products-loan');
  });

  it('shows the borrower with capital in 万/亿 and its proofs full screen', async () => {
    const page = await s.newPage();
    // the borrower (瑞丰建设), not its guarantor: the seed once named the guarantee company as both
    await page.goto(`/loan/${DEMO_LOANS.opened}/party`);
    await page.locator('.pt-rows').waitFor();
    expect(await page.locator('.pt-rows').innerText()).toMatch(/注册资本\s+3亿元/);
    const thumbs = page.locator('.pt-imgs button');
    expect(await thumbs.count()).toBe(3);
    await thumbs.nth(1).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.innerText()).toContain('担保函');
    await shot(page, 'products-party-viewer');
    await page.keyboard.press('ArrowRight');
    expect(await viewer.innerText()).toContain('承诺函');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'products-party');
  });

  it('shows the investors only to logged-in users, masked', async () => {
    const page = await s.newPage();
    await page.goto(`/loan/${DEMO_LOANS.opened}/investors`);
    await page.waitForURL(`**/login?next=${encodeURIComponent(`/loan/${DEMO_LOANS.opened}/investors`)}`);
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname.endsWith('/investors'));
    await page.locator('.inv-list tbody tr').first().waitFor();
    const names = await page.locator('.inv-list tbody td:first-child').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    for (const n of names) expect(n).toMatch(/\*/);
    // nothing like a full mobile number anywhere
    expect(await page.locator('.inv-list').innerText()).not.toMatch(/1\d{10}/);
    await shot(page, 'products-investors');
  });

  it('shows the repayment schedule, exact to the fen, and computes interest', async () => {
    const page = await s.newPage();
    const loan = (await (await page.request.get(`/api/v2/loan/${DEMO_LOANS.cycleSettled}`)).json()) as {
      amount: number;
      rate: number;
      method: 'MonthlyInterest';
      duration: { totalMonths: number };
      valueDate: number;
    };
    const rows = scheduleFen(Math.round(loan.amount * 100), loan.rate, loan.duration.totalMonths, loan.method, loan.valueDate);
    const interest = rows.reduce((s, r) => s + r.amountInterest, 0);

    await page.goto(`/loan/${DEMO_LOANS.cycleSettled}/info`);
    expect(await page.getByRole('tab', { name: '风险与保障' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('风控措施').waitFor();
    await page.getByRole('tab', { name: '收益与还款' }).click();
    await page.locator('.sc li').first().waitFor();
    expect(await page.locator('.sc li').count()).toBe(rows.length);
    expect(await page.locator('.sc-total').innerText()).toBe(
      `合计（元）：本金 ${formatFen(rows.reduce((s, r) => s + r.amountPrincipal, 0))}，利息 ${formatFen(interest)}，本息 ${formatFen(Math.round(loan.amount * 100) + interest)}`,
    );
    const kinds = await page.locator('.sc-kind').allInnerTexts();
    expect(kinds.slice(0, -1).every((k) => k === '利息')).toBe(true);
    expect(kinds.at(-1)).toBe('本息');
    expect(await page.locator('.sc-st.done').count()).toBeGreaterThan(0);
    await shot(page, 'products-schedule');

    await page.fill('#li-amount', '10000');
    await page.getByRole('button', { name: '计算收益' }).click();
    const expected = scheduleFen(1_000_000, loan.rate, loan.duration.totalMonths, loan.method, 0).reduce((s, r) => s + r.amountInterest, 0);
    await page.getByText(`预期收益 ${formatFen(expected)} 元`).waitFor();
  });

  it('shows a claim: price, rates, periods, repayments and masked buyers; sold claims at 100%', async () => {
    const page = await s.newPage();
    await page.goto(`/assignment/${DEMO_CLAIMS.partlySold}`);
    await page.locator('.dh-top').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    const rows = await page.locator('.cd-rows').innerText();
    for (const k of ['转让本金', '债权价值', '转让价格比例', '剩余还款', '转让截止']) expect(rows).toContain(k);
    expect(await page.locator('.sc li').count()).toBeGreaterThan(0);
    for (const t of await page.locator('.cd-inv li span:first-child').allInnerTexts()) expect(t).toMatch(/\*/);
    expect(await page.getByRole('link', { name: '登录后购买' }).count()).toBe(1);
    await shot(page, 'products-claim');

    await page.goto(`/assignment/${DEMO_CLAIMS.finished}`);
    await page.getByRole('button', { name: '已售罄' }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
