// The recharge screen's form and its password sheet, as the screen's hook (use-recharge) has them.
import { lazy, Suspense } from 'react';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { formatFen, formatYuan } from '../../../domain/format/money';
import { Field } from '../../../kit/ui/field';
import { SheetPicker } from '../../../kit/ui/sheet-picker';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { upperOf } from '../rules/amount';
import { cardLabel, quotaText } from '../rules/cards';
import { cardText } from '../../../domain/pay-split';
import { Upper } from './money-gate';
import { LazyPayPassword, preloadPayPassword } from './lazy-pay-password';
import { AmountPresets } from './amount-presets';
import type { RechargeState } from './use-recharge';

// what the charge is, in the password sheet: loaded with the sheet, not the form
const Summary = lazy(() => import('../../../kit/ui/pay-summary').then((m) => ({ default: m.PaySummary })));

const FORGOT = '/dashboard/payment/password?mode=reset';
/** common amounts under the field (yuan), as the peers offer them */
const PRESETS = [1000, 5000, 10000, 50000];

type Props = { r: RechargeState };

export function RechargeForm({ r }: Props) {
  const { pos, cards, acct, setAcct, card, amount, setAmount, setErr, err, typed, fen, fund, settling, unknown, slot, recheck, paying, busy, sending } = r;
  return (
    <form onSubmit={r.start} noValidate>
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
  );
}

/** The password sheet, with what the charge is. */
export function RechargeSheet({ r: { pos, fen, card, fund, pay, setPaying } }: Props) {
  return (
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
  );
}
