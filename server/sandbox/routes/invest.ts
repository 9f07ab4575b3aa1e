/**
 * Investing in a loan (SPEC §4 "Invest flow", §7 "Loans, claims, investments"): the tender,
 * and the investment list a client reads to learn what a tender whose answer was lost did.
 * Money moves in integer fen; every refusal happens before anything moves.
 */
import { investmentView } from './portfolio';
import type { CouponPlacement, Investment, Loan, User } from '../model';
import { higherLevel, investPoints, levelFor } from '../../../domain/member-levels';
import { stableId } from '../seed/rng';
import { newId } from '../state';
import { bare, fail, ok, page } from '../reply';
import type { Register } from './register';
import { corporationAccount, investFlags, newInvestId, newPaymentNo, versionOf } from './invest-kit';
import { amountRefusal, cardRefusal, couponRefusal, surveyRefusal, type Refusal } from './invest-rules';
import { payPlan, type PayPlan } from '../../../domain/rules/invest-amount';
import { listParam } from './loans';
import { DAY } from '../../../domain/format/dates';
import { defaultCard, fundOf, ledger, me, parseFen, payGate, type C } from './payment-kit';
import { toFen, toYuan } from '../../../domain/format/money';

/** How long an OFFLINE tender waits for its bank transfer. */
export const OFFLINE_WINDOW_MS = DAY;

export const refuse = (r: Refusal) => fail(r.code, 400, r.value, r.type);

type PaymentType = 'ONLINE' | 'OFFLINE';

interface Tender {
  loan: Loan;
  fen: number;
  paymentType: PaymentType;
  placement?: CouponPlacement;
  /** online: the card pays toPayFen; offline: the transfer does */
  plan: PayPlan;
  version?: string;
}

/** Checks in the contract's order; the first refusal wins, or the tender that may go ahead. */
function check(c: C): Tender | ReturnType<typeof fail> {
  const u = me(c);
  const f = c.form;
  const { version, repeated } = versionOf(c);
  if (repeated) return repeated;
  const paymentType = (f.paymentType || 'ONLINE') as PaymentType;
  // a malformed call must not cost a payment-password attempt
  if (paymentType !== 'ONLINE' && paymentType !== 'OFFLINE') return fail('INVALID_PAYMENT_TYPE');

  const pay = payGate(c, f.paymentPassword, u);
  if (pay) return pay;

  const loan = c.state.loans.find((l) => l.id === f.loanId);
  if (!loan) return fail('NOT_FOUND', 404);
  if (loan.status !== 'OPENED' || toFen(loan.balance) <= 0) return fail('BID_NO_BALANCE');
  if (loan.loanRequest.userId === u.id) return fail('SELF_BID_FORBIDDEN');
  const fund = fundOf(c.state, u.id);
  if (loan.loanRequest.productKey === 'NEW' && fund.totalInvest >= 100) return fail('NEWBIE_ONLY');
  const survey = surveyRefusal(
    c.state.surveyFillings.find((s) => s.userId === u.id),
    c.state.surveyGrades,
    loan.loanRequest.riskRank,
  );
  if (survey) return fail(survey);

  const fen = parseFen(f.amount) ?? 0;
  const amountBad = amountRefusal(loan, fen);
  if (amountBad) return refuse(amountBad);

  let placement: CouponPlacement | undefined;
  if (f.placementId) {
    placement = c.state.coupons.find((p) => p.id === f.placementId);
    const bad = couponRefusal(placement, u.id, loan, fen, c.now());
    if (bad) return refuse(bad);
  }
  const cashFen = placement?.couponPackage.type === 'CASH' ? toFen(placement.couponPackage.parValue) : 0;

  if (paymentType === 'OFFLINE') return { loan, fen, paymentType, placement, version, plan: payPlan(fen, 0, false, cashFen) };
  const plan = payPlan(fen, fund.availableAmount, f.isUseBalance === 'true', cashFen);
  if (plan.toPayFen > 0) {
    const bad = cardRefusal(defaultCard(c.state, u.id), plan.toPayFen, investFlags(c.state).channelDown, u.certType);
    if (bad) return refuse(bad);
  }
  return { loan, fen, paymentType, placement, version, plan };
}

/**
 * A paid tender's member effects, by the rules the seeded tenders followed (runtime
 * member-levels): its points and their 积分记录 line, and the level its cumulative lending
 * reaches (never lower than the one held). An offline order earns when it is paid.
 */
function earn(c: C, u: User, inv: Investment, now: number) {
  const points = investPoints(inv.amount, u.memberLevel);
  u.memberLevel = higherLevel(u.memberLevel, levelFor(toYuan(fundOf(c.state, u.id).totalInvest)));
  if (points <= 0) return;
  u.points += points;
  c.state.pointRecords.unshift({
    id: stableId('point', `${u.id}-${newId(c.state)}`),
    userId: u.id,
    type: 'INVEST',
    points,
    description: `出借${inv.loanTitle}`,
    time: now,
  });
}

/** Every effect of an accepted tender; nothing here can refuse. */
function commit(c: C, t: Tender) {
  const u = me(c);
  const now = c.now();
  const { loan, fen, plan, version } = t;
  const online = t.paymentType === 'ONLINE';

  const left = toFen(loan.balance) - fen;
  loan.balance = toYuan(left);
  loan.investPercent = 1 - loan.balance / loan.amount;
  if (left === 0) Object.assign(loan, { status: 'FINISHED', timeFinished: now });

  const inv: Investment = {
    id: newInvestId(c.state),
    userId: u.id,
    loanId: loan.id,
    loanTitle: loan.title,
    status: online ? 'FROZEN' : 'UNPAID',
    amount: toYuan(fen),
    rate: loan.rate,
    ...(loan.addRate ? { addRate: loan.addRate } : {}),
    duration: loan.duration,
    repayMethod: loan.method,
    submitTime: now,
    currentPeriod: 0,
    productKey: loan.loanRequest.productKey,
    paymentType: t.paymentType,
    ...(t.placement ? { placementId: t.placement.id } : {}),
    repayments: [],
    ...(version ? { version } : {}),
    paymentNo: newPaymentNo(c.state, now),
    timeEnd: online ? now : now + OFFLINE_WINDOW_MS,
  };
  c.state.investments.push(inv);
  if (t.placement) Object.assign(t.placement, { status: 'USED', investId: inv.id });

  const fund = fundOf(c.state, u.id);
  fund.totalInvest += fen;
  if (online) earn(c, u, inv, now);
  if (online) {
    // the card's part arrives as a deposit and is spent with the balance's part and the coupon's
    const card = plan.toPayFen > 0 ? defaultCard(c.state, u.id) : undefined;
    if (card) {
      fund.depositAmount += plan.toPayFen;
      card.quotaFen += plan.toPayFen;
      ledger(c, u.id, 'DEPOSIT', plan.toPayFen, 'IN', `快捷支付（${card.account.bankName}）`, 'SUCCESSFUL', card.account.account, version);
    }
    const cashFen = fen - plan.fromBalanceFen - plan.toPayFen;
    if (cashFen > 0) ledger(c, u.id, 'COUPON_CASH', cashFen, 'IN', `${loan.title} 使用${toYuan(cashFen)}元红包`, 'SUCCESSFUL', undefined, version);
    fund.availableAmount -= plan.fromBalanceFen;
    fund.frozenAmount += fen;
    fund.investFrozenAmount += fen;
    ledger(c, u.id, 'INVEST', fen, 'OUT', `出借${loan.title}`, 'SUCCESSFUL', undefined, version);
  }
  return inv;
}

export const registerInvest: Register = (r) => {
  r.postAuth('/api/v2/invest/tender/MYSELF', (c) => {
    const t = check(c);
    if (!('loan' in t)) return t;
    const inv = commit(c, t);
    // The family proves a tender by success:true alone (loan-invest.ctrl.coffee:234); the sibling's
    // data is {userShare, tenderResult} (X loan-invest.ctrl.coffee:374-382; no share coupon here).
    // An offline order adds where to transfer to (SPEC §3 "also the offline order shape").
    return ok({
      userShare: null,
      tenderResult: 'SUCCESS',
      ...(inv.paymentType === 'OFFLINE' ? { ...corporationAccount(c.state, t.loan), paymentNo: inv.paymentNo, timeEnd: inv.timeEnd } : {}),
    });
  });

  // Bare { results, totalSize }, newest first; page counts from 1; status repeats or is a comma list.
  r.getAuth('/api/v2/user/MYSELF/invest/list/:page/:pageSize', (c) => {
    const statuses = listParam(c.query, 'status');
    const pageNo = Math.max(1, Math.floor(Number(c.params.page)) || 1);
    const size = Math.min(100, Math.max(1, Math.floor(Number(c.params.pageSize)) || 10));
    // reversed first: the sort is stable, so of two made in the same instant the later comes first
    const mine = c.state.investments
      .filter((i) => i.userId === c.userId && (!statuses.length || statuses.includes(i.status)))
      .reverse()
      .sort((a, b) => b.submitTime - a.submitTime);
    const p = page(mine, pageNo, size);
    // the page under `result`, beside a map of the loans' dates by loan id (invest.ctrl.coffee reads
    // { dates, result }; fixed.js:132-169 reads dates[loanId].timeOpen and .loanRequest.valueDate / dueDate)
    const dates: Record<string, { timeOpen: number; loanRequest: { valueDate: number | null; dueDate: number | null } }> = {};
    for (const i of p.results) {
      const l = c.state.loans.find((x) => x.id === i.loanId);
      if (l)
        dates[l.id] = {
          timeOpen: l.timeOpen,
          loanRequest: { valueDate: l.valueDate ?? l.loanRequest.valueDate ?? null, dueDate: l.dueDate ?? l.loanRequest.dueDate ?? null },
        };
    }
    return bare({ dates, result: { results: p.results.map((i) => investmentView(c.state, i, c.now())), totalSize: p.totalSize } });
  });
};
