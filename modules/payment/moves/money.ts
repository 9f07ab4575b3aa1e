// Recharge and withdraw as money moves (runtime/money): the POST with its key, and how to
// learn its outcome from the fund records when the answer is lost or unreadable. Loaded when
// the password is typed (it carries the schemas), not with the screen.
import { toFen, formatFen } from '../../../domain/format/money';
import type { MoneyMove } from '../../../runtime/money/move';
import { unknownText, type Outcome } from '../../../runtime/money/state';
import { reload } from '../../../runtime/session';
import { mustValidate } from '../../../kit/money/password-check';
import { charge, getFunds, withdraw, type ChargeResult, type FundRecord } from '../api/money';
import { yuanParam } from '../rules/amount';
import { askOnly, recordedSince } from '../../../kit/money/recheck';

const DAY = 86_400_000;

/**
 * The record of attempt `key`: the sandbox (and a backend that honours client order ids)
 * echoes the key on the record. A backend that does not: the same amount, recorded since the
 * attempt began — the weaker test, used only when no record carries a key.
 */
export async function findRecord(type: 'DEPOSIT' | 'WITHDRAW', key: string, fen: number, since: number): Promise<FundRecord | null> {
  const { items: results } = await getFunds({ type, status: '', operation: '', startDate: since - DAY, endDate: Date.now() + DAY }, 1, 20);
  const mine = results.some((r) => r.clientOrderId)
    ? results.find((r) => r.clientOrderId === key)
    : results.find((r) => toFen(r.amount) === fen && recordedSince(r.recordTime, since));
  return mine && mine.status !== 'FAILED' ? mine : null;
}

export interface ChargeInput {
  userId: string;
  clientIp: string;
  accountNumber: string;
  fen: number;
  pw: string;
}

export const chargeText = (fen: number, o: Outcome<ChargeResult>) =>
  o.kind === 'done'
    ? o.value === 'PROCESSING'
      ? '充值处理中，请稍后查询'
      : `成功充值${formatFen(fen)}元`
    : o.kind === 'refused'
      ? o.error.message
      : unknownText('充值');

// What outlives the attempt (check, refresh, describe) is made in a scope of its own, from values
// that are not secret: closures made in one scope share it, so a check built beside `send`
// would keep the password alive with it.
const chargeCheck = (fen: number): Pick<MoneyMove<ChargeResult>, 'check' | 'refresh' | 'describe'> => ({
  check: (key, since) => findRecord('DEPOSIT', key, fen, since).then((r) => (r ? (r.status === 'PROCESSING' ? 'PROCESSING' : 'DONE') : null)),
  refresh: reload,
  describe: (o) => chargeText(fen, o as Outcome<ChargeResult>),
});

export function chargeMove({ userId, clientIp, accountNumber, fen, pw }: ChargeInput): MoneyMove<ChargeResult> {
  return {
    intent: `charge:${accountNumber}:${fen}`,
    ...chargeCheck(fen),
    send: async (clientOrderId) => {
      await mustValidate(pw);
      return charge({ userId, clientIp, txn_amt: yuanParam(fen), paymentPasswd: pw, accountNumber, clientOrderId });
    },
  };
}

export interface WithdrawInput {
  userId: string;
  accountNumber: string;
  fen: number;
  pw: string;
}

const withdrawCheck =
  (fen: number): MoneyMove<unknown>['check'] =>
  (key, since) =>
    findRecord('WITHDRAW', key, fen, since);

export function withdrawMove({ userId, accountNumber, fen, pw }: WithdrawInput, describe: (o: Outcome<unknown>) => string): MoneyMove<unknown> {
  return {
    intent: `withdraw:${accountNumber}:${fen}`,
    check: withdrawCheck(fen),
    refresh: reload,
    describe,
    send: async (clientOrderId) => {
      await mustValidate(pw);
      return withdraw({ userId, amount: yuanParam(fen), paymentPassword: pw, accountNumber, clientOrderId });
    },
  };
}

/**
 * What a kept attempt's intent says of it (`<kind>:<account>:<fen>`): the card and the amount, for
 * the result of an attempt settled as the screen opens. Null when the intent is not that.
 */
export function attemptOf(kind: 'charge' | 'withdraw', intent: string): { account: string; fen: number } | null {
  const m = new RegExp(`^${kind}:([^:]*):(\\d+)$`).exec(intent);
  return m ? { account: m[1]!, fen: Number(m[2]) } : null;
}

/** A move's send, for a move rebuilt only to settle a kept attempt: never called (move.ts recheck). */
/** `<kind>:<account>:<fen>` → fen; null when the intent is not that. */
const fenOf = (kind: 'charge' | 'withdraw', intent: string) => attemptOf(kind, intent)?.fen ?? null;

/** The move that settles a kept recharge attempt (its check only, from the intent; no password). */
export function chargeSettle(intent: string): MoneyMove<ChargeResult> | null {
  const fen = fenOf('charge', intent);
  return fen === null ? null : { intent, ...chargeCheck(fen), send: askOnly };
}

/** The words for a withdrawal settled from the records (the fee and arrival date are not kept). */
export const withdrawText = (fen: number, o: Outcome<unknown>) =>
  o.kind === 'done' ? `提现申请已提交，${formatFen(fen)}元，到账进度可在资金流水中查看` : o.kind === 'refused' ? o.error.message : unknownText('提现');

/** The move that settles a kept withdrawal attempt (its check only, from the intent; no password). */
export function withdrawSettle(intent: string): MoneyMove<unknown> | null {
  const fen = fenOf('withdraw', intent);
  return fen === null ? null : { intent, check: withdrawCheck(fen), refresh: reload, describe: (o) => withdrawText(fen, o), send: askOnly };
}
