// The withdraw screen's form and its password sheet, as the screen's hook (use-withdraw) has them.
import { lazy, Suspense } from 'react';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { formatFen, formatYuan } from '../../../domain/format/money';
import { upperOf } from '../rules/amount';
import { cardLabel } from '../rules/cards';
import { Upper } from './money-gate';
import { LazyPayPassword, preloadPayPassword } from './lazy-pay-password';
import { cardText } from '../../../domain/pay-split';
import { Field } from '../../../kit/ui/field';
import { FormEnd } from '../../../kit/ui/form-end';
import type { WithdrawState } from './use-withdraw';

// what the withdrawal is, in the password sheet: loaded with the sheet, not the form
const Summary = lazy(() => import('../../../kit/ui/pay-summary').then((m) => ({ default: m.PaySummary })));

type Props = { w: WithdrawState };

export function WithdrawForm({ w }: Props) {
  const { card, amount, typed, all, fund, f, arrival, settling, unknown, busy, recheck, err, paying, sending } = w;
  return (
    <form className="pay-wd" onSubmit={w.start} noValidate>
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
  );
}

/** The password sheet, with what the withdrawal is. */
export function WithdrawSheet({ w: { f, fen, card, arrival, pay, setPaying } }: Props) {
  return (
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
  );
}
