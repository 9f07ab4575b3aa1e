// Binding a card as a new investor does it on /dashboard/payment/bind-card: name, a valid ID
// number, a card the bank lookup knows, the SMS code, then the result.
import type { Page } from 'playwright-core';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { sandboxCode } from './sandbox';

/** Fills and submits the bind-card form `page` is on; resolves at the 绑卡成功 result. */
export async function bindCardHere(page: Page, mobile: string, name: string) {
  await page.fill('#bind-name', name);
  await page.fill('#bind-id', makeIdNumber('110101', '19880512', 321));
  await page.fill('#bind-card', '6222020000000001');
  await page.locator('.pay-hint', { hasText: /限额/ }).first().waitFor();
  await page.click('.ui-captcha-btn');
  await page.getByText(/重新发送/).waitFor();
  await page.fill('#bind-code', await sandboxCode(mobile, 'BIND_CARD'));
  await page.click('button[type=submit]');
  await page.getByRole('heading', { name: '绑卡成功' }).waitFor();
}
