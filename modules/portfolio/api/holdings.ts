// The calls of the holdings screens (SPEC §7): my investments online and offline, one
// investment with its loan and repayments, fund-product holdings with net values and
// records, and the redemption of a cycle product. One function per endpoint; the route
// loaders at the end start what a directly opened screen needs from its URL alone.
import * as z from 'zod/mini';
import { recordId as id } from '../../../domain/wire';
import { get, post } from '../../../runtime/api/client';
import { toMs } from '../../../domain/format/dates';
import { durationSchema } from '../../../domain/duration';
import { getLoan, type Loan } from '../../../kit/entity/loan-record';
import { ApiError } from '../../../runtime/api/api-error';
import { investPage, paged, type Page } from '../../../domain/paged';
import { repaymentsSchema, type RepaymentRow } from '../../../domain/repayments';
import { FUND_TABS, OFFLINE_TABS, ONLINE_TABS, PAGE_SIZE, tabOf, type StatusTab } from '../rules/invest-status';

const me = '/api/v2/user/MYSELF';
const num = z.optional(z.nullable(z.number()));
const str = z.optional(z.nullable(z.string()));
const bool = z.optional(z.nullable(z.boolean()));
/** times arrive as epoch ms, or as date text from some backends */
const time = z.optional(z.nullable(z.union([z.number(), z.string()])));

// ---------------------------------------------------------------- investments

/**
 * What the detail needs of the loan. invest/list embeds a little of it in every row (the old
 * H5's map_invest_summary reads item.loan.serverDate and item.loan.loanRequest.valueDate /
 * dueDate / cycleProduct, invest.ctrl.coffee:170-190); GET loan/{id} has the rest (a cycle
 * product's periods and redemption days).
 */
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

/**
 * A claim the investor bought: the family's purchase record (creditcloud CreditAssignInvest:
 * creditAmount, creditDealAmount, timeRecorded) with the claim's rate and dates. No public source
 * shows it inside an invest/list row (the family marks such a row by its creditAssignId alone),
 * so the sandbox sends it under this name; without it a bought claim shows '--' where the
 * price or its rate would be (modules/portfolio/rules/holding).
 */
const boughtSchema = z.object({
  creditAssignId: str,
  creditAmount: num,
  creditDealAmount: num,
  actualRate: num,
  timeRecorded: time,
  valueDate: time,
  dueDate: time,
});

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
  creditAssignInvest: z.optional(z.nullable(boughtSchema)),
  redeemTime: time,
  repayments: z.optional(z.nullable(repaymentsSchema)),
  loan: z.optional(z.nullable(loanBrief)),
});
export type Investment = z.infer<typeof investmentSchema>;

const listOf = (statuses: readonly string[], page: number, size: number) =>
  get(`${me}/invest/list/${page}/${size}`, { schema: investPage(investmentSchema), query: { status: statuses.join(',') } });

/** GET invest/list/{page}/{pageSize}: the statuses as one comma list. */
export const getInvestments = (statuses: readonly string[], page: number) => listOf(statuses, page, PAGE_SIZE);

/** Every status an online investment can have: the investment tabs' together, and a transfer's (on sale: OPEN). */
const ALL_ONLINE = [...new Set([...ONLINE_TABS.filter((t) => !t.transfers).flatMap((t) => t.statuses), 'OPEN'])];
const FIND_SIZE = 50;

/**
 * One investment by its id. The backend has no call for it: investDynamic is the investment's
 * money movements, not the investment (invest-detail.ctrl.coffee:56-85 reads `{results}` of
 * timeRecorded/type/operation/amount), and the old H5 opened the detail on the invest/list row
 * it came from. So the list is read (newest first, where a tap from the list finds it on the
 * first page); the first page says how many more there are, fetched together. null: not the
 * investor's, or only in statuses the list does not show.
 */
export async function findInvestment(investId: string, statuses: readonly string[] = ALL_ONLINE): Promise<Investment | null> {
  const first = await listOf(statuses, 1, FIND_SIZE);
  const hit = first.items.find((i) => i.id === investId);
  if (hit) return hit;
  const pages = Math.ceil(first.total / FIND_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, n) => listOf(statuses, n + 2, FIND_SIZE)));
  return rest.flatMap((p) => p.items).find((i) => i.id === investId) ?? null;
}

// One movement of the investment's money (invest-detail.tmpl.html:42-66 shows 投资动态 from them):
// operation is IN, OUT, FREEZE or RELEASE; type the fund-record type (INVEST, INVEST_REPAY, …).
const movementSchema = z.object({ timeRecorded: time, type: z.string(), operation: str, amount: z.number() });
export type Movement = z.infer<typeof movementSchema>;

/** GET investDynamic/{investId}: bare `{ results }` of the investment's money movements. */
export const getInvestDynamic = (investId: string) =>
  get(`${me}/investDynamic/${encodeURIComponent(investId)}`, { schema: z.object({ results: z.array(movementSchema) }) }).then((d) => d.results);

/** GET loan/invest/{id}/repayments: the investment's own schedule (a bare array, each period wrapped twice). */
export const getInvestRepayments = (investId: string) => get(`/api/v2/loan/invest/${encodeURIComponent(investId)}/repayments`, { schema: repaymentsSchema });

// ---------------------------------------------------------------- the investor's own transfers

// The seller's list (creditassign/list/user/MYSELF, bare { results, totalSize }): what the 转让中
// tab shows, as the family's H5 did (invest.ctrl.coffee: tab ASSIGN → get_user_creditassign_list).
const transferSchema = z.object({
  id,
  title: z.string(),
  status: z.string(),
  investId: str,
  creditAmount: num,
  creditDealAmount: num,
  /** the buyer's yield, a fraction */
  actualRate: num,
  balance: num,
  remainPeriod: num,
  timeOpen: time,
});
export type Transfer = z.infer<typeof transferSchema>;

/** GET creditassign/list/user/MYSELF: the statuses repeated, page from 1, pageSize. */
export const getTransfers = (statuses: readonly string[], page: number) =>
  get(`/api/v2/creditassign/list/user/MYSELF?${statuses.map((s) => `status=${encodeURIComponent(s)}`).join('&')}`, {
    schema: paged(transferSchema),
    query: { page, pageSize: PAGE_SIZE },
  });

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

/**
 * POST invest/redeem {investId, currentPeriod} with the attempt's key (clientOrderId). Only the
 * envelope's success:true proves it (redeem.ctrl.coffee:23-54 reads nothing else; data is null
 * or anything): a 200 without it is no redemption.
 */
export const redeem = (p: { investId: string; currentPeriod: number; clientOrderId: string }) =>
  post('/api/v2/invest/redeem', { schema: z.unknown(), body: { ...p }, envelope: true }).then((): RedeemResult => ({ investId: p.investId }));
export interface RedeemResult {
  investId: string;
}

/** The investor's redemptions under way: the one status only a redemption leads to. */
export const isRedeeming = (investId: string) => findInvestment(investId, ['REDEEMING']).then((i) => i !== null);

// ---------------------------------------------------------------- route loaders

export interface ListStart<T> {
  /** which list the page was fetched for (`type:tab`): the page's other tabs fetch their own */
  key: string;
  first: Page<T>;
}

export type ListRow = Investment | Offline | Transfer;

/** Page `page` of a tab of 我的出借: offline records, the investor's transfers, or investments. */
export const getListPage = (offline: boolean, tab: StatusTab, page: number): Promise<Page<ListRow>> =>
  offline ? getOfflines(tab.statuses, page) : tab.transfers ? getTransfers(tab.statuses, page) : getInvestments(tab.statuses, page);

/** /dashboard/invest: page 1 of the tab in the URL, started with the chunk. */
export function loadInvestList(query: URLSearchParams): Promise<ListStart<ListRow>> {
  const offline = query.get('type') === 'offline';
  const tab = tabOf(offline ? OFFLINE_TABS : ONLINE_TABS, query.get('tab'));
  return getListPage(offline, tab, 1).then((first) => ({ key: `${offline ? 'offline' : 'online'}:${tab.key}`, first }));
}

export const loadFundList = (query: URLSearchParams): Promise<ListStart<Fund>> => {
  const tab = tabOf(FUND_TABS, query.get('tab'));
  return getFunds(tab.statuses, 1).then((first) => ({ key: `fund:${tab.key}`, first }));
};

export interface InvestDetail {
  inv: Investment;
  /** the row's embedded loan, completed by GET loan/{id} where the screen needs more */
  loan: LoanBrief | null;
  repayments: RepaymentRow[];
  /** the money movements (投资动态); null when they could not be read (the screen goes on without) */
  movements: Movement[] | null;
  /** server time minus device time when the answer came: windows are judged on the server's clock */
  skew: number;
}

const NOT_MINE = '未找到该笔出借';

/**
 * /dashboard/invest/:id and /dashboard/redeem/:id: the investment (its invest/list row), its
 * schedule and its movements together. The row's embedded loan has the dates; a cycle product
 * also needs its periods and redemption days, which only GET loan/{id} has (one more hop, for
 * those only).
 */
export async function loadInvestDetail(investId: string): Promise<InvestDetail> {
  const [inv, repayments, movements] = await Promise.all([
    findInvestment(investId),
    getInvestRepayments(investId),
    getInvestDynamic(investId).catch(() => null),
  ]);
  if (!inv) throw new ApiError('INVEST_NOT_FOUND', NOT_MINE, 404);
  const brief = inv.loan ?? null;
  const req = brief?.loanRequest;
  const more = inv.loanId && (!brief || (req?.cycleProduct && (req.cyclePeriods == null || brief.dueDateSubEndRansomDays == null)));
  const loan = more ? merge(brief, await getLoan(inv.loanId!)) : brief;
  const server = loan?.serverDate;
  return { inv, loan, repayments, movements, skew: server ? server - Date.now() : 0 };
}

/** The loan record over the row's brief: what the record says wins, what only the brief has stays. */
function merge(brief: LoanBrief | null, l: Loan): LoanBrief {
  return { ...brief, ...l, loanRequest: { ...brief?.loanRequest, ...l.loanRequest, valueDate: brief?.loanRequest?.valueDate } };
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

/** /dashboard/offline-detail/:id: a record the investor does not have is a 404 (the route says 出借记录不存在). */
export const loadOffline = (offlineId: string) =>
  findOffline(offlineId).then((o) => {
    if (!o) throw new ApiError('INVEST_NOT_FOUND', NOT_MINE, 404);
    return o;
  });
