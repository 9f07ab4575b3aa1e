// The seller's side of claim transfers (issue 13): the seasoned investor transfers a repaying
// investment (a price outside 95%–105% is refused in words, then a valid one opens it), sees it,
// and cancels it behind the payment password (a wrong one cancels nothing). The sandbox's
// records are the judge; the transfer is cancelled again, so the seed is as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { baseURL, DEMO, loginWithPassword, phoneSession, shot, unexpected, watchErrors } from './browser';
import { DEMO_ACCOUNTS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';

const s = phoneSession();
afterEach(() => s.done());

const MINE = INVESTOR_INVEST_IDS.SETTLED!;
const fen = (t: string) => Math.round(Number(t.replace(/[^\d.]/g, '')) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);
const money = (f: number) => yuan(f).replace(/\B(?=(\d{3})+\.)/g, ',');

async function investment(id: string) {
  const r = (await (await fetch(`${baseURL()}/__sandbox/investments?mobile=${DEMO.investor.mobile}`)).json()) as {
    investments: { id: string; status: string; creditAssignId?: string }[];
  };
  return r.investments.find((i) => i.id === id)!;
}

describe('claim transfer, seller side', () => {
  it('refuses a price outside the range, opens the transfer, and cancels it with the payment password', async () => {
    const path = `/dashboard/claim-transfer/${MINE}`;
    const page = await s.open(`/login?next=${encodeURIComponent(path)}`);
    const errors = watchErrors(page);
    await loginWithPassword(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === path);

    const value = fen(await page.locator('.ct-strong').innerText());
    const [min, max] = [Math.ceil((value * 95) / 100), Math.floor((value * 105) / 100)];
    await page.fill('#ct-price', yuan(min - 1));
    await page.getByRole('button', { name: '确认转让' }).click();
    await page.getByText(`转让价格须在${money(min)}元至${money(max)}元之间（债权价值的95%至105%）`).waitFor();
    await shot(page, 'claims-transfer-refused');
    expect((await investment(MINE)).status).toBe('SETTLED');

    await page.fill('#ct-price', yuan(value));
    await page.getByText('100.00%').waitFor();
    await shot(page, 'claims-transfer-quote');
    await page.getByRole('button', { name: '确认转让' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/assignment/'));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(await investment(MINE)).toMatchObject({ status: 'OPEN', creditAssignId: id });
    await page.getByText('转让中', { exact: true }).waitFor();
    expect(await page.locator('.as-figs b').first().innerText()).toBe(`${money(value)}元`);
    await shot(page, 'claims-assignment-open');

    await page.getByRole('button', { name: '撤销转让' }).click();
    const input = page.locator('.ui-paypw-input');
    await input.fill('000000');
    await page.locator('.ui-toast').filter({ hasText: '支付密码不正确' }).waitFor();
    await shot(page, 'claims-cancel-wrong-password');
    expect((await investment(MINE)).status).toBe('OPEN');

    await input.fill(DEMO_ACCOUNTS.investor.paymentPassword);
    await page.locator('.ui-dialog-text').filter({ hasText: '债权转让已撤销' }).waitFor();
    await page.locator('.ui-dialog-ok').click();
    await page.getByText('已撤销', { exact: true }).waitFor();
    await shot(page, 'claims-assignment-cancelled');
    expect((await investment(MINE)).status).toBe('SETTLED');
    expect(await page.getByRole('button', { name: '撤销转让' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});
