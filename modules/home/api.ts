import * as z from 'zod/mini';
import { recordId } from '../../domain/wire';
import { get } from '../../runtime/api';
import { listArticles, type Article, type Category } from '../../kit/entity/cms';
import { durationSchema } from '../../domain/duration';
import { paged } from '../../domain/paged';
import { LOAN_BOUNDS } from '../../domain/loan-bounds';
import { settle, type Settled } from '../../runtime/api/settled';
import { afterContent } from '../../runtime/router/landed';

// A banner is a CMS record (carousel.coffee): the picture's address is its `content`, the link
// `url` may be null, and the old H5 ordered them by priority, then publication date.
const cmsBanner = z.object({
  id: recordId,
  title: z.optional(z.nullable(z.string())),
  content: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  // a number to the H5's sort; the Android client types it boolean (a pinned banner): both read
  priority: z.optional(z.nullable(z.union([z.number(), z.boolean()]))),
  pubDate: z.optional(z.nullable(z.number())),
});
export interface Banner {
  id: string;
  title: string;
  imageUrl: string;
  url?: string;
}
const banners = z.pipe(
  z.array(cmsBanner),
  z.transform((list): Banner[] =>
    list
      .filter((b) => !!b.content)
      .sort((a, b) => Number(b.priority ?? 0) - Number(a.priority ?? 0) || (a.pubDate ?? 0) - (b.pubDate ?? 0))
      .map((b) => ({ id: b.id, title: b.title ?? '', imageUrl: b.content!, ...(b.url ? { url: b.url } : {}) })),
  ),
);

const loan = z.object({
  id: recordId,
  title: z.string(),
  status: z.string(),
  rate: z.number(),
  addRate: z.optional(z.nullable(z.number())),
  amount: z.number(),
  balance: z.number(),
  investPercent: z.number(),
  duration: durationSchema,
  loanRequest: z.object({
    productKey: z.string(),
    investRule: z.optional(z.object({ minAmount: z.number() })),
  }),
});

type Loan = z.infer<typeof loan>;

/** By product key, keeping the server's order within each group (at most `per` a group). */
function byProduct(list: readonly Loan[], per = Infinity): Record<string, Loan[]> {
  const out: Record<string, Loan[]> = {};
  for (const l of list) {
    const group = (out[l.loanRequest.productKey] ??= []);
    if (group.length < per) group.push(l);
  }
  return out;
}

// The homepage's loans arrive as one flat list; the old H5 grouped them by product key itself
// (homepage.ctrl.coffee), keeping the server's order within each group.
const homeLoans = z.pipe(
  z.array(loan),
  z.transform((list) => byProduct(list)),
);

/** SPEC §7's homepage variant of the loan list: open loans of these products, recommended first. */
export const HOMEPAGE_PRODUCTS = ['HDZX', 'DQCP', 'NEW'] as const;
/** as many a product as the homepage call gives (two) — the homepage is a showcase, /list the list */
export const HOMEPAGE_PER_PRODUCT = 2;

/**
 * GET /api/v2/loans/getLoanWithPage, the homepage variant (recommedInFront, status OPENED,
 * products HDZX, DQCP, NEW; tbus PC home index.js:44-61 and list.js:18-31 asked it with
 * recommedInFront=true): bare { results, totalSize }, grouped by product key as the homepage
 * call's list is. The product parameter repeats, so it rides in the path.
 */
export const getHomepageLoans = (): Promise<Record<string, Loan[]>> =>
  get(`/api/v2/loans/getLoanWithPage?${HOMEPAGE_PRODUCTS.map((p) => `product=${p}`).join('&')}`, {
    schema: paged(loan),
    query: {
      status: 'OPENED',
      ...LOAN_BOUNDS,
      currentPage: 1,
      pageSize: 20,
      recommedInFront: true,
    },
  }).then((p) => byProduct(p.items, HOMEPAGE_PER_PRODUCT));

// loans/summary is an object of lists of loans by state ({ open, scheduled, finished, settled });
// the rate range a product shows beside its name is read from them.
const summaryLoan = z.object({ status: z.optional(z.string()), rate: z.number(), loanRequest: z.object({ productKey: z.string() }) });
const summaryLists = z.object({
  open: z.optional(z.nullable(z.array(summaryLoan))),
  scheduled: z.optional(z.nullable(z.array(summaryLoan))),
  finished: z.optional(z.nullable(z.array(summaryLoan))),
  settled: z.optional(z.nullable(z.array(summaryLoan))),
});
export interface Summary {
  productKey: string;
  minRate: number;
  maxRate: number;
  openCount: number;
}
const summary = z.pipe(
  summaryLists,
  z.transform((s): Summary[] => {
    const by = new Map<string, Summary>();
    for (const [state, list] of Object.entries(s)) {
      for (const l of list ?? []) {
        const key = l.loanRequest.productKey;
        const o = by.get(key) ?? { productKey: key, minRate: l.rate, maxRate: l.rate, openCount: 0 };
        o.minRate = Math.min(o.minRate, l.rate);
        o.maxRate = Math.max(o.maxRate, l.rate);
        if (state === 'open') o.openCount++;
        by.set(key, o);
      }
    }
    return [...by.values()];
  }),
);

export type { Article };
export type HomeLoan = Loan;

/**
 * The homepage's loans: GET /api/v3/loans/getMobileHomepageLoans, and only when it fails the
 * list's homepage variant, so one failing call does not leave the homepage without loans.
 * Fails with the first call's error when both do.
 */
export const getHomeLoans = (): Promise<Record<string, Loan[]>> =>
  get('/api/v3/loans/getMobileHomepageLoans', { schema: homeLoans }).catch((e: unknown) => getHomepageLoans().catch(() => Promise.reject(e)));

// the homepage's CMS blocks are the content module's lists, first page only; each call is
// one block, so each can be asked again alone
const cms = (category: Category, name: string, pageSize: number) => () => listArticles(category, name, 1, pageSize).then((p) => p.items.slice(0, pageSize));
export const getNotices = cms('PUBLICATION', 'NOTICE', 5);
export const getInfo = cms('INTRODUCTION', 'APPInfo', 2);
export const getViews = cms('INTRODUCTION', 'APPViews', 2);
export const getServices = cms('INTRODUCTION', 'APPServices', 3);
export const getBanners = () => get('/api/v2/cms/mobileBanners', { schema: banners });
export const getSummary = () => get('/api/v2/loans/summary', { schema: summary });

/** The blocks the first screenful can show without: each arrives into a place kept for it. */
export interface HomeMore {
  notices: Promise<Settled<Article[]>>;
  info: Promise<Settled<Article[]>>;
  views: Promise<Settled<Article[]>>;
  services: Promise<Settled<Article[]>>;
}

export interface HomeData {
  banners: Settled<Banner[]>;
  loans: Settled<Record<string, HomeLoan[]>>;
  /** the rate range beside each product's name: a nicety, the cards carry their own rates */
  summary: Settled<Summary[]>;
  more: HomeMore;
}

/**
 * The homepage: the screen shows once the banners, the loans and the rates are in; the
 * notices and article blocks follow, each into its own kept place. Over HTTP/1.1's six
 * connections the homepage's files and first three calls fill two waves of requests, and
 * these four a third: waiting for them, or only asking them beside the rest, cost the
 * investor a round trip before any loan. They are asked once the first screenful has painted.
 * Never fails: each block gets its call's outcome, and one that failed says so in its place
 * with its own retry while the rest of the page shows (a CMS 500 never hides the loans).
 * The loans have a second source: when the homepage call fails, the list's homepage variant
 * is asked (only then: no extra request otherwise).
 */
export async function loadHome(): Promise<HomeData> {
  const later = <T>(get: () => Promise<T>) => afterContent(() => settle(get()));
  const more = { notices: later(getNotices), info: later(getInfo), views: later(getViews), services: later(getServices) };
  const [banners, loans, summary] = await Promise.all([settle(getBanners()), settle(getHomeLoans()), settle(getSummary())]);
  return { banners, loans, summary, more };
}
