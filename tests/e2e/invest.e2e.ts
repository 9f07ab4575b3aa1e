// Investing (issue 12): a loan bought with balance and a coupon, every amount rule's words,
// the gates, an offline appointment, claim purchases, and a tender that charges once under a
// double tap and a lost answer. The sandbox's records are the judge.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, submitLogin } from '../support/login';
import { sandbox } from '../support/sandbox';
import { agree, consentBox } from '../support/consent';
import { typePin } from '../support/keypad';

const s = phoneSession();

const LOAN = '70E061DD-21D1-DE1B-2918-83899D922F03'; // GDSY, R2, 100 + 100 steps, takes coupons
const TINY = 'DE987D64-11B8-EF4A-E840-5188B08DABB2'; // 60 left, below its 100 minimum
const CAPPED = 'E8FD2CF8-A8BD-0C5A-E717-184CF9848FE2'; // at most 100,000 an order
const NEWBIE = '7F17C70E-97D2-6120-F7A0-74AAC9EFBD38';
const R5 = '7D4F91FF-65D6-EF99-A7E6-BF83A30FF861';
const CLAIM_OK = 'EC71FBB4-05A6-1C32-F064-B8F099BF69BA';
const CLAIM_DEAR = 'EE71FEDA-03A6-190C-F264-BC1697BF6694';
const CLAIM_OWN = 'EF72006D-04A6-1A9F-F364-BDA998BF6827';

const hook = sandbox.hook;

async function investments(loanId: string, amount: number) {
  const r = await sandbox.investments(DEMO.investor.mobile);
  return r.investments.filter((i) => i.loanId === loanId && i.amount === amount).length;
}

async function typePassword(page: Page) {
  await typePin(page, '123456');
}

const yuan = (t: string) => Math.round(Number(t.replace(/[^\d.]/g, '')) * 100);

async function amountError(page: Page, amount: string, text: string | RegExp) {
  await page.fill('#inv-amount', amount);
  await page.click('.inv-submit');
  await page.getByRole('alert').filter({ hasText: text }).waitFor();
  expect(await page.inputValue('#inv-amount')).toBe(amount);
}

describe('investing', () => {
  it('buys a loan with balance and a cash coupon, and /dashboard shows the new balance', async () => {
    const page = await s.loginAt('/dashboard');
    const errors = watchErrors(page);
    const before = yuan(await page.locator('.dash-figures dd').first().innerText());
    await page.goto(`/loan/${LOAN}/invest`);
    await page.fill('#inv-amount', '6000');
    await page.getByText(/预期收益 [\d,]+\.\d{2} 元/).waitFor();
    await page.click('.inv-coupon-row');
    await page
      .getByRole('button', { name: /现金红包 50\.00元/ })
      .first()
      .click();
    await page.getByText('现金红包 50.00元').waitFor();
    // the form's split: the coupon lowers what is paid, the balance pays the rest
    await page.locator('.inv-topay', { hasText: /红包抵扣 50\.00 元，余额支付 5,950\.00 元/ }).waitFor();
    await shot(page, 'invest-form');
    await agree(page);
    await page.click('.inv-submit');
    // the password sheet says what the tender is: the amount, the coupon, what pays, what earns interest
    const sheet = page.locator('.ui-popup', { has: page.getByRole('group', { name: '支付密码，6位数字' }) });
    await sheet.locator('.ui-paysum').waitFor();
    const summary = await sheet.locator('.ui-paysum').innerText();
    expect(summary).toMatch(/实付金额\s*5,950\.00 元/);
    expect(summary).toMatch(/出借金额\s*6,000\.00 元/);
    expect(summary).toMatch(/红包抵扣\s*-50\.00 元/);
    expect(summary).toMatch(/余额支付\s*5,950\.00 元/);
    expect(summary).toMatch(/计息本金\s*6,000\.00 元/);
    expect(summary).not.toContain('银行卡');
    await shot(page, 'invest-sheet-coupon');
    await typePassword(page);
    await page.getByRole('heading', { name: '出借成功' }).waitFor();
    // the result says what was bought, how it was paid, what it earns and what happens next
    const result = page.locator('.ui-result');
    await result.getByText(/预期收益[\s\S]*[\d,]+\.\d{2} 元/).waitFor();
    const facts = await result.innerText();
    expect(facts).toContain('6,000.00');
    expect(facts).toMatch(/支付方式\s*余额 5,950\.00 元/);
    expect(facts).toMatch(/使用红包\s*现金红包 50\.00元/);
    expect(facts).toMatch(/起息[\s\S]*项目到期\s*\d{4}-\d{2}-\d{2}[\s\S]*回款至账户余额\s*预计\d{4}-\d{2}-\d{2}前/);
    await shot(page, 'invest-success');
    await result.getByRole('link', { name: '查看出借记录' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/invest');
    await page.goto('/dashboard');
    await expect.poll(async () => yuan(await page.locator('.dash-figures dd').first().innerText())).toBe(before - 5950_00);
    expect(unexpected(errors)).toEqual([]);
  });

  it('asks a first investment to acknowledge the 风险提示书 once, then goes on by itself; the next one is not asked', async () => {
    const page = await s.loginAt(`/loan/${LOAN}/invest`);
    await page.fill('#inv-amount', '100');
    // the agreements are not ticked for the investor: the button says why, and opens them in place
    expect(await consentBox(page).isChecked()).toBe(false);
    await page.click('.inv-submit');
    await page.getByRole('alert').filter({ hasText: '请先阅读并勾选同意' }).waitFor();
    await page.getByRole('dialog').getByRole('heading', { name: '出借咨询与服务协议' }).waitFor();
    await shot(page, 'invest-consent-asked');
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    expect(await page.getByRole('group', { name: '支付密码，6位数字' }).count()).toBe(0);
    // ticked without reading: the first investment still asks for the risk notice, once
    await consentBox(page).check();
    await page.click('.inv-submit');
    const risk = page.getByRole('dialog').filter({ hasText: '首次出借前，请仔细阅读以下风险提示' });
    await risk.getByRole('heading', { name: '网络借贷风险提示书' }).waitFor();
    await shot(page, 'invest-risk-ack');
    await risk.getByRole('button', { name: '我已阅读并知晓风险，继续' }).click();
    const coupon = page.locator('.ui-dialog-text', { hasText: '可用的红包尚未使用' });
    const pw = page.getByRole('group', { name: '支付密码，6位数字' });
    await coupon.or(pw).first().waitFor();
    if (await coupon.isVisible()) await page.click('.ui-dialog-ok');
    await pw.waitFor();
    await page.click('.ui-popup-close');
    // remembered for this investor: a new screen asks only for the tick
    await page.reload();
    await page.fill('#inv-amount', '100');
    await consentBox(page).check();
    await page.click('.inv-submit');
    await coupon.or(pw).first().waitFor();
    expect(await page.getByText('首次出借前，请仔细阅读以下风险提示').count()).toBe(0);
  });

  it('says exactly why an amount is refused, keeping what was typed', async () => {
    const page = await s.loginAt(`/loan/${LOAN}/invest`);
    await amountError(page, '150', '100元起，100元递增');
    await amountError(page, '50', '100元起，100元递增');
    // the first journey bought some of it: the message names what is left now
    // every amount grouped: what is left with its fen, a bound as whole yuan
    await amountError(page, '9000000', /^当前剩余可出借\d{1,3}(,\d{3})*\.\d{2}元$/);
    await page.goto(`/loan/${CAPPED}/invest`);
    await amountError(page, '101000', '单笔最多出借100,000元');
    await page.getByText('1,000元起，1,000元递增，单笔最多100,000元').waitFor();
    await page.goto(`/loan/${TINY}/invest`);
    await amountError(page, '50', '出借金额须为剩余金额60.00元');
  });

  it('refuses a newbie-only loan to a seasoned investor, and goes back', async () => {
    const page = await s.loginAt(`/loan/${NEWBIE}/invest`);
    await page.locator('.ui-dialog-text', { hasText: '该项目为新手专享，请选择其他项目' }).waitFor();
    await page.click('.ui-dialog-ok');
    await page.waitForURL((u) => u.pathname === `/loan/${NEWBIE}`);
  });

  // The family's userinfo sends the grade's rank but no validity flag: a mismatch is stopped
  // before the form, an expired survey by the tender's own refusal.
  it('stops a risk mismatch before the form, and an expired survey at the tender', async () => {
    const page = await s.loginAt(`/loan/${R5}/invest`);
    const mismatch = page.getByRole('alert').filter({ hasText: '超出您可承受的范围' });
    await mismatch.waitFor();
    // the rank by name, from GET /api/v2/loan/ranks (asked after the content), with the grade it needs
    await expect.poll(() => mismatch.innerText(), { timeout: 10_000 }).toMatch(/该项目风险等级为R5 高风险（需风险承受能力为“.+型”及以上）/);
    // it leads with open loans the grade allows, each a tap away; 重新测评 comes after them
    const fits = mismatch.getByRole('region', { name: '适合您的项目' });
    await fits.locator('li').first().waitFor();
    const offered = await fits.locator('li').allInnerTexts();
    for (const row of offered) expect(row).toMatch(/风险等级R[1-4]\b/);
    expect(offered.join()).not.toContain('R5');
    const order = await mismatch.evaluate((el) => [...el.querySelectorAll('h3, a.ui-btn')].map((x) => x.textContent?.trim()));
    expect(order.indexOf('适合您的项目')).toBeLessThan(order.indexOf('重新测评'));
    await shot(page, 'invest-risk-mismatch');
    const first = fits.getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    await first.tap();
    await page.waitForURL((u) => u.pathname === href);
    await page.goBack();
    await mismatch.waitFor();
    // the loan detail's risk line names it too
    await page.getByRole('link', { name: '返回项目' }).tap();
    await page.waitForURL((u) => u.pathname === `/loan/${R5}`);
    await page.getByText('R5 高风险', { exact: true }).waitFor();
    await hook('/__sandbox/survey', { mobile: DEMO.investor.mobile, valid: false });
    await page.goto(`/loan/${LOAN}/invest`);
    await page.fill('#inv-amount', '100');
    await agree(page);
    await page.click('.inv-submit');
    const coupon = page.locator('.ui-dialog-text', { hasText: '可用的红包尚未使用' });
    await Promise.race([coupon.waitFor(), page.getByRole('group', { name: '支付密码，6位数字' }).waitFor()]);
    if (await coupon.count()) await page.click('.ui-dialog-ok');
    await typePassword(page);
    await page.getByRole('heading', { name: '出借失败' }).waitFor();
    await page.getByText('您的风险测评已过期').waitFor();
    await hook('/__sandbox/survey', { mobile: DEMO.investor.mobile, valid: true });
  });

  it('books an offline appointment and shows the transfer details', async () => {
    const page = await s.loginAt(`/loan/${LOAN}/invest-appoint`);
    expect(await page.locator('input[name=paytype]').nth(1).isChecked()).toBe(true);
    await page.fill('#inv-amount', '1000');
    await page.getByLabel('使用余额').uncheck();
    await page.click('.inv-submit');
    await page.getByRole('alert').filter({ hasText: '请先阅读并勾选线下转账须知' }).waitFor();
    await page.getByRole('checkbox', { name: /线下转账须在24小时内完成/ }).check();
    await page.click('.inv-submit');
    await page.getByRole('alert').filter({ hasText: '请先阅读并勾选同意《出借咨询与服务协议》《网络借贷风险提示书》' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await agree(page);
    await page.click('.inv-submit');
    const coupon = page.locator('.ui-dialog-text', { hasText: '可用的红包尚未使用' });
    const offline = page.locator('.ui-dialog-text', { hasText: '通过银行转账支付1,000.00元' });
    await Promise.race([coupon.waitFor(), offline.waitFor()]);
    if (await coupon.count()) await page.click('.ui-dialog-ok');
    await offline.waitFor();
    await page.click('.ui-dialog-ok');
    await typePassword(page);
    await page.getByRole('heading', { name: '订单已提交，请完成转账' }).waitFor();
    for (const label of ['收款户名', '收款账号', '开户行', '转账附言（支付编号）', '转账截止时间']) await page.getByText(label).waitFor();
    await shot(page, 'invest-offline');
  });

  it('buys a claim, and a claim short of balance goes to recharge and back', async () => {
    const page = await s.loginAt(`/assignment/${CLAIM_DEAR}/invest`);
    await agree(page);
    await page.click('.inv-submit');
    await page.locator('.ui-dialog-text', { hasText: '账户可用余额不足' }).waitFor();
    await page.click('.ui-dialog-ok');
    await page.waitForURL((u) => u.pathname === '/dashboard/recharge' && u.searchParams.get('next') === `/assignment/${CLAIM_DEAR}/invest`);
    await page.fill('#rc-amount', '100');
    await page.click('.pay-main');
    await typePassword(page);
    await page.locator('.ui-result-msg', { hasText: '成功充值100.00元' }).waitFor();
    await page.getByRole('link', { name: '继续购买' }).click();
    await page.waitForURL((u) => u.pathname === `/assignment/${CLAIM_DEAR}/invest`);

    // unticked: it says why, and the agreements open in place, one after the other; agreeing to
    // them ticks the box (the risk notice was acknowledged above: not asked again)
    await page.goto(`/assignment/${CLAIM_OK}/invest`);
    expect(await consentBox(page).isChecked()).toBe(false);
    await page.click('.inv-submit');
    await page.getByRole('alert').filter({ hasText: '请先阅读并勾选同意《债权转让协议》《网络借贷风险提示书》' }).waitFor();
    await page.getByRole('heading', { name: '债权转让协议' }).waitFor();
    await page.getByRole('button', { name: '我已阅读并同意' }).click();
    await page.getByRole('heading', { name: '网络借贷风险提示书' }).waitFor();
    await page.getByRole('button', { name: '我已阅读并同意' }).click();
    expect(await consentBox(page).isChecked()).toBe(true);
    await page.click('.inv-submit');
    // the sheet: the price paid from the balance, the principal that earns, the rate
    // (the price is the form's 成交金额, which moves with the day: the same figure everywhere)
    const price = (await page.locator('.inv-facts div', { hasText: '成交金额' }).locator('dd').innerText()).replace(' 元', '');
    const summary = page.locator('.ui-paysum');
    await summary.waitFor();
    const said = await summary.innerText();
    for (const row of ['实付金额', '成交金额', '余额支付']) expect(said).toMatch(new RegExp(`${row}\\s*${price.replace('.', '\\.')} 元`));
    expect(said).toMatch(/债权本金\s*8,700\.00 元[\s\S]*预期年化\s*\d+\.\d{2}%/);
    await shot(page, 'claim-sheet');
    await typePassword(page);
    await page.getByRole('heading', { name: '购买成功' }).waitFor();
    const result = await page.locator('.ui-result').innerText();
    expect(result).toContain(price);
    expect(result).toMatch(/债权本金\s*8,700\.00 元/);
    await shot(page, 'claim-success');

    await page.goto(`/assignment/${CLAIM_OWN}/invest`);
    await page.getByRole('alert').filter({ hasText: '不能购买自己转让的债权' }).waitFor();
  });

  it('a double tap and a lost answer on the tender invest exactly once', async () => {
    const page = await s.loginAt(`/loan/${LOAN}/invest`);
    const before = await investments(LOAN, 300);
    let posts = 0;
    await page.route('**/api/v2/invest/tender/MYSELF', async (r: Route) => {
      posts++;
      await r.fetch();
      await r.abort('connectionreset');
    });
    await page.fill('#inv-amount', '300');
    await agree(page);
    await page.dblclick('.inv-submit');
    // the double tap raises the unused-coupon prompt once per tap, the second over the sheet the
    // first opened: each is answered before the keys under it can be tapped
    const coupon = page.locator('.ui-dialog-text', { hasText: '可用的红包尚未使用' });
    await coupon.waitFor();
    await page.click('.ui-dialog-ok');
    await coupon.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => page.click('.ui-dialog-ok'));
    await typePassword(page);
    await page.getByRole('heading', { name: '出借成功' }).waitFor({ timeout: 20000 });
    expect(posts).toBe(1);
    expect(await investments(LOAN, 300)).toBe(before + 1);
  });

  it('shows a loan sold out while paying, and a payment channel down, in the result view', async () => {
    const page = await s.loginAt(`/loan/${CAPPED}/invest`);
    await page.fill('#inv-amount', '1000');
    await hook('/__sandbox/channel', { down: true });
    await page.getByLabel('使用余额').uncheck();
    await agree(page);
    await page.click('.inv-submit');
    const coupon = page.locator('.ui-dialog-text', { hasText: '可用的红包尚未使用' });
    await Promise.race([coupon.waitFor(), page.getByRole('group', { name: '支付密码，6位数字' }).waitFor()]);
    if (await coupon.count()) await page.click('.ui-dialog-ok');
    // paid by card: the sheet names the card
    await page
      .locator('.ui-paysum')
      .getByText(/银行（尾号\d{4}）支付/)
      .waitFor();
    await typePassword(page);
    await page.getByRole('heading', { name: '出借失败' }).waitFor();
    await page.getByText(/当前支付通道不可用，请联系客服400-820-8866/).waitFor();
    await hook('/__sandbox/channel', { down: false });
    await page.getByRole('button', { name: '返回修改' }).click();
    expect(await page.inputValue('#inv-amount')).toBe('1000');
    await hook('/__sandbox/loan', { id: CAPPED, balance: 0 });
    await page.click('.inv-submit');
    await Promise.race([coupon.waitFor(), page.getByRole('group', { name: '支付密码，6位数字' }).waitFor()]);
    if (await coupon.count()) await page.click('.ui-dialog-ok');
    await typePassword(page);
    await page.getByRole('heading', { name: '出借失败' }).waitFor();
    await page.getByText('已售罄').waitFor();
  });

  it('brings a visitor who taps 登录后出借 back to the invest screen after login', async () => {
    const page = await s.open(`/loan/${LOAN}`);
    await page.getByRole('link', { name: '登录后出借' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === `/loan/${LOAN}/invest`);
    await page.locator('#inv-amount').waitFor();
  });
});
