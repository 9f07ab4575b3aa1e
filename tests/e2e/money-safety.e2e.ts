// Money never moves twice or falsely (issue 11, findings 1–3), reproduced with the network
// made slow or broken by Playwright's route(): a closed sheet, a lost answer, a double tap,
// and 200 answers that prove nothing. The sandbox's own records are the judge.
import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { typePin } from '../support/keypad';

const s = phoneSession();

const CHARGE = '**/api/v2/multiPayment/router/charge';
const WITHDRAW = '**/api/v2/multiPayment/router/withdraw/MYSELF';
const PW = '123456';

/** The investor's fund records of `type` for `yuan`, read with the page's own session. */
function records(page: Page, type: 'DEPOSIT' | 'WITHDRAW', yuan: number): Promise<number> {
  return page.evaluate(
    async ([t, a]) => {
      const r = await fetch(`/api/v2/user/MYSELF/funds?type=${t}&allStatus=true&allOperation=true&page=1&pageSize=100`);
      const body = (await r.json()) as { results: { amount: number }[] };
      return body.results.filter((x) => x.amount === a).length;
    },
    [type, yuan] as const,
  );
}

async function typePassword(page: Page) {
  await typePin(page, PW);
}

/**
 * The move's request held on its way until `release()`: the test decides when the answer
 * comes, so what it does meanwhile (close the sheet, tap again) is sure to happen mid-flight.
 */
function held(then: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let posts = 0;
  const handler = async (route: Route) => {
    posts++;
    await gate;
    await then(route);
  };
  return { handler, release, posts: () => posts };
}

/** Sandbox fault rules (README "Fault injection"); `[]` clears them. */
async function sandboxFaults(rules: unknown[]) {
  const r = await fetch(inject('baseURL') + '/__sandbox/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  });
  if (!r.ok) throw new Error(`faults: ${r.status}`);
}

// the server does the work, then the answer is lost on the way back
const lose = async (route: Route) => {
  await route.fetch();
  await route.abort('connectionreset');
};

describe('money moves once, and only a proven answer says it moved', () => {
  it('keeps 充值 busy when the sheet is closed mid-flight: one charge for one intended amount', async () => {
    const page = await s.loginAt('/dashboard/recharge');
    const errors = watchErrors(page);
    const before = await records(page, 'DEPOSIT', 123.45);
    const charge = held();
    await page.route(CHARGE, charge.handler);
    await page.fill('#rc-amount', '123.45');
    await page.click('.pay-main');
    await typePassword(page);
    await page.click('.ui-popup-close');
    const button = page.locator('.pay-main');
    expect(await button.isDisabled()).toBe(true);
    expect(await button.innerText()).toBe('处理中…');
    await shot(page, 'money-busy-after-close');
    // a second try cannot start while the first is under way
    await button.click({ force: true });
    expect(await page.getByRole('group', { name: '支付密码，6位数字' }).count()).toBe(0);
    charge.release();
    await page.locator('.ui-result-msg', { hasText: '成功充值123.45元' }).waitFor();
    expect(await records(page, 'DEPOSIT', 123.45)).toBe(before + 1);
    expect(unexpected(errors)).toEqual([]);
  });

  it('asks the server when the answer is lost, shows the real outcome, and never charges again', async () => {
    const page = await s.loginAt('/dashboard/recharge');
    const before = await records(page, 'DEPOSIT', 77.7);
    await page.route(CHARGE, lose);
    await page.fill('#rc-amount', '77.70');
    await page.click('.pay-main');
    await typePassword(page);
    await page.locator('.ui-result-msg', { hasText: '成功充值77.70元' }).waitFor();
    expect(await records(page, 'DEPOSIT', 77.7)).toBe(before + 1);
  });

  it('a double tap on 充值 opens one sheet and makes one charge', async () => {
    const page = await s.loginAt('/dashboard/recharge');
    const before = await records(page, 'DEPOSIT', 31.5);
    const charge = held();
    await page.route(CHARGE, charge.handler);
    await page.fill('#rc-amount', '31.5');
    await page.dblclick('.pay-main');
    await page.getByRole('group', { name: '支付密码，6位数字' }).waitFor();
    expect(await page.getByRole('group', { name: '支付密码，6位数字' }).count()).toBe(1);
    await typePassword(page);
    // and typing it again while the first is under way sends nothing more
    await typePin(page.getByRole('group', { name: '支付密码，6位数字' }), PW, { timeout: 1000 }).catch(() => {});
    charge.release();
    await page.locator('.ui-result-msg', { hasText: '成功充值31.50元' }).waitFor();
    expect(charge.posts()).toBe(1);
    expect(await records(page, 'DEPOSIT', 31.5)).toBe(before + 1);
  });

  for (const [name, body, type] of [
    ['a 200 HTML page (Wi-Fi portal)', '<!doctype html><html><body>请登录 Wi-Fi</body></html>', 'text/html'],
    ['malformed JSON', '{"success":true,"data":"SUCC', 'application/json'],
    // the real charge answers the success envelope with data null: only a bare body proves nothing
    ['a bare null', 'null', 'application/json'],
    ['a bare {}', '{}', 'application/json'],
  ] as const) {
    it(`shows no success for ${name} when nothing moved`, async () => {
      const page = await s.loginAt('/dashboard/recharge');
      const errors = watchErrors(page);
      const before = await records(page, 'DEPOSIT', 55);
      await page.route(CHARGE, (r) => r.fulfill({ status: 200, contentType: type, body }));
      await page.fill('#rc-amount', '55');
      await page.click('.pay-main');
      await typePassword(page);
      await page.getByRole('alert').filter({ hasText: '交易未完成，资金未变动' }).waitFor();
      expect(await page.locator('.ui-result-msg, .ui-dialog-text', { hasText: '成功充值' }).count()).toBe(0);
      expect(await records(page, 'DEPOSIT', 55)).toBe(before);
      // the amount typed is still there, and the button works again
      expect(await page.inputValue('#rc-amount')).toBe('55');
      expect(await page.locator('.pay-main').isDisabled()).toBe(false);
      expect(unexpected(errors)).toEqual([]);
    });
  }

  it('says the outcome is unknown when neither answer nor records can be read, then finds it', async () => {
    const page = await s.loginAt('/dashboard/recharge');
    const before = await records(page, 'DEPOSIT', 66);
    await page.route(CHARGE, lose);
    await page.route('**/api/v2/user/MYSELF/funds*', (r) => r.abort('connectionreset'));
    await page.fill('#rc-amount', '66');
    await page.click('.pay-main');
    await typePassword(page);
    await page.getByText('暂未确认充值结果').waitFor({ timeout: 20000 });
    await shot(page, 'money-unknown');
    expect(await page.locator('.ui-result-msg, .ui-dialog-text', { hasText: '成功充值' }).count()).toBe(0);
    // paying again is questioned, not silently allowed
    await page.click('.pay-main');
    await page.locator('.ui-dialog-text', { hasText: '上一笔充值的结果尚未确认' }).waitFor();
    await page.click('.ui-dialog-btn:not(.ui-dialog-ok)');
    await page.unroute('**/api/v2/user/MYSELF/funds*');
    await page.getByRole('button', { name: '查询结果' }).click();
    await page.locator('.ui-result-msg', { hasText: '成功充值66.00元' }).waitFor();
    expect(await records(page, 'DEPOSIT', 66)).toBe(before + 1);
  });

  it('withdraws once under a closed sheet and a lost answer', async () => {
    const page = await s.loginAt('/dashboard/withdraw');
    const before = await records(page, 'WITHDRAW', 12);
    const withdraw = held(lose);
    await page.route(WITHDRAW, withdraw.handler);
    await page.fill('#wd-amount', '12');
    await page.locator('.pay-wd-facts dd', { hasText: /元$/ }).nth(1).waitFor();
    await page.click('.pay-main');
    await typePassword(page);
    await page.click('.ui-popup-close');
    expect(await page.locator('.pay-main').isDisabled()).toBe(true);
    withdraw.release();
    await page.locator('.ui-result-msg', { hasText: /提现申请已提交，12\.00元/ }).waitFor();
    expect(await records(page, 'WITHDRAW', 12)).toBe(before + 1);
  });

  it('a double tap on 提现 makes one withdrawal', async () => {
    const page = await s.loginAt('/dashboard/withdraw');
    const before = await records(page, 'WITHDRAW', 9);
    const withdraw = held();
    await page.route(WITHDRAW, withdraw.handler);
    await page.fill('#wd-amount', '9');
    await page.locator('.pay-wd-facts dd', { hasText: /元$/ }).nth(1).waitFor();
    await page.dblclick('.pay-main');
    await typePassword(page);
    withdraw.release();
    await page.locator('.ui-result-msg', { hasText: /提现申请已提交，9\.00元/ }).waitFor();
    expect(withdraw.posts()).toBe(1);
    expect(await records(page, 'WITHDRAW', 9)).toBe(before + 1);
  });

  it('refreshes the balance on screen after a refused payment', async () => {
    const page = await s.loginAt('/dashboard/withdraw');
    await page.route(WITHDRAW, (r) =>
      r.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, error: [{ message: 'USER_BALANCE_INSUFFICIENT' }] }),
      }),
    );
    let fundCalls = 0;
    page.on('request', (q) => q.url().includes('/userfund') && fundCalls++);
    await page.fill('#wd-amount', '10');
    await page.locator('.pay-wd-facts dd', { hasText: /元$/ }).nth(1).waitFor();
    await page.click('.pay-main');
    await typePassword(page);
    await page.getByRole('alert').filter({ hasText: '账户可用余额不足' }).waitFor();
    await expect.poll(() => fundCalls).toBeGreaterThan(0);
  });
  it('a recharge whose answer is dropped survives a reload: the reloaded screen settles it from the records as it opens, without a tap', async () => {
    const page = await s.loginAt('/dashboard/recharge');
    const errors = watchErrors(page);
    const before = await records(page, 'DEPOSIT', 88.8);
    const FUNDS = '**/api/v2/user/MYSELF/funds*';
    // the sandbox does the charge, then destroys the socket; the records cannot be read either
    await sandboxFaults([{ path: '/api/v2/multiPayment/router/charge', kind: 'drop', count: 1 }]);
    try {
      await page.route(FUNDS, (r) => r.abort('connectionreset'));
      await page.fill('#rc-amount', '88.8');
      await page.click('.pay-main');
      await typePassword(page);
      await page.getByText('暂未确认充值结果').waitFor({ timeout: 20000 });
      // kept for the tab and the device: intent, key, start; never the password
      const kept = await page.evaluate(() =>
        [sessionStorage, localStorage].map((s) =>
          Object.keys(s)
            .filter((k) => k.startsWith('h5_money:'))
            .map((k) => s.getItem(k))
            .join(''),
        ),
      );
      for (const k of kept) {
        expect(k).toContain('"intent":"charge:');
        expect(k).not.toContain(PW);
      }
      await page.unroute(FUNDS);
    } finally {
      await sandboxFaults([]);
    }
    let posts = 0;
    page.on('request', (q) => q.method() === 'POST' && /multiPayment\/router\/charge|validatePaymentPassword|paymentPassword/i.test(q.url()) && posts++);
    await page.reload();
    // the reloaded screen settles the kept attempt as it opens, without any tap: it asks the
    // records with the kept key (the charge happened) and shows the outcome; nothing is sent again
    await page.locator('.ui-result-msg', { hasText: '成功充值88.80元' }).waitFor();
    // the real figures of the settled charge, never zeros: its amount and its card
    expect(await page.locator('.ui-result').innerText()).toMatch(/88\.80[\s\S]*银行卡\s*\S+ 尾号\d{4}/);
    await shot(page, 'money-settled-after-reload');
    expect(posts).toBe(0);
    expect(await records(page, 'DEPOSIT', 88.8)).toBe(before + 1);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('h5_money:')).length)).toBe(0);
    // the browser's own lines for the dropped socket and the aborted record reads are expected
    expect(unexpected(errors).filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('the password sheet says what the move is: the card that pays a recharge; the fee, what arrives and where for a withdrawal', async () => {
    const page = await s.loginAt('/dashboard/recharge');
    await page.fill('#rc-amount', '1234.5');
    await page.click('.pay-main');
    const sum = page.locator('.ui-paysum');
    await sum.waitFor();
    const card = (await page.locator('#rc-acct > span').first().innerText()).trim();
    const [bank, tail] = [card.split(' ')[0]!, card.match(/(\d{4})$/)![1]!];
    const charge = await sum.innerText();
    expect(charge).toMatch(/充值金额\s*1,234\.50 元/);
    expect(charge).toContain(`付款银行卡\n${bank}（尾号${tail}）`);
    await shot(page, 'money-sheet-recharge');
    await page.click('.ui-popup-close');

    await page.goto('/dashboard/withdraw');
    await page.fill('#wd-amount', '100');
    await page.locator('.pay-wd-facts dd', { hasText: /元$/ }).nth(1).waitFor();
    const facts = await page.locator('.pay-wd-facts').innerText();
    const arrives = facts.match(/实际到账\s*([\d,.]+ 元)/)![1]!;
    await page.click('.pay-main');
    await sum.waitFor();
    const out = await sum.innerText();
    // the same figures the form showed: what arrives is the amount less the fee
    expect(out).toMatch(new RegExp(`实际到账\\s*${arrives.replace('.', '\\.')}`));
    expect(out).toMatch(/提现金额\s*100\.00 元[\s\S]*手续费\s*(免费|[\d.]+ 元)[\s\S]*到账银行卡\s*\S+（尾号\d{4}）[\s\S]*预计到账\s*\d{4}-\d{2}-\d{2}/);
    await shot(page, 'money-sheet-withdraw');
  });
});
