/**
 * What the invest handlers share: the payment-channel switch, the caller's investment and its
 * loan, finding an attempt by its version, new ids and transfer references, the corporation's
 * receiving account and the investment as the lists show it.
 */
import type { Investment, Loan } from '../model';
import { fnv1a, stableId } from '../seed/rng';
import { formatDate } from '../../../domain/format/dates';
import type { Ctx } from '../router';
import { newId, type SandboxState } from '../state';
import { duplicate, type Reply } from '../reply';
import { attemptKey } from './payment-kit';

interface InvestFlags {
  /** The payment gateway is down: card payments fail, hasOpenCurrentChannel answers false. */
  channelDown: boolean;
}

// Keyed by the state object, so /__sandbox/reset (a new state) clears the flags too.
const flags = new WeakMap<SandboxState, InvestFlags>();

export function investFlags(s: SandboxState): InvestFlags {
  let f = flags.get(s);
  if (!f) flags.set(s, (f = { channelDown: false }));
  return f;
}

/** The caller's own investment `id`; another user's is as if it did not exist. */
export const ownInvestment = (c: Ctx<SandboxState>, id: string | undefined): Investment | undefined =>
  id ? c.state.investments.find((i) => i.id === id && i.userId === c.userId) : undefined;

export const loanOf = (s: SandboxState, i: Investment) => s.loans.find((l) => l.id === i.loanId);

/**
 * The investment an attempt made, found by the client's version key. Kept on the investment
 * itself, so it lives and dies with the state and a lost answer can be looked up in the lists.
 */
export const byVersion = (s: SandboxState, userId: string, version: string | undefined) =>
  version ? s.investments.find((i) => i.userId === userId && i.version === version) : undefined;

/** The attempt's version key, and the refusal when that key already made an investment. */
export function versionOf(c: Ctx<SandboxState>): { version?: string; repeated: Reply | null } {
  const version = attemptKey(c.form.version);
  const done = byVersion(c.state, c.userId!, version);
  return { version, repeated: done ? duplicate({ investId: done.id }) : null };
}

/** UUID-shaped like the seed's investment ids. */
export const newInvestId = (s: SandboxState) => stableId('invest-live', newId(s));

/** A bank-transfer reference: TZ, the Shanghai date it was made, a number. */
const paymentNo = (ms: number, n: string) => `TZ${formatDate(ms).replace(/-/g, '')}${n}`;

/** A new reference: the running number keeps it unique within the state. */
export const newPaymentNo = (s: SandboxState, now: number) => paymentNo(now, newId(s));

const OPEN_BANKS = ['中国工商银行', '招商银行', '中国建设银行', '兴业银行', '上海浦东发展银行', '中国银行'];

/**
 * The borrower's corporate (对公) receiving account. The seed's corporations carry none, so one
 * is derived from the corporation id: the same corporation always shows the same account.
 */
export function corporationAccount(s: SandboxState, loan: Loan) {
  const corp = s.corporations.find((c) => c.id === loan.corporationId);
  if (!corp) {
    return { corporationAccountName: '网络借贷资金存管专户', corporationAccount: '10350000000888888', corporationOpenBank: '华夏银行北京分行营业部' };
  }
  const h = fnv1a(corp.id);
  const digits = [1, 2].map((salt) => String(fnv1a(corp.id, salt)).padStart(10, '0')).join('');
  const city = corp.registeredLocation.replace(/^.*省/, '').replace(/市$/, '');
  return {
    corporationAccountName: corp.name,
    corporationAccount: String(1 + (h % 9)) + digits.slice(0, 17),
    corporationOpenBank: `${OPEN_BANKS[h % OPEN_BANKS.length]}${city}分行营业部`,
  };
}

/** The seed's OFFLINE investments predate tenders: their reference and deadline are derived. */
const offlineOrder = (i: Investment) => ({
  paymentNo: i.paymentNo ?? paymentNo(i.submitTime, String(fnv1a(i.id) % 1_000_000).padStart(6, '0')),
  timeEnd: i.timeEnd ?? i.submitTime + 86_400_000,
});

/** An investment as GET invest/list and the test hook show it (the productKey is also productId). */
export function investView(s: SandboxState, i: Investment) {
  const { userId: _u, repayments, ...rest } = i;
  const loan = s.loans.find((l) => l.id === i.loanId);
  return {
    ...rest,
    productId: i.productKey,
    investPercent: loan?.investPercent ?? 1,
    version: i.version ?? null,
    ...(i.paymentType === 'OFFLINE' && loan ? { ...corporationAccount(s, loan), ...offlineOrder(i) } : {}),
    // wrapped once, with the investment's id (invest.ctrl.coffee:146-158, fixed.js:383 reads repayments[0].investId)
    repayments: repayments.map(({ status, repayment }) => ({ status, investId: i.id, repayment })),
  };
}
