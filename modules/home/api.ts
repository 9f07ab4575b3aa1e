import * as z from 'zod/mini';
import { get } from '../../runtime/api';
import { listArticles, type Article, type Category } from '../../runtime/domain/cms';
import { durationSchema } from '../../runtime/domain/duration';

const banner = z.object({ id: z.coerce.string(), title: z.string(), imageUrl: z.string(), url: z.optional(z.string()) });

const loan = z.object({
  id: z.coerce.string(),
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

const summary = z.object({ productKey: z.string(), minRate: z.number(), maxRate: z.number(), openCount: z.optional(z.number()) });

export type { Article };
export type Banner = z.infer<typeof banner>;
export type HomeLoan = z.infer<typeof loan>;
export type Summary = z.infer<typeof summary>;

// the homepage's CMS blocks are the content module's lists, first page only
const cms = (category: Category, name: string, pageSize: number) => listArticles(category, name, 1, pageSize).then((p) => p.items);

export interface HomeData {
  notices: Article[];
  info: Article[];
  views: Article[];
  services: Article[];
  banners: Banner[];
  loans: Record<string, HomeLoan[]>;
  summary: Summary[];
}

/**
 * Every block of the homepage at once. A block whose call fails is left empty so one bad
 * call does not blank the page; only when all fail is it an error.
 */
export async function loadHome(): Promise<HomeData> {
  const calls = [
    cms('PUBLICATION', 'NOTICE', 5),
    cms('INTRODUCTION', 'APPInfo', 2),
    cms('INTRODUCTION', 'APPViews', 2),
    cms('INTRODUCTION', 'APPServices', 3),
    get('/api/v2/cms/mobileBanners', { schema: z.array(banner) }),
    get('/api/v3/loans/getMobileHomepageLoans', { schema: z.record(z.string(), z.array(loan)) }),
    get('/api/v2/loans/summary', { schema: z.array(summary) }),
  ] as const;
  const settled = await Promise.allSettled(calls);
  if (settled.every((s) => s.status === 'rejected')) throw (settled[0] as PromiseRejectedResult).reason;
  const v = <T>(i: number, d: T): T => (settled[i]!.status === 'fulfilled' ? (settled[i] as PromiseFulfilledResult<T>).value : d);
  return {
    notices: v(0, []),
    info: v(1, []).slice(0, 2),
    views: v(2, []).slice(0, 2),
    services: v(3, []).slice(0, 3),
    banners: v(4, []),
    loans: v(5, {}),
    summary: v(6, []),
  };
}
