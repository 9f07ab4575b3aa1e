// The account's own value moves (a card bound, the payment password set, changed or reset) and
// the seller's claim transfer (published, cancelled), as the matrix describes a move (matrix.ts).
// The password moves each take a user of their own per run, so the password a run changes is
// never one another run (or another file) relies on.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAt } from '../../support/login';
import { freshMobile, registerByApi, sandboxCode } from '../../support/sandbox';
import { INVESTOR_INVEST_IDS } from '../../../server/sandbox/seed';
import { makeCardNumber, makeIdNumber } from '../../../server/sandbox/seed/idcard';
import { hook, payPassword, type Run, type ValueMove, type Witness } from '../matrix';
import { weakPayPassword } from '../../../domain/rules/pay-password';
import { typePin } from '../../support/keypad';

let n = 0;
const pick = (lo: number, span: number) => lo + Math.floor(Math.random() * span);
/** A card number and an ID number nobody in the sandbox holds yet (both are refused when taken). */
const freshCard = () => makeCardNumber('622202', 16, String((Date.now() * 10 + (n++ % 10)) % 1e9).padStart(9, '0'));
const freshId = () => makeIdNumber('110101', `${pick(1970, 30)}${String(pick(1, 12)).padStart(2, '0')}${String(pick(1, 28)).padStart(2, '0')}`, pick(100, 900));
/** Six digits, never the demo password nor one the rule calls weak, different each call. */
function freshPassword(): string {
  const pw = String(200000 + ((Date.now() + n++ * 7919) % 700000));
  return weakPayPassword(pw) ? freshPassword() : pw;
}
/** The password a password-move user starts with: one the rule lets a user set. */
const FIRST_PASSWORD = '135790'; // below freshPassword's range: never the new one

/** Logs a new user in, past the offer to finish the payment set-up (a new user has no card). */
async function newUser(page: Page): Promise<string> {
  const who = await registerByApi(freshMobile());
  await loginAt(page, '/dashboard', who, { prompt: true });
  return who.mobile;
}

/** A call as the logged-in page would make it (its cookie), for what a run needs set up. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<T> {
  const res = method === 'GET' ? await page.request.get(path) : await page.request.post(path, { form: form ?? {} });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const fingerprintChanged = (b: Witness, a: Witness) => (a.paymentPassword !== null && a.paymentPassword !== b.paymentPassword ? 1 : 0);

export const bindCard: ValueMove = {
  name: 'bind-card',
  call: '/api/v2/multiPayment/router/MYSELF/confirmBindCard',
  user: newUser,
  seed: async ({ data }) => {
    data.card = freshCard();
    data.id = freshId();
  },
  ready: async ({ page, mobile, data }) => {
    await page.goto('/dashboard/payment/bind-card');
    await page.locator('#bind-card').waitFor();
    // a retry after the card was bound finds the holder on record: no name to type then
    if (await page.locator('#bind-name').isVisible()) {
      await page.fill('#bind-name', '赵测试');
      await page.fill('#bind-id', data.id!);
    }
    await page.fill('#bind-card', data.card!);
    await page.locator('.pay-hint', { hasText: /限额/ }).first().waitFor({ timeout: 10_000 });
    await page.click('.ui-captcha-btn');
    await page.getByText(/重新发送/).waitFor({ timeout: 10_000 });
    await page.fill('#bind-code', await sandboxCode(mobile, 'BIND_CARD'));
  },
  act: async ({ page }) => {
    await page.click('.pay-main');
  },
  button: ({ page }) => page.locator('.pay-main'),
  effects: (b, a, { data }) => a.cards.filter((c) => c.account === data.card).length - b.cards.filter((c) => c.account === data.card).length,
  success: /银行卡绑定成功/,
  kept: '#bind-card',
};

/** The password screen in `mode`, filled with run.data.pw (and the old one, or a fresh SMS code). */
async function passwordForm({ page, mobile, data }: Run, mode: 'set' | 'update' | 'reset') {
  await page.goto(mode === 'reset' ? '/dashboard/payment/password?mode=reset' : '/dashboard/payment/password');
  await page.locator('#pw-new').waitFor();
  if (mode === 'update') await typePin(page.locator('#pw-old'), FIRST_PASSWORD);
  if (mode === 'reset') {
    await page.click('.ui-captcha-btn');
    await page.getByText(/重新发送/).waitFor({ timeout: 10_000 });
    await page.fill('#pw-code', await sandboxCode(mobile, 'CREDITMARKET_RESET_PAYMENTPASSWORD'));
  }
  await typePin(page.locator('#pw-new'), data.pw!);
  await typePin(page.locator('#pw-again'), data.pw!);
}

/** A new user who already has FIRST_PASSWORD as the payment password. */
async function userWithPassword(page: Page) {
  const mobile = await newUser(page);
  await api(page, 'POST', '/api/v2/user/MYSELF/setPaymentPassword', { password: FIRST_PASSWORD });
  return mobile;
}

const passwordMove = (mode: 'set' | 'update' | 'reset', success: RegExp): ValueMove => ({
  name: `${mode}-password`,
  call: `/api/v2/user/MYSELF/${mode}PaymentPassword`,
  user: mode === 'set' ? newUser : userWithPassword,
  seed: async ({ data }) => {
    data.pw = freshPassword();
  },
  ready: (run) => passwordForm(run, mode),
  act: async ({ page }) => {
    await page.click('.pay-main');
  },
  button: ({ page }) => page.locator('.pay-main'),
  effects: fingerprintChanged,
  success,
  kept: '#pw-new',
});

export const setPassword = passwordMove('set', /支付密码设置成功/);
export const updatePassword = passwordMove('update', /支付密码修改成功/);
export const resetPassword = passwordMove('reset', /支付密码已重置/);

// ---- the seller's claim transfer: one investment published, another cancelled, run after run

const TO_PUBLISH = INVESTOR_INVEST_IDS.SETTLED!;
const TO_CANCEL = INVESTOR_INVEST_IDS['SETTLED-2']!;

interface Holding {
  id: string;
  status: string;
  creditAssignId?: string;
}
const holding = async (mobile: string, id: string) =>
  (await hook<{ userId: string; investments: Holding[] }>(`/__sandbox/investments?mobile=${mobile}`)).investments.find((i) => i.id === id)!;

/** Investment `id` held again (SETTLED): an open transfer of it left by an earlier run is cancelled. */
async function held(run: Run, id: string) {
  const inv = await holding(run.mobile, id);
  if (inv.status === 'OPEN' && inv.creditAssignId) await api(run.page, 'POST', `/api/v2/creditassign/cancel/${encodeURIComponent(inv.creditAssignId)}`);
  expect((await holding(run.mobile, id)).status).toBe('SETTLED');
}

/** Investment `id` on sale (OPEN) at its valuation; the transfer's id. */
async function onSale(run: Run, id: string): Promise<string> {
  await held(run, id);
  const step1 = await api<{ data: { bidValuation: number } }>(run.page, 'GET', `/api/v2/creditassign/prepareAssign/step1?investId=${encodeURIComponent(id)}`);
  const price = step1.data.bidValuation.toFixed(2);
  await api(run.page, 'POST', `/api/v2/creditassign/createNew/MYSELF/${encodeURIComponent(id)}`, {
    creditDealAmount: price,
    creditDealRate: '1',
    creditAssignTitle: '故障矩阵转让',
  });
  return (await holding(run.mobile, id)).creditAssignId!;
}

const newTransfers = (investId: string) => (b: Witness, a: Witness) =>
  a.transfers.filter((t) => t.investId === investId && !b.transfers.some((x) => x.id === t.id)).length;

export const publishTransfer: ValueMove = {
  name: 'claim-transfer',
  call: `/api/v2/creditassign/createNew/MYSELF/${TO_PUBLISH}`,
  seed: (run) => held(run, TO_PUBLISH),
  ready: async ({ page }) => {
    await page.goto(`/dashboard/claim-transfer/${TO_PUBLISH}`);
    const value = await page.locator('.ct-strong').innerText({ timeout: 10_000 });
    await page.fill('#ct-price', value.replace(/[^\d.]/g, ''));
    await page.getByText('100.00%').waitFor({ timeout: 10_000 });
  },
  // 确认转让, the summary confirmed, then the payment password (createNew takes none: it is checked first)
  act: async ({ page }) => {
    await page.click('.ct-submit');
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '确认，输入支付密码' }).click();
    await payPassword(page);
  },
  button: ({ page }) => page.locator('.ct-submit'),
  effects: newTransfers(TO_PUBLISH),
  success: /债权转让已发布/,
  kept: '#ct-price',
};

// The cancel's path names the seller and the transfer, which each run opens anew: the path of
// the run under way (the matrix reads `call` after `seed`).
let cancelPath = '';
export const cancelTransfer: ValueMove = {
  name: 'claim-cancel',
  get call() {
    return cancelPath;
  },
  seed: async (run) => {
    run.data.id = await onSale(run, TO_CANCEL);
    const { userId } = await hook<{ userId: string }>(`/__sandbox/investments?mobile=${run.mobile}`);
    cancelPath = `/api/v2/creditassign/user/${userId}/cancel/${encodeURIComponent(run.data.id)}`;
  },
  ready: async ({ page, data }) => {
    await page.goto(`/dashboard/assignment/${encodeURIComponent(data.id!)}`);
    await page.getByRole('button', { name: '撤销转让' }).waitFor({ timeout: 10_000 });
  },
  act: async ({ page }) => {
    await page.getByRole('button', { name: '撤销转让' }).click();
    await payPassword(page);
  },
  button: ({ page }) => page.locator('.as-act button'),
  effects: (b, a, { data }) => {
    const was = b.transfers.find((t) => t.id === data.id)?.status;
    const now = a.transfers.find((t) => t.id === data.id)?.status;
    return was === 'OPEN' && now === 'CANCELED' ? 1 : 0;
  },
  success: /债权转让已撤销/,
  close: ({ page }) => page.click('.ui-popup-close'),
  back: ({ data }) => `/dashboard/assignment/${encodeURIComponent(data.id!)}`,
};

// ---- the cards: the default card replaced, a card unbound (each run a new user with one card)

/** A new user holding one card (bound through the API as the bind screen would), no money. */
async function userWithCard(page: Page): Promise<string> {
  const mobile = await newUser(page);
  const account = freshCard();
  const bank = await api<{ data: { bankCode: string } }>(page, 'GET', `/api/v2/bank/bankCode?prefix=${account}`);
  const card = {
    realName: '赵测试',
    idNumber: freshId(),
    certType: 'IDENTITY_CARD',
    accountNumber: account,
    mobile,
    bankName: bank.data.bankCode,
    isMasterCard: 'true',
  };
  await api(page, 'POST', '/api/v2/multiPayment/router/MYSELF/preBindCard', card);
  const { userId } = await hook<{ userId: string }>(`/__sandbox/investments?mobile=${mobile}`);
  const smsCode = await sandboxCode(mobile, 'BIND_CARD');
  await api(page, 'POST', '/api/v2/multiPayment/router/MYSELF/confirmBindCard', { ...card, smsCode, userId });
  return mobile;
}

const cardsNamed = (w: Witness, card: string) => w.cards.filter((c) => c.account === card).length;

/** 确认更换, in the sheet over the card screen (whose own 添加银行卡 is the page's main button). */
const replaceButton = (page: Page) => page.locator('.ui-popup button[type=submit]');

export const replaceDefaultCard: ValueMove = {
  name: 'replace-card',
  call: '/api/v2/user/checkBankcard',
  user: userWithCard,
  seed: async ({ data }) => {
    data.card = freshCard();
  },
  ready: async ({ page, mobile, data }) => {
    await page.goto('/dashboard/bank-card');
    await page.getByRole('button', { name: '更换银行卡' }).click();
    await page.fill('#rc-card', data.card!);
    await page.locator('.pay-hint', { hasText: /限额/ }).first().waitFor({ timeout: 10_000 });
    await page.click('.ui-captcha-btn');
    await page.getByText(/重新发送/).waitFor({ timeout: 10_000 });
    await page.fill('#rc-code', await sandboxCode(mobile, 'REPLACE_CARD'));
  },
  act: async ({ page }) => {
    await replaceButton(page).click();
  },
  button: ({ page }) => replaceButton(page),
  effects: (b, a, { data }) => cardsNamed(a, data.card!) - cardsNamed(b, data.card!),
  success: /银行卡更换成功/,
  close: ({ page }) => page.click('.ui-popup-close'),
  kept: '#rc-card',
};

export const unbindCard: ValueMove = {
  name: 'unbind-card',
  call: '/api/v2/payment/router/cancelBindCard',
  user: userWithCard,
  ready: async ({ page }) => {
    await page.goto('/dashboard/bank-card');
    await page.getByRole('button', { name: '解绑' }).click();
  },
  // 确定解绑…？ answered 解绑
  act: async ({ page }) => {
    await page.locator('.ui-dialog').getByRole('button', { name: '解绑' }).click();
  },
  button: ({ page }) => page.locator('.pay-card .ui-btn', { hasText: '解绑' }),
  effects: (b, a) => b.cards.length - a.cards.length,
  success: /银行卡解绑成功/,
  back: () => '/dashboard/bank-card',
};

// ---- the login mobile changed (each run a new user, to a number nobody holds)

export const changeMobile: ValueMove = {
  name: 'mobile-change',
  call: '/api/v2/user/MYSELF/resetMobile',
  user: newUser,
  seed: async ({ data }) => {
    data.next = freshMobile();
  },
  ready: async ({ page, mobile, data }) => {
    await page.goto('/dashboard/mobile-change');
    await page.locator('.ui-captcha-btn').first().click();
    await page.getByText(/验证码已发送至/).waitFor({ timeout: 10_000 });
    await page.fill('#mc-old-code', await sandboxCode(mobile, 'CHANGE_MOBILE'));
    await page.getByRole('button', { name: '下一步' }).click();
    await page.fill('#mc-mobile', data.next!);
    await page.locator('.ui-captcha-btn').last().click();
    await page.getByText('验证码已发送至新手机号').waitFor({ timeout: 10_000 });
    await page.fill('#mc-new-code', await sandboxCode(data.next!, 'BIND_NEW_MOBILE'));
  },
  act: async ({ page }) => {
    await page.getByRole('button', { name: '确认修改' }).click();
  },
  button: ({ page }) => page.getByRole('button', { name: /确认修改|提交中/ }),
  effects: (b, a, { data }) => (b.mobile !== data.next && a.mobile === data.next ? 1 : 0),
  success: /手机号已修改为/,
  kept: '#mc-mobile',
  back: () => '/dashboard/mobile-change',
};
