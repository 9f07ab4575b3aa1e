import './withdraw.css';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { confirm } from '../../../runtime/ui/ui-store';
import { unknownText, unresolved, type Outcome } from '../../../runtime/money/state';
import { usePayOutcome } from '../components/use-pay-outcome';
import { SETTLING_TEXT, useSettleOnOpen } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { isApiError } from '../../../runtime/api/api-error';
import { formatFen, formatYuan, toFen } from '../../../domain/format/money';
import { addDays, formatDate } from '../../../domain/format/dates';
import { checkWithdrawAmount } from '../../../domain/validate/amount';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { MoneyData, WithdrawFee } from '../api/money';
import { amountFen, upperOf, yuanParam } from '../rules/amount';
import { cardLabel } from '../rules/cards';
import { MoneyGate, Upper } from '../components/money-gate';
import { LazyPayPassword, preloadPayPassword } from '../components/lazy-pay-password';
import { cardText } from '../../../domain/pay-split';
import { safePath } from '../../../runtime/router/safe-path';
import { useSending } from '../components/use-sending';
import { Field } from '../../../kit/ui/field';
import { ResultSuspense } from '../components/result-suspense';
import { FormEnd } from '../../../kit/ui/form-end';

// the result is its own chunk: only a finished withdrawal shows it
const WithdrawResult = lazy(() => import('../components/withdraw-result'));
// what the withdrawal is, in the password sheet: loaded with the sheet, not the form
const Summary = lazy(() => import('../../../kit/ui/pay-summary').then((m) => ({ default: m.PaySummary })));

const money = () => import('../api/money');
const FEE_DELAY_MS = 300;
const SLOT = 'withdraw';

/**
 * What the result shows of the attempt under way (card, amount, fee, arrival): kept beyond the
 * screen, so a screen left and opened again while the answer was on its way still shows them.
 */
let withdrawn: { account: string; fen: number; fee: WithdrawFee | null; arrival: number | null } | null = null;

export default function Withdraw({ data, query }: PageProps<MoneyData>) {
  const [path] = useLocation();
  const s = useSession();
  const card = s.fundAccounts.find((c) => c.defaultAccount)?.account;
  const [fund, setFund] = useState(data.fund);
  const available = toFen(fund.availableAmount);
  const [amount, setAmount] = useState('');
  const [fee, setFee] = useState<(WithdrawFee & { fen: number }) | null>(null);
  const [err, setErr] = useState('');
  const typed = (v: string) => (setAmount(normalizeAmount(v)), setErr(''));
  const [paying, setPaying] = useState(false);
  const [ask, setAsk] = useState(0);

  // Outcomes arrive here while the screen is up (also after the sheet was closed); the
  // balance is asked for again whatever happened.
  const [sending, whileSending] = useSending();
  const { slot, unknown, recheck, result } = usePayOutcome(SLOT, '提现', { setFund, setErr, done: () => setPaying(false), sheetUp: paying });
  // a withdrawal an earlier page left unsettled is asked about as the screen opens (never sent)
  const settling = useSettleOnOpen(SLOT, (intent) =>
    import('../moves/money').then((m) => {
      const a = m.attemptOf('withdraw', intent);
      withdrawn = a && { ...a, fee: null, arrival: null };
      return m.withdrawSettle(intent);
    }),
  );
  const busy = slot.busy || settling;
  const fen = amountFen(amount) ?? 0;
  const valid = fen > 0 && fen <= available;

  // The fee is the server's (free while member privileges last); asked once typing pauses.
  useEffect(() => {
    if (!valid) return;
    let live = true;
    const t = setTimeout(() => {
      money()
        .then((m) => m.calculateWithdrawFee(yuanParam(fen)))
        .then(
          (f) => live && setFee({ ...f, fen }),
          (e) => live && setErr(isApiError(e) ? e.message : '手续费计算失败，请重试'),
        );
    }, FEE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [fen, valid, ask]);
  const f = fee?.fen === fen && valid ? fee : null;

  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // the fee comes out of the amount: withdrawAmount is what arrives (withdraw.js:103-121)
    const bad =
      checkWithdrawAmount(amount.replace(/[,，\s]/g, ''), available) ??
      (!f ? '正在计算手续费，请稍候' : toFen(f.withdrawAmount) <= 0 ? '扣除手续费后到账金额须大于0，请调整提现金额' : null);
    setErr(bad ?? '');
    // no fee yet (still asking, or the ask failed): ask again rather than guess
    if (valid && !f) setAsk((n) => n + 1);
    if (bad) return;
    if (unresolved(SLOT) && !(await confirm('上一笔提现的结果尚未确认，再次提现可能重复扣款。确定继续吗？', { okText: '继续提现' }))) return;
    setPaying(true);
  };

  const arrivalAt = f?.arrivalDate ?? addDays(Date.now(), 1);
  const arrival = formatDate(arrivalAt);
  // Runs once per typed password; busy until the outcome is known, whatever the sheet does.
  const pay = (pw: string) => whileSending(() => send(pw));
  const send = async (pw: string) => {
    const feeNote = f?.totalFee ? `（手续费${formatYuan(f.totalFee)}元，实际到账${formatYuan(f.withdrawAmount)}元）` : '';
    const text = (o: Outcome<unknown>) =>
      o.kind === 'done' ? `提现申请已提交，${formatFen(fen)}元${feeNote}，预计${arrival}到账` : o.kind === 'refused' ? o.error.message : unknownText('提现');
    withdrawn = { account: card?.account ?? '', fen, fee: f, arrival: arrivalAt };
    const [{ withdrawMove }, { moveMoney }] = await Promise.all([import('../moves/money'), import('../../../runtime/money/move')]);
    const o = await moveMoney(SLOT, withdrawMove({ userId: s.user?.id ?? '', accountNumber: card?.account ?? '', fen, pw }, text));
    // a refused password (tries left, a lock) is said in the sheet, which stays for retyping
    const no = passwordRefusal(o);
    if (no) return no;
    setPaying(false);
  };
  // the whole balance: whatever was said about the earlier amount no longer applies
  const all = () => {
    setAmount(formatFen(available, { group: false }));
    setErr(available > 0 ? '' : '暂无可提现余额');
  };
  if (result) {
    const w = withdrawn;
    const used = s.fundAccounts.find((c) => c.account.account === w?.account)?.account;
    return (
      <ResultSuspense text={result.text}>
        <WithdrawResult
          fen={w?.fen ?? null}
          fee={w?.fee}
          card={used ?? (w ? { account: w.account } : null)}
          arrival={w?.arrival ?? null}
          message={result.text}
          done={safePath(query.get('next'))}
          now={Date.now()}
        />
      </ResultSuspense>
    );
  }
  const gate = !s.flags.has_payment_password ? 'password' : !data.open || !card ? 'card' : null;
  if (gate) return <MoneyGate need={gate} back={path} />;
  return (
    <>
      <form className="pay-wd" onSubmit={start} noValidate>
        <p className="pay-note">提现到 {cardLabel(card?.bankName, card?.account ?? '')}</p>
        <div className="pay-fields">
          <Field id="wd-amount" label="提现金额" kind="amount" placeholder="请输入提现金额（元）" value={amount} onFocus={preloadPayPassword} onValue={typed}>
            <button type="button" className="ui-link" onClick={all}>
              全部提现
            </button>
            <Upper text={upperOf(amount)} />
          </Field>
        </div>
        <dl className="pay-wd-facts">
          <div>
            <dt>可用余额</dt>
            <dd>{formatYuan(fund.availableAmount)} 元</dd>
          </div>
          <div>
            <dt>手续费</dt>
            <dd>{!f ? '—' : f.totalFee ? `${formatYuan(f.totalFee)} 元` : `免费${f.freeTimes ? `（本月剩余免费提现${f.freeTimes}次）` : ''}`}</dd>
          </div>
          <div>
            <dt>实际到账</dt>
            <dd>{f ? `${formatYuan(f.withdrawAmount)} 元` : '—'}</dd>
          </div>
          <div>
            <dt>预计到账</dt>
            <dd>{arrival}</dd>
          </div>
        </dl>
        {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
        <FormEnd prefix="pay" err={err} busy={paying || busy || sending} label="提现" busyLabel={busy || sending ? '处理中…' : '提现'} />
      </form>
      {paying && (
        <Suspense fallback={null}>
          <LazyPayPassword
            open
            title="确认提现"
            summary={
              <Summary
                total={['实际到账', f ? `${formatYuan(f.withdrawAmount)} 元` : '—']}
                rows={[
                  ['提现金额', `${formatFen(fen)} 元`],
                  ['手续费', !f ? '—' : f.totalFee ? `${formatYuan(f.totalFee)} 元` : '免费'],
                  ['到账银行卡', cardText(card)],
                  ['预计到账', arrival],
                ]}
              />
            }
            onSubmit={pay}
            onClose={() => setPaying(false)}
            forgotHref="/dashboard/payment/password?mode=reset"
          />
        </Suspense>
      )}
    </>
  );
}
