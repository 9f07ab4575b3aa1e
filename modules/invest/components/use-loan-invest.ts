// The tender screen's state, figures and calls (pages/loan-invest.tsx is this hook plus its
// view): the amount, coupon, balance and pay method as chosen, the split they make, and the
// steps from the tap to the password sheet and the move.
import { clientIpNow, NO_CLIENT_IP } from '../../../runtime/session/client-ip';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { formatFen, parseAmountInput, toFen } from '../../../domain/format/money';
import { verbOf } from '../../../domain/format/glossary';
import { useInvestOutcome } from '../../../kit/money/use-invest-outcome';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { useSettleOnOpen } from '../../../kit/money/use-money';
import type { Coupon, LoanInvestData, TenderResult } from '../api/invest';
import { cashFen, couponBounds, couponLabel } from '../rules/coupon-text';
import { checkInvestAmount, couponFits } from '../rules/invest';
import { paySplit } from '../../../domain/pay-split';
import { RISK_DOC, useConsent } from '../../../kit/ui/consent';
import { allAmount } from '../rules/all-amount';
import { beforePassword, type PayType } from '../rules/pay-steps';
import { useGate } from './gate';

const api = () => import('../api/invest');
// what the tender binds the investor to: ticked before the password
const DOCS = [{ name: 'INVEST_AGREEMENT', title: '出借咨询与服务协议' }, RISK_DOC];

/** What paid for a tender, as it was when it went. */
export interface PaidWith {
  fen: number;
  coupon: string | null;
  fromBalanceFen: number;
  toPayFen: number;
}

/** The screen's state and the figures it makes from it, with the money slot's outcome. */
function useTenderState(data: LoanInvestData, appoint: boolean) {
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
  const term = { loanId: loan.id, totalMonths: loan.duration.totalMonths, totalDays: loan.duration.totalDays };

  // a coupon that no longer fits the amount is dropped rather than silently kept
  useEffect(() => {
    if (coupon && fen != null && !couponFits(fen, couponBounds(coupon.couponPackage))) setCoupon(null);
  }, [fen, coupon]);

  const outcome = useInvestOutcome<TenderResult>(SLOT, v, { setFund, setErr, sheetUp: sheet === 'password' });
  // a tender an earlier page left unsettled is asked about as the screen opens (never sent)
  const settling = useSettleOnOpen(SLOT, (intent) => import('../moves').then((m) => m.tenderSettle(intent, loan.id)));
  const busy = outcome.slot.busy || settling;

  const chosen = { amount, setAmount, coupon, setCoupon, useBalance, setUseBalance, payType, setPayType, consent, setConsent, payAs, setPayAs };
  const figures = { v, fen, rule, splitAs, split, plan, card, agreement, term };
  return { s, loan, r, SLOT, fund, setFund, err, setErr, sheet, setSheet, gate, ...chosen, ...figures, ...outcome, settling, busy };
}

type TenderState = ReturnType<typeof useTenderState>;
type Navigate = ReturnType<typeof useLocation>[1];

/** 全部, the steps from the tap to the password sheet, and the move the password sends. */
function tenderSteps(t: TenderState, path: string, navigate: Navigate, paidWith: RefObject<PaidWith | null>) {
  const { s, loan, r, SLOT, fund, coupon, fen, rule, payType, v, busy, sheet, consent, agreement, plan, card, payAs } = t;
  const { setErr, setAmount, setPayType, setSheet, setPayAs } = t;

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
      .then((m) => m.listCoupons(t.term, formatFen(fen ?? 0, { group: false })))
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

  const pay = async (pw: string) => {
    const paid = t.splitAs(payAs);
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
          isUseBalance: t.useBalance,
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

  return { fillAll, submit, pay };
}

/** The tender screen: its state and figures, the gate, the outcome, and what the form's taps do. */
export function useLoanInvest(data: LoanInvestData, appoint: boolean) {
  const [path, navigate] = useLocation();
  const t = useTenderState(data, appoint);
  // what paid for this tender, as it was when it went (the balance changes with the outcome)
  const paidWith = useRef<PaidWith | null>(null);
  return { ...t, path, paidWith, ...tenderSteps(t, path, navigate, paidWith) };
}

export type LoanInvestState = ReturnType<typeof useLoanInvest>;
