// Issue 36, "empty states with a next step, bottom-sheet pickers, one error line", as an investor
// goes through them on a 375-px phone. A sandbox of the file's own: the newbie has nothing (no
// other journey of the run has bound a card for them), and a wrong password here counts nowhere else.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { nothingHappensFor, phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, loginAt } from '../support/login';
import { appPerFile } from '../support/sandbox';
import { audit, failing } from '../a11y/axe';

const app = appPerFile({ dist: process.env.E2E_DIST ?? 'dist' });
const s = phoneSession();
const phone = (elder = false) => s.newPage({ baseURL: app.origin, width: 375, elder });

const height = async (l: Locator) => (await l.boundingBox())!.height;

/** The empty state's words and its ways on, by their words and where they lead. */
async function emptyWays(page: Page, words: string) {
  const state = page.locator('.ui-state', { hasText: words });
  await state.waitFor();
  const links = state.getByRole('link');
  const ways: [string, string | null][] = [];
  for (const l of await links.all()) ways.push([(await l.innerText()).trim(), await l.getAttribute('href')]);
  return { state, ways };
}

/** The payment password, typed as the sheet asks for it: on its own keypad, or in its boxes. */
async function typePassword(page: Page, pw: string) {
  const sheet = page.getByRole('dialog');
  const key = (d: string) => sheet.getByRole('button', { name: `数字${d}`, exact: true });
  const boxes = sheet.locator('.ui-paypw-input');
  await key('1').or(boxes).first().waitFor();
  if (await key('1').count()) for (const d of pw) await key(d).tap();
  else await boxes.fill(pw);
}

describe('empty states offer their next step', () => {
  it('the newbie: 中奖记录, 回款计划, 我的基金, 银行卡 and 已使用的红包 each have a button, and it goes where it says', async () => {
    const page = await phone();
    const errors = watchErrors(page);
    await loginAt(page, '/lotteryRecord', DEMO.newbie, { prompt: true });
    const cases: [string, string, [string, string][]][] = [
      ['/lotteryRecord', '暂无中奖记录', [['去抽奖', '/ninePlay']]],
      ['/dashboard/repayments', '暂无', [['去出借', '/list']]],
      ['/dashboard/frfinvest', '暂无', [['去出借', '/list']]],
      ['/dashboard/bank-card', '暂未绑定银行卡', [['绑定银行卡', '/dashboard/payment/bind-card?next=%2Fdashboard%2Fbank-card']]],
      [
        '/dashboard/coupon?tab=redeemed',
        '暂无已使用的红包',
        [
          ['去出借', '/list'],
          ['邀请好友', '/dashboard/invite'],
        ],
      ],
    ];
    for (const [path, words, want] of cases) {
      if (new URL(page.url()).pathname + new URL(page.url()).search !== path) await page.goto(path);
      const { state, ways } = await emptyWays(page, words);
      expect(ways, path).toEqual(want);
      // a button a finger can hit (44 px)
      for (const l of await state.getByRole('link').all()) expect(await height(l)).toBeGreaterThanOrEqual(44);
      if (path.startsWith('/dashboard/coupon')) await shot(page, 'empty-coupon');
      if (path === '/dashboard/bank-card') {
        await shot(page, 'empty-bank-card');
        // the only way on, not a second 添加银行卡 under it
        expect(await page.getByRole('link', { name: '添加银行卡' }).count()).toBe(0);
        // and no word about a default card there is not
        expect(await page.getByText('默认卡').count()).toBe(0);
      }
      await state.getByRole('link', { name: want[0]![0] }).tap();
      const to = new URL(want[0]![1], page.url()).pathname;
      await page.waitForURL((u) => u.pathname === to);
    }
    expect(unexpected(errors)).toEqual([]);
  });

  it('长辈模式: the way on is 60 px tall and reads 去出借', async () => {
    const page = await phone(true);
    await loginAt(page, '/dashboard/repayments', DEMO.newbie, { prompt: true });
    const { state, ways } = await emptyWays(page, '暂无');
    expect(ways).toEqual([['去出借', '/list']]);
    expect(await height(state.getByRole('link'))).toBeGreaterThanOrEqual(60);
    await shot(page, 'empty-repayments-elder');
  });

  it('inside the app (from=app): the way on stays in the app, with no header of ours', async () => {
    const page = await phone();
    await loginAt(page, '/lotteryRecord', DEMO.newbie, { prompt: true });
    // the app opens the page itself: from=app holds for the visit from that load
    await page.goto('/lotteryRecord?from=app');
    const { state } = await emptyWays(page, '暂无中奖记录');
    expect(await page.locator('.app-header').count()).toBe(0);
    await state.getByRole('link', { name: '去抽奖' }).tap();
    await page.waitForURL((u) => u.pathname === '/ninePlay');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
  });

  it('a content list with nothing in it leads home', async () => {
    const page = await phone();
    // no news yet: the CMS answers an empty list, as the family's backend does
    await page.route('**/api/v2/cms/**', (r) => r.fulfill({ json: [] }));
    await page.goto('/news');
    const { ways } = await emptyWays(page, '暂无新闻');
    expect(ways).toEqual([['返回首页', '/']]);
  });
});

describe('pickers open as bottom sheets', () => {
  it('recharge: the card is picked in a sheet of radios, the amount typed stays, and the password sheet names that card', async () => {
    const page = await phone();
    const errors = watchErrors(page);
    await loginAt(page, '/dashboard/recharge');
    await page.fill('#rc-amount', '100');
    const picker = page.getByLabel('银行卡', { exact: true });
    expect(await picker.innerText()).toContain('中国工商银行');
    expect(await height(picker)).toBeGreaterThanOrEqual(44);
    await picker.tap();
    const sheet = page.getByRole('dialog', { name: '选择付款银行卡' });
    await sheet.waitFor();
    const radios = sheet.getByRole('radio');
    expect(await radios.count()).toBe(2);
    expect(await radios.nth(0).getAttribute('aria-checked')).toBe('true');
    expect(await radios.nth(1).getAttribute('aria-checked')).toBe('false');
    for (const r of await radios.all()) expect(await height(r)).toBeGreaterThanOrEqual(44);
    // the sheet sits at the bottom of the screen
    const box = (await page.locator('.ui-popup').boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(812);
    await shot(page, 'picker-recharge-sheet');
    // axe with the sheet open: no serious or critical violation (names, roles, contrast)
    expect(failing(await audit(page)).map((v) => `${v.id}: ${v.nodes.join(' ')}`)).toEqual([]);
    await sheet.getByRole('radio', { name: /招商银行/ }).tap();
    await sheet.waitFor({ state: 'detached' });
    expect(await picker.innerText()).toContain('招商银行');
    expect(await page.inputValue('#rc-amount')).toBe('100');
    // the restricted channel's own limits under the field
    await page.getByText(/^单笔限额5,?000元，单日限额5,?000元$/).waitFor();
    await page.click('.pay-main');
    await expect.poll(() => page.locator('.ui-paysum').innerText()).toMatch(/付款银行卡\s*招商银行（尾号\d{4}）/);
    expect(unexpected(errors)).toEqual([]);
  });

  it('recharge by keyboard: arrows move, Enter picks, Escape leaves the choice as it was', async () => {
    const page = await phone();
    await loginAt(page, '/dashboard/recharge');
    const picker = page.getByLabel('银行卡', { exact: true });
    await picker.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: '选择付款银行卡' });
    await sheet.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await picker.innerText()).toContain('中国工商银行');
    await picker.focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    expect(await picker.innerText()).toContain('招商银行');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rc-acct');
  });

  it('bind card: the ID type is picked in a sheet (60 px rows in 长辈模式); the name typed stays', async () => {
    const page = await phone(true);
    const errors = watchErrors(page);
    await loginAt(page, '/dashboard/payment/bind-card', DEMO.newbie, { prompt: true });
    await page.fill('#bind-name', '李新');
    const picker = page.getByLabel('证件类型', { exact: true });
    expect(await picker.innerText()).toContain('身份证');
    await picker.tap();
    const sheet = page.getByRole('dialog', { name: '选择证件类型' });
    await sheet.waitFor();
    for (const r of await sheet.getByRole('radio').all()) expect(await height(r)).toBeGreaterThanOrEqual(60);
    expect(await height(sheet.getByRole('button', { name: '取消' }))).toBeGreaterThanOrEqual(60);
    await shot(page, 'picker-bind-cert-elder');
    await sheet.getByRole('radio', { name: '护照' }).tap();
    await sheet.waitFor({ state: 'detached' });
    expect(await picker.innerText()).toContain('护照');
    expect(await page.getAttribute('#bind-id', 'placeholder')).toBe('请输入证件号码');
    expect(await page.inputValue('#bind-name')).toBe('李新');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('one error line per failure', () => {
  it('a wrong payment password on recharge is said once, in the sheet, where it is retyped', async () => {
    const page = await phone();
    await loginAt(page, '/dashboard/recharge');
    await page.fill('#rc-amount', '100');
    await page.click('.pay-main');
    await typePassword(page, '000000');
    const said = page.getByText(/支付密码错误/);
    await said.first().waitFor();
    // the form's own line under the sheet could only come later: give it the time to
    await nothingHappensFor(page, 800);
    expect(await said.count()).toBe(1);
    expect(await page.getByRole('dialog').getByText('支付密码错误，还可输入4次').count()).toBe(1);
    expect((await page.locator('.pay-error').innerText()).trim()).toBe('');
    await shot(page, 'recharge-wrong-password');
  });
});
