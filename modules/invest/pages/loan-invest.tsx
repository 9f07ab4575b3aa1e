import '../../../kit/ui/purchase-form.css';
import './invest.css';
import { lazy, Suspense } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { formatFen, formatYuan, toFen, toYuan } from '../../../domain/format/money';
import { formatRate } from '../../../domain/format/rate';
import { durationParts } from '../../../domain/loan';
import { amountLabel, fromYuan, limitYuan } from '../../../domain/format/glossary';
import type { Result } from '../../../kit/money/use-invest-outcome';
import { RiskNotice } from '../../../kit/ui/risk-notice';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { LoanInvestData, TenderResult } from '../api/invest';
import { couponLabel } from '../rules/coupon-text';
import { checkInvestAmount, ruleText } from '../rules/invest';
import { cardText } from '../../../domain/pay-split';
import type { PayType } from '../rules/pay-steps';
// before the gate: the agreement sheet's styles come before the checklist's, as they always have
import { useLoanInvest, type LoanInvestState } from '../components/use-loan-invest';
import { openingOf } from '../../../domain/opening';
import { GateView } from '../components/gate';
import { ExpectedInterest } from '../components/expected-interest';
import { PurchaseHead } from '../../../kit/ui/purchase-head';

const CouponPicker = lazy(() => import('../components/coupon-picker'));
const ResultView = lazy(() => import('../../../kit/ui/purchase-result'));
const PayPassword = lazy(() => import('../../../kit/ui/pay-password').then((m) => ({ default: m.PayPasswordPopup })));
const SplitSummary = lazy(() => import('../../../kit/ui/pay-summary'));
const InvestResult = lazy(() => import('../components/invest-result'));
// the answer says how it was paid; an outcome learned from the records may not
const offline = (v: TenderResult, asked: PayType) => (v.paymentType ?? asked) === 'OFFLINE';

export default function LoanInvest({ data, params, appoint = false }: PageProps<LoanInvestData> & { appoint?: boolean }) {
  const t = useLoanInvest(data, appoint);
  const { gate, r, s, v } = t;
  if (gate)
    return <GateView gate={gate} loanId={params.id!} back={t.path} survey={data.survey} riskRank={r.riskRank} opening={openingOf(s, data.survey)} verb={v} />;
  if (t.result) return <TenderOutcome t={t} result={t.result} />;
  return <TenderForm t={t} appoint={appoint} />;
}

/** The result: the full view for a tender paid online, else the purchase result. */
function TenderOutcome({ t, result }: { t: LoanInvestState; result: Result<TenderResult> }) {
  const { loan, r, v, fen, card, payAs, clearResult } = t;
  const paid = t.paidWith.current;
  if (result.ok && !offline(result.value, payAs) && paid)
    return (
      <Suspense fallback={<p className="ui-state">{`${v}成功`}</p>}>
        <InvestResult
          loan={loan}
          fen={toFen(result.value.amount ?? toYuan(paid.fen))}
          coupon={paid.coupon}
          fromBalanceFen={paid.fromBalanceFen}
          toPayFen={paid.toPayFen}
          cardTail={card?.account.slice(-4)}
          verb={v}
          now={Date.now()}
        />
      </Suspense>
    );
  return (
    <Suspense fallback={<p className="ui-state">{result.ok ? `${v}成功` : `${v}失败`}</p>}>
      {result.ok ? (
        <ResultView
          ok
          verb={v}
          title={offline(result.value, payAs) ? '订单已提交，请完成转账' : `${v}成功`}
          amountYuan={result.value.amount ?? toYuan(fen ?? 0)}
          transfer={offline(result.value, payAs) ? result.value : null}
          note={r.cycleProduct ? '该产品为循环出借产品，每期结束前15天（T−15）截止申请赎回，未赎回将自动进入下一期。' : undefined}
        />
      ) : (
        <ResultView ok={false} verb={v} title={`${v}失败`} message={result.message} onBack={clearResult} />
      )}
    </Suspense>
  );
}

function TenderForm({ t, appoint }: { t: LoanInvestState; appoint: boolean }) {
  const { loan, v, rule, split, plan, payType, err, settling, unknown, busy, recheck, agreement } = t;
  const [n, unit] = durationParts(loan.duration);
  return (
    <form className="inv" onSubmit={t.submit} noValidate>
      <PurchaseHead
        title={loan.title}
        rate={`${formatRate(loan.rate + (loan.addRate ?? 0))}%`}
        figures={[
          ['期限', `${n}${unit}`],
          [`剩余可${v}`, `${formatYuan(loan.balance)}元`],
        ]}
      >
        <p className="inv-rule">{ruleText(rule)}</p>
      </PurchaseHead>
      <TenderFields t={t} />
      <p className="inv-topay">
        {split.couponFen > 0 && <>红包抵扣 {formatFen(split.couponFen)} 元，</>}
        {plan.fromBalanceFen > 0 && <>余额支付 {formatFen(plan.fromBalanceFen)} 元，</>}
        {payType === 'OFFLINE' ? '转账' : '银行卡'}支付 <strong>{formatFen(plan.toPayFen)}</strong> 元
      </p>
      <p className="pay-error ui-error inv-error" role="alert">
        {err}
      </p>
      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      {agreement.tick}
      <RiskNotice verb={v} />
      <button type="submit" className="ui-btn ui-btn-block inv-submit" disabled={busy}>
        {busy ? '处理中…' : appoint ? '立即预约' : `立即${v}`}
      </button>
      {agreement.sheet}
      <TenderSheets t={t} />
    </form>
  );
}

/** The amount, the coupon row, the balance, the pay method and the offline consent. */
function TenderFields({ t }: { t: LoanInvestState }) {
  const { loan, r, v, rule, fen, amount, setAmount, setErr, coupon, setSheet, fund, useBalance, setUseBalance, payType, setPayType, card } = t;
  const { consent, setConsent } = t;
  return (
    <div className="inv-fields">
      <div className="ui-field">
        <label htmlFor="inv-amount">{amountLabel(v)}</label>
        <input
          id="inv-amount"
          className="ui-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={fromYuan(limitYuan(rule.minFen))}
          value={amount}
          onChange={(e) => (setAmount(normalizeAmount(e.target.value)), setErr(''))}
        />
        <button type="button" className="inv-all" onClick={t.fillAll}>
          全部
        </button>
        <ExpectedInterest loan={loan} fen={fen} valid={!checkInvestAmount(fen, rule)} />
      </div>
      {r.useCoupon && (
        <button type="button" className="ui-cell inv-coupon-row" onClick={() => setSheet('coupon')}>
          <span>红包</span>
          <span className="inv-coupon-chosen">{coupon ? couponLabel(coupon.couponPackage) : '选择红包'}</span>
        </button>
      )}
      <label className="ui-field inv-check">
        <span>使用余额</span>
        <span>可用 {formatYuan(fund.availableAmount)} 元</span>
        <input type="checkbox" checked={useBalance} onChange={(e) => setUseBalance(e.target.checked)} />
      </label>
      <fieldset className="inv-paytype">
        <legend>支付方式</legend>
        <label>
          <input type="radio" name="paytype" checked={payType === 'ONLINE'} onChange={() => setPayType('ONLINE')} /> 快捷支付
          {card ? `（${card.bankName ?? ''}尾号${card.account.slice(-4)}）` : ''}
        </label>
        <label>
          <input type="radio" name="paytype" checked={payType === 'OFFLINE'} onChange={() => setPayType('OFFLINE')} /> 线下转账
        </label>
      </fieldset>
      {payType === 'OFFLINE' && (
        <label className="inv-consent">
          <input type="checkbox" checked={consent} onChange={(e) => (setConsent(e.target.checked), setErr(''))} />{' '}
          我已知晓线下转账须在24小时内完成，转账时须填写支付编号
        </label>
      )}
    </div>
  );
}

/** The coupon picker and the password sheet, each loaded when it opens. */
function TenderSheets({ t }: { t: LoanInvestState }) {
  const { sheet, setSheet, term, fen, coupon, setCoupon, setErr, v, payAs, card } = t;
  return (
    <Suspense fallback={null}>
      {sheet === 'coupon' && (
        <CouponPicker
          term={term}
          amountFen={fen}
          amountText={formatFen(fen ?? 0, { group: false })}
          chosen={coupon?.id ?? null}
          onPick={(c) => (setCoupon(c), setSheet(null), setErr(''))}
          onClose={() => setSheet(null)}
        />
      )}
      {sheet === 'password' && (
        <PayPassword
          open
          title={`确认${v}`}
          summary={
            <SplitSummary
              split={t.splitAs(payAs)}
              words={{
                verb: v,
                coupon: coupon ? couponLabel(coupon.couponPackage) : null,
                card: payAs === 'OFFLINE' ? undefined : cardText(card),
                offline: payAs === 'OFFLINE',
              }}
            />
          }
          onSubmit={t.pay}
          onClose={() => setSheet(null)}
          forgotHref="/dashboard/payment/password?mode=reset"
        />
      )}
    </Suspense>
  );
}
