/** Loans of every product key and status, timed relative to `now`. */
import type { Corporation, Duration, InvestRule, Loan, LoanStatus, ProductKey } from '../model';
import { LOAN_STATUSES } from '../model';
import { corpId, corpUserId, type CorpKey } from './corporations';
import { PRODUCTS, type LoanEntry, type ProductDef } from './loans-catalog';
import { createRng, stableId, type Rng } from './rng';
import { DEMO_ACCOUNTS } from './users';
import { DAY, HOUR, addMonths, daysBetween, formatDate, startOfShanghaiDay } from '../../../domain/format/dates';

export const loanId = (key: ProductKey, index: number): string => stableId('loan', `${key}-${index}`);
export const introductionId = (key: ProductKey): string => stableId('article', `product-${key}`);

/** Loans worth knowing by name in tests and demos. */
export const DEMO_LOANS = {
  /** GDSY, OPENED, recommended, 6 months, min 100 step 100. */
  opened: loanId('GDSY', 0),
  /** GDSY, SCHEDULED (opens about 2 hours after `now`). */
  scheduled: loanId('GDSY', 3),
  /** NEW (newbie only), OPENED, max 10 000 per person. */
  newbie: loanId('NEW', 0),
  /** CPTJ, OPENED, only 60 yuan left (below the 100 minimum: must invest exactly the rest). */
  tinyBalance: loanId('CPTJ', 1),
  /** CPTJ, OPENED, borrowed by the demo referrer (SELF_BID_FORBIDDEN for her). */
  referrerBorrowed: loanId('CPTJ', 2),
  /** GDHD (high-end, R4, min 50 000), OPENED. */
  highEnd: loanId('GDHD', 0),
  /** JJLC private fund (R5, min 1 000 000), OPENED. */
  fund: loanId('JJLC', 0),
  /** DQCP cycle product (2 cycles), OPENED. */
  cycleOpened: loanId('DQCP', 1),
  /** GDSY cycle product (4 cycles), SETTLED. */
  cycleSettled: loanId('GDSY', 7),
} as const;

const LETTERS = 'ABCDEFGHJK';
const GUARANTOR = '深圳前海恒信融资担保有限公司';

function duration(months: number, days: number, valueDate: number): Duration {
  if (months === 0) return { years: 0, months: 0, days, totalMonths: 0, totalDays: days };
  return {
    years: Math.floor(months / 12),
    months: months % 12,
    days: 0,
    totalMonths: months,
    totalDays: daysBetween(valueDate, addMonths(valueDate, months)),
  };
}

/** A catalogue entry with its term, amount and rule worked out: what every part of its loan reads. */
interface Draft {
  p: ProductDef;
  e: LoanEntry;
  /** the entry's place in its product */
  j: number;
  /** how many loans of the entry's status were built before it */
  k: number;
  term: number;
  months: number;
  days: number;
  amount: number;
  rule: InvestRule;
  corpKey: CorpKey;
}

/** When the loan opened, took value, stopped taking bids and cleared, and what is left to bid. */
interface Timing {
  timeOpen: number;
  valueDate: number;
  settled: boolean;
  timeFinished?: number;
  timeCleared?: number;
  balance: number;
}

function draftOf(p: ProductDef, e: LoanEntry, j: number, k: number): Draft {
  const term = e.term ?? (p.terms[j % p.terms.length] as number);
  const months = p.unit === 'months' ? term : 0;
  const days = p.unit === 'days' ? term : 0;
  const rule = { ...p.rule, ...e.rule };
  const amount = e.amount ?? (p.amounts[j % p.amounts.length] as number);
  const corpKey = p.corps[j % p.corps.length] as (typeof p.corps)[number];
  return { p, e, j, k, term, months, days, amount, rule, corpKey };
}

const due = (x: Draft, v: number) => (x.months ? addMonths(v, x.months) : v + x.days * DAY);
const planned = (x: Draft, open: number) => startOfShanghaiDay(open) + (Math.ceil(x.p.timeout / 24) + 1) * DAY;

function timingOf(x: Draft, today0: number, hour0: number, rng: Rng): Timing {
  const { p, e, k, amount, rule, months, days } = x;
  let timeOpen: number;
  let valueDate: number;
  let settled = false;
  let timeFinished: number | undefined;
  let timeCleared: number | undefined;
  let balance = 0;
  const sell = (lo: number, hi: number) => {
    const sold = Math.floor((amount * (lo + rng.next() * (hi - lo))) / rule.stepAmount) * rule.stepAmount;
    return Math.max(rule.minAmount, amount - sold);
  };

  switch (e.status) {
    case 'SCHEDULED':
      timeOpen = hour0 + (2 + 26 * k) * HOUR;
      valueDate = planned(x, timeOpen);
      balance = amount;
      break;
    case 'OPENED':
      // staggered, but always well inside the bidding window
      timeOpen = hour0 - (2 + ((7 * k) % (p.timeout - 12))) * HOUR;
      valueDate = planned(x, timeOpen);
      balance = e.balance ?? sell(0.15, 0.9);
      break;
    case 'FINISHED':
    case 'FAKESETTLED':
      timeOpen = today0 - (1 + k) * DAY + 10 * HOUR;
      timeFinished = timeOpen + (3 + 2 * k) * HOUR;
      valueDate = planned(x, timeOpen);
      break;
    case 'FAILED':
      timeOpen = today0 - (12 + 4 * k) * DAY + 10 * HOUR;
      timeFinished = timeOpen + p.timeout * HOUR;
      valueDate = planned(x, timeOpen);
      balance = sell(0.3, 0.7);
      break;
    case 'SETTLED': {
      settled = true;
      const elapsed = e.elapsed ?? Math.max(1, Math.floor(months / 2));
      valueDate = months ? addMonths(today0, -elapsed) - 2 * DAY : today0 - Math.floor(days / 2) * DAY;
      timeOpen = valueDate - 4 * DAY + 10 * HOUR;
      timeFinished = valueDate - 2 * DAY + 15 * HOUR;
      break;
    }
    case 'CLEARED': {
      settled = true;
      const target = today0 - (3 + 9 * k) * DAY;
      valueDate = months ? addMonths(target, -months) : target - days * DAY;
      timeOpen = valueDate - 4 * DAY + 10 * HOUR;
      timeFinished = valueDate - 2 * DAY + 15 * HOUR;
      timeCleared = due(x, valueDate) + 11 * HOUR;
      break;
    }
  }
  return { timeOpen, valueDate, settled, timeFinished, timeCleared, balance };
}

/** The periods of a settled loan that fell due before `now` (none for one not settled). */
function paidPeriods(settled: boolean, periods: number, valueDate: number, dueDate: number, now: number): number {
  let paid = 0;
  if (settled) {
    for (let q = 1; q <= periods; q++) {
      const qDue = periods === 1 ? dueDate : addMonths(valueDate, q);
      if (qDue < now) paid = q;
    }
  }
  return paid;
}

function loanOf(x: Draft, t: Timing, now: number, corporations: Corporation[]): Loan {
  const { p, e, j, term, months, days, amount, rule, corpKey } = x;
  const { timeOpen, valueDate, settled, timeFinished, timeCleared, balance } = t;
  const corp = corporations.find((c) => c.id === corpId(corpKey));
  const dueDate = due(x, valueDate);
  const d = formatDate(timeOpen).replace(/-/g, '');
  const periods = p.method === 'BulletRepayment' || !months ? 1 : months;
  const paid = paidPeriods(settled, periods, valueDate, dueDate, now);

  return {
    id: loanId(p.key, j),
    title: p.title({ d, y: d.slice(0, 4), n: p.key === 'CPTJ' ? 101 + j * 3 : j + 1, l: LETTERS[j] ?? 'Z', term, series: e.series }),
    status: e.status,
    amount,
    balance,
    method: p.method,
    rate: p.rates[j % p.rates.length] as number,
    ...(p.addRate ? { addRate: p.addRate } : {}),
    investPercent: 1 - balance / amount,
    timeOpen,
    timeout: p.timeout,
    ...(timeFinished !== undefined ? { timeFinished } : {}),
    ...(settled ? { timeSettled: valueDate + 10 * HOUR, valueDate, dueDate, currentPeriod: Math.min(periods, paid - (e.overdue ?? 0) + 1) } : {}),
    ...(timeCleared !== undefined ? { timeCleared, currentPeriod: periods } : {}),
    duration: duration(months, days, valueDate),
    corporationId: corpId(corpKey),
    // a guarantor is never the borrower itself
    ...(p.protectMode.includes('担保') && corp?.name !== GUARANTOR ? { financingGuarantee: GUARANTOR } : {}),
    ...(corp ? { brightSpotOfEnterprise: corp.brightSpot } : {}),
    protectMode: p.protectMode,
    ...(e.cycle ? { dueDateSubEndRansomDays: 15 } : {}),
    ...(e.overdue ? { overduePeriods: e.overdue } : {}),
    recommend: e.recommend ?? false,
    loanRequest: {
      productKey: p.key,
      riskRank: p.risks[j % p.risks.length] as Loan['loanRequest']['riskRank'],
      investRule: rule,
      useCoupon: p.key !== 'JJLC',
      cycleProduct: Boolean(e.cycle),
      ...(e.cycle ? { cyclePeriods: e.cycle } : {}),
      ...(p.activityInfo ? { activityInfo: p.activityInfo } : {}),
      introductionId: introductionId(p.key),
      userId: e.byReferrer ? DEMO_ACCOUNTS.referrer.userId : corpUserId(corpKey),
      type: e.byReferrer ? 'PERSONAL' : p.type,
      valueDate,
      dueDate,
      description: e.byReferrer ? '借款人李秀英，个体经营者，以名下2021年款别克GL8商务车作抵押，借款用于门店装修，按月等额本息还款。' : p.description,
      riskInfo: p.riskInfo,
    },
  };
}

export function buildLoans(now: number, corporations: Corporation[]): Loan[] {
  const rng = createRng('loans');
  const today0 = startOfShanghaiDay(now);
  const hour0 = Math.floor(now / HOUR) * HOUR;
  const counters = Object.fromEntries(LOAN_STATUSES.map((s) => [s, 0])) as Record<LoanStatus, number>;
  const loans: Loan[] = [];

  for (const p of PRODUCTS) {
    p.entries.forEach((e, j) => {
      const x = draftOf(p, e, j, counters[e.status]++);
      loans.push(loanOf(x, timingOf(x, today0, hour0, rng), now, corporations));
    });
  }
  return loans;
}
