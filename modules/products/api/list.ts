import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { durationSchema } from '../../../domain/duration';
import { paged, type Page } from '../../../domain/paged';
import { LOAN_BOUNDS } from '../../../domain/loan-bounds';
import { getUserInfo } from '../../../kit/entity/user-info';
import { sharedLoanRanks } from '../../../kit/entity/loan-ranks';
import { afterContent } from '../../../runtime/router/landed';
import { session } from '../../../runtime/session/store';
import { whenReady } from '../../../runtime/session/load';
import { settle, type Settled } from '../../../runtime/api/settled';

const num = z.optional(z.nullable(z.number()));

const listLoan = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  rate: z.number(),
  addRate: num,
  amount: z.number(),
  investPercent: z.number(),
  duration: durationSchema,
  loanRequest: z.object({
    productKey: z.string(),
    investRule: z.optional(z.nullable(z.object({ minAmount: z.number() }))),
    // R1 (low) … R5 (high), as the detail reads it
    riskRank: z.optional(z.nullable(z.string())),
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
  // the seller, as the claim detail reads it: one's own claim is not for one to buy
  userId: z.optional(z.nullable(z.string())),
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
  status: '',
  ...LOAN_BOUNDS,
};

// Parameters the call takes more than once go into the path: the client's query is flat.
const repeated = (key: string, values: readonly string[]) => values.map((v) => `${key}=${encodeURIComponent(v)}`).join('&');

/** GET /api/v2/loans/getLoanWithPage: bare { results, totalSize }, pages from 1, 20 a page. */
export const getLoanPage = (products: readonly string[], f: LoanFilters, page: number, front: boolean) =>
  get(`/api/v2/loans/getLoanWithPage?${repeated('product', products)}`, {
    schema: paged(listLoan),
    query: { ...f, currentPage: page, pageSize: 20, recommedInFront: front || undefined },
  });

/** GET /api/v2/creditassign/list/filter: bare { results, totalSize }, pages from 0, 10 a page. */
export const getClaimPage = (page: number) =>
  get(`/api/v2/creditassign/list/filter?${repeated('status', ['OPEN', 'FINISHED'])}`, {
    schema: paged(listClaim),
    query: { currentPage: page - 1, pageSize: 10 },
  }).then((p) => ({
    // open (OPEN, shown as OPENED) before sold, whatever order the page came in
    items: p.items.sort((a, b) => Number(a.status !== 'OPEN') - Number(b.status !== 'OPEN')),
    total: p.total,
  }));

/**
 * The qualified-investor flag; 'unknown' when the backend does not say (the family never sends
 * it): the investor is then asked for the commitment rather than refused.
 */
export const getProfessional = (): Promise<boolean | 'unknown'> => getUserInfo().then((u) => u.isProfessionalInvestor ?? 'unknown');

/** The products each loan tab shows (SPEC §9); the fifth tab, 'assignment', lists claims. */
export const PRODUCTS: Record<string, readonly string[]> = {
  loan: ['GDSY', 'CPTJ', 'NEW'],
  high: ['GDHD', 'GDLC'],
  honour: ['ZXHD', 'ZXLC', 'HZZQ'],
  funds: ['JJLC'],
};

export interface ListData {
  /** the tab the screen opens on; the pages below are its, unfiltered */
  tab: string;
  loans: Settled<Page<ListLoan>> | null;
  claims: Settled<Page<ListClaim>> | null;
  /** asked only for a gated tab of a verified user; null when not asked */
  pro: boolean | 'unknown' | 'error' | null;
}

/**
 * /list's data: page 1 of the tab in the URL. A gated tab's page is asked for only with the
 * investor flag, for a verified user, and shown only if the flag says so; an unverified user
 * sees the gate and nothing is asked. Never fails: the list and the flag each fail alone, in
 * their own place on the screen, and the tabs stay.
 */
export async function loadList(query: URLSearchParams): Promise<ListData> {
  const t = query.get('tab') ?? '';
  const tab = t === 'assignment' || Object.keys(PRODUCTS).includes(t) ? t : 'loan';
  const none = { tab, loans: null, claims: null, pro: null };
  if (tab === 'assignment') return { ...none, claims: await settle(getClaimPage(1)) };
  const gated = tab !== 'loan';
  if (gated) {
    // only a gated tab depends on who asks: right even when started before the session is known
    await whenReady();
    // only a user known not to be verified is stopped here; unknown, the server decides
    if (session.flags.verified === false) return none;
  }
  // the cards' risk ranks by name, once the first page has painted (the cards show codes until then)
  afterContent(sharedLoanRanks).catch(() => {});
  const [loans, pro] = await Promise.all([
    settle(getLoanPage(PRODUCTS[tab]!, NO_FILTERS, 1, !gated)),
    gated ? getProfessional().catch(() => 'error' as const) : null,
  ]);
  return { ...none, loans, pro };
}
