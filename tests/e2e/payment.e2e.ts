// Cards and payment, as the newbie and the investor would go through them (issue 7, "Done when").
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, loginAt, submitLogin } from '../support/login';
import { sandboxCode } from '../support/sandbox';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { typePin } from '../support/keypad';

const s = phoneSession();

const ID = makeIdNumber('110101', '19900307', 123);
// same first 17 characters, another check character
const BAD_ID = ID.slice(0, 17) + (ID[17] === '7' ? '8' : '7');
const CARDS = { icbc: '6222020000000001', abc: '6228480000000002', ccb: '6217000000000003', shb: '6228920000000004', cmb: '6225880000000005' };

const smsCode = sandboxCode;

// A refused call is a 4xx on the wire, which Chromium logs; anything else is a real error.
const real = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

async function dialog(page: Page, text: string | RegExp) {
  await page.locator('.ui-dialog-text', { hasText: text }).waitFor();
  await page.click('.ui-dialog-ok');
}

async function payPassword(page: Page, pw: string) {
  await typePin(page, pw);
}

/** The shared result view (kit/ui/result.tsx): its title, amount, sentence, rows and steps. */
async function result(page: Page, title: string) {
  const view = page.locator('.ui-result');
  await view.getByRole('heading', { name: title }).waitFor();
  const texts = (sel: string) => view.locator(sel).allInnerTexts();
  const pairs = async (sel: string, k: string, v: string) => {
    const ks = await view.locator(`${sel} ${k}`).allInnerTexts();
    const vs = await view.locator(`${sel} ${v}`).allInnerTexts();
    return ks.map((x, i) => `${x}: ${vs[i]}`);
  };
  return {
    amount: (await texts('.ui-result-amount'))[0]?.replace(/\s+/g, ' ') ?? null,
    message: (await texts('.ui-result-msg'))[0] ?? null,
    rows: await pairs('.ui-result-rows > div', 'dt', 'dd'),
    steps: await pairs('.ui-result-steps li', 'b', 'span'),
    actions: await view.locator('.ui-result-acts > *').allInnerTexts(),
  };
}
const tail = (card: string) => `尾号${card.slice(-4)}`;
/** the recharge card, picked from its bottom sheet by what the option says */
const pickCard = async (page: Page, text: string | RegExp) => {
  await page.click('#rc-acct');
  await page.getByRole('radio', { name: text }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};
const beijingToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function bindCard(page: Page, card: string, mobile: string) {
  await page.fill('#bind-card', card);
  await page
    .locator('.pay-hint', { hasText: /限额|暂不支持快捷支付/ })
    .first()
    .waitFor();
  await page.click('.ui-captcha-btn');
  await page.getByText(/重新发送/).waitFor();
  await page.fill('#bind-code', await smsCode(mobile, 'BIND_CARD'));
  await page.click('button[type=submit]');
}

describe('payment: the newbie binds, sets a password, recharges, withdraws and manages cards', () => {
  it('goes through the whole journey with exact amounts', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const mobile = DEMO.newbie.mobile;

    // login → the payment-state prompt → bind card
    await page.goto('/login?next=%2Fdashboard');
    await submitLogin(page, DEMO.newbie);
    await page.getByRole('button', { name: '立即设置' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/payment/bind-card' && u.searchParams.get('next') === '/dashboard');

    await page.fill('#bind-name', '李新');
    await page.fill('#bind-id', BAD_ID.toLowerCase());
    await page.fill('#bind-card', CARDS.icbc);
    await page.getByText('中国工商银行（单笔限额5万元，单日限额5万元）').waitFor();
    expect(await page.inputValue('#bind-mobile')).toBe(mobile);
    await page.click('.ui-captcha-btn');
    await page.getByRole('alert').filter({ hasText: '身份证号码校验位不正确' }).waitFor();
    await shot(page, 'payment-bind-card-error');
    expect((await page.inputValue('#bind-card')).replace(/ /g, '')).toBe(CARDS.icbc);

    await page.fill('#bind-id', ID.toLowerCase());
    await page.click('#bind-name'); // blur: trimmed and upper-cased
    expect(await page.inputValue('#bind-id')).toBe(ID.toUpperCase());
    // an empty code is refused before anything is sent
    await page.click('button[type=submit]');
    await dialog(page, '请输入验证码');
    await bindCard(page, CARDS.icbc, mobile);
    // the result: the bank, the last four digits (never more of the number), the limits; 继续 to next
    const bound = await result(page, '绑卡成功');
    expect(bound).toMatchObject({ amount: null, message: '银行卡绑定成功', actions: ['继续'] });
    expect(bound.rows).toEqual(['银行: 中国工商银行', `卡号: ${tail(CARDS.icbc)}`, '单笔限额: 5万元', '单日限额: 5万元']);
    expect(await page.locator('.ui-result').innerText()).not.toContain(CARDS.icbc.slice(0, 6));
    await shot(page, 'payment-bind-card-result');
    // no payment password yet: 继续 goes on to set it, the dashboard kept as next
    await page.getByRole('link', { name: '继续' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/payment/password' && u.searchParams.get('next') === '/dashboard');

    // payment password: six digits twice, and not one the rule calls weak (said before anything is sent)
    await page.goto('/dashboard/payment/password');
    await page.getByText('6位数字，不能是相同或连续的数字，也不能使用生日').waitFor();
    for (const [pw, why] of [
      ['111111', '支付密码不能是相同的数字'],
      ['900307', '支付密码不能使用生日'], // YYMMDD of the ID just bound
    ]) {
      await typePin(page.locator('#pw-new'), pw!);
      await typePin(page.locator('#pw-again'), pw!);
      await page.click('button[type=submit]');
      await page.getByRole('alert').filter({ hasText: why! }).waitFor();
      expect([await page.locator('#pw-new .ui-paypw-dot').count(), await page.locator('#pw-again .ui-paypw-dot').count()]).toEqual([0, 0]);
    }
    await shot(page, 'payment-password-weak');
    await typePin(page.locator('#pw-new'), '135790');
    await typePin(page.locator('#pw-again'), '135791');
    await page.click('button[type=submit]');
    await page.getByText('两次输入的支付密码不一致').waitFor();
    await typePin(page.locator('#pw-again'), '135790');
    await shot(page, 'payment-password-set');
    await page.click('button[type=submit]');
    await page.waitForURL((u) => u.pathname === '/dashboard');

    // recharge 1,000.00, from a preset amount
    await page.goto('/dashboard/recharge');
    await page.fill('#rc-amount', '0');
    await page.click('button[type=submit]');
    await page.getByText('单笔充值金额需大于0元').waitFor();
    const presets = page.getByRole('group', { name: '常用充值金额（元）' });
    expect(await presets.getByRole('button').allInnerTexts()).toEqual(['1,000', '5,000', '10,000', '50,000']);
    for (const b of await presets.getByRole('button').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await presets.getByRole('button', { name: '50,000' }).tap();
    expect(await page.inputValue('#rc-amount')).toBe('50000');
    await presets.getByRole('button', { name: '1,000' }).tap();
    expect(await page.inputValue('#rc-amount')).toBe('1000');
    expect(await presets.getByRole('button', { name: '1,000' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText('大写：壹仟元整').waitFor();
    await shot(page, 'payment-recharge');
    await page.click('button[type=submit]');
    // a wrong password says how many tries are left, in the sheet, which stays for the next one
    await payPassword(page, '000000');
    await page.locator('.ui-paypw-foot').getByText('支付密码错误，还可输入4次').waitFor();
    await shot(page, 'payment-password-tries-left');
    await payPassword(page, '000000');
    await page.locator('.ui-paypw-foot').getByText('支付密码错误，还可输入3次').waitFor();
    await payPassword(page, '135790');
    const charged = await result(page, '充值成功');
    expect(charged).toMatchObject({ amount: '1,000.00 元', message: '成功充值1,000.00元', actions: ['去出借', '查看资金流水'] });
    await expect
      .poll(async () => (await result(page, '充值成功')).rows)
      .toEqual([`银行卡: 中国工商银行 ${tail(CARDS.icbc)}`, '到账: 账户余额', '可用余额: 1,000.00 元']);
    expect(await page.getByRole('link', { name: '去出借' }).getAttribute('href')).toBe('/list');
    await shot(page, 'payment-recharge-result');
    await page.getByRole('link', { name: '查看资金流水' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/funds');

    // withdraw 100.00: L0 pays the 2.00 fee out of it, 98.00 arrives
    await page.goto('/dashboard/withdraw');
    await page.fill('#wd-amount', '1000.01');
    await page.click('button[type=submit]');
    await page.getByText('提现金额不能超过可用余额').waitFor();
    await page.fill('#wd-amount', '100');
    await page.getByText('大写：壹佰元整').waitFor();
    await page.getByText('98.00 元').waitFor();
    const arrives = await page.locator('.pay-wd-facts dd').nth(3).innerText();
    expect(arrives).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await shot(page, 'payment-withdraw');
    await page.click('button[type=submit]');
    await payPassword(page, '135790');
    const asked = await result(page, '提现申请已提交');
    expect(asked).toEqual({
      amount: '100.00 元',
      message: `提现申请已提交，100.00元（手续费2.00元，实际到账98.00元），预计${arrives}到账`,
      rows: ['手续费: 2.00 元', '实际到账: 98.00 元', `到账银行卡: 中国工商银行 ${tail(CARDS.icbc)}`],
      steps: [`申请提交: ${beijingToday()}`, '银行处理: 处理中', `预计到账: ${arrives}`],
      actions: ['完成', '查看资金流水'],
    });
    await shot(page, 'payment-withdraw-result');
    await page.getByRole('link', { name: '完成' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard');

    // the ledger shows both, exactly: the withdrawal is the whole 100.00, the fee inside it
    await page.goto('/dashboard/funds');
    const rows = page.locator('.pay-fund');
    await rows.nth(1).waitFor();
    const text = (i: number) => rows.nth(i).innerText();
    // the same word as the receipt's 银行处理 step: the bank has not paid it yet
    expect(await text(0)).toMatch(/提现[\s\S]*手续费2\.00元，到账98\.00元[\s\S]*-100\.00[\s\S]*支出 · 处理中/);
    expect(await text(1)).toMatch(/充值[\s\S]*\+1,000\.00[\s\S]*收入 · 成功/);
    await shot(page, 'payment-funds');
    // 收支 is in the 筛选 sheet
    await page.getByRole('button', { name: /^筛选/ }).tap();
    await page.getByRole('dialog', { name: '筛选' }).getByText('收入', { exact: true }).tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await page.locator('.pay-fund').first().filter({ hasText: '+1,000.00' }).waitFor();
    expect(await page.locator('.pay-out').count()).toBe(0);

    // a second card, recharged through, and a third: the 4th is refused
    await page.goto('/dashboard/payment/bind-card?next=%2Fdashboard%2Fbank-card');
    await page.getByText('李*').waitFor();
    await bindCard(page, CARDS.abc, mobile);
    expect((await result(page, '绑卡成功')).rows.slice(0, 2)).toEqual(['银行: 中国农业银行', `卡号: ${tail(CARDS.abc)}`]);
    // the password is set, the survey is not: 继续 goes on to 风险测评, the card list kept as next
    await page.getByRole('link', { name: '继续' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/risk' && u.searchParams.get('next') === '/dashboard/bank-card');
    await page.goto('/dashboard/recharge');
    await pickCard(page, tail(CARDS.abc));
    await page.fill('#rc-amount', '10.5');
    await page.click('button[type=submit]');
    await payPassword(page, '135790');
    const second = await result(page, '充值成功');
    expect(second).toMatchObject({ amount: '10.50 元', message: '成功充值10.50元' });
    expect(second.rows[0]).toBe(`银行卡: 中国农业银行 ${tail(CARDS.abc)}`);
    await page.goto('/dashboard/payment/bind-card?next=%2Fdashboard%2Fbank-card');
    await bindCard(page, CARDS.ccb, mobile);
    await page.getByRole('link', { name: '继续' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/risk' && u.searchParams.get('next') === '/dashboard/bank-card');
    await page.goto('/dashboard/payment/bind-card');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('最多只能绑定3张银行卡').waitFor();

    // unbind rules
    await page.goto('/dashboard/bank-card');
    const card = (tail: string) => page.locator('.pay-card', { hasText: tail });
    await card(CARDS.icbc.slice(-4)).waitFor();
    expect(await page.locator('.pay-card').count()).toBe(3);
    await shot(page, 'payment-bank-card');
    const unbind = async (tail: string) => {
      await card(tail).getByRole('button', { name: '解绑' }).click();
      await page.click('.ui-dialog-ok');
    };
    // the default card of an account with money is not offered for unbinding: it says why
    await card(CARDS.icbc.slice(-4)).getByText('默认卡用于充值、提现与回款，账户有资金时不可解绑').waitFor();
    expect(await card(CARDS.icbc.slice(-4)).getByRole('button', { name: '解绑' }).count()).toBe(0);
    // a card with quota is refused at once too, before the confirm and the call
    await card(CARDS.abc.slice(-4)).getByRole('button', { name: '解绑' }).click();
    await dialog(page, '该银行卡仍有额度未使用，暂不能解绑');
    await unbind(CARDS.ccb.slice(-4));
    await page.getByText('银行卡解绑成功').waitFor();
    await expect.poll(() => page.locator('.pay-card').count()).toBe(2);

    expect(real(errors)).toEqual([]);
  });
});

describe('payment: the investor', () => {
  it('sees a restricted-channel recharge as processing, gets a POS order, and is stopped by a zero quota', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    await loginAt(page, '/dashboard/recharge');

    await pickCard(page, /招商银行/);
    await page.getByText(/^单笔限额5,?000元，单日限额5,?000元$/).waitFor();
    await page.fill('#rc-amount', '100');
    await page.click('button[type=submit]');
    await payPassword(page, '123456');
    // the bank confirms later: the pending form of the result, with the steps left
    const processing = await result(page, '充值处理中');
    expect(processing).toMatchObject({ amount: '100.00 元', message: '充值处理中，请稍后查询', actions: ['去出借', '查看资金流水'] });
    expect(processing.rows.slice(0, 2)).toEqual([expect.stringMatching(/^银行卡: 招商银行 尾号\d{4}$/), '到账: 账户余额（银行确认后）']);
    expect(processing.steps).toEqual([`提交充值: ${beijingToday()}`, '银行确认: 处理中', '到账至账户余额: 银行确认后']);
    expect(await page.locator('.ui-result-wait').count()).toBe(1);
    await shot(page, 'payment-recharge-processing');

    await page.goto('/dashboard/recharge?tab=pos');
    await page.fill('#rc-amount', '2000');
    await page.click('button[type=submit]');
    await payPassword(page, '123456');
    const pos = await result(page, 'POS充值订单已生成');
    expect(pos.amount).toBe('2,000.00 元');
    expect(pos.message).toMatch(/^POS充值订单已生成，订单号：POS\d+。请在POS机上刷卡完成支付/);
    expect(pos.rows[0]).toMatch(/^订单号: POS\d+$/);
    await shot(page, 'payment-recharge-pos');

    // an SHB card pays through the card union and has no quick-pay quota
    await page.goto('/dashboard/payment/bind-card?next=%2Fdashboard%2Frecharge');
    await page.fill('#bind-card', CARDS.shb);
    await page.getByText('银联在线支付').waitFor();
    await bindCard(page, CARDS.shb, DEMO.investor.mobile);
    const shb = await result(page, '绑卡成功');
    expect(shb.rows).toEqual(['银行: 上海银行', `卡号: ${tail(CARDS.shb)}`, '快捷支付: 暂不支持，可使用POS充值']);
    await page.getByRole('link', { name: '继续' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/recharge');
    await pickCard(page, tail(CARDS.shb));
    await page.fill('#rc-amount', '100');
    await page.click('button[type=submit]');
    await page.getByRole('dialog', { name: '暂不支持快捷充值' }).waitFor();
    await shot(page, 'payment-zero-quota');
    await page.getByRole('button', { name: 'POS充值' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'pos');
    expect(await page.inputValue('#rc-amount')).toBe('100');

    expect(real(errors)).toEqual([]);
  });

  it('recharges from a loan short of balance and goes back to it with 继续出借', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const loan = '/loan/70E061DD-21D1-DE1B-2918-83899D922F03/invest';
    // where the invest screen sends an investor short of balance (loan-invest.tsx, step 'recharge')
    const at = `/dashboard/recharge?next=${encodeURIComponent(loan)}`;
    await loginAt(page, at);
    await page.getByRole('button', { name: '5,000' }).tap();
    await page.getByText('大写：伍仟元整').waitFor();
    await page.click('button[type=submit]');
    await payPassword(page, '123456');
    const done = await result(page, '充值成功');
    expect(done).toMatchObject({ amount: '5,000.00 元', message: '成功充值5,000.00元', actions: ['继续出借', '查看资金流水'] });
    expect(await page.getByRole('link', { name: '继续出借' }).getAttribute('href')).toBe(loan);
    await shot(page, 'payment-recharge-next');
    await page.getByRole('link', { name: '继续出借' }).tap();
    await page.waitForURL((u) => u.pathname === loan);
    await page.locator('#inv-amount').waitFor();
    expect(real(errors)).toEqual([]);
  });

  it('opens the fund flow inside the app without a header, in Chinese labels', async () => {
    const page = await s.loginAt('/dashboard');
    // the app opens the page itself: from=app holds for the whole visit from its first load
    const asked: URL[] = [];
    page.on('request', (r) => r.url().includes('/api/v2/user/MYSELF/funds') && asked.push(new URL(r.url())));
    await page.goto('/dashboard/funds?from=app');
    await page.locator('.pay-fund').first().waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    // page size 10; the default range is ten years back to tomorrow (Beijing days)
    const first = asked[0]!.searchParams;
    expect([first.get('page'), first.get('pageSize'), first.get('type'), first.get('allStatus'), first.get('allOperation')]).toEqual([
      '1',
      '10',
      'ALL',
      'true',
      'true',
    ]);
    const days = (Number(first.get('endDate')) + 1 - Number(first.get('startDate'))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(3652 + 2);
    expect(days).toBeLessThanOrEqual(3653 + 2);
    await page.getByRole('button', { name: '费用', exact: true }).tap();
    await page.locator('.pay-fund-type', { hasText: '回款利息管理费' }).first().waitFor();
    await shot(page, 'payment-funds-app');
  });

  it('replaces the default card by SMS code and resets the payment password by SMS code', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const mobile = DEMO.investor.mobile;
    await loginAt(page, '/dashboard/bank-card');
    await page.getByRole('button', { name: '更换银行卡' }).click();
    await page.fill('#rc-card', CARDS.cmb.replace(/5$/, '9'));
    await page.getByText(/^招商银行（单笔限额5,?000元，单日限额5,?000元）$/).waitFor();
    await page.click('.ui-popup .ui-captcha-btn');
    await page.getByText(/重新发送/).waitFor();
    await page.fill('#rc-code', await smsCode(mobile, 'REPLACE_CARD'));
    await shot(page, 'payment-replace-card');
    await page.getByRole('button', { name: '确认更换' }).click();
    await page.getByText('银行卡更换成功').waitFor();
    await page.locator('.pay-card', { hasText: '默认卡' }).filter({ hasText: '招商银行' }).filter({ hasText: '0009' }).waitFor();

    await page.goto('/dashboard/payment/password?mode=reset');
    await page.click('.ui-captcha-btn');
    await page.getByText(/重新发送/).waitFor();
    await page.fill('#pw-code', await smsCode(mobile, 'CREDITMARKET_RESET_PAYMENTPASSWORD'));
    await typePin(page.locator('#pw-new'), '864200');
    await typePin(page.locator('#pw-again'), '864200');
    await shot(page, 'payment-password-reset');
    await page.click('form button[type=submit]');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('支付密码已重置').waitFor();
    expect(real(errors)).toEqual([]);
  });
});
