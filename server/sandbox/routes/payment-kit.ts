/**
 * What the payment handlers share: checking SMS/voice codes, the payment password (its lock-out
 * and the shared weak-password rule), exact fen parsing, bank lookup and the fund ledger.
 * Per-state bookkeeping that the seed model has no field for lives in WeakMaps keyed by the
 * state, so /__sandbox/reset clears it too.
 */
import type { Bank, BankAccount, FundRecord, FundRecordStatus, User, UserFund } from '../model';
import type { Ctx } from '../router';
import { newId, findUser, type SandboxState } from '../state';
import { toFen, toYuan } from '../../../domain/format/money';
import { idCheckChar, isAdultId } from '../../../domain/validate/id-number';
import { isPaymentPassword } from '../../../domain/validate/password';
import { weakPayPassword } from '../../../domain/rules/pay-password';
import { fail, type Reply } from '../reply';
import { MAX_CODE_ATTEMPTS } from './auth-codes';

export type C = Ctx<SandboxState>;

export const PAY_MAX_FAILS = 5;
export const PAY_LOCK_MS = 3 * 3600_000;
export const WITHDRAW_FEE_FEN = 200;
/** The one channel that passports and the HK/Macau and Taiwan passes may use. */
export const RESTRICTED_CHANNEL = 'RESTRICTED';

export const CERT_TYPES = [
  { code: 'IDENTITY_CARD', name: '身份证' },
  { code: 'PASSPORT', name: '护照', channel: RESTRICTED_CHANNEL },
  { code: 'HK_MACAO_PASS', name: '港澳居民来往内地通行证', channel: RESTRICTED_CHANNEL },
  { code: 'TAIWAN_PASS', name: '台湾居民来往大陆通行证', channel: RESTRICTED_CHANNEL },
] as const;

// ---------------------------------------------------------------- per-state bookkeeping

/** A map per state, so /__sandbox/reset (a new state) forgets it too. */
export function perState<T>() {
  const m = new WeakMap<SandboxState, Map<string, T>>();
  return (s: SandboxState) => {
    let v = m.get(s);
    if (!v) m.set(s, (v = new Map()));
    return v;
  };
}

/** An attempt's key (clientOrderId, version) as sent, or undefined when none was. */
export const attemptKey = (v: string | undefined) => v?.trim() || undefined;

/** Client order ids already processed, per user: a repeated one is refused and moves nothing. */
const orderKeys = perState<FundRecord>();

/**
 * The money call's idempotency key (clientOrderId): null when it may go ahead, else the
 * DUPLICATE_ORDER refusal naming the order it already made.
 */
export function repeatedOrder(c: C, key: string | undefined) {
  if (!key) return null;
  const done = orderKeys(c.state).get(`${c.userId}:${key}`);
  return done ? { orderId: done.orderId, status: done.status } : null;
}

export const rememberOrder = (c: C, key: string | undefined, rec: FundRecord) => {
  if (key) orderKeys(c.state).set(`${c.userId}:${key}`, rec);
};

// ---------------------------------------------------------------- codes

// Codes are issued as the auth calls issue them (auth-codes.ts); the payment calls check them
// their own way: an expired or fifth wrong code is gone, and a missing one says so.

export type CodeCheck = 'ok' | 'missing' | 'expired' | 'wrong';

/**
 * A code checked without being used up (the mobile change needs both of its codes right before
 * either is spent, so a wrong new code does not cost the old one). Wrong answers count.
 */
export function peekCode(c: C, purpose: string, mobile: string, code: string | undefined): CodeCheck {
  const key = `${purpose}:${mobile}`;
  const rec = c.state.codes.get(key);
  if (!rec) return 'missing';
  if (rec.expires <= c.now()) {
    c.state.codes.delete(key);
    return 'expired';
  }
  if (!code || rec.code !== code.trim()) {
    if (++rec.attempts >= MAX_CODE_ATTEMPTS) c.state.codes.delete(key);
    return 'wrong';
  }
  return 'ok';
}

/** peekCode, and a right code is used up. */
export function checkCode(c: C, purpose: string, mobile: string, code: string | undefined): CodeCheck {
  const r = peekCode(c, purpose, mobile, code);
  if (r === 'ok') c.state.codes.delete(`${purpose}:${mobile}`);
  return r;
}

// ---------------------------------------------------------------- payment password

export type PayCheck = 'ok' | 'wrong' | 'locked' | 'unset';

/**
 * Every check counts, whichever call carries the password: PAY_MAX_FAILS wrong answers in a row
 * lock it for PAY_LOCK_MS, the fifth answering 'locked' itself (it says until when, not "wrong").
 * The count and the lock live on the user record (User.payLock); a right answer clears them.
 */
export function checkPayPassword(c: C, user: User, password: string | undefined): PayCheck {
  if (!user.paymentPassword) return 'unset';
  const l = user.payLock;
  if (l && l.until > c.now()) return 'locked';
  if (password === user.paymentPassword) {
    delete user.payLock;
    return 'ok';
  }
  // a lock that ran out starts the count again
  const fails = (l && !l.until ? l.fails : 0) + 1;
  const locks = fails >= PAY_MAX_FAILS;
  user.payLock = { fails, until: locks ? c.now() + PAY_LOCK_MS : 0 };
  return locks ? 'locked' : 'wrong';
}

/** A successful reset of the payment password lifts the lock and forgets the wrong tries. */
export const unlockPayPassword = (user: User) => void delete user.payLock;

/**
 * The refusal of a check that did not pass, in the family's error envelope (no public source
 * shows how it counts: tests/fixtures/backend/index.md): INCORRECT_PASSWORD with the tries left
 * as value, PAYMENT_PASSWORD_LOCKED with the unlock time (epoch ms) as value.
 */
export function payRefusal(r: Exclude<PayCheck, 'ok'>, user: User): Reply {
  if (r === 'wrong') return fail('INCORRECT_PASSWORD', 400, PAY_MAX_FAILS - (user.payLock?.fails ?? 0));
  if (r === 'locked') return fail('PAYMENT_PASSWORD_LOCKED', 403, user.payLock?.until ?? null);
  return fail('PAYMENT_PASSWORD_NOT_SET');
}

/** The refusal of a payment password that does not pass (the caller's own by default); null when it does. */
export function payGate(c: C, password: string | undefined, user: User = me(c)): Reply | null {
  const r = checkPayPassword(c, user, password);
  return r === 'ok' ? null : payRefusal(r, user);
}

/**
 * Why a new payment password is refused, or null: six digits (the client's format rule), and
 * not one the shared rule calls weak (domain/rules/pay-password.ts), with its reason.
 */
export function newPayPasswordRefusal(user: User, pw: string | undefined): Reply | null {
  if (!isPaymentPassword(pw)) return fail('INVALID_PAYMENT_PASSWORD');
  const weak = weakPayPassword(pw!, user.idNumber);
  return weak ? fail('WEAK_PAYMENT_PASSWORD', 400, weak) : null;
}

// ---------------------------------------------------------------- money

/** '1000', '1000.5', '0.01' → integer fen; null for anything else (no signs, no exponent, no grouping, at most 2 decimals). */
export function parseFen(v: string | undefined): number | null {
  const t = (v ?? '').trim();
  return /^\d{1,12}(?:\.\d{1,2})?$/.test(t) ? toFen(t) : null;
}

export function fundOf(s: SandboxState, userId: string): UserFund {
  return (s.userFunds[userId] ??= {
    userId,
    availableAmount: 0,
    frozenAmount: 0,
    dueInAmount: 0,
    dueOutAmount: 0,
    depositAmount: 0,
    withdrawAmount: 0,
    outstandingPrincipal: 0,
    outstandingInterest: 0,
    investFrozenAmount: 0,
    totalInvest: 0,
  });
}

/** Appends to the ledger (newest first); amounts are fen here, yuan on the record. */
export function ledger(
  c: C,
  userId: string,
  type: string,
  fen: number,
  operation: 'IN' | 'OUT',
  description: string,
  status: FundRecordStatus = 'SUCCESSFUL',
  account?: string,
  clientOrderId?: string,
): FundRecord {
  const r: FundRecord = {
    id: newId(c.state, 'fr'),
    userId,
    type,
    amount: toYuan(fen),
    recordTime: c.now(),
    operation,
    description,
    status,
    ...(account ? { account } : {}),
    orderId: newId(c.state, 'SB'),
    ...(clientOrderId ? { clientOrderId } : {}),
  };
  c.state.fundRecords.unshift(r);
  return r;
}

// ---------------------------------------------------------------- banks and cards

export interface Lookup {
  bank: Bank;
  cardType: 'DEBIT' | 'CREDIT';
}

export function lookupCard(s: SandboxState, digits: string): Lookup | null {
  for (const bank of s.banks) {
    if (bank.prefixes.some((p) => digits.startsWith(p))) return { bank, cardType: 'DEBIT' };
    if (bank.creditPrefixes.some((p) => digits.startsWith(p))) return { bank, cardType: 'CREDIT' };
  }
  return null;
}

export const bankView = (b: Bank) => ({
  bankCode: b.bankCode,
  bankName: b.bankName,
  singleQuota: b.singleQuota,
  dailyQuota: b.dailyQuota,
  payChannel: b.payChannel,
});

export const cardsOf = (s: SandboxState, userId: string) => s.bankAccounts.filter((a) => a.userId === userId);
export const defaultCard = (s: SandboxState, userId: string) => cardsOf(s, userId).find((a) => a.defaultAccount);

/** The card named by accountNumber, or the default one when none is named. */
export function cardFor(s: SandboxState, userId: string, accountNumber: string | undefined): BankAccount | undefined {
  const mine = cardsOf(s, userId);
  return accountNumber ? mine.find((a) => a.account.account === accountNumber) : mine.find((a) => a.defaultAccount);
}

export const me = (c: C) => findUser(c.state, c.userId) as User;

// ---------------------------------------------------------------- ID numbers

/**
 * GB 11643: shape, real date, check character. Laxer than the client's form check (which also
 * wants a known province and a birth date not in the future): what the bank-side check accepts.
 */
export function validId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const y = +id.slice(6, 10);
  const m = +id.slice(10, 12);
  const d = +id.slice(12, 14);
  const b = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || b.getUTCMonth() !== m - 1 || b.getUTCDate() !== d) return false;
  return idCheckChar(id) === id[17];
}

/** Adult by birth year (SPEC §5), in Shanghai time: the client's own rule. */
export const adultId = (id: string, now: number) => isAdultId(id, now);
