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

/** The blocks the first screenful can show without: they arrive into kept places. */
export interface HomeMore {
  notices: Article[];
  info: Article[];
  views: Article[];
  services: Article[];
}

export interface HomeData {
  banners: Banner[];
  loans: Record<string, HomeLoan[]>;
  summary: Summary[];
  /** the notices and the article blocks, each left empty when its call fails */
  more: Promise<HomeMore>;
}

/**
 * The homepage: the screen shows once the banners, the loans and the rates are in; the
 * notices and article blocks follow into places kept for them. Over HTTP/1.1's six
 * connections the homepage's files and first three calls fill two waves of requests, and
 * these four a third: waiting for them cost the investor a round trip before any loan.
 * A block whose call fails is left empty so one bad call does not blank the page; only when
 * all three first calls fail is it an error.
 */
export async function loadHome(): Promise<HomeData> {
  const first = [
    get('/api/v2/cms/mobileBanners', { schema: z.array(banner) }),
    get('/api/v3/loans/getMobileHomepageLoans', { schema: z.record(z.string(), z.array(loan)) }),
    get('/api/v2/loans/summary', { schema: z.array(summary) }),
  ] as const;
  const none = (): Article[] => [];
  const more = Promise.all([
    cms('PUBLICATION', 'NOTICE', 5).catch(none),
    cms('INTRODUCTION', 'APPInfo', 2).catch(none),
    cms('INTRODUCTION', 'APPViews', 2).catch(none),
    cms('INTRODUCTION', 'APPServices', 3).catch(none),
  ]).then(([notices, info, views, services]) => ({ notices, info: info.slice(0, 2), views: views.slice(0, 2), services: services.slice(0, 3) }));
  const settled = await Promise.allSettled(first);
  if (settled.every((s) => s.status === 'rejected')) throw (settled[0] as PromiseRejectedResult).reason;
  const v = <T>(i: number, d: T): T => (settled[i]!.status === 'fulfilled' ? (settled[i] as PromiseFulfilledResult<T>).value : d);
  return { banners: v(0, []), loans: v(1, {}), summary: v(2, []), more };
}
