// The figure oracle (issue: every figure an investor sees agrees with what happened). A scripted
// set of value moves is made for the seasoned demo investor over HTTP, as the app's own calls
// make them (recharge, a tender with a coupon that earns points, a claim bought whole, a transfer
// published and cancelled, a withdrawal, a coupon redeemed); then every screen that shows those
// moves is read in Chromium, and each figure is held against the backend's own records (the
// sandbox's witness of the user: fund, records, investments, transfers, coupons, points).
// The same script runs against the sandbox (tests/e2e) and behind the auth layer in front of the
// backend-mode stand-in (tests/backend): only where the hooks live differs.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { formatFen, toFen } from '../../domain/format/money';
import { formatDate } from '../../domain/format/dates';
import type { sandboxHooks } from './sandbox';

type Hooks = ReturnType<typeof sandboxHooks>;

/** One figure as a screen shows it and as the records say it should be. */
export interface Check {
  screen: string;
  figure: string;
  shown: string;
  want: string;
}
export const agrees = (c: Check) => c.shown === c.want;

/** The table of checks, for the log and the closing note. */
export function table(checks: readonly Check[]): string {
  const rows = checks.map((c) => `${agrees(c) ? '✓' : '✗'} ${c.screen.padEnd(14)} ${c.figure.padEnd(16)} shown ${c.shown.padEnd(22)} records ${c.want}`);
  return [`figures: ${checks.filter(agrees).length} of ${checks.length} agree`, ...rows].join('\n');
}

// ---------------------------------------------------------------- the calls, as the app makes them

export interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, form?: Record<string, string>): Promise<T>;
}

/** The API at `origin` with the browser context's session cookies, as a second tab would call it. */
export async function apiOf(ctx: BrowserContext, origin: string): Promise<Api> {
  const cookie = (await ctx.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
  async function call<T>(method: string, path: string, form?: Record<string, string>): Promise<T> {
    const res = await fetch(origin + path, {
      method,
      headers: { cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    const text = await res.text();
    const body = text ? (JSON.parse(text) as { success?: boolean; data?: unknown }) : null;
    if (!res.ok || (body && typeof body === 'object' && 'success' in body && body.success === false))
      throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return (body && typeof body === 'object' && 'data' in body && 'success' in body ? body.data : body) as T;
  }
  return { get: (p) => call('GET', p), post: (p, f) => call('POST', p, f ?? {}) };
}

// ---------------------------------------------------------------- what the records say

interface Rec {
  type: string;
  amount: number;
  operation: string;
  status: string;
  recordTime: number;
  description?: string;
  orderId?: string;
}
interface Inv {
  id: string;
  loanId: string;
  loanTitle: string;
  status: string;
  amount: number;
  rate: number;
  creditAssignId?: string;
  submitTime: number;
}
interface Coupon {
  id: string;
  status: string;
  disabled: boolean;
  timeExpire: number;
  type: string;
  parValue: number;
}
export interface Witness {
  userId: string;
  fund: Record<string, number>;
  records: Rec[];
  investments: Inv[];
  transfers: { id: string; investId: string; status: string; creditAmount: number }[];
  coupons: Coupon[];
  cards: { account: string; defaultAccount: boolean }[];
  points: number;
}

interface LoanRow {
  id: string;
  title: string;
  status: string;
  rate: number;
  balance: number;
  loanRequest: {
    productKey: string;
    useCoupon?: boolean;
    investRule?: { minAmount?: number; stepAmount?: number; maxAmount?: number } | null;
    userId?: string;
  };
}
interface ClaimRow {
  id: string;
  title: string;
  status: string;
  userId: string;
  loanId: string;
  balance: number;
  creditBalance?: number;
  creditAmount: number;
  remainPeriod: number;
  actualRate: number;
}

/** What the script did: the records each move left, found by the move's key. */
export interface Script {
  before: Witness;
  after: Witness;
  recharge: { fen: number; key: string };
  tender: { loan: LoanRow; fen: number; couponFen: number; version: string };
  claim: { claim: ClaimRow; priceFen: number; principalFen: number };
  transfer: { investId: string; loanTitle: string; claimId: string };
  withdraw: { fen: number; key: string };
  redeem: { fen: number };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The moves, each as the app sends it (form bodies, the attempt's key). `hooks` are the sandbox's
 * test hooks wherever the backend stand-in runs them (coupons given, the captcha's answer, the
 * witness).
 */
export async function runMoves(
  api: Api,
  hooks: Hooks,
  mobile: string,
  payPassword: string,
  publish: (s: { investId: string; claimId: string }) => Promise<void>,
): Promise<Script> {
  const before = await hooks.witness<Witness>(mobile);
  const me = before.userId;
  const card = before.cards.find((c) => c.defaultAccount)!.account;

  // recharge from the default card
  const recharge = { fen: 100_000, key: randomUUID() };
  await api.post('/api/v2/multiPayment/router/charge', {
    userId: me,
    clientIp: '127.0.0.1',
    txn_amt: yuan(recharge.fen),
    paymentPasswd: payPassword,
    accountNumber: card,
    clientOrderId: recharge.key,
  });

  // a tender with a cash coupon of the test's own, on the first open loan that takes it
  const couponFen = 2_000;
  const given = await hooks.addCoupon({ mobile, type: 'CASH', parValue: couponFen / 100, minimumInvest: 1000, name: '核对红包' });
  const loans = await api.get<{ results: LoanRow[] }>(
    '/api/v2/loans/getLoanWithPage?status=OPENED&currentPage=1&pageSize=20&minDuration=0&maxDuration=100&minRate=0&maxRate=100&minAmount=1&maxAmount=100000000',
  );
  let tender: Script['tender'] | undefined;
  for (const loan of loans.results.filter(
    (l) => l.status === 'OPENED' && l.loanRequest.productKey !== 'NEW' && l.loanRequest.useCoupon !== false && l.loanRequest.userId !== me,
  )) {
    const rule = loan.loanRequest.investRule ?? {};
    const step = toFen(rule.stepAmount || 1);
    const min = toFen(rule.minAmount || 1);
    const fen = Math.max(min, Math.ceil(200_000 / step) * step);
    if (fen > toFen(loan.balance)) continue;
    const version = randomUUID();
    const form = {
      userId: me,
      clientIp: '127.0.0.1',
      loanId: loan.id,
      amount: yuan(fen),
      placementId: given.id,
      paymentPassword: payPassword,
      isUseBalance: 'true',
      paymentType: 'ONLINE',
      isCycleProduct: 'false',
      version,
    };
    if (
      await api.post('/api/v2/invest/tender/MYSELF', form).then(
        () => true,
        () => false,
      )
    ) {
      tender = { loan, fen, couponFen, version };
      break;
    }
  }
  if (!tender) throw new Error('no open loan took the tender');

  // a claim of someone else's, bought whole: the price is its balance
  const claims = await api.get<{ results: ClaimRow[] }>('/api/v2/creditassign/list/filter?status=OPEN&currentPage=0&pageSize=20');
  const claim = claims.results.find(
    (c) => c.status === 'OPEN' && c.userId !== me && toFen(c.balance) <= toFen(before.fund.availableAmount!) + recharge.fen - tender.fen,
  )!;
  const principalFen = toFen(claim.creditBalance ?? claim.creditAmount);
  await api.post('/api/v2/invest/user/MYSELF/creditAssign/invest', {
    clientIp: '127.0.0.1',
    amount: yuan(principalFen),
    creditAssignId: claim.id,
    isUseBalance: 'true',
    paymentPassword: payPassword,
    version: randomUUID(),
  });

  // a transfer published at its valuation (the caller reads 转让中 while it is on sale), then cancelled
  const onSale = new Set(before.transfers.filter((t) => t.status === 'OPEN').map((t) => t.investId));
  let transfer: Script['transfer'] | undefined;
  for (const inv of before.investments.filter((i) => i.status === 'SETTLED' && !onSale.has(i.id))) {
    const step1 = await api.get<{ bidValuation: number }>(`/api/v2/creditassign/prepareAssign/step1?investId=${inv.id}`).catch(() => null);
    if (!step1) continue;
    await api.post(`/api/v2/creditassign/createNew/MYSELF/${inv.id}`, {
      creditDealRate: '1',
      creditDealAmount: step1.bidValuation.toFixed(2),
      creditAssignTitle: `${inv.loanTitle}转让`,
    });
    const mine = await hooks.witness<Witness>(mobile);
    const t = mine.transfers.find((x) => x.investId === inv.id && x.status === 'OPEN')!;
    transfer = { investId: inv.id, loanTitle: inv.loanTitle, claimId: t.id };
    await publish({ investId: inv.id, claimId: t.id });
    await api.post(`/api/v2/creditassign/user/${me}/cancel/${t.id}`, { paymentPassword: payPassword });
    break;
  }
  if (!transfer) throw new Error('no holding could be put up for transfer');

  // a withdrawal to the default card
  const withdraw = { fen: 50_000, key: randomUUID() };
  await api.post('/api/v2/multiPayment/router/withdraw/MYSELF', {
    userId: me,
    amount: yuan(withdraw.fen),
    paymentPassword: payPassword,
    accountNumber: card,
    clientOrderId: withdraw.key,
  });

  // an unconditional cash coupon turned into balance (the picture captcha answered by its hook)
  const gift = await hooks.addCoupon({ mobile, type: 'CASH', parValue: 8, name: '核对兑换红包' });
  const cap = await api.get<{ token: string }>(`/api/v2/captcha?timestamp=${Date.now()}`);
  const answer = await hooks.captcha(cap.token);
  await api.post(`/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha?captcha_token=${encodeURIComponent(cap.token)}&captcha_answer=${answer}`, {
    placementId: gift.id,
  });

  const after = await hooks.witness<Witness>(mobile);
  return { before, after, recharge, tender, claim: { claim, priceFen: toFen(claim.balance), principalFen }, transfer, withdraw, redeem: { fen: 800 } };
}

// ---------------------------------------------------------------- reading the screens

/** '1,234.56' of a fen amount, as every screen writes money. */
export const money = (fen: number) => formatFen(fen);
/** Money in a text: the first amount with 2 decimals ('-1,234.56' keeps its sign). */
export const moneyIn = (text: string | null | undefined) => text?.match(/[-+−]?\d[\d,]*\.\d{2}/)?.[0]?.replace('−', '-') ?? '(none)';
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The value beside `label` in a label/value row (dt/dd, or any element whose next sibling holds it). */
export async function valueBeside(page: Page, label: string | RegExp, within = 'body'): Promise<string> {
  const scope = page.locator(within).first();
  const dt = scope.locator('dt').filter({ hasText: label }).first();
  if (await dt.count()) return norm(await dt.locator('xpath=following-sibling::dd[1]').innerText());
  const el = scope.getByText(label, { exact: typeof label === 'string' }).first();
  if (!(await el.count())) return '(none)';
  return norm(
    await el
      .locator('xpath=following-sibling::*[1]')
      .innerText()
      .catch(() => '(none)'),
  );
}

/** The text of the card (a list item or link) that names `title`. */
export async function cardText(page: Page, title: string): Promise<string> {
  const card = page.locator('.pf-card, li, article').filter({ hasText: title }).first();
  return (await card.count()) ? norm(await card.innerText()) : '(none)';
}

/** Opens `path` and waits until `ready` shows and no skeleton or spinner is left. */
export async function open(page: Page, path: string, ready: string | RegExp) {
  await page.goto(path);
  await page.getByText(ready).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
}

export { formatDate };
