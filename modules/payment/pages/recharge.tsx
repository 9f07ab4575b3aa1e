import './recharge.css';
import { clientIpNow, NO_CLIENT_IP } from '../../../runtime/session/client-ip';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { isSafePath } from '../../../runtime/router/safe-path';
import { confirm } from '../../../runtime/ui/ui-store';
import { Tabs, useTabParam } from '../../../kit/ui/tabs';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { formatFen, formatYuan, toFen } from '../../../domain/format/money';
import { unresolved } from '../../../runtime/money/state';
import { usePayOutcome } from '../components/use-pay-outcome';
import { ResultSuspense } from '../components/result-suspense';
import { Field } from '../../../kit/ui/field';
import { SheetPicker } from '../../../kit/ui/sheet-picker';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { checkRechargeAmount } from '../../../domain/validate/amount';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { MoneyData } from '../api/money';
import { amountFen, upperOf, yuanParam } from '../rules/amount';
import { cardLabel, quotaText } from '../rules/cards';
import { cardText } from '../../../domain/pay-split';
import { MoneyGate, Upper } from '../components/money-gate';
import { LazyPayPassword, preloadPayPassword } from '../components/lazy-pay-password';
import { AmountPresets } from '../components/amount-presets';
import { useSending } from '../components/use-sending';

// the result is its own chunk: only a finished recharge (or POS order) shows it
const ChargeResult = lazy(() => import('../components/charge-result'));
// what the charge is, in the password sheet: loaded with the sheet, not the form
const Summary = lazy(() => import('../../../kit/ui/pay-summary').then((m) => ({ default: m.PaySummary })));

const moves = () => import('../moves/money');
const TABS = [
  { key: 'online', label: '快捷充值' },
  { key: 'pos', label: 'POS充值' },
];
const FORGOT = '/dashboard/payment/password?mode=reset';
const SLOT = 'charge';
const POS_SLOT = 'pos';
/** common amounts under the field (yuan), as the peers offer them */
const PRESETS = [1000, 5000, 10000, 50000];

/**
 * What the result shows of the attempt under way (its card and amount): kept beyond the screen,
 * so a screen left and opened again while the answer was on its way still shows them.
 */
let charged: { account: string; fen: number } | null = null;
let posFen: number | null = null;

export default function Recharge({ data, query }: PageProps<MoneyData>) {
  const [path, navigate] = useLocation();
  const s = useSession();
  const pos = useTabParam('tab', 'online', ['online', 'pos']) === 'pos';
  const cards = s.fundAccounts;
  const [acct, setAcct] = useState(() => (cards.find((c) => c.defaultAccount) ?? cards[0])?.account.account ?? '');
  const card = cards.find((c) => c.account.account === acct)?.account;
  const [amount, setAmount] = useState('');
  const [err, setErr] = useState('');
  const typed = (v: string) => (setAmount(normalizeAmount(v)), setErr(''));
  const [paying, setPaying] = useState(false);
  const [order, setOrder] = useState('');
  const [fund, setFund] = useState(data.fund);
  const fen = amountFen(amount) ?? 0;

  // Every outcome lands here while the screen is up, also when the sheet was closed meanwhile;
  // the balance is asked for again whatever happened.
  // where to go on after a success (an invest screen short of balance); a same-origin path only
  const raw = query.get('next');
  const next = isSafePath(raw) ? raw : null;
  const [sending, whileSending] = useSending();
  const { slot, unknown, recheck, result, after } = usePayOutcome(SLOT, '充值', { setFund, setErr, done: () => setPaying(false), sheetUp: paying });
  // the POS order's outcome, also when its sheet was closed meanwhile
  const posSlot = useMoney(POS_SLOT, (o) => {
    if (passwordRefusal(o)) return;
    setPaying(false);
    if (o.kind === 'done') return setOrder(String(o.value));
    setErr(o.text ?? o.error.message);
  });
  // a recharge or POS order an earlier page left unsettled is asked about as the screen opens (never sent)
  const chargeSettling = useSettleOnOpen(SLOT, (intent) => moves().then((m) => ((charged = m.attemptOf('charge', intent)), m.chargeSettle(intent))));
  const posSettling = useSettleOnOpen(
    POS_SLOT,
    (intent) => ((posFen = amountFen(intent.slice(4))), import('../moves/account').then((m) => m.posSettle(intent))),
  );
  const settling = chargeSettling || posSettling;
  const busy = slot.busy || posSlot.busy || settling;

  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const quota = card?.singleQuota ?? -1;
    const bad =
      checkRechargeAmount(amount.replace(/[,，\s]/g, '')) ??
      (pos ? null : !card ? '请选择银行卡' : quota > 0 && fen > toFen(quota) ? `超过该银行卡单笔限额${formatYuan(quota)}元` : null);
    setErr(bad ?? '');
    if (bad) return;
    // SPEC §5: a card without quick-pay quota cannot recharge online; POS still can
    if (!pos && quota === 0) {
      const text = `${card?.bankName ?? ''}单笔限额为0元，暂不能通过该卡快捷充值。请使用POS充值，或在“银行卡”中更换其他银行卡。`;
      void confirm(text, { title: '暂不支持快捷充值', okText: 'POS充值', cancelText: '取消' }).then((go) => go && toPos());
      return;
    }
    if (!pos && unresolved(SLOT) && !(await confirm('上一笔充值的结果尚未确认，再次充值可能重复扣款。确定继续吗？', { okText: '继续充值' }))) return;
    if (!pos && !(await clientIpNow())) return setErr(NO_CLIENT_IP);
    setOrder('');
    setPaying(true);
  };

  // Runs once per typed password. The charge is a money move: busy until its outcome is
  // known whatever happens to the sheet, and the outcome arrives through useMoney above.
  const pay = (pw: string) => whileSending(() => send(pw));
  const send = async (pw: string) => {
    if (!pos) {
      charged = { account: acct, fen };
      const [{ chargeMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
      const o = await moveMoney(SLOT, chargeMove({ userId: s.user?.id ?? '', clientIp: await clientIpNow(), accountNumber: acct, fen, pw }));
      // a refused password (tries left, a lock) is said in the sheet, which stays for retyping
      const no = passwordRefusal(o);
      if (no) return no;
      setPaying(false);
      return;
    }
    // POS only creates an order for the terminal (no money moves yet), but one tap must make one
    // order: a money move with its key, a lost answer settled by the POS orders.
    posFen = fen;
    const [{ posMove }, { moveMoney }] = await Promise.all([import('../moves/account'), import('../../../runtime/money/move')]);
    const o = await moveMoney(POS_SLOT, posMove(yuanParam(fen), pw));
    const no = passwordRefusal(o);
    if (no) return no;
    setPaying(false);
  };

  const toPos = () => {
    const q = new URLSearchParams(location.search);
    q.set('tab', 'pos');
    navigate(`${path}?${q}`, { replace: true });
  };
  const back = path + (pos ? '?tab=pos' : '');
  const gate = !s.flags.has_payment_password ? 'password' : !pos && !data.open ? 'card' : null;
  const now = Date.now();
  if (result) {
    const facts = charged;
    const used = cards.find((c) => c.account.account === facts?.account)?.account;
    return (
      <ResultSuspense text={result.text}>
        <ChargeResult
          kind={result.value === 'PROCESSING' ? 'processing' : 'done'}
          fen={facts?.fen ?? null}
          card={used ?? (facts ? { account: facts.account } : null)}
          message={result.text}
          after={after}
          next={next}
          now={now}
        />
      </ResultSuspense>
    );
  }
  if (order) {
    const text = `POS充值订单已生成，订单号：${order}。请在POS机上刷卡完成支付，到账后可在资金流水中查询。`;
    return (
      <ResultSuspense text={text}>
        <ChargeResult kind="pos" fen={posFen} order={order} message={text} after={fund} next={next} now={now} />
      </ResultSuspense>
    );
  }
  return (
    <div className="pay-charge">
      <Tabs items={TABS} />
      {gate ? (
        <MoneyGate need={gate} back={back} />
      ) : (
        <form onSubmit={start} noValidate>
          <p className="pay-balance">
            可用余额 <strong>{formatYuan(fund.availableAmount)}</strong> 元
          </p>
          <div className="pay-fields">
            {!pos && (
              <div className="ui-field">
                <label htmlFor="rc-acct">银行卡</label>
                <SheetPicker
                  id="rc-acct"
                  title="选择付款银行卡"
                  options={cards.map(({ account: a }) => ({
                    value: a.account,
                    label: cardLabel(a.bankName, a.account),
                    note: quotaText(a.singleQuota, a.dailyQuota),
                  }))}
                  value={acct}
                  onChange={setAcct}
                />
                <p className="pay-hint">{card && quotaText(card.singleQuota, card.dailyQuota)}</p>
              </div>
            )}
            <Field id="rc-amount" label="充值金额" kind="amount" placeholder="请输入充值金额（元）" value={amount} onFocus={preloadPayPassword} onValue={typed}>
              <AmountPresets yuan={PRESETS} fen={fen} label="常用充值金额" onPick={(y) => (preloadPayPassword(), setAmount(String(y)), setErr(''))} />
              <Upper text={upperOf(amount)} />
            </Field>
          </div>
          <p className="pay-error ui-error" role="alert">
            {err}
          </p>
          {(settling || (unknown && !pos)) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={slot.busy || settling} onCheck={recheck} />}
          <button type="submit" className="ui-btn ui-btn-block pay-main" disabled={paying || busy || sending}>
            {busy || sending ? '处理中…' : pos ? '生成POS充值订单' : '充值'}
          </button>
          {pos && <p className="pay-note">POS充值：生成订单后在POS机上刷卡支付，不受银行卡快捷支付限额限制。</p>}
        </form>
      )}
      {paying && (
        <Suspense fallback={null}>
          <LazyPayPassword
            open
            title={pos ? '确认POS充值' : '确认充值'}
            summary={
              <Summary
                total={[pos ? 'POS充值金额' : '充值金额', `${formatFen(fen)} 元`]}
                rows={[
                  pos ? ['支付方式', 'POS机刷卡（生成订单后支付）'] : ['付款银行卡', cardText(card)],
                  ['充值到', `账户余额（现可用 ${formatYuan(fund.availableAmount)} 元）`],
                ]}
              />
            }
            onSubmit={pay}
            onClose={() => setPaying(false)}
            forgotHref={FORGOT}
          />
        </Suspense>
      )}
    </div>
  );
}
