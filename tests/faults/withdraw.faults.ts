// Withdraw (POST /api/v2/multiPayment/router/withdraw/MYSELF) with its answer lost, mangled or refused.
import { describe, expect } from 'vitest';
import { phones } from './kit';
import { closeSheetJourney, faultJourney, VARIANT_NAMES, type MoneyOp } from './money';

const newPage = phones();

const WITHDRAW: MoneyOp = {
  name: 'withdraw',
  path: '/dashboard/withdraw',
  field: '#wd-amount',
  call: '/api/v2/multiPayment/router/withdraw/MYSELF',
  type: 'WITHDRAW',
  success: /提现申请已提交/,
  // the button waits for the server's fee (实际到账), as a user would see it
  ready: (page) => expect.poll(() => page.locator('.pay-wd-facts dd').nth(2).innerText(), { timeout: 10_000 }).toMatch(/\d/),
};

describe('withdraw under faults', () => {
  VARIANT_NAMES.forEach((kind, i) => faultJourney(WITHDRAW, kind, `${101 + i}.29`, newPage, kind === 'html'));
  closeSheetJourney(WITHDRAW, '188.29', newPage);
});
