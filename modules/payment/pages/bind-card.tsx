import './bind-card.css';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { safePath } from '../../../runtime/router/safe-path';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { unresolved } from '../../../runtime/money/state';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { useSession } from '../../../runtime/session/use-session';
import { alert, toast } from '../../../runtime/ui/ui-store';
import { maskId, maskName } from '../../../domain/format/mask';
import { MAX_CARDS, type Bank, type BindCardData, type BindPayload } from '../api/cards';
import { quotaText } from '../rules/cards';
import { cardProblem, unionNote } from '../rules/card';
import { useBankLookup } from '../components/use-bank-lookup';
import { LazyCaptchaButton, preloadCaptcha } from '../components/lazy-captcha';
import { CodeField } from '../components/form-parts';
import { CardNumberInput } from '../components/card-number-input';
import { mobileInput } from '../../../domain/validate/normalize';
import { Field } from '../../../kit/ui/field';
import { SheetPicker } from '../../../kit/ui/sheet-picker';
import { FormEnd } from '../../../kit/ui/form-end';

// The api chunk is already loading for this route's data (routes.ts), so actions import it.
const api = () => import('../api/cards');
const rules = () => import('../rules/bind');
// error paths only: the catalogue check and its alert load when something went wrong
const showBindError = (e: unknown) => import('../components/bind-errors').then((m) => m.showBindError(e));
const ID_CARD = 'IDENTITY_CARD';
/** Trimmed and upper-cased (a typed 'x' check character is common). */
const normalizeId = (s: string) => s.trim().toUpperCase();
/** SPEC §5: a 16th digit makes the card number complete enough to ask for the code. */
const CODE_DIGITS = 16;
const SLOT = 'bind-card';
const BOUND = '银行卡绑定成功';
const KEPT = '网络异常，上一次绑卡的结果尚未确认。请勿重复绑卡，点“查询结果”确认。';
const moves = () => import('../moves/account');
// the result is its own chunk: only a finished binding shows it
const BindResult = lazy(() => import('../components/bind-result'));
/** the card number of a kept binding's intent (moves-account bindIntent) */
const cardOfIntent = (intent: string) => /^bind-card:(\d+)$/.exec(intent)?.[1] ?? '';
const digits = (s: string) => s.replace(/\D/g, '');

export default function BindCard({ data, query }: PageProps<BindCardData>) {
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
  const [limited, setLimited] = useState<Bank[] | null>(null);
  const channel = certs.find((c) => c.code === cert)?.channel;
  const lookup = useBankLookup(card, true);
  const problem = lookup.bank ? cardProblem(lookup.bank, channel ? limited : null) : lookup.error;
  // the code row appears at 16 digits; its button starts loading with the bank lookup
  useEffect(() => void (lookup.loading && (preloadCaptcha(), rules())), [lookup.loading]);

  useEffect(() => {
    if (!full || bound) return;
    toast('最多只能绑定3张银行卡');
    navigate('/dashboard', { replace: true });
  }, [full, bound, navigate]);

  // Passports and the HK/Macau and Taiwan passes may only use the one restricted channel's banks.
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

  const shown = channel ? (limited ?? []) : banks;
  if (bound) {
    // the card as the session's list now has it (read again before the outcome), else as looked up
    const want = digits(bound.card);
    const listed = s.fundAccounts
      .map((c) => c.account)
      .find((a) => digits(a.account).slice(-4) === want.slice(-4) && want.startsWith(digits(a.account).slice(0, 4)));
    const facts = listed ?? (lookup.bank ? { ...lookup.bank, account: bound.card } : { account: bound.card });
    const next = query.get('next');
    return (
      <Suspense
        fallback={
          <p className="ui-state" role="status">
            {bound.text}
          </p>
        }
      >
        <BindResult
          bankName={facts.bankName}
          account={bound.card}
          singleQuota={facts.singleQuota}
          dailyQuota={facts.dailyQuota}
          message={bound.text}
          next={next === null ? null : safePath(next)}
        />
      </Suspense>
    );
  }
  return (
    <form className="pay-bind" onSubmit={submit} noValidate>
      <p className="pay-note">为保障资金安全，请绑定本人名下的储蓄卡（最多3张）</p>
      <div className="pay-fields">
        {locked ? (
          <>
            <div className="ui-field">
              <span className="pay-label">持卡人</span>
              <span>{maskName(info.realName)}</span>
            </div>
            <div className="ui-field">
              <span className="pay-label">证件号码</span>
              <span>{maskId(info.idNumber)}</span>
            </div>
          </>
        ) : (
          <>
            <Field id="bind-name" label="真实姓名" autoComplete="name" maxLength={30} placeholder="请输入持卡人姓名" value={name} onValue={setName} />
            <div className="ui-field">
              <label htmlFor="bind-cert">证件类型</label>
              <SheetPicker id="bind-cert" title="选择证件类型" options={certs.map((c) => ({ value: c.code, label: c.name }))} value={cert} onChange={setCert} />
            </div>
            <Field
              id="bind-id"
              label="证件号码"
              autoComplete="off"
              maxLength={30}
              placeholder={idHint}
              value={id}
              onValue={setId}
              onBlur={() => setId(normalizeId(id))}
            />
          </>
        )}
        <div className="ui-field">
          <label htmlFor="bind-card">银行卡号</label>
          <CardNumberInput id="bind-card" value={card} onChange={setCard} />
          <p className={problem ? 'pay-hint ui-error' : 'pay-hint'} aria-live="polite">
            {problem ??
              (lookup.bank
                ? `${lookup.bank.bankName}（${quotaText(lookup.bank.singleQuota, lookup.bank.dailyQuota)}）`
                : lookup.loading
                  ? '正在识别银行…'
                  : '')}
          </p>
          {!problem && lookup.bank && <p className="pay-hint">{unionNote(lookup.bank)}</p>}
        </div>
        <Field
          id="bind-mobile"
          label="预留手机"
          type="tel"
          inputMode="numeric"
          placeholder="银行预留手机号"
          value={mobile}
          onValue={(v) => setMobile(mobileInput(v))}
        />
        {card.length >= CODE_DIGITS && (
          <CodeField id="bind-code" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}>
            <Suspense fallback={null}>
              <LazyCaptchaButton send={send} sendVoice={sendVoice} />
            </Suspense>
          </CodeField>
        )}
      </div>
      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      <FormEnd prefix="pay" err={err} busy={busy} label="确认绑卡" busyLabel="绑定中…" />
      <details className="pay-banks">
        <summary>支持的银行及限额</summary>
        <ul>
          {shown.map((b) => (
            <li key={b.bankCode}>
              <span>{b.bankName}</span>
              <span>{quotaText(b.singleQuota, b.dailyQuota)}</span>
            </li>
          ))}
        </ul>
      </details>
    </form>
  );
}
