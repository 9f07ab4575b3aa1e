/**
 * Money (SPEC §7 Payment): payment password set/update/reset/validate with lock-out and the
 * shared weak-password rule, recharge, POS deposit, withdraw fee and withdraw, and the
 * fund-record query. Balances move in integer fen and every call that moves (or promises)
 * money writes the ledger. The calls that only say "done" answer the envelope with data null
 * (oauth2/changelog.md:26-34).
 */
import type { BankAccount } from '../model';
import { bare, duplicate, fail, ok, page, type Reply } from '../reply';
import type { Register } from './register';
import {
  WITHDRAW_FEE_FEN,
  cardFor,
  checkCode,
  checkPayPassword,
  fundOf,
  ledger,
  me,
  parseFen,
  newPayPasswordRefusal,
  payGate,
  payRefusal,
  rememberOrder,
  repeatedOrder,
  unlockPayPassword,
  type C,
} from './payment-kit';
import { formatFen, toFen, toYuan } from '../../../domain/format/money';
import { addDays, startOfShanghaiDay, toMs } from '../../../domain/format/dates';
import { quotaBreach } from '../../../domain/rules/invest-amount';

/** The reset code's smsType: tbus's (payment-pool-password.ctrl.coffee), xyjr's, and SPEC's word. */
const RESET_SMS = ['CREDITMARKET_RESET_PAYMENTPASSWORD', 'CONFIRM_CREDITMARKET_RESET_PAYMENTPASSWORD', 'RESET_PAYMENT_PASSWORD'];

/**
 * What every money call checks first, in this order: a repeated key (answered with the order it
 * made), the payment password, the amount. The key and the amount in fen when all pass.
 */
function moneyCall(c: C, password: string | undefined, amount: string | undefined): { key?: string; fen: number } | Reply {
  const key = c.form.clientOrderId;
  const repeated = repeatedOrder(c, key);
  if (repeated) return duplicate(repeated);
  const gate = payGate(c, password);
  if (gate) return gate;
  const fen = parseFen(amount);
  return fen ? { key, fen } : fail('INVALID_TXN_AMOUNT');
}

/** moneyCall for a move through a card: the one named by accountNumber, else the default one. */
function cardCall(c: C, password: string | undefined, amount: string | undefined): { key?: string; fen: number; card: BankAccount } | Reply {
  const m = moneyCall(c, password, amount);
  if (!('fen' in m)) return m;
  const card = cardFor(c.state, c.userId!, c.form.accountNumber);
  return card ? { ...m, card } : fail('NO_BANK_CARD');
}

function withdrawPrivilege(c: C) {
  return (c.state.userPrivileges[c.userId!] ?? []).find((p) => p.type === 'WITHDRAW' && p.valid);
}

/** Free while the member's monthly free withdrawals (total − used) last; otherwise a flat fee. */
function feeOf(c: C) {
  const p = withdrawPrivilege(c);
  const freeLeft = p ? Math.max(0, p.total - p.used) : 0;
  return { feeFen: freeLeft > 0 ? 0 : WITHDRAW_FEE_FEN, freeLeft, privilege: p };
}

/** T+1 in Shanghai, as midnight of that day. */
const arrivalDate = (now: number) => startOfShanghaiDay(addDays(now, 1));

/**
 * A withdrawal is applied at once (the balance pays it, the money waits frozen) and paid by the
 * bank on its arrival date: its record says PROCESSING (处理中, as its receipt's 银行处理 step)
 * until then, and SUCCESSFUL once paid, when it leaves the frozen money for good. Settled when
 * the records or the figures are read, so every screen that reads them tells the same story.
 */
export function settleWithdrawals(c: C, userId: string) {
  const now = c.now();
  for (const r of c.state.fundRecords) {
    if (r.userId !== userId || r.type !== 'WITHDRAW' || r.status !== 'PROCESSING' || arrivalDate(r.recordTime) > now) continue;
    const f = fundOf(c.state, userId);
    const fen = toFen(r.amount);
    r.status = 'SUCCESSFUL';
    f.frozenAmount = Math.max(0, f.frozenAmount - fen);
    f.withdrawAmount += fen;
  }
}

/**
 * Epoch ms, or a Shanghai date 'YYYY-MM-DD…' meaning its first (or, for an end, its last)
 * millisecond. A day past the month's end runs on into the next month (02-30 is 03-02), as the
 * backend's date parsing does; a day beyond 31 is no date.
 */
function dateParam(v: string | null, endOfDay: boolean): number | null {
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v);
  const m = /^(\d{4}-\d{2})-(\d{2})/.exec(v);
  const day = Number(m?.[2]);
  const t = m && day >= 1 && day <= 31 ? addDays(toMs(`${m[1]}-01`), day - 1) : NaN;
  return Number.isNaN(t) ? null : endOfDay ? addDays(t, 1) - 1 : t;
}

/** Where the investor's own payment password, withdraw fee and fund records are. */
const base = '/api/v2/user/MYSELF';

export const registerPaymentMoney: Register = (r, o) => {
  registerPayPassword(r, o);
  registerDeposits(r, o);
  registerWithdraw(r, o);
  registerFundRecords(r, o);
};

/** The payment password: set, update, reset and validate. */
const registerPayPassword: Register = (r) => {
  // A new password (set, update, reset) is refused as the screens refuse it: six digits, and
  // not one the shared rule calls weak (WEAK_PAYMENT_PASSWORD, the reason as value).
  r.postAuth(`${base}/setPaymentPassword`, (c) => {
    const u = me(c);
    if (u.paymentPassword) return fail('PAYMENT_PASSWORD_EXISTS');
    const no = newPayPasswordRefusal(u, c.form.password);
    if (no) return no;
    u.paymentPassword = c.form.password!;
    return ok();
  });

  // the new password is judged before the old one is checked: a refused change costs no try
  r.postAuth(`${base}/updatePaymentPassword`, (c) => {
    const no = newPayPasswordRefusal(me(c), c.form.newPassword);
    if (no) return no;
    const gate = payGate(c, c.form.oldPassword);
    if (gate) return gate;
    if (c.form.newPassword === c.form.oldPassword) return fail('PAYMENT_PASSWORD_SAME');
    me(c).paymentPassword = c.form.newPassword!;
    return ok();
  });

  // The envelope, as tbus reads it (payment-pool-password.ctrl.coffee:56-79; xyjr expects a bare
  // true, and the client takes both); a reset also lifts a lock-out and forgets the wrong tries.
  r.postAuth(`${base}/resetPaymentPassword`, (c) => {
    const u = me(c);
    const no = newPayPasswordRefusal(u, c.form.password);
    if (no) return no;
    if (!RESET_SMS.some((t) => checkCode(c, t, u.mobile, c.form.smsCaptcha) === 'ok')) return fail('INVALID_MOBILE_CAPTCHA');
    u.paymentPassword = c.form.password!;
    unlockPayPassword(u);
    return ok();
  });

  // A right password is the family's bare true (tbus server-api.coffee:418-426). A wrong one is
  // the tender's refusal with the tries left, the lock its refusal with the unlock time: what no
  // public source shows (tests/fixtures/backend/index.md); the client also takes a bare false.
  r.postAuth(`${base}/validatePaymentPassword`, (c) => {
    const u = me(c);
    const v = checkPayPassword(c, u, c.form.password);
    return v === 'ok' ? bare(true) : payRefusal(v, u);
  });
};

/** Money in: the card recharge, and the POS deposit with its orders. */
const registerDeposits: Register = (r) => {
  r.postAuth('/api/v2/multiPayment/router/charge', (c) => {
    const m = cardCall(c, c.form.paymentPasswd, c.form.txn_amt);
    if (!('fen' in m)) return m;
    const { key, fen, card } = m;
    const u = me(c);
    const quota = card.account.singleQuota;
    const over = quotaBreach(fen, quota);
    if (over) return over === 'ZERO' ? fail('ZERO_QUOTA') : fail('OVER_SINGLE_QUOTA', 400, String(quota));
    const desc = `快捷充值（${card.account.bankName}）`;
    // The restricted channel confirms asynchronously: the money arrives once the bank reports back.
    const bank = c.state.banks.find((b) => b.bankCode === card.account.bankCode);
    if (bank?.payChannel === 'RESTRICTED') {
      rememberOrder(c, key, ledger(c, u.id, 'DEPOSIT', fen, 'IN', desc, 'PROCESSING', card.account.account, key));
      return ok('PROCESSING');
    }
    const f = fundOf(c.state, u.id);
    f.availableAmount += fen;
    f.depositAmount += fen;
    card.quotaFen += fen;
    rememberOrder(c, key, ledger(c, u.id, 'DEPOSIT', fen, 'IN', desc, 'SUCCESSFUL', card.account.account, key));
    // success is the envelope's, data unread (payment-pool-recharge.ctrl.coffee:77-93)
    return ok();
  });

  // POS: an order the terminal completes later; nothing moves until then.
  // clientOrderId, like charge's: a repeated key answers DUPLICATE_ORDER and creates nothing.
  r.postAuth('/api/v2/POS/MYSELF/deposit', (c) => {
    const m = moneyCall(c, c.form.paymentPasswd, c.form.depositAmount);
    if (!('fen' in m)) return m;
    const { key, fen } = m;
    const rec = ledger(c, c.userId!, 'OFFLINE_DEPOSIT', fen, 'IN', 'POS刷卡充值（待刷卡）', 'PROCESSING', undefined, key);
    rec.orderId = `POS${rec.orderId.slice(2)}`;
    rememberOrder(c, key, rec);
    return ok(rec.orderId);
  });

  // The investor's POS orders, newest first, in the envelope (no source shows this call; named
  // as the family names the deposit): how a POS order whose answer was lost is found by its key.
  r.getAuth('/api/v2/POS/MYSELF/orders', (c) =>
    ok(
      c.state.fundRecords
        .filter((f) => f.userId === c.userId && f.type === 'OFFLINE_DEPOSIT' && f.orderId.startsWith('POS'))
        .map((f) => ({ orderId: f.orderId, clientOrderId: f.clientOrderId ?? null, depositAmount: f.amount, status: f.status, createTime: f.recordTime })),
    ),
  );
};

/** Money out: the withdraw fee, and the withdrawal. */
const registerWithdraw: Register = (r) => {
  // Bare; withdrawAmount is what arrives, the amount less the fee (payment-pool-withdraw.ctrl.coffee:33-45).
  // freeTimes and arrivalDate are the sandbox's own extras.
  r.getAuth(`${base}/calculateWithdrawFee/:amount`, (c) => {
    const fen = parseFen(c.params.amount);
    if (!fen) return fail('INVALID_TXN_AMOUNT');
    const { feeFen, freeLeft } = feeOf(c);
    return bare({ totalFee: toYuan(feeFen), withdrawAmount: toYuan(fen - feeFen), freeTimes: freeLeft, arrivalDate: arrivalDate(c.now()) });
  });

  r.postAuth('/api/v2/multiPayment/router/withdraw/MYSELF', (c) => {
    const m = cardCall(c, c.form.paymentPassword, c.form.amount);
    if (!('fen' in m)) return m;
    const { key, fen, card } = m;
    const u = me(c);
    const { feeFen, privilege } = feeOf(c);
    const f = fundOf(c.state, u.id);
    // the fee comes out of the amount: the balance pays the amount, the card gets the rest
    if (fen > f.availableAmount) return fail('USER_BALANCE_INSUFFICIENT');
    if (fen <= feeFen) return fail('INVALID_TXN_AMOUNT', 400, '扣除手续费后到账金额须大于0');
    settleWithdrawals(c, u.id);
    f.availableAmount -= fen;
    f.frozenAmount += fen;
    card.quotaFen = Math.max(0, card.quotaFen - fen);
    if (!feeFen && privilege) privilege.used++;
    const note = feeFen ? `（手续费${formatFen(feeFen, { group: false })}元，到账${formatFen(fen - feeFen, { group: false })}元）` : '（会员免费提现）';
    rememberOrder(c, key, ledger(c, u.id, 'WITHDRAW', fen, 'OUT', `提现到${card.account.bankName}${note}`, 'PROCESSING', card.account.account, key));
    return ok();
  });
};

/** The fund records, settling the withdrawals paid meanwhile. */
const registerFundRecords: Register = (r) => {
  // Bare { results, totalSize } like the real fund-record query; page numbers start at 1.
  r.getAuth(`${base}/funds`, (c) => {
    const q = c.query;
    const type = q.get('type') || 'ALL';
    // allStatus / allOperation=true mean no filter; otherwise status / operation narrow it
    const status = q.get('allStatus') === 'true' ? null : q.get('status');
    const operation = q.get('allOperation') === 'true' ? null : q.get('operation');
    const from = dateParam(q.get('startDate'), false);
    const to = dateParam(q.get('endDate'), true);
    const size = Math.min(100, Math.max(1, Number(q.get('pageSize')) || 10));
    const pageNo = Math.max(1, Number(q.get('page')) || 1);
    settleWithdrawals(c, c.userId!);
    const all = c.state.fundRecords
      .filter(
        (f) =>
          f.userId === c.userId &&
          (type === 'ALL' || f.type === type) &&
          (!status || f.status === status) &&
          (!operation || f.operation === operation) &&
          (from == null || f.recordTime >= from) &&
          (to == null || f.recordTime <= to),
      )
      .sort((a, b) => b.recordTime - a.recordTime)
      // the H5s read recordTime, the PC pages timeRecorded (newAccount/fund.js:263-321): both
      .map(({ userId: _u, ...rest }) => ({ ...rest, timeRecorded: rest.recordTime }));
    return bare(page(all, pageNo, size));
  });
};
