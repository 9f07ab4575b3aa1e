// The calls of the holdings screens (SPEC §7): my investments online and offline, one
// investment with its loan and repayments, fund-product holdings with net values and
// records, and the redemption of a cycle product. One function per endpoint; the route
// loaders at the end start what a directly opened screen needs from its URL alone.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api/client';
import { toMs } from '../../runtime/format/dates';
import { ackSchema } from '../../runtime/domain/ack';
import { durationSchema } from '../../runtime/domain/duration';
import { getLoan } from '../../runtime/domain/loan-record';
import { investPage, paged, type Page } from '../../runtime/domain/paged';
import { repaymentsSchema, type RepaymentRow } from '../../runtime/domain/repayments';
import { FUND_TABS, OFFLINE_TABS, ONLINE_TABS, PAGE_SIZE, tabOf } from './invest-status';

const me = '/api/v2/user/MYSELF';
const num = z.optional(z.nullable(z.number()));
const str = z.optional(z.nullable(z.string()));
const bool = z.optional(z.nullable(z.boolean()));
/** times arrive as epoch ms, or as date text from some backends */
const time = z.optional(z.nullable(z.union([z.number(), z.string()])));
const id = z.coerce.string();

// ---------------------------------------------------------------- investments

const investmentSchema = z.object({
  id,
  loanId: str,
  loanTitle: z.string(),
  status: z.string(),
  amount: z.number(),
  rate: z.number(),
  addRate: num,
  duration: z.optional(z.nullable(durationSchema)),
  repayMethod: str,
  submitTime: time,
  currentPeriod: num,
  paymentType: str,
  creditAssignId: str,
  assignDealAmount: num,
  redeemTime: time,
  repayments: z.optional(z.nullable(repaymentsSchema)),
});
export type Investment = z.infer<typeof investmentSchema>;

/** GET invest/list/{page}/{pageSize}: the statuses as one comma list. */
export const getInvestments = (statuses: readonly string[], page: number) =>
  get(`${me}/invest/list/${page}/${PAGE_SIZE}`, { schema: investPage(investmentSchema), query: { status: statuses.join(',') } });

/** What the detail needs of the loan: its dates, and a cycle product's terms. */
const loanBrief = z.object({
  id: z.optional(id),
  title: str,
  status: str,
  method: str,
  valueDate: num,
  dueDate: num,
  serverDate: num,
  duration: z.optional(z.nullable(durationSchema)),
  dueDateSubEndRansomDays: num,
  loanRequest: z.optional(z.nullable(z.object({ productKey: str, cycleProduct: bool, cyclePeriods: num, valueDate: num, dueDate: num }))),
});
export type LoanBrief = z.infer<typeof loanBrief>;

const dynamicSchema = z.extend(investmentSchema, { serverDate: num, loan: z.optional(z.nullable(loanBrief)) });
export type InvestDynamic = z.infer<typeof dynamicSchema>;

/** GET investDynamic/{investId}: the investment by its id alone (a directly opened URL has nothing else). */
export const getInvestDynamic = (investId: string) =>
  get(`${me}/investDynamic/${encodeURIComponent(investId)}`, { schema: dynamicSchema });

/** GET loan/{loanId}/invest/{investId}: the same record, where the loan is known (a redemption's check). */
export const getLoanInvest = (loanId: string, investId: string) =>
  get(`/api/v2/loan/${encodeURIComponent(loanId)}/invest/${encodeURIComponent(investId)}`, { schema: investmentSchema });

/** GET loan/invest/{id}/repayments: the investment's own schedule. */
export const getInvestRepayments = (investId: string) =>
  get(`/api/v2/loan/invest/${encodeURIComponent(investId)}/repayments`, { schema: repaymentsSchema });

// ---------------------------------------------------------------- offline investments

// The backend names an offline record's product, amount and interest productName, investAmount
// and revenue (the old H5's offline row); the screens read one model.
const offlineSchema = z.pipe(
  z.object({
    id: z.optional(id),
    productName: z.string(),
    investAmount: z.number(),
    rate: num,
    status: z.string(),
    valueDate: time,
    dueDate: time,
    revenue: num,
    corporationAccountName: str,
    corporationAccount: str,
    corporationOpenBank: str,
    paymentNo: str,
  }),
  z.transform(({ productName, investAmount, revenue, ...o }) => ({
    ...o,
    id: o.id ?? '',
    productTitle: productName,
    amount: investAmount,
    expectedInterest: revenue,
  })),
);
export type Offline = z.output<typeof offlineSchema>;

/** GET offlineData/offline/MYSELF (status, page from 1, size). */
export const getOfflines = (statuses: readonly string[], page: number, size = PAGE_SIZE) =>
  get('/api/v2/offlineData/offline/MYSELF', { schema: paged(offlineSchema), query: { status: statuses.join(','), page, size } });

/**
 * One offline investment: the contract has no call for a single record, so its list is read
 * (every status) until the id turns up; the first page says how many more there are.
 */
export async function findOffline(offlineId: string): Promise<Offline | null> {
  const size = 20;
  const first = await getOfflines([], 1, size);
  const hit = first.items.find((o) => o.id === offlineId);
  if (hit) return hit;
  const pages = Math.ceil(first.total / size);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => getOfflines([], i + 2, size)));
  return rest.flatMap((p) => p.items).find((o) => o.id === offlineId) ?? null;
}

// ---------------------------------------------------------------- fund products

const fundSchema = z.object({
  id,
  productId: z.optional(id),
  productTitle: z.string(),
  productDesc: str,
  status: z.string(),
  amount: num,
  fundShares: num,
  holdingAsset: num,
  netValue: num,
  newestNetValue: num,
  netValueDayIncreaseRate: num,
  positionEarnings: num,
  /** percent: 3.12 is 3.12% */
  positionEarningsRate: num,
  subscriptionDate: time,
});
export type Fund = z.infer<typeof fundSchema>;

/** GET offlineData/MYSELF/frfInvests (status, page from 1, size). */
export const getFunds = (statuses: readonly string[], page: number) =>
  get('/api/v2/offlineData/MYSELF/frfInvests', { schema: paged(fundSchema), query: { status: statuses.join(','), page, size: PAGE_SIZE } });

export const getFund = (frfId: string) => get(`/api/v2/offlineData/MYSELF/frfInvest/${encodeURIComponent(frfId)}`, { schema: fundSchema });

const netValueSchema = z.object({ date: z.union([z.number(), z.string()]), netValue: z.number(), dayIncreaseRate: num });
export type NetValue = z.infer<typeof netValueSchema>;

/** A product's net values, oldest first whatever order they came in. */
export const getNetValues = (productId: string) =>
  get(`/api/v2/offlineData/${encodeURIComponent(productId)}/netValues`, { schema: paged(netValueSchema) }).then((p) =>
    [...p.items].sort((a, b) => toMs(a.date) - toMs(b.date)),
  );

const recordSchema = z.object({ id: z.optional(id), type: z.string(), amount: num, shares: num, netValue: num, time: time, status: str });
export type FundRecord = z.infer<typeof recordSchema>;

export const getFundRecords = (frfId: string) =>
  get(`/api/v2/offlineData/frfInvest/${encodeURIComponent(frfId)}/records`, { schema: paged(recordSchema) }).then((p) => p.items);

// ---------------------------------------------------------------- redemption

export const validatePaymentPassword = (password: string) =>
  post(`${me}/validatePaymentPassword`, { schema: z.boolean(), body: { password } }).then((r) => r === true);

const redeemResult = z.union([z.object({ investId: z.optional(id), status: str, redeemTime: time, currentPeriod: num }), ackSchema]);
export type RedeemResult = z.infer<typeof redeemResult>;

/** POST invest/redeem {investId, currentPeriod} with the attempt's key (clientOrderId). */
export const redeem = (p: { investId: string; currentPeriod: number; clientOrderId: string }) =>
  post('/api/v2/invest/redeem', { schema: redeemResult, body: { ...p } });

// ---------------------------------------------------------------- route loaders

export interface ListStart<T> {
  /** which list the page was fetched for (`type:tab`): the page's other tabs fetch their own */
  key: string;
  first: Page<T>;
}

/** /dashboard/invest: page 1 of the tab in the URL, started with the chunk. */
export function loadInvestList(query: URLSearchParams): Promise<ListStart<Investment | Offline>> {
  const offline = query.get('type') === 'offline';
  const tab = tabOf(offline ? OFFLINE_TABS : ONLINE_TABS, query.get('tab'));
  const first: Promise<Page<Investment | Offline>> = offline ? getOfflines(tab.statuses, 1) : getInvestments(tab.statuses, 1);
  return first.then((first) => ({ key: `${offline ? 'offline' : 'online'}:${tab.key}`, first }));
}

export const loadFundList = (query: URLSearchParams): Promise<ListStart<Fund>> => {
  const tab = tabOf(FUND_TABS, query.get('tab'));
  return getFunds(tab.statuses, 1).then((first) => ({ key: `fund:${tab.key}`, first }));
};

export interface InvestDetail {
  inv: InvestDynamic;
  loan: LoanBrief | null;
  repayments: RepaymentRow[];
  /** server time minus device time when the answer came: windows are judged on the server's clock */
  skew: number;
}

/**
 * /dashboard/invest/:id and /dashboard/redeem/:id: the investment and its schedule together;
 * the loan comes with the investment, or (a backend that does not embed it) right after.
 */
export async function loadInvestDetail(investId: string): Promise<InvestDetail> {
  const [inv, repayments] = await Promise.all([getInvestDynamic(investId), getInvestRepayments(investId)]);
  const loan = inv.loan ?? (inv.loanId ? await getLoan(inv.loanId) : null);
  const server = inv.serverDate ?? loan?.serverDate;
  return { inv, loan, repayments, skew: server ? server - Date.now() : 0 };
}

export interface FundDetail {
  fund: Fund;
  /** the chart's data, started as soon as the holding names its product */
  netValues: Promise<NetValue[]>;
  records: Promise<FundRecord[]>;
}

export function loadFundDetail(frfId: string): Promise<FundDetail> {
  const records = getFundRecords(frfId);
  records.catch(() => {});
  return getFund(frfId).then((fund) => {
    const netValues = fund.productId ? getNetValues(fund.productId) : Promise.resolve([]);
    netValues.catch(() => {});
    return { fund, netValues, records };
  });
}

/** /dashboard/offline-detail/:id: null when the investor has no such record (the page says so). */
export const loadOffline = (offlineId: string) => findOffline(offlineId);
