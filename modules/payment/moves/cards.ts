// Replacing the default card and unbinding a card as money moves (runtime/money): they decide
// where withdrawals and repayments go. Busy from the tap until the outcome is known; a lost
// answer, or a refusal that may be the browser's own resend meeting the change already made
// (the SMS code used, the card already gone), is settled by the card list. Loaded when the
// move starts, not with the screens.
import type { MoneyMove } from '../../../runtime/money/move';
import type { Outcome } from '../../../runtime/money/state';
import { askOnly } from '../../../kit/money/recheck';
import { sendOrLook, type Proof } from '../../../kit/money/settle';
import { reload } from '../../../runtime/session';
import { cancelBindCard, getFundAccounts, replaceCard, type ReplacePayload } from '../api/cards';
import { cardBound } from './account';

export const REPLACED = '银行卡更换成功';
export const UNBOUND = '银行卡解绑成功';
const unknownWords = (what: string) => `网络异常，暂未确认${what}结果。请勿重复操作，可点“查询结果”或稍后重新打开“银行卡”查看。`;

const describeAs = (done: string, what: string) => (o: Outcome<unknown>) =>
  o.kind === 'done' ? done : o.kind === 'unknown' ? (o.text ?? unknownWords(what)) : o.error.code === 'NOT_DONE' ? `${what}未完成，请重试` : o.error.message;
export const replaceText = describeAs(REPLACED, '银行卡更换');
export const unbindText = describeAs(UNBOUND, '银行卡解绑');

const digits = (s: string) => s.replace(/\D/g, '');

// The new card was not the investor's when the attempt began (the screen refuses a card already
// bound): on the list now is what this attempt did.
const replacedCheck = (card: string) => async (): Promise<Proof | null> => ((await cardBound(card)) ? 'records' : null);
// The card was on the list when the attempt began: gone now is what this attempt did.
const unboundCheck = (account: string) => async (): Promise<Proof | null> =>
  (await getFundAccounts()).some((c) => c.account.account === account) ? null : 'records';

export function replaceMove(p: ReplacePayload): MoneyMove<Proof> {
  const check = replacedCheck(p.accountNumber);
  return {
    intent: `replace-card:${digits(p.accountNumber)}`,
    send: sendOrLook(() => replaceCard(p), check),
    check,
    refresh: reload,
    describe: replaceText,
  };
}

export function unbindMove(userId: string, account: string): MoneyMove<Proof> {
  const check = unboundCheck(account);
  return {
    intent: `unbind-card:${account}`,
    send: sendOrLook(() => cancelBindCard(userId, account), check),
    check,
    refresh: reload,
    describe: unbindText,
  };
}

/** The move that settles a kept replacement or unbinding as the card screen opens: its check only. */
export function cardSettle(intent: string): MoneyMove<Proof> | null {
  const replaced = /^replace-card:(\d{12,19})$/.exec(intent)?.[1];
  if (replaced) return { intent, send: askOnly, check: replacedCheck(replaced), refresh: reload, describe: replaceText };
  const unbound = /^unbind-card:(.+)$/.exec(intent)?.[1];
  if (unbound) return { intent, send: askOnly, check: unboundCheck(unbound), refresh: reload, describe: unbindText };
  return null;
}
