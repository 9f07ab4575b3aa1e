// @vitest-environment happy-dom
// Content screens in happy-dom against the sandbox: paging, tabs, states. The HTML bodies are
// not inspected here (DOMPurify does not support happy-dom; tests/e2e/content-sanitiser
// covers it in Chromium), and the hostile seed articles are never rendered here.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { listArticles, type Article } from '../../modules/content/api/articles';
import { listBriefings } from '../../modules/content/api/market';
import ArticlePage from '../../modules/content/pages/article';
import BriefingList from '../../modules/content/pages/briefing-list';
import CmsDoc from '../../modules/content/pages/cms-doc';
import Help from '../../modules/content/pages/help';
import { loadHelp } from '../../modules/content/api/articles';
import NoticeList, { NOTICE_MAX, NOTICE_PAGE } from '../../modules/content/pages/notice-list';
import Profession, { PRO_FINANCIAL_ASSETS, PRO_SINGLE_FUND, PRO_YEARLY_INCOME } from '../../modules/content/pages/profession';
import { TabbedDoc } from '../../modules/content/components/tabbed-doc';
import { emptySession, session } from '../../runtime/session/store';
import { ui } from '../../runtime/ui/ui-store';

const until = (check: () => boolean) => waitFor(() => expect(check()).toBe(true));
const q = (s = '') => new URLSearchParams(s);

beforeEach(() => {
  Object.assign(session, emptySession(), { status: 'ready' });
});
afterEach(() => {
  cleanup();
  ui.toast = null;
  ui.dialogs.splice(0);
});

describe('notice list', () => {
  it(`asks ${NOTICE_PAGE} at a time and stops at ${NOTICE_MAX}`, async () => {
    const first = await listArticles('PUBLICATION', 'NOTICE', 1, NOTICE_PAGE);
    render(<NoticeList data={first} params={{}} query={q()} />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    for (const n of [6, 9]) {
      fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
      await until(() => screen.getAllByRole('link').length === n);
    }
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
    screen.getByText(`仅显示最近${NOTICE_MAX}条公告`);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(9);
    expect(hrefs.every((h) => /^\/notice\/.+/.test(h!))).toBe(true);
  });

  it('shows few notices without a "more" button, and none as an empty state', () => {
    const two: Article[] = [
      { id: 'a', title: '公告一', pubDate: Date.UTC(2026, 0, 1, 16, 30) },
      { id: 'b', title: '公告二' },
    ];
    const { unmount } = render(<NoticeList data={{ items: two, total: 2 }} params={{}} query={q()} />);
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
    // 2026-01-01 16:30 UTC is already the 2nd in Beijing
    screen.getByText('2026-01-02');
    screen.getByText('没有更多了');
    unmount();
    render(<NoticeList data={{ items: [], total: 0 }} params={{}} query={q()} />);
    screen.getByText('暂无公告');
    // not a dead end: the way home
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

describe('article pages', () => {
  it('fetches again when /applistdetail gets another id, and says so when one is gone', async () => {
    const { items } = await listArticles('INTRODUCTION', 'APPViews', 1, 2);
    const [a, b] = items as [Article, Article];
    const { rerender } = render(<ArticlePage data={a} params={{}} query={q(`id=${a.id}`)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(a.title);
    rerender(<ArticlePage data={a} params={{}} query={q(`id=${b.id}`)} />);
    await until(() => screen.queryByRole('heading', { level: 1 })?.textContent === b.title);
    rerender(<ArticlePage data={a} params={{}} query={q('id=no-such-article')} />);
    await until(() => !!screen.queryByText('内容不存在或已下线'));
  });

  it('a CMS page with nothing published shows an empty state', () => {
    render(<CmsDoc data={null} params={{}} query={q()} />);
    screen.getByText('内容暂未发布，请稍后再来');
  });
});

describe('tabbed documents', () => {
  it('loads each tab once, and retries after an error', async () => {
    const { hook } = memoryLocation({ path: '/paper' });
    let calls = 0;
    const load = async (key: string): Promise<Article | null> => {
      calls++;
      if (calls === 1) throw new Error('network');
      return { id: key, title: `标题-${key}`, content: '<p>正文</p>' };
    };
    const tabs = [
      { key: 'one', label: '一' },
      { key: 'two', label: '二' },
    ];
    render(
      <Router hook={hook}>
        <TabbedDoc tabs={tabs} defaultKey="one" load={load} />
      </Router>,
    );
    await until(() => !!screen.queryByText('加载失败，请重试'));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await until(() => screen.queryByRole('heading', { level: 1 })?.textContent === '标题-one');
    fireEvent.click(screen.getByRole('tab', { name: '二' }));
    await until(() => screen.queryByRole('heading', { level: 1 })?.textContent === '标题-two');
    fireEvent.click(screen.getByRole('tab', { name: '一' }));
    await until(() => screen.queryByRole('heading', { level: 1 })?.textContent === '标题-one');
    expect(calls).toBe(3);
  });
});

describe('help', () => {
  it('lists a category by name and switches category in the URL', async () => {
    const { hook, history } = memoryLocation({ path: '/help?name=债权转让', record: true });
    const data = await loadHelp(q('name=债权转让'));
    render(
      <Router hook={hook}>
        <Help data={data} params={{}} query={q('name=债权转让')} />
      </Router>,
    );
    await until(() => !!screen.queryByText('什么是债权转让？'));
    expect(screen.getByRole('tab', { name: '债权转让' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '红包积分' }));
    await until(() => !!screen.queryByText('红包有哪些类型？'));
    expect(history.at(-1)).toBe('/help?name=%E7%BA%A2%E5%8C%85%E7%A7%AF%E5%88%86');
    expect(screen.queryByText('什么是债权转让？')).toBeNull();
  });
});

describe('daily briefings', () => {
  it('renders the first page of five with their Beijing dates', async () => {
    const first = await listBriefings(1);
    render(<BriefingList data={first} params={{}} query={q()} />);
    await until(() => screen.queryAllByRole('link').length >= 5);
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe(`/daily-briefing/${first.items[0]!.id}`);
    screen.getByText(first.items[0]!.title);
  });
});

describe('qualified-investor certification', () => {
  it('shows the thresholds in 万 and needs the commitment ticked before going on', async () => {
    expect([PRO_FINANCIAL_ASSETS, PRO_YEARLY_INCOME, PRO_SINGLE_FUND]).toEqual([3_000_000, 500_000, 1_000_000]);
    const article: Article = { id: 'p', title: '合格投资者承诺书', content: '<p>本人承诺</p>' };
    const { unmount } = render(<Profession data={{ article, certified: null }} params={{}} query={q()} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '满足以下条件之一：',
      '金融资产不低于300万',
      '最近三年个人年均收入不低于50万',
      '并且：',
      '购买单只私募基金不低于100万',
    ]);
    const go = screen.getByRole('button', { name: '登录后认证' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(go.disabled).toBe(false);
    unmount();
    // the route's load says who is certified: no button to flash away after render
    render(<Profession data={{ article, certified: true }} params={{}} query={q()} />);
    expect(screen.getByRole('status').textContent).toBe('您已通过合格投资者认证');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
