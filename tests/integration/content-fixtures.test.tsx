// @vitest-environment happy-dom
// The CMS calls against the backend family's recorded answers (tests/fixtures/backend), network
// stubbed: a list is a bare array with no total, an article a bare record. A list screen then
// goes on while pages come back full and stops at a short or empty one; a backend that ignores
// paging (the whole channel at once) is cut into pages, never repeated.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../runtime/api/client';
import { listArticles } from '../../kit/entity/cms';
import { getArticle } from '../../modules/content/api/articles';
import { ArticleList, textOf } from '../../modules/content/components/article-list';
import NoticeList, { NOTICE_MAX, NOTICE_PAGE } from '../../modules/content/pages/notice-list';
import { fixtures } from '../contract/fixtures';

const LIST = fixtures.find((f) => f.name === 'get-api-v2-cms-category-category-name-name')!;
const ARTICLE = fixtures.find((f) => f.name === 'get-api-v2-cms-article-id')!;

let problems: unknown[] = [];
let asked: URL[] = [];
const onSchemaError = apiConfig.onSchemaError;
beforeEach(() => {
  problems = [];
  asked = [];
  apiConfig.onSchemaError = (_p, e) => void problems.push(e);
});
afterEach(() => {
  cleanup();
  apiConfig.onSchemaError = onSchemaError;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Every request answered by `answer(url)` as JSON. */
function serve(answer: (u: URL) => unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const u = new URL(String(input instanceof Request ? input.url : input), location.href);
    asked.push(u);
    return new Response(JSON.stringify(answer(u)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const record = (n: number) => ({ ...(LIST.response.body as Record<string, unknown>[])[0], id: `A${n}`, title: `文章${n}`, url: null, pubDate: 1e12 - n });
const channel = (n: number) => Array.from({ length: n }, (_, i) => record(i + 1));
/** a backend that pages by pageSize / currentPage */
const paging = (all: unknown[]) => (u: URL) => {
  const size = Number(u.searchParams.get('pageSize'));
  const from = (Number(u.searchParams.get('currentPage')) - 1) * size;
  return all.slice(from, from + size);
};

describe('the recorded answers through the client', () => {
  it('a bare array of records: the list parses, the picture is url', async () => {
    serve(() => LIST.response.body);
    const p = await listArticles('INTRODUCTION', 'APPInfo', 1, 2);
    expect(problems).toEqual([]);
    expect(p.items.map((a) => [a.id, a.title, a.thumbnail])).toEqual([
      ['E5A4B3C2-1D0E-4F9A-8B7C-6D5E4F3A2B1C', '平台简介', null],
      ['F6B5C4D3-2E1F-4A0B-9C8D-7E6F5A4B3C2D', '运营数据', 'https://static.example.com/cms/intro/data.png'],
    ]);
    // a full page and no total: at least one more
    expect(p.total).toBe(3);
    expect(asked[0]!.searchParams.get('pageSize')).toBe('2');
    expect(asked[0]!.searchParams.get('currentPage')).toBe('1');
  });

  it('a bare article record', async () => {
    serve(() => ARTICLE.response.body);
    const a = await getArticle('E5A4B3C2-1D0E-4F9A-8B7C-6D5E4F3A2B1C');
    expect(problems).toEqual([]);
    expect(a).toMatchObject({
      id: 'E5A4B3C2-1D0E-4F9A-8B7C-6D5E4F3A2B1C',
      title: '平台简介',
      content: expect.stringContaining('银行存管'),
      pubDate: 1496880000000,
    });
  });

  it('a short page is the end; more records than asked is the whole channel, cut into pages', async () => {
    serve(paging(channel(13)));
    expect((await listArticles('PUBLICATION', 'NEWS', 2, 10)).total).toBe(13);
    serve(() => channel(25));
    const [a, c] = [await listArticles('PUBLICATION', 'NEWS', 1, 10), await listArticles('PUBLICATION', 'NEWS', 3, 10)];
    expect([a.items.length, a.total, c.items.map((x) => x.id)]).toEqual([10, 25, ['A21', 'A22', 'A23', 'A24', 'A25']]);
  });

  it('the content as a line of text where no summary comes', () => {
    expect(textOf('<p>汇盈金服&nbsp;<b>银行</b>存管</p><script>x()</script>')).toBe('汇盈金服 银行 存管');
    expect(textOf(null)).toBe('');
  });
});

describe('an article list over bare arrays', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined)); // the 加载更多 button instead

  /** 加载更多 (shown only while a page is not on its way) until the list says it has no more. */
  const scrollAll = () =>
    waitFor(() => {
      const more = screen.queryByRole('button', { name: '加载更多' });
      if (more) fireEvent.click(more);
      screen.getByText('没有更多了');
    });

  async function show(answer: (u: URL) => unknown) {
    serve(answer);
    const first = await listArticles('PUBLICATION', 'NEWS', 1, 10);
    render(<ArticleList category="PUBLICATION" name="NEWS" size={10} first={first} href={(a) => `/news/${a.id}`} summaries />);
    await scrollAll();
    return screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  }

  it.each([23, 20, 10, 7])('a paging backend with %i records: every one once, then 没有更多了', async (n) => {
    const hrefs = await show(paging(channel(n)));
    expect(hrefs).toHaveLength(n);
    expect(new Set(hrefs).size).toBe(n);
    screen.getByText('没有更多了');
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it.each([25, 10])('a backend that ignores paging (%i records at once): every one once, then the end', async (n) => {
    const hrefs = await show(() => channel(n));
    expect(hrefs).toHaveLength(n);
    expect(new Set(hrefs).size).toBe(n);
    screen.getByText('没有更多了');
  });

  it('shows the content as text under the title', async () => {
    await show(paging(channel(1)));
    screen.getByText('汇盈金服是一家网络借贷信息中介平台，资金由银行存管。');
  });
});

describe('the notice list over bare arrays', () => {
  it.each([
    [14, NOTICE_MAX, `仅显示最近${NOTICE_MAX}条公告`],
    [5, 5, '没有更多了'],
    [6, 6, '没有更多了'],
  ])('%i notices: %i shown, then “%s”', async (n, shown, note) => {
    serve(paging(channel(n)));
    const first = await listArticles('PUBLICATION', 'NOTICE', 1, NOTICE_PAGE);
    render(<NoticeList data={first} params={{}} query={new URLSearchParams()} />);
    // 查看更多 (shown only while a page is not on its way) until the list says where it ends
    await waitFor(() => {
      const more = screen.queryByRole('button', { name: '查看更多' });
      if (more) fireEvent.click(more);
      screen.getByText(note);
    });
    expect(screen.getAllByRole('link')).toHaveLength(shown);
  });
});
