import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';

const num = z.optional(z.nullable(z.number()));

const paged = <T extends z.ZodMiniType>(item: T) => z.object({ results: z.array(item), totalSize: z.number() });

const listLoan = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  rate: z.number(),
  addRate: num,
  amount: z.number(),
  investPercent: z.number(),
  duration: z.object({ years: num, months: num, days: num, totalDays: num, totalMonths: num }),
  loanRequest: z.object({
    productKey: z.string(),
    investRule: z.optional(z.nullable(z.object({ minAmount: z.number() }))),
  }),
});

const listClaim = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  creditDealAmount: z.number(),
  balance: z.number(),
  actualRate: z.number(),
  remainPeriod: num,
});

export type ListLoan = z.infer<typeof listLoan>;
export type ListClaim = z.infer<typeof listClaim>;

/** Filter values as the call takes them; '' leaves a bound at the call's default. */
export interface LoanFilters {
  status: string;
  minDuration: number;
  maxDuration: number;
  minRate: number;
  maxRate: number;
  minAmount: number;
  maxAmount: number;
}

export const NO_FILTERS: LoanFilters = {
  status: '', minDuration: 0, maxDuration: 100, minRate: 0, maxRate: 100, minAmount: 1, maxAmount: 100_000_000,
};

// Parameters the call takes more than once go into the path: the client's query is flat.
const repeated = (key: string, values: readonly string[]) => values.map((v) => `${key}=${encodeURIComponent(v)}`).join('&');

/** GET /api/v2/loans/getLoanWithPage: bare { results, totalSize }, pages from 1, 20 a page. */
export const getLoanPage = (products: readonly string[], f: LoanFilters, page: number, front: boolean) =>
  get(`/api/v2/loans/getLoanWithPage?${repeated('product', products)}`, {
    schema: paged(listLoan),
    query: { ...f, currentPage: page, pageSize: 20, recommedInFront: front || undefined },
  }).then((p) => ({ items: p.results, total: p.totalSize }));

/** GET /api/v2/creditassign/list/filter: bare { results, totalSize }, pages from 0, 10 a page. */
export const getClaimPage = (page: number) =>
  get(`/api/v2/creditassign/list/filter?${repeated('status', ['OPEN', 'FINISHED'])}`, {
    schema: paged(listClaim),
    query: { currentPage: page - 1, pageSize: 10 },
  }).then((p) => ({
    // open (OPEN, shown as OPENED) before sold, whatever order the page came in
    items: p.results.sort((a, b) => Number(a.status !== 'OPEN') - Number(b.status !== 'OPEN')),
    total: p.totalSize,
  }));

/** GET /api/v2/user/MYSELF/userinfo?version=V1: only the qualified-investor flag is read here. */
export const getProfessional = () =>
  get('/api/v2/user/MYSELF/userinfo', {
    schema: z.object({ isProfessionalInvestor: z.optional(z.nullable(z.boolean())) }),
    query: { version: 'V1' },
  }).then((u) => !!u.isProfessionalInvestor);
