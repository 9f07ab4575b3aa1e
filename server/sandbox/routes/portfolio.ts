/**
 * The investor's holdings (SPEC §7 "Loans, claims, investments"): one investment with its loan
 * and repayments, its contract, the redemption of a cycle product, and the offlineData calls
 * (offline investments, fund-product holdings with their net values and records).
 * Everything here is the owner's: another user's id answers NOT_FOUND, as if it did not exist.
 */
import type { FrfInvest, Investment, Loan, OfflineInvest, User } from '../model';
import { bare, fail, ok, page, yuan, type Reply } from '../reply';
import { cycleEnd } from '../seed/investments';
import { stableId } from '../seed/rng';
import { scheduleForLoan, toFen } from '../seed/schedule';
import { DAY, dateCN, startOfDayCN } from '../seed/time';
import type { SandboxState } from '../state';
import type { Register } from './index';
import { investView } from './invest-kit';
import { listParam, numParam } from './loans';
import type { C } from './payment-kit';

/** SPEC §4: the contract exists once the loan has settled. */
export const CONTRACT_STATUSES: ReadonlySet<string> = new Set(['SETTLED', 'CLEARED', 'OVERDUE', 'BREACH']);

export interface RedeemWindow {
  /** 1-based cycle the clock is in */
  cycle: number;
  periods: number;
  /** start of the cycle: redemption may be asked from here */
  opens: number;
  /** midnight starting T−15 (T: the cycle's end), the last day a redemption may be asked */
  lastDay: number;
  /** exclusive: the end of the last day */
  closesAt: number;
  cycleEnd: number;
}

/**
 * The cycle a cycle product is in at `now` and its redemption window (SPEC §9: redemption at
 * T minus 15 days, `dueDateSubEndRansomDays`). Null for other loans and once the last cycle
 * has ended.
 */
export function redeemWindow(loan: Loan, now: number): RedeemWindow | null {
  const periods = loan.loanRequest.cyclePeriods ?? 0;
  const start = loan.valueDate;
  if (!loan.loanRequest.cycleProduct || periods < 1 || start === undefined) return null;
  for (let k = 1; k <= periods; k++) {
    const end = cycleEnd(loan, k);
    if (end <= now) continue;
    const lastDay = startOfDayCN(end) - (loan.dueDateSubEndRansomDays ?? 15) * DAY;
    return { cycle: k, periods, opens: k === 1 ? start : cycleEnd(loan, k - 1), lastDay, closesAt: lastDay + DAY, cycleEnd: end };
  }
  return null;
}

/** Whether `w` lets a redemption be asked at `now`: inside the window, and not in the last cycle (that one simply matures). */
export const windowOpen = (w: RedeemWindow | null, now: number): boolean =>
  !!w && w.cycle < w.periods && now >= w.opens && now < w.closesAt;

// Client order ids of redemptions already made, per state (so /__sandbox/reset forgets them).
const orders = new WeakMap<SandboxState, Map<string, string>>();
const ordersOf = (s: SandboxState) => {
  let m = orders.get(s);
  if (!m) orders.set(s, (m = new Map()));
  return m;
};

const own = (c: C, id: string | undefined): Investment | undefined =>
  id ? c.state.investments.find((i) => i.id === id && i.userId === c.userId) : undefined;

const loanOf = (s: SandboxState, i: Investment) => s.loans.find((l) => l.id === i.loanId);

/**
 * The loan inside an invest/list row, as the family embeds it: only what the old H5's
 * map_invest_summary reads (invest.ctrl.coffee:170-190: loan.serverDate, loan.loanRequest.
 * valueDate / dueDate / cycleProduct). Everything else of the loan is GET loan/{id}'s.
 */
function loanBrief(l: Loan, now: number) {
  const { cycleProduct, productKey } = l.loanRequest;
  return {
    id: l.id, serverDate: now,
    loanRequest: { id: stableId('loan-request', l.id), productKey, cycleProduct, valueDate: l.valueDate ?? l.loanRequest.valueDate ?? null, dueDate: l.dueDate ?? l.loanRequest.dueDate ?? null },
  };
}

/**
 * An investment as invest/list sends it, its loan's brief inside (map_invest_summary reads
 * item.loan), with the figures the family's rows carry (the PC list, fixed.js, reads endDate,
 * canRedeem, canBeAssign and the interest and principal received and still due), in yuan.
 */
export const investmentView = (s: SandboxState, i: Investment, now: number) => {
  const loan = loanOf(s, i);
  const sum = (paid: boolean, k: 'amountInterest' | 'amountPrincipal') =>
    yuan(i.repayments.filter((r) => (r.status === 'REPAYED') === paid).reduce((t, r) => t + toFen(r.repayment[k]), 0));
  const undue = i.repayments.some((r) => r.status === 'UNDUE');
  const cycle = !!loan?.loanRequest.cycleProduct;
  return {
    ...investView(s, i),
    creditAssignId: i.creditAssignId ?? null,
    endDate: i.repayments.at(-1)?.repayment.dueDate ?? loan?.dueDate ?? loan?.loanRequest.dueDate ?? null,
    canRedeem: cycle && i.status === 'SETTLED' && !!loan && windowOpen(redeemWindow(loan, now), now),
    canBeAssign: !cycle && i.status === 'SETTLED' && i.paymentType === 'ONLINE' && undue,
    expectedInterest: yuan(i.repayments.reduce((t, r) => t + toFen(r.repayment.amountInterest), 0)),
    dueInInterest: sum(false, 'amountInterest'),
    dueInPrincipal: sum(false, 'amountPrincipal'),
    inInterest: sum(true, 'amountInterest'),
    inPrincipal: sum(true, 'amountPrincipal'),
    loan: loan ? loanBrief(loan, now) : null,
  };
};

// The family's loan/invest/{id}/repayments: a bare array, each period wrapped twice
// ({repayment:{status, repayment:{…}}}: cccRepayments.js:105-125, X repayment.ctrl.coffee:25-34).
const repaymentsView = (i: Investment) => i.repayments.map(({ status, repayment }) => ({ repayment: { status, repayment } }));

const STARTED = new Set(['SETTLED', 'OVERDUE', 'BREACH', 'CLEARED', 'REDEEMING', 'REDEEMED', 'OPEN', 'FINISHED']);

/**
 * investDynamic: the investment's money movements, oldest first (invest-detail.ctrl.coffee:56-85
 * reads a bare `{results}` of timeRecorded, type, operation, amount): an online tender is frozen
 * when made and paid out on the loan's value date (a FAILED loan releases it instead); an
 * investment made after the value date was a claim bought (paid at once); then every repayment
 * received.
 */
function movementsOf(s: SandboxState, i: Investment, now: number) {
  const loan = loanOf(s, i);
  const valueDate = loan?.valueDate;
  const out: { timeRecorded: number; type: string; operation: string; amount: number }[] = [];
  if (valueDate !== undefined && i.submitTime > valueDate) {
    out.push({ timeRecorded: i.submitTime, type: 'CREDIT_ASSIGN', operation: 'OUT', amount: i.amount });
  } else {
    if (i.paymentType === 'ONLINE') out.push({ timeRecorded: i.submitTime, type: 'INVEST', operation: 'FREEZE', amount: i.amount });
    if (i.status === 'CANCELED') out.push({ timeRecorded: loan?.timeFinished ?? i.submitTime, type: 'INVEST', operation: 'RELEASE', amount: i.amount });
    else if (STARTED.has(i.status) && valueDate !== undefined && valueDate <= now) out.push({ timeRecorded: valueDate, type: 'INVEST', operation: 'OUT', amount: i.amount });
  }
  for (const r of i.repayments) {
    if (r.status === 'REPAYED') out.push({ timeRecorded: r.repayDate ?? r.repayment.dueDate, type: 'INVEST_REPAY', operation: 'IN', amount: r.repayment.amount });
  }
  return out.sort((a, b) => a.timeRecorded - b.timeRecorded);
}

/** A page number from 1 and a size in 1–100 (`size`, or `pageSize` as other calls name it). */
function paging(q: URLSearchParams) {
  const pageNo = Math.max(1, Math.floor(numParam(q, 'page', 1)));
  const size = Math.min(100, Math.max(1, Math.floor(numParam(q, 'size', numParam(q, 'pageSize', 10)))));
  return { pageNo, size };
}

// the names the backend sends (the old H5's offline row reads productName, investAmount, revenue)
const offlineView = ({ userId: _u, productTitle, amount, expectedInterest, ...rest }: OfflineInvest) =>
  ({ ...rest, productName: productTitle, investAmount: amount, revenue: expectedInterest });
const frfView = ({ userId: _u, ...rest }: FrfInvest) => rest;

// A document, not data: sent as it is with its own type.
const html = (body: string): Reply => ({ ...bare(body), type: 'text/html; charset=utf-8' });

const esc = (v: unknown) => String(v).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const money = (yuan: number) => (toFen(yuan) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const METHOD_WORDS: Record<string, string> = { MonthlyInterest: '按月付息，到期还本', EqualInstallment: '等额本息', BulletRepayment: '到期还本付息' };
const termOf = (l: Loan) => (l.duration.totalMonths ? `${l.duration.totalMonths}个月` : `${l.duration.totalDays}天`);

/** The loan agreement as the lender's copy: parties, terms and the lender's schedule. */
function contractHtml(inv: Investment, loan: Loan, lender: User, borrower: string): string {
  const rows = inv.repayments
    .map(({ repayment: r }) => `<tr><td>${r.period}</td><td>${dateCN(r.dueDate)}</td><td>${money(r.amountPrincipal)}</td><td>${money(r.amountInterest)}</td><td>${money(r.amount)}</td></tr>`)
    .join('');
  const facts: [string, string][] = [
    ['协议编号', `JK${inv.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`],
    ['出借人', `${lender.name}（身份证号 ${lender.idNumber.slice(0, 4)}**********${lender.idNumber.slice(-4)}）`],
    ['借款人', borrower],
    ['项目名称', loan.title],
    ['出借金额', `人民币 ${money(inv.amount)} 元`],
    ['年化利率', `${(inv.rate / 100).toFixed(2)}%`],
    ['借款期限', termOf(loan)],
    ['还款方式', METHOD_WORDS[loan.method] ?? loan.method],
    ['起息日', loan.valueDate ? dateCN(loan.valueDate) : '--'],
    ['到期日', loan.dueDate ? dateCN(loan.dueDate) : '--'],
  ];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>借款协议 - ${esc(loan.title)}</title><style>body{margin:0;padding:1rem;font:1rem/1.6 sans-serif;color:#222}h1{font-size:1.25rem;text-align:center}
table{width:100%;border-collapse:collapse;font-size:.875rem}td,th{border:1px solid #ccc;padding:.375rem;text-align:right}th:first-child,td:first-child{text-align:center}
dl div{display:flex;gap:1rem;padding:.25rem 0;border-bottom:1px solid #eee}dt{flex:0 0 5em;color:#666}dd{margin:0}</style></head><body>
<h1>借款协议</h1><dl>${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>
<p>出借人通过平台向借款人出借资金，借款人按本协议约定的期限和方式归还本金并支付利息。本协议自出借资金划付至借款人账户之日起生效。</p>
<h2>回款计划</h2><table><thead><tr><th>期数</th><th>应还日期</th><th>本金（元）</th><th>利息（元）</th><th>合计（元）</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>`;
}

/**
 * Redemption asks for the money back at the end of the current cycle: SETTLED → REDEEMING,
 * the schedule ends with that cycle (principal then), and the interest of the later cycles
 * leaves what the investor is due. Every refusal happens before anything changes.
 */
function redeem(c: C): Reply {
  const f = c.form;
  const now = c.now();
  const key = f.clientOrderId?.trim() || undefined;
  const keys = ordersOf(c.state);
  const done = key ? keys.get(`${c.userId}:${key}`) : undefined;
  if (done) return fail('DUPLICATE_ORDER', 409, { investId: done });
  const inv = own(c, f.investId);
  const loan = inv && loanOf(c.state, inv);
  if (!inv || !loan) return fail('NOT_FOUND', 404);
  if (!loan.loanRequest.cycleProduct) return fail('REDEEM_NOT_CYCLE');
  if (inv.status === 'REDEEMING' || inv.status === 'REDEEMED') return fail('REDEEM_ALREADY');
  if (inv.status !== 'SETTLED') return fail('REDEEM_NOT_ALLOWED');
  const w = redeemWindow(loan, now);
  if (!w || !windowOpen(w, now)) return fail('REDEEM_CLOSED', 400, w ? { opens: w.opens, lastDay: w.lastDay } : null);
  if ((f.currentPeriod ?? '').trim() !== String(w.cycle)) return fail('REDEEM_PERIOD_CHANGED', 400, { currentPeriod: w.cycle });

  const months = (loan.duration.totalMonths / w.periods) * w.cycle;
  const undueInterest = (i: Investment) =>
    i.repayments.filter((r) => r.status === 'UNDUE').reduce((s, r) => s + toFen(r.repayment.amountInterest), 0);
  const before = undueInterest(inv);
  const old = inv.repayments;
  inv.repayments = scheduleForLoan(loan, inv.amount, months).map((repayment, n) =>
    old[n]?.status === 'REPAYED' ? { ...old[n]!, repayment } : { status: 'UNDUE', repayment },
  );
  Object.assign(inv, { status: 'REDEEMING', redeemTime: w.cycleEnd });
  const fund = c.state.userFunds[inv.userId];
  if (fund) {
    const forgone = before - undueInterest(inv);
    fund.outstandingInterest -= forgone;
    fund.dueInAmount -= forgone;
  }
  if (key) keys.set(`${c.userId}:${key}`, inv.id);
  // the family reads only success (redeem.ctrl.coffee:23-54; fixed.js:400-415): no data
  return ok(null);
}

export const registerPortfolio: Register = (r) => {
  // Bare { results } of the investment's money movements (not the investment: see movementsOf).
  r.getAuth('/api/v2/user/MYSELF/investDynamic/:investId', (c) => {
    const inv = own(c, c.params.investId);
    return inv ? bare({ results: movementsOf(c.state, inv, c.now()) }) : fail('NOT_FOUND', 404);
  });

  // SPEC lists it; no public source shows it. Bare, as GET loan/{id} is; the loan in the path must be the investment's.
  r.getAuth('/api/v2/loan/:loanId/invest/:investId', (c) => {
    const inv = own(c, c.params.investId);
    if (!inv || inv.loanId !== c.params.loanId) return fail('NOT_FOUND', 404);
    return bare(investmentView(c.state, inv, c.now()));
  });

  // A bare array, each period wrapped twice; the owner's only.
  r.getAuth('/api/v2/loan/invest/:id/repayments', (c) => {
    const inv = own(c, c.params.id);
    return inv ? bare(repaymentsView(inv)) : fail('NOT_FOUND', 404);
  });

  // An HTML page the link opens (the session cookie goes with it); before settlement there is none.
  r.getAuth('/api/v2/user/MYSELF/invest/:id/contract', (c) => {
    const inv = own(c, c.params.id);
    const loan = inv && loanOf(c.state, inv);
    if (!inv || !loan) return fail('NOT_FOUND', 404);
    if (!CONTRACT_STATUSES.has(inv.status)) return fail('CONTRACT_NOT_READY', 404);
    const lender = c.state.users.find((u) => u.id === inv.userId)!;
    const corp = c.state.corporations.find((x) => x.id === loan.corporationId);
    return html(contractHtml(inv, loan, lender, corp?.name ?? '借款人'));
  });

  // Form { investId, currentPeriod (the cycle), clientOrderId }: a repeated key moves nothing.
  r.postAuth('/api/v2/invest/redeem', redeem);

  // Enveloped { results, totalSize }; status repeats or is a comma list; page from 1; value date, newest first.
  r.getAuth('/api/v2/offlineData/offline/MYSELF', (c) => {
    const statuses = listParam(c.query, 'status');
    const { pageNo, size } = paging(c.query);
    const mine = c.state.offlineInvests
      .filter((o) => o.userId === c.userId && (!statuses.length || statuses.includes(o.status)))
      .sort((a, b) => b.valueDate - a.valueDate);
    const p = page(mine, pageNo, size);
    return ok({ results: p.results.map(offlineView), totalSize: p.totalSize });
  });

  // Same paging; subscription date, newest first.
  r.getAuth('/api/v2/offlineData/MYSELF/frfInvests', (c) => {
    const statuses = listParam(c.query, 'status');
    const { pageNo, size } = paging(c.query);
    const mine = c.state.frfInvests
      .filter((f) => f.userId === c.userId && (!statuses.length || statuses.includes(f.status)))
      .sort((a, b) => b.subscriptionDate - a.subscriptionDate);
    const p = page(mine, pageNo, size);
    return ok({ results: p.results.map(frfView), totalSize: p.totalSize });
  });

  r.getAuth('/api/v2/offlineData/MYSELF/frfInvest/:id', (c) => {
    const f = c.state.frfInvests.find((x) => x.id === c.params.id && x.userId === c.userId);
    return f ? ok(frfView(f)) : fail('NOT_FOUND', 404);
  });

  // A product's published net values, oldest first; a fund still raising has none yet.
  r.get('/api/v2/offlineData/:productId/netValues', (c) => {
    const id = c.params.productId;
    const values = c.state.fundNetValues.filter((v) => v.productId === id);
    if (!values.length && !c.state.frfInvests.some((f) => f.productId === id)) return fail('NOT_FOUND', 404);
    return ok(values.sort((a, b) => a.date - b.date).map(({ date, netValue, dayIncreaseRate }) => ({ date, netValue, dayIncreaseRate })));
  });

  // The holding's subscriptions, redemptions and dividends, newest first.
  r.getAuth('/api/v2/offlineData/frfInvest/:frfInvestId/records', (c) => {
    const f = c.state.frfInvests.find((x) => x.id === c.params.frfInvestId && x.userId === c.userId);
    if (!f) return fail('NOT_FOUND', 404);
    return ok(c.state.frfRecords.filter((x) => x.frfInvestId === f.id).sort((a, b) => b.time - a.time));
  });
};
