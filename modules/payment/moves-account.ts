// Bind card, the payment password (set, update, reset) and the POS order as money moves
// (runtime/money): busy from the tap until the outcome is known, and a lost answer settled by
// the server's state. So is a refusal: after a lost answer Chromium may resend the POST by
// itself, and the resend meets the state the first request already changed (the code used, the
// card bound, the old password gone) and is refused; that refusal says nothing about what the
// first request did, the state does. Loaded when the move starts, not with the screens.
//
// The password lives only inside the send and check closures of the one attempt that needs it.
import { get } from '../../runtime/api';
import { ApiError } from '../../runtime/api/api-error';
import type { MoneyMove } from '../../runtime/money/move';
import { unknownText, type Outcome } from '../../runtime/money/state';
import { reload } from '../../runtime/session';
import { forUser, SESSION_CALLS } from '../../runtime/session/early';
import { authenticatesSchema } from '../../runtime/session/schemas';
import { confirmBindCard, getFundAccounts, type BindPayload } from './api';
import {
  getPosOrders, posDeposit, resetPaymentPassword, setPaymentPassword, updatePaymentPassword, validatePaymentPassword,
} from './api-money';
import { settleRefusal, type Proof } from '../../runtime/money/settle';


const digits = (s: string) => s.replace(/\D/g, '');

/** The card `number` is among the investor's fund accounts (a masked number: first 4 and last 4). */
export async function cardBound(number: string): Promise<boolean> {
  const want = digits(number);
  const cards = await getFundAccounts();
  return cards.some(({ account: { account: a } }) =>
    a.includes('*') ? want.startsWith(digits(a.slice(0, 4))) && want.endsWith(digits(a.slice(-4))) && want.length > 8 : digits(a) === want,
  );
}

export const BOUND = '银行卡绑定成功';
export const bindText = (o: Outcome<unknown>) =>
  o.kind === 'done' ? BOUND : o.kind === 'refused' ? o.error.message : unknownText('绑卡');

export function bindMove(p: BindPayload & { smsCode: string; userId: string }): MoneyMove<Proof> {
  // the card was not bound when the attempt began (the screen refuses a bound card): bound now
  // is what this attempt did
  const check = async (): Promise<Proof | null> => ((await cardBound(p.accountNumber)) ? 'records' : null);
  return {
    intent: `bind-card:${digits(p.accountNumber)}`,
    send: () =>
      settleRefusal(async () => {
        await confirmBindCard(p);
        return 'answer' as const;
      }, check),
    check,
    refresh: reload,
    describe: bindText,
  };
}

export type PasswordMode = 'set' | 'update' | 'reset';
export const PASSWORD_DONE: Record<PasswordMode, string> = { set: '交易密码设置成功', update: '交易密码修改成功', reset: '交易密码已重置' };
export const CODE_REFUSED = '短信验证码错误或已失效';
const WHAT: Record<PasswordMode, string> = { set: '交易密码设置', update: '交易密码修改', reset: '交易密码重置' };

export const passwordText = (mode: PasswordMode, o: Outcome<unknown>) =>
  o.kind === 'done' ? PASSWORD_DONE[mode] : o.kind === 'refused' ? o.error.message : unknownText(WHAT[mode]);

/** The investor's payment password is set (authenticates.paymentAuthenticated). */
const passwordIsSet = (userId: string) =>
  get(forUser(SESSION_CALLS.authenticates, userId), { schema: authenticatesSchema }).then((a) => a.paymentAuthenticated === true);

export interface PasswordInput {
  mode: PasswordMode;
  userId: string;
  pw: string;
  /** update: the password it replaces */
  old?: string;
  /** reset: the SMS code */
  code?: string;
}

/** How long a password attempt may still need its password to read its outcome. */
export const PASSWORD_HELD_MS = 60_000;

export function passwordMove({ mode, userId, pw, old = '', code = '' }: PasswordInput): MoneyMove<Proof> {
  // The passwords live in this attempt alone: let go once its outcome is described (or after
  // PASSWORD_HELD_MS), so a move kept for a later recheck no longer holds them.
  const held = { pw, old };
  const timer = setTimeout(() => ((held.pw = ''), (held.old = '')), PASSWORD_HELD_MS);
  let saidNo = 0;
  // the new password validates: it is the one in force (for set, once one is set at all)
  const check = async (): Promise<Proof | null> => {
    if (!held.pw) throw new ApiError('NETWORK_ERROR', '无法确认', 0); // no password left to tell by
    if (mode === 'update' && held.pw === held.old) return null; // the old one validates whatever happened
    // a refusal is looked at once here and may be again at once by the runtime: one wrong
    // validation counts against the lock-out, not two
    if (Date.now() - saidNo < 1000) return null;
    const yes = (mode !== 'set' || (await passwordIsSet(userId))) && (await validatePaymentPassword(held.pw));
    if (!yes) saidNo = Date.now();
    return yes ? 'records' : null;
  };
  const call = async (): Promise<Proof> => {
    if (mode === 'set') await setPaymentPassword(held.pw);
    else if (mode === 'update') await updatePaymentPassword(held.old, held.pw);
    // a wrong or expired code: a bare false, or the envelope's refusal (the sources disagree)
    else if (!(await resetPaymentPassword(held.pw, code))) throw new ApiError('INVALID_MOBILE_CAPTCHA', CODE_REFUSED, 400);
    return 'answer';
  };
  return {
    intent: `pay-password:${mode}`,
    send: () =>
      settleRefusal(call, check).catch((e: unknown) => {
        if (mode === 'reset' && e instanceof ApiError && e.code === 'INVALID_MOBILE_CAPTCHA') throw new ApiError(e.code, CODE_REFUSED, e.status);
        throw e;
      }),
    check,
    refresh: reload,
    describe: (o) => {
      clearTimeout(timer);
      held.pw = held.old = '';
      return passwordText(mode, o);
    },
  };
}

export const posText = (o: Outcome<unknown>) =>
  o.kind === 'done'
    ? `POS充值订单已生成，订单号：${String(o.value)}`
    : o.kind === 'refused'
      ? o.error.message
      : unknownText('生成POS订单');

/** The POS order attempt `key` made, by its echoed key. */
export async function findPosOrder(key: string): Promise<string | null> {
  const orders = await getPosOrders();
  return orders.find((o) => o.clientOrderId === key && o.status !== 'FAILED')?.orderId ?? null;
}

/** SPEC §4: password check first; then the order, with the attempt's key. No money moves yet. */
export function posMove(amount: string, pw: string): MoneyMove<string> {
  return {
    intent: `pos:${amount}`,
    send: async (clientOrderId) => {
      if (!(await validatePaymentPassword(pw))) throw new ApiError('INCORRECT_PASSWORD', '交易密码不正确', 400);
      return posDeposit(amount, pw, clientOrderId);
    },
    check: (key) => findPosOrder(key),
    describe: posText,
  };
}
