// The seller's side of claim transfers (issue 13): the seasoned investor transfers a repaying
// investment (a price outside 95%–105% is refused in words, then a valid one is summed up in a
// confirm sheet with the screen's own figures; 取消 there publishes nothing, nor does a wrong
// payment password; the right one opens it), sees it, and cancels it behind the payment
// password (a wrong one cancels nothing). The sandbox's records are the judge; the transfer is
// cancelled again, so the seed is as it was.
import { describe, expect, it } from 'vitest';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, loginAt } from '../support/login';
import { sandbox } from '../support/sandbox';
import { DEMO_ACCOUNTS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { typePin } from '../support/keypad';

const s = phoneSession();

const MINE = INVESTOR_INVEST_IDS.SETTLED!;
const fen = (t: string) => Math.round(Number(t.replace(/[^\d.]/g, '')) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);
const money = (f: number) => yuan(f).replace(/\B(?=(\d{3})+\.)/g, ',');

async function transfersOf(investId: string) {
  const r = await sandbox.witness(DEMO.investor.mobile);
  return r.transfers.filter((t) => t.investId === investId);
}

async function investment(id: string) {
  const r = await sandbox.investments(DEMO.investor.mobile);
  return r.investments.find((i) => i.id === id)!;
}

describe('claim transfer, seller side', () => {
  it('refuses a price outside the range, sums up and asks the payment password before it opens the transfer, and cancels it with the payment password', async () => {
    const path = `/dashboard/claim-transfer/${MINE}`;
    const page = await s.newPage();
    const errors = watchErrors(page);
    await loginAt(page, path);

    const value = fen(await page.locator('.ct-strong').innerText());
    const [min, max] = [Math.ceil((value * 95) / 100), Math.floor((value * 105) / 100)];
    await page.fill('#ct-price', yuan(min - 1));
    await page.getByRole('button', { name: '确认转让' }).click();
    await page.getByText(`转让价格须在${money(min)}元至${money(max)}元之间（债权价值的95%至105%）`).waitFor();
    await shot(page, 'claims-transfer-refused');
    expect((await investment(MINE)).status).toBe('SETTLED');

    // 99% of the valuation: a discount of 1.00%
    const price = Math.round((value * 99) / 100);
    await page.fill('#ct-price', yuan(price));
    await page.locator('.ct-quote dd', { hasText: '99.00%' }).waitFor();
    await shot(page, 'claims-transfer-quote');
    const preview = async () =>
      Object.fromEntries(
        await page
          .locator('.ct-quote .ct-rows > div')
          .evaluateAll((rows) => rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent])),
      );
    const figures = await preview();
    const transfers = (await transfersOf(MINE)).length;

    // 确认转让 sends nothing: it sums up, with the figures the screen showed
    await page.getByRole('button', { name: '确认转让' }).click();
    const sheet = page.getByRole('dialog', { name: '确认转让信息' });
    await sheet.waitFor();
    const rows = Object.fromEntries(
      await sheet.locator('.ct-sum > div').evaluateAll((rs) => rs.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent])),
    );
    const title = await page.locator('.ct-card h2').innerText();
    expect(rows).toEqual({
      债权: title,
      转让标题: `转让-${title}`,
      债权价值: `${money(value)}元`,
      转让价格: `${money(price)}元`,
      转让价格比例: '99.00%',
      '折让/溢价': '折让1.00%',
      转让手续费: figures['转让手续费'],
      预计到账: figures['预计到账'],
    });
    expect(fen(rows['预计到账']!)).toBe(price - fen(rows['转让手续费']!));
    // the sheet fits a 390 px phone: nothing runs off its side
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    for (const b of await sheet.getByRole('button').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'claims-transfer-confirm');
    // the agreement the transfer binds the seller to: not ticked, it says so and opens in place
    await sheet.getByRole('button', { name: '确认，输入支付密码' }).click();
    await sheet.getByRole('alert').filter({ hasText: '请先阅读并勾选同意《债权转让协议》' }).waitFor();
    const paper = page.getByRole('dialog', { name: '债权转让协议' });
    await paper.getByRole('button', { name: '我已阅读并同意' }).click();
    await paper.waitFor({ state: 'detached' });
    expect(await sheet.getByRole('checkbox', { name: /我已阅读并同意/ }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: '支付密码，6位数字' }).count()).toBe(0);

    // 取消 at the summary: nothing published
    await sheet.getByRole('button', { name: '取消' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect((await investment(MINE)).status).toBe('SETTLED');
    expect(await transfersOf(MINE)).toHaveLength(transfers);

    // a wrong payment password: refused in words, nothing published, the boxes ready again
    await page.getByRole('button', { name: '确认转让' }).click();
    await sheet.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await sheet.getByRole('button', { name: '确认，输入支付密码' }).click();
    const pin = page.getByRole('group', { name: '支付密码，6位数字' });
    await typePin(pin, '000000');
    await page.locator('.ui-paypw-foot').getByText('支付密码错误，还可输入4次').waitFor();
    // said once, under the boxes where it is retyped: no toast over the sheet, no line under the form
    expect(await page.getByText(/支付密码错误/).count()).toBe(1);
    await shot(page, 'claims-transfer-wrong-password');
    expect((await investment(MINE)).status).toBe('SETTLED');
    expect(await transfersOf(MINE)).toHaveLength(transfers);

    await typePin(pin, DEMO_ACCOUNTS.investor.paymentPassword);
    // the result: the price on sale, what was confirmed, what happens next, the way to the transfer
    const result = page.getByRole('status').filter({ has: page.getByRole('heading', { name: '债权转让已发布' }) });
    await result.waitFor();
    expect(await result.locator('.ui-result-amount').innerText()).toMatch(new RegExp(`^${money(price).replace('.', '\\.')}\\s*元$`));
    const facts = await result.locator('.ui-result-rows').innerText();
    for (const k of ['债权价值', '转让手续费', '预计到账']) expect(facts).toContain(k);
    expect(await result.getByRole('list', { name: '后续安排' }).innerText()).toMatch(/发布转让[\s\S]*等待购买[\s\S]*售出到账/);
    await shot(page, 'claims-transfer-result');
    await result.getByRole('link', { name: '查看转让详情' }).tap();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/assignment/'));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(await investment(MINE)).toMatchObject({ status: 'OPEN', creditAssignId: id });
    await page.getByText('转让中', { exact: true }).waitFor();
    expect(await page.locator('.as-figs b').first().innerText()).toBe(`${money(price)}元`);
    expect(await transfersOf(MINE)).toHaveLength(transfers + 1);
    await shot(page, 'claims-assignment-open');

    await page.getByRole('button', { name: '撤销转让' }).click();
    const input = page.getByRole('group', { name: '支付密码，6位数字' });
    await typePin(input, '000000');
    await page
      .locator('.ui-paypw-foot')
      .getByText(/^支付密码错误，还可输入[1-4]次$/)
      .waitFor();
    expect(await page.getByText(/支付密码错误/).count()).toBe(1);
    await shot(page, 'claims-cancel-wrong-password');
    expect((await investment(MINE)).status).toBe('OPEN');

    await typePin(input, DEMO_ACCOUNTS.investor.paymentPassword);
    await page.locator('.ui-dialog-text').filter({ hasText: '债权转让已撤销' }).waitFor();
    await page.locator('.ui-dialog-ok').click();
    await page.getByText('已撤销', { exact: true }).waitFor();
    await shot(page, 'claims-assignment-cancelled');
    expect((await investment(MINE)).status).toBe('SETTLED');
    expect(await page.getByRole('button', { name: '撤销转让' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});
