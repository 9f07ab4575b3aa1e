import * as z from 'zod/mini';
import { recordId } from '../../../domain/wire';
import { get } from '../../../runtime/api';
import { durationSchema } from '../../../domain/duration';
import { orNull, paged, type Page } from './articles';

// ---- finance news and market indexes (paths ours: SPEC §7 does not name them)

const quote = z.object({ name: z.string(), value: z.number(), change: z.number(), changeRate: z.number() });
export type Quote = z.infer<typeof quote>;

const shareProduct = z.object({
  loanId: recordId,
  title: z.string(),
  rate: z.number(),
  duration: durationSchema,
  minAmount: z.optional(z.nullable(z.number())),
});
export type ShareProduct = z.infer<typeof shareProduct>;

const newsFields = {
  id: recordId,
  title: z.string(),
  source: z.optional(z.nullable(z.string())),
  summary: z.optional(z.nullable(z.string())),
  pubTime: z.number(),
};
const newsItem = z.object(newsFields);
export type NewsItem = z.infer<typeof newsItem>;

const newsDetail = z.object({
  ...newsFields,
  content: z.string(),
  index: z.optional(z.array(quote)),
  shareProduct: z.optional(z.nullable(shareProduct)),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const NEWS_PAGE_SIZE = 10;

export const listFinanceNews = (page: number, pageSize = NEWS_PAGE_SIZE): Promise<Page<NewsItem>> =>
  get('/api/v2/financeNews', { schema: paged(newsItem), query: { currentPage: page, pageSize } });

/** userId and sTime come with shared links (who shared, when); passed on as they are. */
export const getFinanceNews = (id: string, userId?: string | null, sTime?: string | null): Promise<NewsDetail | null> =>
  orNull(get(`/api/v2/financeNews/${encodeURIComponent(id)}`, { schema: newsDetail, query: { userId, sTime } }));

// ---- daily briefings: commonget GETSHARELIST / GETSHAREDETAIL (SPEC §7)

const briefItem = z.object({ title: z.string(), content: z.optional(z.nullable(z.string())) });

const briefRow = z.object({ id: recordId, title: z.string(), belongDate: z.number(), summary: z.optional(z.nullable(z.string())) });
export type BriefRow = z.infer<typeof briefRow>;

const briefList = z.pipe(
  z.object({ rows: z.array(briefRow), total: z.optional(z.number()), totalSize: z.optional(z.number()) }),
  z.transform((p) => ({ items: p.rows, total: p.total ?? p.totalSize ?? p.rows.length })),
);

const briefDetail = z.object({
  title: z.optional(z.string()),
  belongDate: z.number(),
  items: z.array(briefItem),
  index: z.optional(z.array(quote)),
  shareProduct: z.optional(z.nullable(shareProduct)),
});
export type BriefDetail = z.infer<typeof briefDetail>;

export const BRIEF_PAGE_SIZE = 5;

export const listBriefings = (page: number): Promise<Page<BriefRow>> =>
  get('/api/v2/commonapi/commonget', {
    schema: briefList,
    query: { func: 'GETSHARELIST', page, pageSize: BRIEF_PAGE_SIZE, channel: 'H5', type: 'DAILY' },
  });

export const getBriefing = (projectId: string): Promise<BriefDetail | null> =>
  orNull(get('/api/v2/commonapi/commonget', { schema: briefDetail, query: { func: 'GETSHAREDETAIL', projectId } }));
