import './withdraw.css';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { safePath } from '../../../runtime/router/safe-path';
import { reload } from '../../../runtime/session';
import { useSession } from '../../../runtime/session/use-session';
import { alert } from '../../../runtime/ui/ui-store';
import { isApiError } from '../../../runtime/api/api-error';
import { formatFen, formatYuan, toFen } from '../../../runtime/format/money';
import { addDays, formatDate } from '../../../runtime/format/dates';
import { checkWithdrawAmount } from '../../../runtime/validate/amount';
import type { MoneyData, WithdrawFee } from '../api-money';
import { amountFen, upperOf, yuanParam } from '../amount';
import { cardLabel } from '../cards';
import { MoneyGate, Upper } from '../components/money-gate';
import { LazyPayPassword, preloadPayPassword } from '../components/lazy-pay-password';
import { FormEnd } from '../components/form-parts';

const money = () => import('../api-money');
const FEE_DELAY_MS = 300;

export default function Withdraw({ data, query }: PageProps<MoneyData>) {
  const [path, navigate] = useLocation();
  const s = useSession();
  const card = s.fundAccounts.find((c) => c.defaultAccount)?.account;
  const available = toFen(data.fund.availableAmount);
  const [amount, setAmount] = useState('');
  const [fee, setFee] = useState<(WithdrawFee & { fen: number }) | null>(null);
  const [err, setErr] = useState('');
  const [paying, setPaying] = useState(false);
  const [ask, setAsk] = useState(0);
  const fen = amountFen(amount) ?? 0;
  const valid = fen > 0 && fen <= available;

  // The fee is the server's (free while member privileges last); asked once typing pauses.
  useEffect(() => {
    if (!valid) return;
    let live = true;
    const t = setTimeout(() => {
      money()
        .then((m) => m.calculateWithdrawFee(yuanParam(fen)))
        .then((f) => live && setFee({ ...f, fen }), (e) => live && setErr(isApiError(e) ? e.message : '手续费计算失败，请重试'));
    }, FEE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [fen, valid, ask]);
  const f = fee?.fen === fen && valid ? fee : null;

  const start = (e: FormEvent) => {
    e.preventDefault();
    const bad =
      checkWithdrawAmount(amount.replace(/[,，\s]/g, ''), available) ??
      (!f ? '正在计算手续费，请稍候' : toFen(f.withdrawAmount) > available ? '可用余额不足以支付提现金额及手续费' : null);
    setErr(bad ?? '');
    // no fee yet (still asking, or the ask failed): ask again rather than guess
    if (valid && !f) setAsk((n) => n + 1);
    if (!bad) setPaying(true);
  };

  const pay = async (pw: string) => {
    try {
      const m = await money();
      if (!(await m.validatePaymentPassword(pw))) return false;
      await m.withdraw({ userId: s.user?.id ?? '', amount: yuanParam(fen), paymentPassword: pw, accountNumber: card?.account ?? '' });
      setPaying(false);
      await reload();
      await alert(`提现申请已提交，${formatFen(fen)}元预计${arrival}到账`);
      navigate(safePath(query.get('next')), { replace: true });
    } catch (e) {
      setPaying(false);
      setErr(isApiError(e) ? e.message : '系统繁忙，请稍后重试');
    }
  };

  const arrival = formatDate(f?.arrivalDate ?? addDays(Date.now(), 1));
  const gate = !s.flags.has_payment_password ? 'password' : !data.open || !card ? 'card' : null;
  if (gate) return <MoneyGate need={gate} back={path} />;
  return (
    <>
    <form className="pay-wd" onSubmit={start} noValidate>
      <p className="pay-note">提现到 {cardLabel(card?.bankName, card?.account ?? '')}</p>
      <div className="pay-fields">
        <div className="ui-field">
          <label htmlFor="wd-amount">提现金额</label>
          <input id="wd-amount" className="ui-input" inputMode="decimal" autoComplete="off" maxLength={16} placeholder="请输入提现金额（元）" value={amount} onFocus={preloadPayPassword} onChange={(e) => (setAmount(e.target.value), setErr(''))} />
          <button type="button" className="ui-link" onClick={() => setAmount(formatFen(available, { group: false }))}>
            全部提现
          </button>
          <Upper text={upperOf(amount)} />
        </div>
      </div>
      <dl className="pay-wd-facts">
        <div>
          <dt>可用余额</dt>
          <dd>{formatYuan(data.fund.availableAmount)} 元</dd>
        </div>
        <div>
          <dt>手续费</dt>
          <dd>{!f ? '—' : f.totalFee ? `${formatYuan(f.totalFee)} 元` : `免费${f.freeTimes ? `（本月剩余免费提现${f.freeTimes}次）` : ''}`}</dd>
        </div>
        <div>
          <dt>实际扣款</dt>
          <dd>{f ? `${formatYuan(f.withdrawAmount)} 元` : '—'}</dd>
        </div>
        <div>
          <dt>预计到账</dt>
          <dd>{arrival}</dd>
        </div>
      </dl>
      <FormEnd err={err} busy={paying} label="提现" />
    </form>
    {paying && (
      <Suspense fallback={null}>
        <LazyPayPassword open title={`提现 ${formatFen(fen)} 元`} onSubmit={pay} onClose={() => setPaying(false)} forgotHref="/dashboard/payment/password?mode=reset" />
      </Suspense>
    )}
    </>
  );
}
