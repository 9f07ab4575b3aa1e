// Issue 36 on a 375-px phone: 昨日收益 and 持有收益 on the account home as the statistics call
// says them, hidden by the eye; the list's cards with their risk ranks, 仅限新手 on 新手专享 for
// the seasoned investor and 我的转让 on their own claim; the points page opening on a coupon
// they can afford; and a newbie's card binding flowing on to 设置支付密码.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bindCardHere } from '../support/bind-card';
import { formatFen, toFen } from '../../domain/format/money';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, loginAt } from '../support/login';
import { freshMobile, registerByApi } from '../support/sandbox';

const s = phoneSession();
const NARROW = { width: 375 as const };

/** GET `path` as the page's logged-in user, its JSON. */
const getJson = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => {
    const r = await fetch(p, { credentials: 'include' });
    return r.json();
  }, path) as Promise<T>;

const figure = (page: Page, label: string) => page.locator('.dash-income > div', { hasText: label }).locator('dd');
const pill = (card: ReturnType<Page['locator']>) => card.locator('.pd-st').innerText();

describe('onboarding and list cards (issue 36)', () => {
  it('shows 昨日收益 as the statistics call says it, and the eye hides it', async () => {
    const page = await s.loginAt('/dashboard', DEMO.investor, NARROW);
    const errors = watchErrors(page);
    await page.locator('.dash-total').filter({ hasText: /\d/ }).waitFor();
    // the family's call (statistics/invest) and the account home's statistic say the same
    const family = await getJson<{ yesterdayIncome: number }>(page, '/api/v2/user/MYSELF/statistics/invest');
    const stat = await getJson<{ data: { yesterdayIncome: number; holdingIncome: number } }>(page, '/api/v2/statistic/user/MYSELF');
    expect(stat.data.yesterdayIncome).toBe(family.yesterdayIncome);
    expect(family.yesterdayIncome).toBeGreaterThan(0);
    await figure(page, '昨日收益')
      .filter({ hasText: formatFen(toFen(family.yesterdayIncome)) })
      .waitFor();
    expect(await figure(page, '昨日收益').innerText()).toBe(formatFen(toFen(family.yesterdayIncome)));
    expect(await figure(page, '持有收益').innerText()).toBe(formatFen(toFen(stat.data.holdingIncome)));
    await shot(page, 'issue36-dashboard-income');

    await page.getByRole('button', { name: '隐藏金额' }).tap();
    expect(await figure(page, '昨日收益').innerText()).toBe('****');
    expect(await figure(page, '持有收益').innerText()).toBe('****');
    await shot(page, 'issue36-dashboard-income-hidden');
    await page.getByRole('button', { name: '显示金额' }).tap();
    expect(await figure(page, '昨日收益').innerText()).toBe(formatFen(toFen(family.yesterdayIncome)));
    expect(unexpected(errors)).toEqual([]);
  });

  it('shows risk ranks on /list, 仅限新手 on 新手专享 for the seasoned investor, and 我的转让 on their own claim', async () => {
    const page = await s.loginAt('/list', DEMO.investor, NARROW);
    const errors = watchErrors(page);
    // the rank as the detail names it, once /loan/ranks has answered
    await page
      .locator('.pd-risk', { hasText: /^R[1-5] \S+风险$/ })
      .first()
      .waitFor();
    const ranks = await page.locator('.pd-list .pd-item .pd-risk').allInnerTexts();
    expect(ranks.length).toBe(await page.locator('.pd-list .pd-item').count());
    for (const r of ranks) expect(r).toMatch(/^R[1-5] \S+风险$/);
    const newbie = page.locator('.pd-item', { has: page.locator('.pd-tag', { hasText: '新手专享' }) }).filter({ hasText: /仅限新手|立即出借/ });
    expect(await newbie.count()).toBeGreaterThan(0);
    for (const c of await newbie.all()) expect(await pill(c)).toBe('仅限新手');
    await newbie.first().scrollIntoViewIfNeeded();
    await shot(page, 'issue36-list-loans');

    // the investor's own claims on sale, by the claim records' seller
    const me = await getJson<{ id: string }>(page, '/api/v2/user/MYSELF');
    const open = await getJson<{ results: { id: string; userId: string }[] }>(page, '/api/v2/creditassign/list/filter?status=OPEN&currentPage=0&pageSize=100');
    const mine = open.results.filter((c) => c.userId === me.id);
    expect(mine.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: '债权转让' }).tap();
    const card = page.locator(`a.pd-item[href="/assignment/${mine[0]!.id}"]`);
    await card.waitFor();
    expect(await pill(card)).toBe('我的转让');
    const others = page.locator('a.pd-item', { hasText: '立即购买' });
    expect(await others.count()).toBeGreaterThan(0);
    for (const c of await others.all()) expect(mine.map((m) => `/assignment/${m.id}`)).not.toContain(await c.getAttribute('href'));
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'issue36-list-claims');
    expect(unexpected(errors)).toEqual([]);
  });

  it('opens the points exchange on a coupon the investor can afford', async () => {
    const page = await s.loginAt('/dashboard/member/specialInterest', DEMO.investor, NARROW);
    const points = Number((await page.locator('[data-testid="points"]').filter({ hasText: /\d/ }).innerText()).replace(/,/g, ''));
    const cost = Number((await page.locator('[data-testid="cost"]').innerText()).replace(/,/g, ''));
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(points);
    expect(await page.getByRole('button', { name: '确认兑换' }).isEnabled()).toBe(true);
    expect(await page.locator('.si-short').count()).toBe(0);
    await shot(page, 'issue36-points');
  });

  it('a newbie binds a card and 继续 lands on 设置支付密码, the next kept', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await s.newPage(NARROW);
    const errors = watchErrors(page);
    await loginAt(page, '/dashboard', { mobile, password }, { prompt: true });
    await page.goto('/dashboard/payment/bind-card?next=%2Fdashboard');
    await bindCardHere(page, mobile, '开户测');
    await page.getByText('下一步：设置支付密码').waitFor();
    await shot(page, 'issue36-bind-result');
    await page.getByRole('link', { name: '继续' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/payment/password' && u.searchParams.get('next') === '/dashboard');
    await page.getByText('支付密码用于充值、提现和出借，请设置6位数字密码').waitFor();
    await shot(page, 'issue36-pay-password');
    expect(unexpected(errors)).toEqual([]);
  });
});
