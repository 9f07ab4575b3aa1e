/**
 * The seller's side of claim transfers (SPEC §4 "A claim transfer can be cancelled by its
 * seller", §5/§9 price within 95%–105% of the valuation, §7). Paths of the two preparation
 * steps follow the backend family's H5 (`creditassign/prepareAssign/step1|step2`, standard
 * envelope); the seller's list is bare `{ results, totalSize }` like the other creditassign lists.
 *
 * - Valuation: principal still due + the running period's interest accrued by whole Shanghai
 *   days since the last repayment (so it holds still within a day), fen, floored.
 * - maxTimeOut: min(72, whole hours until the next repayment); none within 24 hours of it.
 * - Fee: 0.1% of the price (the family's H5 used the same rate), rounded to the fen; charged
 *   when the claim sells. Step 2 answers the RATE (0.001), as the family does: both front ends
 *   compute the fee as price × creditAssignFee (fixed.js:347-351, assignment.tmpl.html:95-127).
 * - Rates: the model keeps creditDealRate in hundredths of a percent (10000 = at valuation);
 *   the answers send it, and step 2's creditAssignRate, as a fraction (1 = at valuation), as the
 *   family's lists read it (×100 for a percent: assign.js:136).
 * - createNew answers success with no data: the family reads nothing else (fixed.js:355-370).
 * - Cancel: only while OPEN with nothing sold yet (a partly sold claim has buyers holding
 *   part of the repayments); the claim is kept as CANCELED, as the backend family shows it,
 *   and the investment is SETTLED again. Answered at SPEC's path and at the path the family's
 *   front ends and auth layer use (POST creditassign/cancel/{id}: account.js:238-248, oauth2
 *   creditassign.js:13), with a bare `true` (assign.js:409-423 reads the body as a boolean).
 */
import type { CreditAssign, Investment } from '../model';
import { bare, fail, ok, page } from '../reply';
import { stableId } from '../seed/rng';
import { DAY, HOUR, daysBetween } from '../../../domain/format/dates';
import { newId, type SandboxState } from '../state';
import type { Register } from './register';
import { creditBalanceFen } from './claims-kit';
import { listParam, numParam } from './loans';
import { parseFen, type C } from './payment-kit';
import { toFen, toYuan } from '../../../domain/format/money';
import { FEE_FRACTION, TITLE_MAX, dealRate, feeFen as feeAt, priceRange } from '../../../domain/rules/claim-transfer';

// the fee's rate is the runtime's, which the 债权转让协议 seeded in the CMS states too
export { FEE_FRACTION };
export const MAX_TIMEOUT_HOURS = 72;
/** No transfer opens this close to the next repayment: it could not sell before the money moves. */
export const MIN_HOURS_TO_REPAYMENT = 24;

/** The fee the seller pays on `priceFen` at the sandbox's rate, as the screen quotes it. */
export const feeFen = (priceFen: number) => feeAt(priceFen, FEE_FRACTION);

interface Valuation {
  principal: number;
  accrued: number;
  /** fen: principal + accrued */
  value: number;
  next: number;
  /** what a buyer receives: every repayment still due */
  flows: { days: number; fen: number }[];
  future: number;
}

/** The investment's value at `now`, or null when nothing is left to transfer. */
export function valuationOf(s: SandboxState, inv: Investment, now: number): Valuation | null {
  const left = inv.repayments.filter((r) => r.status === 'UNDUE').map((r) => r.repayment);
  const next = left[0];
  if (!next) return null;
  const paid = inv.repayments.filter((r) => r.status === 'REPAYED').at(-1)?.repayment.dueDate;
  const prev = paid ?? s.loans.find((l) => l.id === inv.loanId)?.valueDate ?? inv.submitTime;
  const days = Math.max(1, daysBetween(prev, next.dueDate));
  const elapsed = Math.min(days, Math.max(0, daysBetween(prev, now)));
  const principal = left.reduce((t, r) => t + toFen(r.amountPrincipal), 0);
  const accrued = Math.floor((toFen(next.amountInterest) * elapsed) / days);
  const flows = left.map((r) => ({ days: (r.dueDate - now) / DAY, fen: toFen(r.amount) }));
  return { principal, accrued, value: principal + accrued, next: next.dueDate, flows, future: flows.reduce((t, f) => t + f.fen, 0) };
}

/** The buyer's simple annual yield r with price = Σ flow / (1 + r·days/365), as a 4-decimal fraction. */
export function yieldOf(priceFen: number, flows: Valuation['flows']): number {
  const pv = (r: number) => flows.reduce((t, f) => t + f.fen / (1 + (r * f.days) / 365), 0);
  let [lo, hi] = [-0.5, 5];
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > priceFen) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 10000) / 10000;
}

/** Hundredths of a percent of the valuation (10000 = at valuation). */
const rateOf = (priceFen: number, valueFen: number) => Math.round((priceFen * 10000) / valueFen);

/** The model's hundredths of a percent as the fraction the family sends (9950 → 0.995). */
export const rateFraction = (hundredths: number) => hundredths / 10000;

type Checked = { inv: Investment; v: Valuation; maxTimeOut: number } | ReturnType<typeof fail>;

/** Whether the caller may transfer investment `id` now; the family's refusal codes otherwise. */
function transferable(c: C, id: string | undefined): Checked {
  const inv = c.state.investments.find((i) => i.id === id);
  if (!inv) return fail('INVEST_NOT_FOUND', 404);
  if (inv.userId !== c.userId) return fail('ILLEGAL_INVEST_USER', 403);
  if (inv.status === 'OPEN') return fail('REPEATED_ASSIGN_REQUEST', 400, inv.creditAssignId ?? null);
  if (inv.status !== 'SETTLED' || inv.paymentType !== 'ONLINE') return fail('ILLEGAL_INVEST', 400, inv.status);
  const now = c.now();
  const v = valuationOf(c.state, inv, now);
  if (!v || v.principal <= 0) return fail('INSUFFICIENT');
  const hours = Math.floor((v.next - now) / HOUR);
  if (hours < MIN_HOURS_TO_REPAYMENT) return fail('NEXT_REPAY_DATE_LIMIT');
  return { inv, v, maxTimeOut: Math.min(MAX_TIMEOUT_HOURS, hours) };
}

/**
 * The seller's view of a claim: the lists' fields plus the investment it came from, and that
 * investment's amount (originalInvestAmount: read by both front ends, assignment.ctrl.coffee:57-102).
 */
function sellerView(s: SandboxState, a: CreditAssign, now: number) {
  const { invests, ...rest } = a;
  const inv = s.investments.find((i) => i.id === a.investId);
  return {
    ...rest,
    creditDealRate: rateFraction(a.creditDealRate),
    creditBalance: toYuan(creditBalanceFen(a)),
    remainPeriod: Math.max(0, daysBetween(now, a.dueDate)),
    investCount: invests.length,
    originalInvestAmount: inv?.amount ?? a.creditAmount,
  };
}

function create(c: C) {
  const t = transferable(c, c.params.investId);
  if (!('inv' in t)) return t;
  const { inv, v, maxTimeOut } = t;
  const title = (c.form.creditAssignTitle ?? '').trim();
  if (!title || [...title].length > TITLE_MAX) return fail('INVALID_ASSIGN_TITLE', 400, TITLE_MAX);
  const price = parseFen(c.form.creditDealAmount);
  if (!price) return fail('INVALID_PARAMS', 400, null, 'creditDealAmount');
  const range = priceRange(v.value);
  if (price < range.min || price > range.max) return fail('EXCEED_DISCOUNT_LIMIT', 400, { min: toYuan(range.min), max: toYuan(range.max) });

  const now = c.now();
  const loan = c.state.loans.find((l) => l.id === inv.loanId);
  const dueDate = loan?.dueDate ?? inv.repayments.at(-1)!.repayment.dueDate;
  const actualRate = yieldOf(price, v.flows);
  // the client's creditDealRate came from step 2, perhaps a moment ago: the price decides
  const a: CreditAssign = {
    id: stableId('claim-live', newId(c.state)),
    title,
    status: 'OPEN',
    investId: inv.id,
    loanId: inv.loanId,
    userId: inv.userId,
    creditAmount: toYuan(v.principal),
    creditDealAmount: toYuan(price),
    creditDealRate: rateOf(price, v.value),
    actualRate,
    balance: toYuan(price),
    remainPeriod: Math.max(0, daysBetween(now, dueDate)),
    timeOpen: now,
    timeOut: maxTimeOut,
    dueDate,
    repaymentMethod: inv.repayMethod,
    bidValuation: toYuan(v.value),
    invests: [],
  };
  c.state.creditAssigns.push(a);
  Object.assign(inv, {
    status: 'OPEN',
    creditAssignId: a.id,
    assignTimeOpen: now,
    assignActualRate: actualRate,
    assignExpectedInterest: toYuan(v.future - price),
    assignDealAmount: a.creditDealAmount,
  });
  return ok(null);
}

function cancel(c: C) {
  if (c.params.userId !== undefined && c.params.userId !== 'MYSELF' && c.params.userId !== c.userId) return fail('CREDIT_ASSIGN_NOT_OWNER', 403);
  const a = c.state.creditAssigns.find((x) => x.id === c.params.id);
  if (!a) return fail('NOT_FOUND', 404);
  if (a.userId !== c.userId) return fail('CREDIT_ASSIGN_NOT_OWNER', 403);
  if (a.status !== 'OPEN') return fail('CREDIT_ASSIGN_NOT_OPEN', 400, a.status);
  if (a.invests.length || toFen(a.balance) < toFen(a.creditDealAmount)) return fail('CREDIT_ASSIGN_SOLD');
  a.status = 'CANCELED';
  a.balance = 0;
  const inv = c.state.investments.find((i) => i.id === a.investId);
  if (inv) {
    inv.status = 'SETTLED';
    for (const k of ['creditAssignId', 'assignTimeOpen', 'assignActualRate', 'assignExpectedInterest', 'assignDealAmount'] as const) delete inv[k];
  }
  return bare(true);
}

export const registerClaimsTransfer: Register = (r) => {
  r.getAuth('/api/v2/creditassign/prepareAssign/step1', (c) => {
    const t = transferable(c, c.query.get('investId') ?? undefined);
    return 'inv' in t ? ok({ bidValuation: toYuan(t.v.value), maxTimeOut: t.maxTimeOut }) : t;
  });

  // Figures for a price being typed; any positive price is answered, the range is create's to enforce.
  r.getAuth('/api/v2/creditassign/prepareAssign/step2', (c) => {
    const t = transferable(c, c.query.get('investId') ?? undefined);
    if (!('inv' in t)) return t;
    const price = parseFen(c.query.get('creditAssignAmount') ?? '');
    if (!price) return fail('INVALID_PARAMS', 400, null, 'creditAssignAmount');
    return ok({ creditAssignRate: dealRate(price, t.v.value), assigneeYieldRate: yieldOf(price, t.v.flows), creditAssignFee: FEE_FRACTION });
  });

  r.postAuth('/api/v2/creditassign/createNew/MYSELF/:investId', create);
  r.postAuth('/api/v2/creditassign/user/:userId/cancel/:id', cancel);
  r.postAuth('/api/v2/creditassign/cancel/:id', cancel);

  // Bare { results, totalSize }, newest first; page counts from 1; status repeats or is a comma list.
  r.getAuth('/api/v2/creditassign/list/user/MYSELF', (c) => {
    const statuses = listParam(c.query, 'status');
    const pageNo = Math.max(1, Math.floor(numParam(c.query, 'page', 1)));
    const size = Math.min(100, Math.max(1, Math.floor(numParam(c.query, 'pageSize', 10))));
    const mine = c.state.creditAssigns
      .filter((a) => a.userId === c.userId && (!statuses.length || statuses.includes(a.status)))
      .sort((a, b) => b.timeOpen - a.timeOpen);
    const p = page(mine, pageNo, size);
    return bare({ results: p.results.map((a) => sellerView(c.state, a, c.now())), totalSize: p.totalSize });
  });
};
