// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from '../../kit/ui/infinite-list';
import { PageState } from '../../runtime/ui/page-state';

// Loading is a skeleton of the screen (issue 17): one busy region with one hidden 加载中… for
// screen readers, grey blocks hidden from them, in the shape the caller names.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const region = (c: HTMLElement) => c.querySelector('.ui-skeleton') as HTMLElement | null;

describe('PageState loading', () => {
  it('is a detail skeleton by default: head and rows, busy, one hidden 加载中…', () => {
    const { container } = render(<PageState state="loading" />);
    const sk = region(container)!;
    expect(sk).not.toBeNull();
    expect(sk.getAttribute('role')).toBe('status');
    expect(sk.getAttribute('aria-busy')).toBe('true');
    // what a screen reader gets: the words, once; the blocks carry none
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(sk.querySelectorAll('.ui-sr')).toHaveLength(1);
    const blocks = sk.querySelector('[aria-hidden="true"]')!;
    expect(blocks.querySelectorAll('i').length).toBeGreaterThan(10);
    expect(sk.querySelectorAll('i').length).toBe(blocks.querySelectorAll('i').length);
    expect(sk.querySelectorAll('.ui-sk-head')).toHaveLength(1);
    expect(sk.querySelectorAll('.ui-sk-row').length).toBeGreaterThan(0);
    expect(sk.querySelector('.ui-sk-card, .ui-sk-article')).toBeNull();
    expect(container.querySelector('.ui-spinner')).toBeNull();
  });

  it.each([
    ['list', '.ui-sk-card', ['.ui-sk-head', '.ui-sk-article']],
    ['detail', '.ui-sk-head', ['.ui-sk-card', '.ui-sk-article']],
    ['article', '.ui-sk-article', ['.ui-sk-card', '.ui-sk-head']],
  ] as const)('shape %s draws %s only', (shape, own, others) => {
    const { container } = render(<PageState state="loading" shape={shape} />);
    expect(container.querySelectorAll(own).length).toBeGreaterThan(0);
    for (const o of others) expect(container.querySelector(o)).toBeNull();
    screen.getByText('加载中…');
  });

  it('a list skeleton fills a phone screen with cards; an article has title, date and paragraphs', () => {
    const list = render(<PageState state="loading" shape="list" />);
    expect(list.container.querySelectorAll('.ui-sk-card').length).toBeGreaterThanOrEqual(5);
    list.unmount();
    const { container } = render(<PageState state="loading" shape="article" />);
    const article = container.querySelector('.ui-sk-article')!;
    expect([...article.children].slice(0, 2).map((e) => e.tagName)).toEqual(['I', 'I']);
    expect(article.querySelectorAll('.ui-sk-p').length).toBeGreaterThan(1);
  });

  it('with words of its own it is an action under way: spinner and the words, no skeleton', () => {
    const { container } = render(<PageState state="loading" message="正在使用微信登录…" />);
    expect(region(container)).toBeNull();
    expect(container.querySelector('.ui-state .ui-spinner')).not.toBeNull();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    screen.getByText('正在使用微信登录…');
  });
});

describe('PageState empty and error are unchanged', () => {
  it('empty: words in a status, not busy, no skeleton', () => {
    const { container } = render(<PageState state="empty" shape="list" />);
    expect(region(container)).toBeNull();
    const st = screen.getByRole('status');
    expect(st.getAttribute('aria-busy')).toBe('false');
    expect(st.textContent).toBe('暂无数据');
  });

  it('error: an alert with the message and 重试', () => {
    const onRetry = vi.fn();
    const { container } = render(<PageState state="error" message="特权加载失败，请重试" onRetry={onRetry} />);
    expect(region(container)).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('特权加载失败，请重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('InfiniteList', () => {
  type Row = { id: number };
  const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i }));

  it('shows the list skeleton for a first page, a spinner row for the next, and the skeleton again after a reset', async () => {
    const pending: Record<number, (v: { items: Row[]; total: number }) => void> = {};
    const load = vi.fn((p: number) => new Promise<{ items: Row[]; total: number }>((r) => (pending[p] = r)));
    const list = (resetKey: string) => (
      <InfiniteList<Row> load={load} pageSize={10} keyOf={(r) => r.id} render={(r) => <div className="row">第{r.id}条</div>} resetKey={resetKey} />
    );
    // no IntersectionObserver in happy-dom: the list offers 加载更多
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container, rerender } = render(list('a'));
    expect(container.querySelectorAll('.ui-skeleton .ui-sk-card').length).toBeGreaterThan(0);
    await act(async () => pending[1]!({ items: rows(1, 10), total: 25 }));
    expect(region(container)).toBeNull();
    expect(container.querySelectorAll('.row')).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    // the rows stay; under them a spinner row says 加载中…
    expect(region(container)).toBeNull();
    expect(container.querySelectorAll('.row')).toHaveLength(10);
    const foot = container.querySelector('.ui-list-foot')!;
    expect(foot.querySelector('.ui-spinner')).not.toBeNull();
    expect(foot.textContent).toBe('加载中…');
    await act(async () => pending[2]!({ items: rows(11, 10), total: 25 }));
    expect(container.querySelectorAll('.row')).toHaveLength(20);

    rerender(list('b'));
    expect(container.querySelectorAll('.row')).toHaveLength(0);
    expect(container.querySelectorAll('.ui-skeleton .ui-sk-card').length).toBeGreaterThan(0);
  });
});

describe('skeleton styles', () => {
  const css = readFileSync('runtime/ui/skeleton.css', 'utf8');

  it('reach every page through app.css', () => {
    expect(readFileSync('runtime/app.css', 'utf8')).toMatch(/@import '\.\/ui\/skeleton\.css';/);
  });

  it('stop the shimmer for people who ask for reduced motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.ui-skeleton i\s*\{\s*animation:\s*none;/);
    expect(css).toMatch(/\.ui-skeleton i\s*\{[^}]*animation:\s*ui-sk /);
  });

  it('size blocks in rem (or em and %), never px, so they follow the text size and 长辈模式', () => {
    // the one px is a row's 1 px rule, as on the real rows
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '').match(/\d+px/g)).toEqual(['1px']);
  });
});
