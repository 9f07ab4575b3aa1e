import '../../../kit/ui/purchase-form.css';
import './invest.css';
import { clientIpNow, NO_CLIENT_IP } from '../../../runtime/session/client-ip';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { formatFen, formatYuan, parseAmountInput, toFen, toYuan } from '../../../domain/format/money';
import { formatRate } from '../../../domain/format/rate';
import { durationParts } from '../../../domain/loan';
import { amountLabel, fromYuan, limitYuan, verbOf } from '../../../domain/format/glossary';
import { useInvestOutcome } from '../../../kit/money/use-invest-outcome';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { RiskNotice } from '../../../kit/ui/risk-notice';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { SETTLING_TEXT, useSettleOnOpen } from '../../../kit/money/use-money';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { Coupon, LoanInvestData, TenderResult } from '../api/invest';
import { cashFen, couponBounds, couponLabel } from '../rules/coupon-text';
import { checkInvestAmount, couponFits, ruleText } from '../rules/invest';
import { cardText, paySplit } from '../../../domain/pay-split';
import { RISK_DOC, useConsent } from '../../../kit/ui/consent';
import { allAmount } from '../rules/all-amount';
import { beforePassword, type PayType } from '../rules/pay-steps';
import { openingOf } from '../../../domain/opening';
import { GateView, useGate } from '../components/gate';
import { ExpectedInterest } from '../components/expected-interest';
import { PurchaseHead } from '../../../kit/ui/purchase-head';

const CouponPicker = lazy(() => import('../components/coupon-picker'));
const ResultView = lazy(() => import('../../../kit/ui/purchase-result'));
const PayPassword = lazy(() => import('../../../kit/ui/pay-password').then((m) => ({ default: m.PayPasswordPopup })));
const api = () => import('../api/invest');
const SplitSummary = lazy(() => import('../../../kit/ui/pay-summary'));
const InvestResult = lazy(() => import('../components/invest-result'));
// what the tender binds the investor to: ticked before the password
const DOCS = [{ name: 'INVEST_AGREEMENT', title: '出借咨询与服务协议' }, RISK_DOC];
// the answer says how it was paid; an outcome learned from the records may not
const offline = (v: TenderResult, asked: PayType) => (v.paymentType ?? asked) === 'OFFLINE';

export default function LoanInvest({ data, params, appoint = false }: PageProps<LoanInvestData> & { appoint?: boolean }) {
  const [path, navigate] = useLocation();
  const s = useSession();
  const { loan } = data;
  const r = loan.loanRequest;
  const SLOT = `tender:${loan.id}`;
  const [fund, setFund] = useState(data.fund);
  const [amount, setAmount] = useState('');
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [useBalance, setUseBalance] = useState(true);
  const [payType, setPayType] = useState<PayType>(appoint ? 'OFFLINE' : 'ONLINE');
  const [consent, setConsent] = useState(false);
  const [err, setErr] = useState('');
  const [sheet, setSheet] = useState<'coupon' | 'password' | null>(null);
  const [payAs, setPayAs] = useState<PayType>(payType);
  const gate = useGate(loan, data.survey, s);
  const v = verbOf(r.productKey);

  const fen = parseAmountInput(amount.replace(/[,，\s]/g, ''));
  const rule = {
    balanceFen: toFen(loan.balance),
    minFen: toFen(r.investRule?.minAmount ?? 100),
    stepFen: toFen(r.investRule?.stepAmount ?? 1),
    maxFen: toFen(r.investRule?.maxAmount ?? 0),
  };
  // an offline order is paid by transfer whole: the server takes nothing from the balance for it.
  // One split for the form's figures, the password sheet's summary and the result.
  const splitAs = (as: PayType) =>
    paySplit({
      amountFen: fen ?? 0,
      couponFen: cashFen(coupon?.couponPackage),
      availableFen: toFen(fund.availableAmount),
      useBalance: useBalance && as === 'ONLINE',
    });
  const split = splitAs(payType);
  const plan = { fromBalanceFen: split.fromBalanceFen, toPayFen: split.fromCardFen };
  const card = s.fundAccounts.find((c) => c.defaultAccount)?.account;
  const agreement = useConsent(DOCS, s.user?.id);
  const [n, unit] = durationParts(loan.duration);
  const term = { loanId: loan.id, totalMonths: loan.duration.totalMonths, totalDays: loan.duration.totalDays };

  // a coupon that no longer fits the amount is dropped rather than silently kept
  useEffect(() => {
    if (coupon && fen != null && !couponFits(fen, couponBounds(coupon.couponPackage))) setCoupon(null);
  }, [fen, coupon]);

  const { slot, unknown, result, clearResult, recheck } = useInvestOutcome<TenderResult>(SLOT, v, { setFund, setErr, sheetUp: sheet === 'password' });
  // a tender an earlier page left unsettled is asked about as the screen opens (never sent)
  const settling = useSettleOnOpen(SLOT, (intent) => import('../moves').then((m) => m.tenderSettle(intent, loan.id)));
  const busy = slot.busy || settling;

  // 全部: the most the balance (with a chosen cash coupon) can lend under the rule, or why none;
  // an offline transfer pays the whole order, so there only the rule caps it
  const fillAll = () => {
    const bounds = coupon && { ...couponBounds(coupon.couponPackage), cashFen: cashFen(coupon.couponPackage) };
    const all = allAmount(rule, payType === 'OFFLINE' ? 1e15 : toFen(fund.availableAmount), bounds, v);
    if ('short' in all) return setErr(all.short);
    setAmount(formatFen(all.fen, { group: false }).replace(/\.00$/, ''));
    setErr('');
  };

  const fittingCoupon = async () => {
    if (!r.useCoupon || coupon) return false;
    const list = await api()
      .then((m) => m.listCoupons(term, formatFen(fen ?? 0, { group: false })))
      .catch(() => []);
    return list.some((c) => !c.disabled && couponFits(fen, couponBounds(c.couponPackage)));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void go();
  };
  const go = async () => {
    if (busy || sheet) return;
    const bad = checkInvestAmount(fen, rule, coupon ? couponBounds(coupon.couponPackage) : null, v);
    if (bad) return setErr(bad);
    if (payType === 'OFFLINE' && !consent) return setErr('请先阅读并勾选线下转账须知');
    // the agreements ticked, and before a first investment the risk notice acknowledged (which goes on by itself)
    const held = agreement.check(() => void go());
    if (held !== null) return setErr(held);
    setErr('');
    const step = await beforePassword({ payType, toPayFen: plan.toPayFen, unusedCoupon: await fittingCoupon(), certType: s.user?.certType, card, consent });
    if (step === 'stop') return;
    if (step === 'offline-consent') return (setPayType('OFFLINE'), setErr('已改为线下转账：请先阅读并勾选线下转账须知，再点击确认'));
    if (step === 'pick-coupon') return setSheet('coupon');
    if (step === 'recharge') return navigate(`/dashboard/recharge?next=${encodeURIComponent(path)}`);
    if (!(await clientIpNow())) return setErr(NO_CLIENT_IP);
    setPayAs(step);
    setSheet('password');
  };

  // what paid for this tender, as it was when it went (the balance changes with the outcome)
  const paidWith = useRef<{ fen: number; coupon: string | null; fromBalanceFen: number; toPayFen: number } | null>(null);
  const pay = async (pw: string) => {
    const paid = splitAs(payAs);
    paidWith.current = {
      fen: fen ?? 0,
      coupon: coupon ? couponLabel(coupon.couponPackage) : null,
      fromBalanceFen: paid.fromBalanceFen,
      toPayFen: paid.fromCardFen,
    };
    const [{ tenderMove }, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
    const o = await moveMoney(
      SLOT,
      tenderMove(
        {
          userId: s.user?.id ?? '',
          clientIp: await clientIpNow(),
          loanId: loan.id,
          amount: formatFen(fen ?? 0, { group: false }),
          placementId: coupon?.id,
          paymentPassword: pw,
          isUseBalance: useBalance,
          isCycleProduct: !!r.cycleProduct,
          paymentType: payAs,
        },
        payAs === 'ONLINE' && plan.toPayFen > 0,
      ),
    );
    const no = passwordRefusal(o);
    if (no) return no;
    setSheet(null);
  };

  if (gate)
    return <GateView gate={gate} loanId={params.id!} back={path} survey={data.survey} riskRank={r.riskRank} opening={openingOf(s, data.survey)} verb={v} />;
  if (result) {
    const paid = paidWith.current;
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
  return (
    <form className="inv" onSubmit={submit} noValidate>
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
          <button type="button" className="inv-all" onClick={fillAll}>
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
                split={splitAs(payAs)}
                words={{
                  verb: v,
                  coupon: coupon ? couponLabel(coupon.couponPackage) : null,
                  card: payAs === 'OFFLINE' ? undefined : cardText(card),
                  offline: payAs === 'OFFLINE',
                }}
              />
            }
            onSubmit={pay}
            onClose={() => setSheet(null)}
            forgotHref="/dashboard/payment/password?mode=reset"
          />
        )}
      </Suspense>
    </form>
  );
}
