import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../server/sandbox/reply';
import type { Ctx, Handler } from '../../server/sandbox/router';
import { createState, type SandboxState } from '../../server/sandbox/state';
import { commonGet } from '../../server/sandbox/routes/commonapi';
import { registerContent } from '../../server/sandbox/routes/content';
import { registerContentExtra } from '../../server/sandbox/routes/content-extra';
import type { RegisterOptions } from '../../server/sandbox/routes/index';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const handlers = new Map<string, Handler<SandboxState>>();
const fakeRouter = {
  get: (p: string, h: Handler<SandboxState>) => handlers.set(p, h),
  getAuth: () => {},
  post: () => {},
  postAuth: () => {},
};
let state: SandboxState;

beforeAll(() => {
  state = createState(NOW);
  const r = fakeRouter as unknown as Parameters<typeof registerContent>[0];
  registerContent(r, {} as RegisterOptions);
  registerContentExtra(r, {} as RegisterOptions);
});

function call(h: Handler<SandboxState> | undefined, query: Record<string, string> = {}, params: Record<string, string> = {}) {
  const c = {
    params,
    query: new URLSearchParams(query),
    form: {},
    json: null,
    userId: null,
    cookies: {},
    state,
    now: () => NOW,
    ip: '127.0.0.1',
    method: 'GET',
    path: '',
  } as Ctx<SandboxState>;
  const reply = h!(c) as Reply;
  return { status: reply.status, body: reply.body as { success: boolean; data: any; error: { message: string }[] } };
}

describe('CMS handler', () => {
  const cms = () => handlers.get('/api/v2/cms/category/:category/name/:name');

  it('answers a bare array of CMS records, paged by pageSize (at most 50, default 10) / currentPage', () => {
    const help = state.articles.filter((a) => a.category === 'HELP' && a.name === '充值提现');
    const all = call(cms(), { pageSize: '500' }, { category: 'HELP', name: '充值提现' }).body as unknown as Record<string, unknown>[];
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(help.length);
    // the keys of the recorded answer (tests/fixtures/backend), no summary or thumbnail
    expect(Object.keys(all[0]!).sort()).toEqual([
      'author',
      'category',
      'channelId',
      'content',
      'hasImage',
      'id',
      'media',
      'newsId',
      'priority',
      'pubDate',
      'timeRecorded',
      'title',
      'url',
    ]);
    const big = state.articles.filter((a) => a.category === 'PUBLICATION' && a.name === 'NOTICE').length;
    expect(call(cms(), {}, { category: 'PUBLICATION', name: 'NOTICE' }).body).toHaveLength(Math.min(10, big));
    expect(call(cms(), { pageSize: '0', currentPage: '-1' }, { category: 'PUBLICATION', name: 'NOTICE' }).body).toHaveLength(10);
    const p2 = call(cms(), { pageSize: '10', currentPage: '2' }, { category: 'PUBLICATION', name: 'NOTICE' }).body as unknown as unknown[];
    expect(p2).toHaveLength(big - 10);
    expect(call(cms(), { pageSize: '10', currentPage: '3' }, { category: 'PUBLICATION', name: 'NOTICE' }).body).toEqual([]);
  });

  it('answers one article bare, its picture as url', () => {
    const news = state.articles.find((a) => a.category === 'PUBLICATION' && a.name === 'NEWS' && a.thumbnail)!;
    const r = call(handlers.get('/api/v2/cms/article/:id'), {}, { id: news.id });
    expect(r.body).toMatchObject({ id: news.id, title: news.title, content: news.content, url: news.thumbnail, hasImage: true, category: 'PUBLICATION' });
    expect(r.body.success).toBeUndefined();
    expect(call(handlers.get('/api/v2/cms/article/:id'), {}, { id: 'nope' }).status).toBe(404);
  });

  it('answers NOT_FOUND (404) for a category outside SPEC §7', () => {
    const r = call(cms(), {}, { category: 'SECRET', name: 'NOTICE' });
    expect(r.status).toBe(404);
    expect(r.body.error[0]!.message).toBe('NOT_FOUND');
  });
});

describe('finance news handlers', () => {
  it('lists without the HTML, with a short plain summary, newest first', () => {
    const d = call(handlers.get('/api/v2/financeNews'), { currentPage: '1', pageSize: '3' }).body.data;
    expect(d.totalSize).toBe(state.financeNews.length);
    expect(d.results).toHaveLength(3);
    for (const n of d.results) {
      expect(n.content).toBeUndefined();
      expect(n.summary.length).toBeLessThanOrEqual(60);
      expect(n.summary).not.toMatch(/[<>]/);
    }
    expect(d.results[0].pubTime).toBeGreaterThan(d.results[1].pubTime);
  });

  it('recommends an open product that is neither newbie-only nor a fund', () => {
    const id = state.financeNews[0]!.id;
    const d = call(handlers.get('/api/v2/financeNews/:id'), { userId: 'u', sTime: '1' }, { id }).body.data;
    const loan = state.loans.find((l) => l.id === d.shareProduct.loanId)!;
    expect(loan.status).toBe('OPENED');
    expect(['NEW', 'JJLC']).not.toContain(loan.loanRequest.productKey);
    expect(d.shareProduct.rate).toBe(loan.rate + (loan.addRate ?? 0));
    expect(d.index).toHaveLength(6);
    expect(call(handlers.get('/api/v2/financeNews/:id'), {}, { id: 'nope' }).status).toBe(404);
  });
});

describe('daily briefings (commonget)', () => {
  it('GETSHARELIST pages five by default, newest first, as { rows, total }', () => {
    const d = call(commonGet.GETSHARELIST, { func: 'GETSHARELIST' }).body.data;
    expect(d.rows).toHaveLength(5);
    expect(d.total).toBe(state.briefings.length);
    expect(d.rows[0].belongDate).toBeGreaterThan(d.rows[4].belongDate);
    const p3 = call(commonGet.GETSHARELIST, { page: '3', pageSize: '5' }).body.data;
    expect(p3.rows).toHaveLength(state.briefings.length - 10);
  });

  it('GETSHAREDETAIL answers by projectId, 404 without one', () => {
    const b = state.briefings[2]!;
    const d = call(commonGet.GETSHAREDETAIL, { projectId: b.id }).body.data;
    expect(d).toMatchObject({ title: b.title, belongDate: b.belongDate, items: b.items });
    expect(d.index.map((q: { name: string }) => q.name)).toContain('纳斯达克');
    expect(d.shareProduct.loanId).toBe(b.shareProduct!.loanId);
    expect(call(commonGet.GETSHAREDETAIL, {}).status).toBe(404);
  });
});
