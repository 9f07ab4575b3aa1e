// The mobile-change screen's state and calls: the step shown, the codes and the new number
// typed, each send's check and call, and the change itself, a move of a credential.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { isApiError } from '../../../runtime/api/api-error';
import { toast } from '../../../runtime/ui/ui-store';
import { checkMobile } from '../../../domain/validate/mobile';
import { isRegistered } from '../../../kit/entity/mobile-check';
import { TAKEN_TEXT, mobileChangeError, sendNewCode, sendVoiceCode } from '../api/profile';
import { useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { unresolved } from '../../../runtime/money/state';

const SIX = /^\d{6}$/;
const SLOT = 'mobile-change';
const moves = () => import('../moves');
/** An attempt an earlier page left unsettled, before the screen has asked about it. */
const MOBILE_KEPT = '上一次手机号修改尚未确认结果，请勿重复修改。';

/** A number refused before any call: its text is for the user. */
class Refused extends Error {}

type Navigate = ReturnType<typeof useLocation>[1];

/** The change's outcomes while the screen is up: a success leaves, a refusal says which step is wrong. */
function useChangeOutcome(navigate: Navigate, setStep: (s: 1 | 2) => void, setErr: (e: string) => void) {
  // The change is a move of a credential (runtime/money): busy until its outcome is known, a
  // lost answer settled by the user record; one an earlier page left unsettled is asked about
  // as the screen opens. Every outcome lands here.
  const slot = useMoney(SLOT, (o) => {
    if (o.kind === 'done') {
      toast(o.text ?? '手机号已修改，下次请用新手机号登录');
      return navigate('/dashboard/personinfo', { replace: true });
    }
    setUnknown(o.kind === 'unknown' ? (o.text ?? '') : '');
    if (o.kind !== 'refused') return;
    const where = mobileChangeError(o.error);
    setStep(where.step);
    setErr(where.text);
  });
  const settling = useSettleOnOpen(SLOT, (intent) => moves().then((m) => m.mobileSettle(intent)));
  const busy = slot.busy || settling;
  const [unknown, setUnknown] = useState(() => (unresolved(SLOT) ? MOBILE_KEPT : ''));
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(SLOT));
  return { settling, busy, unknown, recheck };
}

export function useMobileChange() {
  const [, navigate] = useLocation();
  const s = useSession();
  const current = s.user?.mobile ?? '';
  const [step, setStep] = useState<1 | 2>(1);
  const [oldCode, setOldCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [newCode, setNewCode] = useState('');
  const [err, setErr] = useState('');
  const { settling, busy, unknown, recheck } = useChangeOutcome(navigate, setStep, setErr);

  /** A send for CaptchaButton: says what failed, then rejects so the button returns to idle. */
  const sending = (fn: () => Promise<unknown>, sent: string) => () =>
    fn().then(
      () => {
        setErr('');
        toast(sent);
      },
      (e: unknown) => {
        setErr(isApiError(e) || e instanceof Refused ? e.message : '获取验证码失败，请重试');
        throw e;
      },
    );

  const newMobileProblem = (m: string) => checkMobile(m) ?? (m === current ? '新手机号不能与当前手机号相同' : null);

  const sendToNew = async () => {
    const bad = newMobileProblem(mobile);
    if (bad) throw new Refused(bad);
    if (await isRegistered(mobile)) throw new Refused(TAKEN_TEXT);
    await sendNewCode(mobile);
  };
  const voiceToNew = async () => {
    const bad = newMobileProblem(mobile);
    if (bad) throw new Refused(bad);
    await sendVoiceCode('new', mobile);
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (!SIX.test(oldCode)) return setErr('请输入6位原手机验证码');
    setErr('');
    setStep(2);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const bad = newMobileProblem(mobile) ?? (SIX.test(newCode) ? null : '请输入6位新手机验证码');
    setErr(bad ?? '');
    if (bad) return;
    const [{ mobileMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
    await moveMoney(SLOT, mobileMove(oldCode, mobile, newCode));
  };

  return {
    current,
    step,
    setStep,
    oldCode,
    setOldCode,
    mobile,
    setMobile,
    newCode,
    setNewCode,
    err,
    setErr,
    settling,
    busy,
    unknown,
    recheck,
    sending,
    sendToNew,
    voiceToNew,
    next,
    submit,
  };
}
