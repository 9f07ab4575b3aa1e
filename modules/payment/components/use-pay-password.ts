// The payment password screen's state and calls (set, change, reset): the pads the keypad
// types into, the error said on each tab, and the change itself, a money move.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { safePath } from '../../../runtime/router/safe-path';
import { useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { restoredIntent, unresolved } from '../../../runtime/money/state';
import type { PasswordMode } from '../moves/account';
import { useSession } from '../../../runtime/session/use-session';
import { toast } from '../../../runtime/ui/ui-store';
import { useTabParam } from '../../../kit/ui/tabs';
import type { Pin } from '../../../kit/ui/pin-boxes';
import { isApiError } from '../../../runtime/api/api-error';
import { maskMobile } from '../../../domain/format/mask';
import { weakPayPassword } from '../../../domain/rules/pay-password';

const money = () => import('../api/money');
const SLOT = 'pay-password';
const moves = () => import('../moves/account');

/** What the screen says as it opens over an attempt an earlier page left unsettled. */
function keptText(): string {
  const mode = /^pay-password:(set|update|reset)$/.exec(restoredIntent(SLOT) ?? '')?.[1] as PasswordMode | undefined;
  // a first password is asked about at once (settling); a change or a reset waits for the retyping
  return mode && mode !== 'set' && unresolved(SLOT)
    ? `上一次${mode === 'update' ? '支付密码修改' : '支付密码重置'}的结果尚未确认。请再次输入并提交：若上一次已生效，将直接告知，不会重复修改。`
    : '';
}

export type PadId = 'pw-old' | 'pw-new' | 'pw-again';
/** The pad the keypad types into as the screen (or a tab) opens; the SMS code comes first on reset. */
const firstPad = (mode: string): PadId | null => (mode === 'update' ? 'pw-old' : mode === 'reset' ? null : 'pw-new');

/** Which pad the keypad types into: none once a real field (the SMS code) or the page elsewhere is tapped. */
function useTyping(mode: string) {
  const [typing, setTyping] = useState<PadId | null>(() => firstPad(mode));
  useEffect(() => setTyping(firstPad(mode)), [mode]);
  // the pad being typed into stays in sight above the keypad (its scroll-margin is the keypad's height)
  useEffect(() => {
    if (typing) document.getElementById(typing)?.scrollIntoView?.({ block: 'nearest' });
  }, [typing]);
  useEffect(() => {
    if (!typing) return;
    const away = (e: Event) => {
      const t = e.target;
      if (!(t instanceof Element)) return;
      const leaves = e.type === 'focusin' ? /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) : !t.closest('.pay-pad, .ui-kp');
      if (leaves) setTyping(null);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [typing]);
  return [typing, setTyping] as const;
}

export function usePayPassword(query: URLSearchParams) {
  const [, navigate] = useLocation();
  const s = useSession();
  const has = s.flags.has_payment_password;
  const tab = useTabParam('mode', 'update', ['update', 'reset']);
  const mode = has ? tab : 'set';
  const form = useRef<HTMLFormElement>(null);
  // an error belongs to the tab it was said on
  const [said, setSaid] = useState(() => ({ mode, text: keptText() }));
  const setErr = (text: string) => setSaid({ mode, text });
  const inFlight = useRef(false);
  const pins = useRef<Partial<Record<PadId, Pin>>>({});
  const [typing, setTyping] = useTyping(mode);
  // a weak new password is typed again from empty pads; the old password and the code stay
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (round) document.getElementById('pw-new')?.focus();
  }, [round]);
  const [done, setDone] = useState(false);
  // the session is read again before the outcome, so by then a first password reads as 'update'
  const settingFirst = useRef(false);
  // every outcome lands here while the screen is up (the session was read again before it)
  const slot = useMoney(SLOT, (o) => {
    inFlight.current = false;
    if (o.kind !== 'done') return setErr(o.text ?? o.error.message);
    form.current?.reset();
    for (const p of Object.values(pins.current)) p.clear();
    // a first password on the way to lending (from the account home or a loan): its result offers
    // the next step of 开户; a money screen that asked for one (recharge…) is simply returned to
    const next = query.get('next');
    if (settingFirst.current && next && (next === '/dashboard' || !next.startsWith('/dashboard/'))) return setDone(true);
    toast(o.text ?? '');
    navigate(safePath(next), { replace: true });
  });
  // a first password an earlier page (a reload, a restarted WebView) left unsettled is asked
  // about as the screen opens; never sent again from here
  const settling = useSettleOnOpen(SLOT, (intent) => moves().then((m) => m.passwordSettle(intent, s.user?.id ?? '')));
  const busy = slot.busy || settling;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const f = new FormData(form.current!);
    const v = (k: string) => (k === 'pw-code' ? String(f.get(k) ?? '') : (pins.current[k as PadId]?.read() ?? ''));
    const pw = v('pw-new');
    const six = /^\d{6}$/;
    const weak = weakPayPassword(pw, s.user?.idNumber);
    const bad =
      mode === 'update' && !six.test(v('pw-old'))
        ? '请输入6位数字原支付密码'
        : mode === 'reset' && !v('pw-code').trim()
          ? '请输入验证码'
          : !six.test(pw)
            ? '支付密码须为6位数字'
            : (weak ?? (pw !== v('pw-again') ? '两次输入的支付密码不一致' : null));
    setErr(bad ?? '');
    if (weak && bad === weak) setRound((r) => r + 1);
    if (bad || inFlight.current || busy) return;
    inFlight.current = true;
    settingFirst.current = mode === 'set';
    // A money move (runtime/money): busy until the outcome is known; a lost answer, or a resend
    // refused because the first request already changed the password, is settled by the new
    // password validating. The password lives only in this attempt's closures.
    const [{ passwordMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
    await moveMoney(SLOT, passwordMove({ mode: mode as PasswordMode, userId: s.user?.id ?? '', pw, old: v('pw-old'), code: v('pw-code').trim() }));
  };

  const sendCode = () =>
    money()
      .then((m) => m.sendMySms(m.RESET_SMS_TYPE))
      .then(
        () => toast(`验证码已发送至${maskMobile(s.user?.mobile)}`),
        (e) => {
          setErr(isApiError(e) ? e.message : '获取验证码失败，请重试');
          throw e;
        },
      );

  return { s, has, mode, form, said, pins, typing, setTyping, round, done, settling, busy, submit, sendCode };
}
