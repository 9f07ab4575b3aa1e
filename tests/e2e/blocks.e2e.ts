// One failing call never blanks a screen: on the homepage and the loan list each block loads and
// fails alone. Each journey fails one call (page.route → 500), checks the failed block says so
// in its own place with its own 重试 while the others show, then lets the call through and
// taps that 重试.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, type Who } from '../support/login';
import { DEMO_LOANS } from '../../server/sandbox/seed/index';

const s = phoneSession();

const refuse = (r: Route) => r.fulfill({ status: 500, json: { success: false, data: null, error: [{ message: 'SERVER_ERROR' }] } });

/** A phone whose `pattern` calls answer 500 until `heal()`. */
async function failing(pattern: string | RegExp, who?: Who): Promise<{ page: Page; heal: () => Promise<void> }> {
  const page = await (who ? s.loginAt('/dashboard', who) : s.newPage());
  await page.route(pattern, refuse);
  return { page, heal: () => page.unroute(pattern, refuse) };
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** the console's own line for the 500s we asked for */
const mine = (errors: string[]) => errors.filter((e) => !/status of 500/.test(e));

describe('the homepage: one failing call, one block', () => {
  const cms = (name: string) => new RegExp(`/api/v2/cms/category/[A-Z]+/name/${name}\\?`);
  const banners = (page: Page) => page.locator('.home-banner img');
  const loans = (page: Page) => page.locator('.home-loan');
  const ticker = (page: Page) => page.locator('.home-ticker[aria-label="平台公告"]');
  const tiles = (page: Page, title: string) => page.locator('.home-block', { has: page.getByRole('heading', { level: 2, name: title }) }).locator('.home-tile');

  const cases: [string, string | RegExp, string, (p: Page) => ReturnType<Page['locator']>][] = [
    ['the banners', '**/api/v2/cms/mobileBanners', '活动加载失败', banners],
    ['the notices', cms('NOTICE'), '公告加载失败', ticker],
    ['平台介绍', cms('APPInfo'), '平台介绍加载失败', (p) => tiles(p, '平台介绍')],
    ['理财观点', cms('APPViews'), '理财观点加载失败', (p) => tiles(p, '理财观点')],
    ['平台服务', cms('APPServices'), '平台服务加载失败', (p) => tiles(p, '平台服务')],
    // both sources of the loans: the homepage call and the list's homepage variant
    ['the loans', /\/api\/(v3\/loans\/getMobileHomepageLoans|v2\/loans\/getLoanWithPage)/, '出借项目加载失败', loans],
  ];

  for (const [what, pattern, text, shows] of cases) {
    it(`${what} failing: said in its place, the rest of the page shows, 重试 brings it`, async () => {
      const { page, heal } = await failing(pattern);
      const errors = watchErrors(page);
      await page.goto('/');
      const line = alert(page, text);
      await line.waitFor();
      await shot(page, `blocks-home-${text}`);
      // everything else is there
      for (const [other, , , show] of cases) if (other !== what) await show(page).first().waitFor();
      expect(await page.getByRole('alert').count()).toBe(1);
      await heal();
      await line.getByRole('button', { name: '重试' }).click();
      await shows(page).first().waitFor();
      await expect.poll(() => page.getByRole('alert').count()).toBe(0);
      expect(mine(errors)).toEqual([]);
    });
  }

  it('a CMS outage (every category call) still shows the loans and the banners', async () => {
    const { page } = await failing('**/api/v2/cms/category/**');
    await page.goto('/');
    await alert(page, '平台服务加载失败').waitFor();
    expect(await loans(page).count()).toBeGreaterThan(0);
    expect(await banners(page).count()).toBeGreaterThan(0);
    // each CMS block says its own failure when its call ends: the first said is not the last
    await expect.poll(() => page.getByRole('alert').count()).toBe(4);
  });
});

describe('the loan list: the account and the list fail apart', () => {
  const items = (page: Page) => page.locator('.pd-list .pd-item');

  it('the account call failing: the loans show, one line says the account failed, its 重试 brings it back', async () => {
    const { page, heal } = await failing(/\/api\/v2\/user\/MYSELF$/, DEMO.investor);
    await page.goto('/list');
    await items(page).first().waitFor();
    const line = alert(page, '账户信息加载失败');
    await line.waitFor();
    expect(await page.getByText('暂时无法获取账户信息').count()).toBe(0);
    expect(await page.getByRole('tab', { name: '出借项目' }).getAttribute('aria-selected')).toBe('true');
    await shot(page, 'blocks-list-account');
    await heal();
    await line.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(await items(page).count()).toBeGreaterThan(0);
    // the session is back: the other tabs work as for any investor
    await page.getByRole('tab', { name: '债权转让' }).click();
    await items(page).first().waitFor();
  });

  it('the loan page failing: the tabs, the notice and the account stay; 重试 brings the loans', async () => {
    const { page, heal } = await failing('**/api/v2/loans/getLoanWithPage**', DEMO.investor);
    await page.goto('/list');
    const line = alert(page, '项目列表加载失败');
    await line.waitFor();
    await page.getByRole('tab', { name: '债权转让' }).waitFor();
    expect(await page.getByRole('note').textContent()).toBe('市场有风险，出借需谨慎');
    await heal();
    await line.getByRole('button', { name: '重试' }).click();
    await items(page).first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('the claim page failing on its tab: the other tabs still open', async () => {
    const { page, heal } = await failing('**/api/v2/creditassign/list/filter**', DEMO.investor);
    await page.goto('/list?tab=assignment');
    const line = alert(page, '债权列表加载失败');
    await line.waitFor();
    await page.getByRole('tab', { name: '出借项目' }).click();
    await items(page).first().waitFor();
    await heal();
    await page.getByRole('tab', { name: '债权转让' }).click();
    await items(page).first().waitFor();
  });

  it('the loan detail: the loan shows; the button says the account failed and asks again, never spins for ever', async () => {
    const { page, heal } = await failing(/\/api\/v2\/user\/MYSELF$/, DEMO.investor);
    await page.goto(`/loan/${DEMO_LOANS.opened}`);
    await page.locator('.ld .dh-top').waitFor();
    const bar = page.locator('.dh-act');
    await bar.getByText('账户信息加载失败').waitFor();
    await heal();
    await bar.getByRole('button', { name: '重试' }).click();
    await bar.getByRole('link', { name: '立即出借' }).waitFor();
  });

  it('a visitor is still sent to login: only an unknown session shows the list', async () => {
    const page = await s.newPage();
    await page.goto('/list');
    await page.waitForURL('**/login?next=%2Flist');
  });
});
