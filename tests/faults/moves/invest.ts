// Tender, appointment, claim purchase, redemption and the POS order as value moves (matrix.ts).
import type { Page } from 'playwright-core';
import { INVESTOR_INVEST_IDS } from '../../../server/sandbox/seed/investments';
import { loginAt } from '../../support/login';
import { hook, INVESTOR, payPassword, type ValueMove, type Witness } from '../matrix';
import { distinctYuan, newRecords } from './count';
import { agree } from '../../support/consent';

/** Two GDSY loans (R2, 100 + 100 steps), one per row: ten runs of a few hundred yuan never sell one out. */
const LOAN = '70E061DD-21D1-DE1B-2918-83899D922F03';
const APPOINT_LOAN = '6FE0604A-20D1-DC88-2818-81F69C922D70';
/** 8700 principal for 8748.63, within the investor's balance. */
const CLAIM = 'EC71FBB4-05A6-1C32-F064-B8F099BF69BA';
/** the cycle product whose redemption window is open in the seed */
const CYCLE = INVESTOR_INVEST_IDS['SETTLED-4']!;

let k = 0;
/** 100…900 by turns: the loans' step */
const hundreds = () => String(100 * (1 + (k++ % 9)));

/**
 * A claim bought whole, or an investment redeemed, cannot be made again: such a run starts from
 * the seed (which ends the session, so the investor logs in after it).
 */
const fromSeed = async (page: Page) => {
  await hook('/__sandbox/reset', {});
  await loginAt(page);
  return INVESTOR;
};

const newInvestments = (loanId: string, yuan: number) => (b: Witness, a: Witness) => {
  const n = (w: Witness) => w.investments.filter((i) => i.loanId === loanId && i.amount === yuan).length;
  return n(a) - n(b);
};

const closeSheet = ({ page }: { page: Page }) => page.click('.ui-popup-close');

/**
 * From 立即出借 to the password: each prompt on the way (an unused coupon: 不使用; an offline
 * order: 确认) is answered as it comes, then the password is typed.
 */
async function throughPrompts(page: Page) {
  const pw = page.getByRole('group', { name: '支付密码，6位数字' });
  const ok = page.locator('.ui-dialog-ok');
  for (let i = 0; i < 4; i++) {
    await pw.or(ok).first().waitFor();
    if (await pw.isVisible()) break;
    await ok.click();
    await ok
      .first()
      .waitFor({ state: 'hidden', timeout: 2000 })
      .catch(() => {});
  }
  await payPassword(page);
}

export const tender: ValueMove = {
  name: 'tender',
  call: '/api/v2/invest/tender/MYSELF',
  seed: async (run) => {
    run.data.yuan = hundreds();
  },
  ready: async ({ page, data }) => {
    await page.goto(`/loan/${LOAN}/invest`);
    await page.fill('#inv-amount', data.yuan!);
    await agree(page);
  },
  act: async ({ page }) => {
    await page.click('.inv-submit');
    await throughPrompts(page);
  },
  button: ({ page }) => page.locator('.inv-submit'),
  effects: (b, a, { data }) => newInvestments(LOAN, Number(data.yuan))(b, a),
  // done, with the amount lent (100…900): also when settled from the records after a reload
  success: /出借成功[\s\S]*?[1-9]00\.00/,
  close: closeSheet,
  kept: '#inv-amount',
};

export const appoint: ValueMove = {
  name: 'appoint',
  call: '/api/v2/invest/tender/MYSELF',
  seed: async (run) => {
    run.data.yuan = hundreds();
  },
  ready: async ({ page, data }) => {
    await page.goto(`/loan/${APPOINT_LOAN}/invest-appoint`);
    await page.fill('#inv-amount', data.yuan!);
    await page.getByRole('checkbox', { name: /线下转账须在24小时内完成/ }).check();
    await agree(page);
  },
  act: async ({ page }) => {
    await page.click('.inv-submit');
    await throughPrompts(page);
  },
  button: ({ page }) => page.locator('.inv-submit'),
  effects: (b, a, { data }) => newInvestments(APPOINT_LOAN, Number(data.yuan))(b, a),
  // done, and where to transfer to: also when the answer was lost and the records told
  success: /订单已提交，请完成转账[\s\S]*转账附言（支付编号）/,
  close: closeSheet,
  kept: '#inv-amount',
};

export const claim: ValueMove = {
  name: 'claim',
  call: '/api/v2/invest/user/MYSELF/creditAssign/invest',
  user: fromSeed,
  ready: async ({ page }) => {
    await page.goto(`/assignment/${CLAIM}/invest`);
    await agree(page);
  },
  act: async ({ page }) => {
    await page.click('.inv-submit');
    await payPassword(page);
  },
  button: ({ page }) => page.locator('.inv-submit'),
  effects: newRecords('CREDIT_ASSIGN'),
  // done, with what was paid (the price moves with the day) and the principal bought: also when
  // the answer was lost or the page reloaded and the records told (the sold claim shows 0 left)
  success: /购买成功[\s\S]*?8,7\d{2}\.\d{2}[\s\S]*债权本金\s*8,700\.00 元/,
  close: closeSheet,
};

const statusOf = (w: Witness) => w.investments.find((i) => i.id === CYCLE)?.status;

export const redeem: ValueMove = {
  name: 'redeem',
  call: '/api/v2/invest/redeem',
  user: fromSeed,
  ready: async ({ page }) => {
    await page.goto(`/dashboard/redeem/${CYCLE}`);
    await page.getByText('可赎回时间').waitFor();
  },
  act: async ({ page }) => {
    await page.click('.pf-actions button');
    await payPassword(page);
  },
  button: ({ page }) => page.locator('.pf-actions button'),
  // a redemption is the investment turning SETTLED → REDEEMING; the server refuses a second
  effects: (b, a) => (statusOf(b) === 'SETTLED' && statusOf(a) === 'REDEEMING' ? 1 : 0),
  success: /赎回申请已提交/,
  close: closeSheet,
};

export const pos: ValueMove = {
  name: 'pos',
  call: '/api/v2/POS/MYSELF/deposit',
  seed: async (run) => {
    run.data.yuan = distinctYuan(301);
  },
  ready: async ({ page, data }) => {
    await page.goto('/dashboard/recharge?tab=pos');
    await page.fill('#rc-amount', data.yuan!);
  },
  act: async ({ page }) => {
    await page.click('.pay-main');
    await payPassword(page);
  },
  button: ({ page }) => page.locator('.pay-main'),
  effects: (b, a, { data }) => newRecords('OFFLINE_DEPOSIT', Number(data.yuan))(b, a),
  success: /POS充值订单已生成/,
  close: closeSheet,
  kept: '#rc-amount',
};
