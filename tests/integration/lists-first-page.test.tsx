// Lists take their first page from their route's loader (issue 15): the infinite list shows
// the loader's page in its first render, asks for nothing itself, and goes on from page 2; a
// tab or filter chosen later (or the opening one, come back to) is the page's own to fetch.
import { StrictMode } from 'react';
import { sharedLoanRanks } from '../../kit/entity/loan-ranks';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InfiniteList } from '../../kit/ui/infinite-list';
import { emptySession, session } from '../../runtime/session/store';
import NewsList from '../../modules/content/pages/news-list';
import Help from '../../modules/content/pages/help';
import { loadHelp, loadList as loadArticles } from '../../modules/content/api/articles';
import { loadList } from '../../modules/products/api/list';
import List from '../../modules/products/pages/list';
import { nothingFor } from '../support/time';
import { fakeIntersection, recordCalls } from './dom-kit';

type Row = { id: number };
const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const q = (s = '') => new URLSearchParams(s);
const until = (check: () => boolean) => waitFor(() => expect(check()).toBe(true));

// `intersect` says every observed sentinel is in view
const intersect = fakeIntersection();

beforeEach(() => {
  Object.assign(session, emptySession(), { status: 'ready' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('InfiniteList with the loader page', () => {
  const list = (load: (p: number) => Promise<{ items: Row[]; total: number }>, initial: { items: Row[]; total: number } | null, resetKey?: string) => (
    <InfiniteList<Row>
      load={load}
      initial={initial}
      pageSize={10}
      keyOf={(r) => r.id}
      render={(r) => <div className="row">第{r.id}条</div>}
      resetKey={resetKey}
      empty="空空如也"
    />
  );

  it('shows page 1 in its first render, asks for nothing, then page 2 once on scrolling', async () => {
    let answer!: (p: { items: Row[]; total: number }) => void;
    const load = vi.fn((_p: number) => new Promise<{ items: Row[]; total: number }>((r) => (answer = r)));
    const { container } = render(<StrictMode>{list(load, { items: rows(1, 10), total: 15 })}</StrictMode>);
    expect(container.querySelectorAll('.row')).toHaveLength(10);
    expect(screen.queryByText('加载中…')).toBeNull();
    await nothingFor();
    expect(load).not.toHaveBeenCalled();

    await intersect();
    await intersect(); // a second signal while page 2 is on its way
    expect(load.mock.calls).toEqual([[2]]);
    await act(async () => answer({ items: rows(11, 5), total: 15 }));
    expect(container.querySelectorAll('.row')).toHaveLength(15);
    screen.getByText('没有更多了');
    await intersect();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ends at once on a short or empty loader page', async () => {
    const load = vi.fn(async () => ({ items: rows(100, 1), total: 1 }));
    const short = render(list(load, { items: rows(1, 3), total: 3 }));
    screen.getByText('没有更多了');
    short.unmount();
    render(list(load, { items: [], total: 0 }));
    screen.getByText('空空如也');
    await nothingFor();
    await intersect();
    expect(load).not.toHaveBeenCalled();
  });

  it('a new resetKey asks for its own page 1, and so does coming back to the first one', async () => {
    const load = vi.fn(async (p: number) => ({ items: rows(p * 100, 2), total: 2 }));
    const { container, rerender } = render(list(load, { items: rows(1, 10), total: 30 }, 'A'));
    rerender(list(load, { items: rows(1, 10), total: 30 }, 'B'));
    await waitFor(() => expect(load.mock.calls).toEqual([[1]]));
    rerender(list(load, { items: rows(1, 10), total: 30 }, 'A'));
    await waitFor(() => expect(load.mock.calls).toEqual([[1], [1]]));
    await waitFor(() => expect([...container.querySelectorAll('.row')].map((e) => e.textContent)).toEqual(['第100条', '第101条']));
  });

  it('retries a later page that failed, keeping the loader page', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ items: rows(11, 2), total: 12 });
    const { container } = render(list(load, { items: rows(1, 10), total: 12 }));
    await intersect();
    await screen.findByText('加载失败，点击重试');
    expect(container.querySelectorAll('.row')).toHaveLength(10);
    fireEvent.click(screen.getByText('加载失败，点击重试'));
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(12));
    expect(load.mock.calls).toEqual([[2], [2]]);
  });
});

describe('list screens against the sandbox', () => {
  it('/news: the rows are the loader page, and the page asks the CMS nothing', async () => {
    const data = await loadArticles('PUBLICATION', 'NEWS');
    expect(data.first.items.length).toBeGreaterThan(0);
    const calls = recordCalls('/api/v2/cms/');
    render(<NewsList data={data} params={{}} query={q()} />);
    expect([...document.querySelectorAll('.ct-row h2')].map((h) => h.textContent)).toEqual(data.first.items.map((a) => a.title));
    await nothingFor();
    expect(calls).toHaveLength(0);
  });

  it('/list: 20 loans from the loader, page 2 once on scrolling; another tab and the way back are fetched by the page', async () => {
    Object.assign(session, { user: { id: 'u', mobile: '13800000000', accountStatus: 60 } });
    session.flags.has_logged_in = true;
    const { hook } = memoryLocation({ path: '/list', record: true });
    history.replaceState(null, '', '/list');
    const data = await loadList(q());
    expect(data.loans?.ok && data.loans.value.items).toHaveLength(20);
    // the cards' rank names: the loader asks them once the first content has painted (one call
    // a visit), in before the page's own calls are counted
    await sharedLoanRanks();
    const calls = recordCalls('/api/v2/');
    render(
      <Router hook={hook}>
        <List data={data} params={{}} query={q()} />
      </Router>,
    );
    const items = () => document.querySelectorAll('.pd-list .pd-item').length;
    expect(items()).toBe(20);
    await nothingFor();
    expect(calls).toHaveLength(0);

    await intersect();
    await until(() => items() === 27);
    expect(calls.map((u) => [u.pathname, u.searchParams.get('currentPage')])).toEqual([['/api/v2/loans/getLoanWithPage', '2']]);
    await intersect();
    expect(calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: '债权转让' }));
    await until(() => !!document.querySelector('.pd-list') && calls.length === 2);
    expect(calls[1]!.pathname).toBe('/api/v2/creditassign/list/filter');
    fireEvent.click(screen.getByRole('tab', { name: '出借项目' }));
    await until(() => calls.length === 3 && items() === 20);
    expect([calls[2]!.pathname, calls[2]!.searchParams.get('currentPage')]).toEqual(['/api/v2/loans/getLoanWithPage', '1']);
  });

  it('/help: the loader reads the name in the URL; another name is the page to fetch', async () => {
    const data = await loadHelp(q('name=债权转让'));
    expect(data.name).toBe('债权转让');
    expect((await loadHelp(q('name=不存在'))).name).toBe('注册登录');
    const { hook } = memoryLocation({ path: '/help?name=债权转让', record: true });
    const calls = recordCalls('/api/v2/cms/');
    render(
      <Router hook={hook}>
        <Help data={data} params={{}} query={q('name=债权转让')} />
      </Router>,
    );
    screen.getByText('什么是债权转让？');
    await nothingFor();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: '红包积分' }));
    await until(() => !!screen.queryByText('红包有哪些类型？'));
    expect(calls.map((u) => decodeURIComponent(u.pathname))).toEqual(['/api/v2/cms/category/HELP/name/红包积分']);
  });
});
