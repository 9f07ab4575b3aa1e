// Bind card, the payment password (set, update, reset) and the POS order as money moves
// (runtime/money): busy from the tap until the outcome is known, and a lost answer settled by
// the server's state. So is a refusal: after a lost answer Chromium may resend the POST by
// itself, and the resend meets the state the first request already changed (the code used, the
// card bound, the old password gone) and is refused; that refusal says nothing about what the
// first request did, the state does. Loaded when the move starts, not with the screens.
//
// The password lives only inside the send and check closures of the one attempt that needs it.
import { get } from '../../../runtime/api';
import { ApiError, isApiError } from '../../../runtime/api/api-error';
import type { MoneyMove } from '../../../runtime/money/move';
import { unknownText, type Outcome } from '../../../runtime/money/state';
import { reload } from '../../../runtime/session';
import { forUser, SESSION_CALLS } from '../../../runtime/session/early';
import { authenticatesSchema } from '../../../runtime/session/schemas';
import { confirmBindCard, getFundAccounts, type BindPayload } from '../api/cards';
import { getPosOrders, posDeposit, resetPaymentPassword, setPaymentPassword, updatePaymentPassword } from '../api/money';
import { mustValidate, validatePaymentPassword } from '../../../kit/money/password-check';
import { sendOrLook, settleRefusal, type Proof } from '../../../kit/money/settle';
import { askOnly } from '../../../kit/money/recheck';

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
export const BIND_UNKNOWN = '网络异常，暂未确认绑卡结果。请勿重复绑卡，点“查询结果”或稍后在“银行卡”中查看。';
export const bindText = (o: Outcome<unknown>) =>
  o.kind === 'done' ? BOUND : o.kind === 'unknown' ? BIND_UNKNOWN : o.error.code === 'NOT_DONE' ? '绑卡未完成，请重试' : o.error.message;

// the card was not bound when the attempt began (the screen refuses a bound card): bound now
// is what this attempt did
const boundCheck = (card: string) => async (): Promise<Proof | null> => ((await cardBound(card)) ? 'records' : null);
const bindIntent = (card: string) => `bind-card:${digits(card)}`;

/** A kept attempt is only asked about, never sent again from here. */

export function bindMove(p: BindPayload & { smsCode: string; userId: string }): MoneyMove<Proof> {
  const check = boundCheck(p.accountNumber);
  return {
    intent: bindIntent(p.accountNumber),
    send: sendOrLook(() => confirmBindCard(p), check),
    check,
    refresh: reload,
    describe: bindText,
  };
}

/** The move that settles a kept binding as the screen opens: its check, from the intent's card number. */
export function bindSettle(intent: string): MoneyMove<Proof> | null {
  const card = /^bind-card:(\d{12,19})$/.exec(intent)?.[1];
  return card ? { intent, send: askOnly, check: boundCheck(card), refresh: reload, describe: bindText } : null;
}

export type PasswordMode = 'set' | 'update' | 'reset';
export const PASSWORD_DONE: Record<PasswordMode, string> = { set: '支付密码设置成功', update: '支付密码修改成功', reset: '支付密码已重置' };
export const CODE_REFUSED = '短信验证码错误或已失效';
const WHAT: Record<PasswordMode, string> = { set: '支付密码设置', update: '支付密码修改', reset: '支付密码重置' };

// What stays unknown of a password is learned from the new password, which is let go with the
// attempt: typed again, the next submit tells (a kept attempt is checked before anything is
// sent; a repeat meets the password already changed and is checked then). There is no 查询结果
// to offer, so the words say what to do.
export const passwordUnknownText = (mode: PasswordMode) => `网络异常，暂未确认${WHAT[mode]}结果。请再次输入并提交：若上一次已生效，将直接告知，不会重复修改。`;

export const passwordText = (mode: PasswordMode, o: Outcome<unknown>) =>
  o.kind === 'done'
    ? PASSWORD_DONE[mode]
    : o.kind === 'unknown'
      ? passwordUnknownText(mode)
      : o.error.code === 'NOT_DONE'
        ? `${WHAT[mode]}未完成，请重试`
        : o.error.message;

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

/**
 * How a password move's outcome was learned; 'locked': a change proven by the lock-out its own
 * resends caused (see passwordMove), the new password in force but locked for a while.
 */
export type PasswordProof = Proof | 'locked';

const LOCKED_AFTER = '。因网络异常时请求被重复发送，支付密码已暂时锁定，可通过“找回支付密码”解锁';

export function passwordMove({ mode, userId, pw, old = '', code = '' }: PasswordInput): MoneyMove<PasswordProof> {
  // The passwords live in this attempt alone: let go once its outcome is described (or after
  // PASSWORD_HELD_MS), so a move kept for a later recheck no longer holds them.
  const held = { pw, old };
  const timer = setTimeout(() => ((held.pw = ''), (held.old = '')), PASSWORD_HELD_MS);
  let saidNo = 0;
  // update: the old password validated as this attempt began (which also clears the count of
  // wrong tries), so a lock-out found afterwards came from this attempt's own requests
  let oldInForce = false;
  // update: stopped before the change was sent (the old password wrong, locked, or not known):
  // nothing to look for
  let nothingSent = false;
  // the new password validates: it is the one in force (for set, once one is set at all; for
  // update, once the old one does not)
  const check = async (): Promise<PasswordProof | null> => {
    if (!held.pw) throw new ApiError('NETWORK_ERROR', '无法确认', 0); // no password left to tell by
    if (mode === 'update' && (held.pw === held.old || nothingSent)) return null; // the old one validates whatever happened
    // a refusal is looked at once here and may be again at once by the runtime: one wrong
    // validation counts against the lock-out, not two
    if (Date.now() - saidNo < 1000) return null;
    try {
      // update: the old password still in force means nothing changed; asked first, a look adds
      // no wrong try to the lock-out's count while nothing changed (a right one clears it)
      if (mode === 'update' && (await validatePaymentPassword(held.old))) return null;
      const yes = (mode !== 'set' || (await passwordIsSet(userId))) && (await validatePaymentPassword(held.pw));
      if (!yes) saidNo = Date.now();
      return yes ? 'records' : null;
    } catch (e) {
      // A lost answer is resent by the browser itself (Chromium, when a kept-alive connection
      // died), several times, each resend carrying the old password. Since the old password
      // validated as this attempt began (clearing the count), a wrong try could only meet a
      // password that was no longer the old one: a lock-out now means the first request changed
      // it. Nothing else can tell while the lock lasts.
      if (mode === 'update' && oldInForce && isApiError(e) && e.code === 'PAYMENT_PASSWORD_LOCKED') return 'locked';
      throw e;
    }
  };
  const call = async (): Promise<PasswordProof> => {
    if (mode === 'set') await setPaymentPassword(held.pw);
    else if (mode === 'update') await updatePaymentPassword(held.old, held.pw);
    // a wrong or expired code: a bare false, or the envelope's refusal (the sources disagree)
    else if (!(await resetPaymentPassword(held.pw, code))) throw new ApiError('INVALID_MOBILE_CAPTCHA', CODE_REFUSED, 400);
    return 'answer';
  };
  return {
    intent: `pay-password:${mode}`,
    send: async () => {
      if (mode === 'update') {
        // a wrong old password is refused before anything is sent, with the tries left
        nothingSent = true;
        await mustValidate(held.old);
        nothingSent = false;
        oldInForce = true;
      }
      return settleRefusal<PasswordProof>(call, check).catch((e: unknown) => {
        if (mode === 'reset' && e instanceof ApiError && e.code === 'INVALID_MOBILE_CAPTCHA') throw new ApiError(e.code, CODE_REFUSED, e.status);
        throw e;
      });
    },
    check,
    refresh: reload,
    describe: (o) => {
      clearTimeout(timer);
      held.pw = held.old = '';
      return passwordText(mode, o) + (o.kind === 'done' && o.value === 'locked' ? LOCKED_AFTER : '');
    },
  };
}

/**
 * The move that settles a kept password attempt as the screen opens. Only a first password can
 * be told without the password (one is set now, none was when the attempt began); a change or a
 * reset waits for the password typed again (the screen says so).
 */
export function passwordSettle(intent: string, userId: string): MoneyMove<Proof> | null {
  if (intent !== 'pay-password:set' || !userId) return null;
  const check = async (): Promise<Proof | null> => ((await passwordIsSet(userId)) ? 'records' : null);
  return { intent, send: askOnly, check, refresh: reload, describe: (o) => passwordText('set', o) };
}

export const posText = (o: Outcome<unknown>) =>
  o.kind === 'done' ? `POS充值订单已生成，订单号：${String(o.value)}` : o.kind === 'refused' ? o.error.message : unknownText('生成POS订单');

/** The POS order attempt `key` made, by its echoed key. */
export async function findPosOrder(key: string): Promise<string | null> {
  const orders = await getPosOrders();
  return orders.find((o) => o.clientOrderId === key && o.status !== 'FAILED')?.orderId ?? null;
}

// made out here: a check made beside `send` would share its scope, and keep the password with it
const posCheck: MoneyMove<string>['check'] = (key) => findPosOrder(key);

/** SPEC §4: password check first; then the order, with the attempt's key. No money moves yet. */
export function posMove(amount: string, pw: string): MoneyMove<string> {
  return {
    intent: `pos:${amount}`,
    send: async (clientOrderId) => {
      await mustValidate(pw);
      return posDeposit(amount, pw, clientOrderId);
    },
    check: posCheck,
    describe: posText,
  };
}

/** The move that settles a kept POS order attempt as the screen opens (its check only; no password). */
export function posSettle(intent: string): MoneyMove<string> | null {
  return /^pos:\d+(\.\d+)?$/.test(intent) ? { intent, send: askOnly, check: posCheck, describe: posText } : null;
}
