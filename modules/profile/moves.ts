// Changing the login mobile as a move of a credential (runtime/money): busy until the outcome is
// known, and a lost answer, or a refusal that may be the browser's own resend meeting the change
// already made (both codes used, the new number already taken by this very account), settled by
// the user record: the new number on it is what this attempt did (it was another number, and
// unregistered, when the attempt began). Loaded when the change is submitted.
import { get } from '../../runtime/api';
import type { MoneyMove } from '../../runtime/money/move';
import type { Outcome } from '../../runtime/money/state';
import { askOnly } from '../../kit/money/recheck';
import { sendOrLook, type Proof } from '../../kit/money/settle';
import { reload } from '../../runtime/session';
import { USER_PATH } from '../../runtime/session/early';
import { userSchema } from '../../runtime/session/schemas';
import { maskMobile } from '../../domain/format/mask';
import { resetMobile } from './api/profile';

export const MOBILE_UNKNOWN = '网络异常，暂未确认手机号修改结果。请勿重复修改，稍后在“个人信息”中查看当前手机号。';
export const changedText = (mobile: string) => `手机号已修改为${maskMobile(mobile)}，下次请用新手机号登录`;
const describeFor = (mobile: string) => (o: Outcome<unknown>) =>
  o.kind === 'done' ? changedText(mobile) : o.kind === 'unknown' ? MOBILE_UNKNOWN : o.error.message;

const onRecord = (mobile: string) => async (): Promise<Proof | null> =>
  (await get(USER_PATH, { schema: userSchema, silent: true })).mobile === mobile ? 'records' : null;

export function mobileMove(oldCode: string, mobile: string, newCode: string): MoneyMove<Proof> {
  const check = onRecord(mobile);
  return {
    intent: `mobile-change:${mobile}`,
    send: sendOrLook(() => resetMobile(oldCode, mobile, newCode), check),
    check,
    refresh: reload,
    describe: describeFor(mobile),
  };
}

/** The move that settles a kept change as the screen opens: its check only, from the intent. */
export function mobileSettle(intent: string): MoneyMove<Proof> | null {
  const mobile = /^mobile-change:(1\d{10})$/.exec(intent)?.[1];
  return mobile ? { intent, send: askOnly, check: onRecord(mobile), refresh: reload, describe: describeFor(mobile) } : null;
}
