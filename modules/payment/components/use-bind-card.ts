// The bind-card screen's state and calls: the holder, card and bank mobile typed, the bank the
// card number names, the code the pre-bind sends, and the binding itself, a money move.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { unresolved } from '../../../runtime/money/state';
import { useSession } from '../../../runtime/session/use-session';
import { alert, toast } from '../../../runtime/ui/ui-store';
import { MAX_CARDS, type Bank, type BindCardData, type BindPayload } from '../api/cards';
import { cardProblem } from '../rules/card';
import { useBankLookup, type BankLookup } from './use-bank-lookup';
import { preloadCaptcha } from './lazy-captcha';

// The api chunk is already loading for this route's data (routes.ts), so actions import it.
const api = () => import('../api/cards');
const rules = () => import('../rules/bind');
// error paths only: the catalogue check and its alert load when something went wrong
const showBindError = (e: unknown) => import('./bind-errors').then((m) => m.showBindError(e));
const ID_CARD = 'IDENTITY_CARD';
/** Trimmed and upper-cased (a typed 'x' check character is common). */
export const normalizeId = (s: string) => s.trim().toUpperCase();
/** SPEC §5: a 16th digit makes the card number complete enough to ask for the code. */
export const CODE_DIGITS = 16;
const SLOT = 'bind-card';
const BOUND = '银行卡绑定成功';
const KEPT = '网络异常，上一次绑卡的结果尚未确认。请勿重复绑卡，点“查询结果”确认。';
const moves = () => import('../moves/account');
/** the card number of a kept binding's intent (moves-account bindIntent) */
const cardOfIntent = (intent: string) => /^bind-card:(\d+)$/.exec(intent)?.[1] ?? '';

/** The binding's outcomes while the screen is up; `card`: the number typed. */
function useBindOutcome(card: string) {
  // set synchronously, so a double tap cannot confirm twice before the button disables
  const inFlight = useRef(false);
  const [unknown, setUnknown] = useState(() => (unresolved(SLOT) ? KEPT : ''));
  // the binding proven: its words and the card it bound (typed here, or a kept attempt's)
  const [bound, setBound] = useState<{ text: string; card: string } | null>(null);
  const settledCard = useRef('');
  // Every outcome lands here while the screen is up (the session was read again before it).
  const slot = useMoney(SLOT, (o) => {
    setUnknown(o.kind === 'unknown' ? (o.text ?? KEPT) : '');
    if (o.kind === 'done') return setBound({ text: o.text ?? BOUND, card: card || settledCard.current });
    inFlight.current = false;
    // the records said nothing was bound: the move's own words, not the catalogue's
    if (o.kind === 'refused') void (o.error.code === 'NOT_DONE' ? alert(o.text ?? o.error.message) : showBindError(o.error));
  });
  // a binding an earlier page (a reload, a restarted WebView) left unsettled is asked about as
  // the screen opens, by the card list; never sent again from here
  const settling = useSettleOnOpen(SLOT, (intent) => ((settledCard.current = cardOfIntent(intent)), moves().then((m) => m.bindSettle(intent))));
  const busy = slot.busy || settling;
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(SLOT));
  return { inFlight, unknown, bound, settling, busy, recheck };
}

/** Passports and the HK/Macau and Taiwan passes may only use the one restricted channel's banks. */
function useChannelBanks(channel: string | null | undefined) {
  const [limited, setLimited] = useState<Bank[] | null>(null);
  useEffect(() => {
    setLimited(null);
    if (!channel) return;
    let live = true;
    api()
      .then((m) => m.getChannelBanks(channel))
      .then(
        (b) => live && setLimited(b),
        (e) => live && void showBindError(e),
      );
    return () => {
      live = false;
    };
  }, [channel]);
  return limited;
}

interface Typed {
  s: ReturnType<typeof useSession>;
  info: BindCardData['info'];
  locked: boolean;
  name: string;
  cert: string;
  id: string;
  card: string;
  mobile: string;
  code: string;
  channel: string | null | undefined;
  limited: Bank[] | null;
  lookup: BankLookup;
  problem: string | undefined | null;
  setErr: (e: string) => void;
  inFlight: RefObject<boolean>;
}

/** The form's calls: the checks, the code's send (by the pre-bind) and the binding. */
function bindSteps({ s, info, locked, name, cert, id, card, mobile, code, channel, limited, lookup, problem, setErr, inFlight }: Typed) {
  const check = async (): Promise<string | null> => {
    const r = await rules();
    const holder = locked ? null : r.checkHolder(name, cert, id);
    if (holder) return holder;
    if (card.length < CODE_DIGITS) return '请输入16-19位银行卡号';
    if (problem) return problem;
    if (!lookup.bank || (channel && !limited)) return '正在识别银行卡，请稍候';
    return r.checkBankMobile(mobile);
  };

  const payload = (): BindPayload => ({
    realName: locked ? undefined : name.trim(),
    idNumber: locked ? undefined : normalizeId(id),
    certType: cert,
    accountNumber: card,
    mobile: mobile.trim(),
    // the code, as the sources send it; the Chinese name is for display only
    bankName: lookup.bank?.bankCode ?? '',
    isMasterCard: info.cardCount === 0,
  });

  const validated = async () => {
    const bad = await check();
    setErr(bad ?? '');
    if (bad) throw new Error(bad);
  };

  // The code is sent by the pre-bind itself, after the ID passed the duplicate check.
  const send = async () => {
    await validated();
    try {
      const m = await api();
      if (!locked) await m.checkIdNumber(normalizeId(id));
      await m.preBindCard(payload());
    } catch (e) {
      void showBindError(e);
      throw e;
    }
  };
  const sendVoice = () =>
    api()
      .then((m) => m.bindCardVoice(mobile.trim()))
      .catch((e) => {
        void showBindError(e);
        throw e;
      });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    if (!(await confirmBind())) inFlight.current = false;
  };

  /** true once bound (the screen is left); false keeps the form as typed. */
  const confirmBind = async () => {
    try {
      await validated();
    } catch {
      return false;
    }
    if (!code.trim()) {
      void alert('请输入验证码');
      return false;
    }
    // A money move (runtime/money): busy until the outcome is known, a lost answer (or a
    // resend refused for the code already used) settled by the card list; the outcome arrives
    // through useMoney above.
    const [{ bindMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
    const o = await moveMoney(SLOT, bindMove({ ...payload(), smsCode: code.trim(), userId: s.user?.id ?? '' }));
    return o.kind === 'done';
  };
  return { send, sendVoice, submit };
}

export type BindCardState = ReturnType<typeof useBindCard>;

export function useBindCard(data: BindCardData) {
  const [, navigate] = useLocation();
  const s = useSession();
  const { certs, banks, info } = data;
  const locked = info.verified;
  const full = info.cardCount >= MAX_CARDS;
  const [name, setName] = useState('');
  const [cert, setCert] = useState((locked && s.user?.certType) || certs[0]?.code || ID_CARD);
  const idHint = cert === ID_CARD ? '请输入18位身份证号码' : '请输入证件号码';
  const [id, setId] = useState('');
  const [card, setCard] = useState('');
  const [mobile, setMobile] = useState(s.user?.mobile ?? '');
  const [code, setCode] = useState('');
  const [err, setErr] = useState('');
  const outcome = useBindOutcome(card);
  const { inFlight, bound } = outcome;
  const channel = certs.find((c) => c.code === cert)?.channel;
  const lookup = useBankLookup(card, true);
  // the code row appears at 16 digits; its button starts loading with the bank lookup
  useEffect(() => void (lookup.loading && (preloadCaptcha(), rules())), [lookup.loading]);

  useEffect(() => {
    if (!full || bound) return;
    toast('最多只能绑定3张银行卡');
    navigate('/dashboard', { replace: true });
  }, [full, bound, navigate]);

  const limited = useChannelBanks(channel);
  const problem = lookup.bank ? cardProblem(lookup.bank, channel ? limited : null) : lookup.error;
  const typed = { s, info, locked, name, cert, id, card, mobile, code, channel, limited, lookup, problem, setErr, inFlight };
  const { send, sendVoice, submit } = bindSteps(typed);
  const shown = channel ? (limited ?? []) : banks;
  return {
    ...outcome,
    s,
    certs,
    info,
    locked,
    name,
    setName,
    cert,
    setCert,
    idHint,
    id,
    setId,
    card,
    setCard,
    mobile,
    setMobile,
    code,
    setCode,
    err,
    lookup,
    problem,
    shown,
    send,
    sendVoice,
    submit,
  };
}
