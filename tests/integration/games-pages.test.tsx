// The games in happy-dom: the quiz (questions, going back, submit at the last, the countdown on
// fake timers, sharing), and the nine-cell lottery and its wins list against a sandbox of the
// file's own (draws, the double tap, no chances, a lost answer, visitors).
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { gamesOf } from '../../server/sandbox/routes/games';
import { flush } from '../../runtime/session';
import { getChances, getProject, getUserWins, getWinners, loadNine, loadRecords } from '../../modules/games/api';
import { QUESTIONS } from '../../modules/games/rules/quiz-questions';
import Quiz, { QUIZ_MS } from '../../modules/games/pages/quiz';
import NinePlay from '../../modules/games/pages/nine-play';
import LotteryRecord from '../../modules/games/pages/lottery-record';
import { signIn } from '../support/login';

const shared: { card?: { title: string; link: string } } = {};
vi.mock('../../bridge/share', () => ({
  share: vi.fn(async (card: { title: string; link: string }) => {
    shared.card = card;
    return 'copied';
  }),
}));

const own = ownSandbox();
const inv = DEMO_ACCOUNTS.investor;
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  // the highlight goes straight to the prize: happy-dom has no frames worth waiting for
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  flush();
});

const btn = (name: string | RegExp) => screen.getByRole('button', { name });
const tap = (name: string | RegExp) => act(() => fireEvent.click(btn(name)));
const choices = () => [...document.querySelectorAll<HTMLButtonElement>('.ui-choice')];
const choose = (i: number) => act(() => fireEvent.click(choices()[i]!));
const best = QUESTIONS.map((q) => q.scores.indexOf(10));
const count = () => document.querySelector('.quiz-count')?.textContent?.replace(/\s+/g, ' ');

describe('quiz', () => {
  it('goes question by question, keeps answers going back, submits at the last', async () => {
    render(<Quiz />);
    tap('开始答题');
    expect(count()).toBe('第 1 / 10 题');
    expect(screen.getByRole('timer').textContent).toContain('05:00');
    expect(screen.queryByRole('button', { name: '上一题' })).toBeNull();
    choose(0);
    expect(count()).toBe('第 2 / 10 题');
    tap('上一题');
    expect(document.querySelector('.ui-choice-on')?.textContent).toContain(QUESTIONS[0]!.choices[0]);
    choose(best[0]!); // changed
    for (let i = 1; i < 9; i++) choose(best[i]!);
    expect(count()).toBe('第 10 / 10 题');
    expect((btn('提交') as HTMLButtonElement).disabled).toBe(true);
    choose(best[9]!);
    expect(count()).toBe('第 10 / 10 题');
    tap('提交');
    screen.getByRole('heading', { name: '进取型' });
    expect(document.querySelector('.quiz-score')?.textContent).toBe('100');
    expect(document.querySelector('.quiz-band')?.textContent).toBe('81–100分为进取型，高风险');
    screen.getByText('风险偏好：高风险');
    // no canvas in happy-dom: the link is shared instead of a picture
    await screen.findByText('当前浏览器无法生成结果图，可直接分享链接');
    tap('分享结果');
    await waitFor(() => expect(shared.card?.link).toBe(`${location.origin}/weichartPlay`));
    expect(shared.card?.title).toContain('进取型');
    tap('再测一次');
    expect(count()).toBe('第 1 / 10 题');
  });

  it('when the 300 s run out, submits what was answered', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    render(<Quiz />);
    tap('开始答题');
    choose(best[0]!);
    choose(best[1]!);
    choose(0); // 2 points
    await act(() => vi.advanceTimersByTimeAsync(QUIZ_MS - 31_000));
    expect(screen.getByRole('timer').textContent).toContain('00:31');
    expect(screen.queryByText(/不足30秒/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('timer').textContent).toContain('00:29');
    screen.getByText(/不足30秒/);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('alert').textContent).toBe('答题时间到，已按作答的3道题计分（7道未作答，计0分）');
    // 10 + 10 + 2 = 22: 稳健型
    screen.getByRole('heading', { name: '稳健型' });
    expect(document.querySelector('.quiz-score')?.textContent).toBe('22');
    expect(document.querySelector('.quiz-band')?.textContent).toBe('21–40分为稳健型，中低风险');
  });
});

const forcePrizes = (next: number[], chances?: number) => {
  gamesOf(own.sandbox.state).forced = next;
  if (chances !== undefined) own.sandbox.state.lottery.chances[inv.userId] = chances;
};
const draws = () => gamesOf(own.sandbox.state).draws.filter((d) => d.userId === inv.userId);
const chancesText = () => document.querySelector('.nine-chances strong')?.textContent;
const go = () => document.querySelector<HTMLButtonElement>('.nine-go')!;
const msg = () => document.querySelector('.nine-msg')?.textContent ?? '';

async function openNine() {
  render(<NinePlay data={await loadNine()} params={{}} query={new URLSearchParams()} />);
  await waitFor(() => expect(document.querySelectorAll('.nine-cell')).toHaveLength(8));
}

describe('nine-cell lottery', () => {
  it('the calls parse the sandbox answers', async () => {
    const p = await getProject();
    expect(p.projectItems).toHaveLength(8);
    expect((await getWinners()).length).toBeGreaterThan(3);
    await signIn(inv.mobile);
    expect(await getChances()).toBe(3);
    expect(await getUserWins(1)).toEqual({ items: [], total: 0 });
  });

  it('draws until the chances run out; a double tap draws once', async () => {
    await signIn(inv.mobile);
    forcePrizes([1, -1, 2]);
    await openNine();
    await waitFor(() => expect(chancesText()).toBe('3'));
    // the marquee's placeholders give way to the winners
    await waitFor(() => expect(document.querySelector('.nine-ph')).toBeNull());
    expect(document.querySelector('.nine-winners li')?.textContent).toMatch(/\*{4}\d{4}抽中/);

    act(() => {
      fireEvent.click(go());
      fireEvent.click(go());
    });
    expect(go().getAttribute('aria-disabled')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: '恭喜中奖' });
    expect(dialog.textContent).toContain('恭喜您抽中50元红包');
    expect(screen.getByRole('link', { name: '查看我的红包' }).getAttribute('href')).toBe('/dashboard/coupon');
    expect(draws()).toHaveLength(1);
    expect(chancesText()).toBe('2');
    expect(document.querySelector('.nine-light-on')).toBeTruthy();
    tap('继续抽奖');

    await act(async () => fireEvent.click(go()));
    expect((await screen.findByRole('dialog', { name: '抽奖结果' })).textContent).toContain('没有抽中');
    tap('继续抽奖');
    await act(async () => fireEvent.click(go()));
    expect((await screen.findByRole('dialog', { name: '恭喜中奖' })).textContent).toContain('1%加息券');
    await waitFor(() => expect(chancesText()).toBe('0'));
    tap('知道了');
    expect(draws().map((d) => d.sequence)).toEqual([1, -1, 2]);

    // no chances: said at once, nothing asked of the server
    await act(async () => fireEvent.click(go()));
    expect(msg()).toBe('您的抽奖机会已用完');
    expect(draws()).toHaveLength(3);
  });

  it('the server says when the chances are gone', async () => {
    await signIn(inv.mobile);
    await openNine();
    await waitFor(() => expect(chancesText()).toBe('3'));
    forcePrizes([], 0); // used up elsewhere meanwhile
    await act(async () => fireEvent.click(go()));
    await waitFor(() => expect(msg()).toBe('您的抽奖机会已用完'));
    expect(chancesText()).toBe('0');
    expect(go().getAttribute('aria-disabled')).toBe('false');
  });

  it('a lost answer is looked up by its key: the prize shows, nothing is drawn twice', async () => {
    await signIn(inv.mobile);
    forcePrizes([6]);
    await openNine();
    await waitFor(() => expect(chancesText()).toBe('3'));
    own.sandbox.faults.set([{ path: '/api/v2/commonapi/commonpost', kind: 'drop', count: 1 }]);
    await act(async () => fireEvent.click(go()));
    expect((await screen.findByRole('dialog', { name: '恭喜中奖' }, { timeout: 8000 })).textContent).toContain('100元红包');
    expect(own.sandbox.faults.report().rules[0]!.injected).toBe(1);
    expect(draws()).toHaveLength(1);
    expect(chancesText()).toBe('2');
  });

  it('an answer that never came: 网络错误，请重试, and the retry is the same draw', async () => {
    await signIn(inv.mobile);
    forcePrizes([5]);
    await openNine();
    await waitFor(() => expect(chancesText()).toBe('3'));
    own.sandbox.faults.set([{ path: '/api/v2/commonapi/commonpost', kind: 'abort', count: 1 }]);
    await act(async () => fireEvent.click(go()));
    await waitFor(() => expect(msg()).toBe('网络错误，请重试'), { timeout: 9000 });
    expect(draws()).toHaveLength(0);
    expect(chancesText()).toBe('3');
    await act(async () => fireEvent.click(go()));
    expect((await screen.findByRole('dialog', { name: '恭喜中奖' })).textContent).toContain('0.5%加息券');
    expect(draws()).toHaveLength(1);
    // one key for the lost attempt and its retry
    expect(own.sandbox.faults.report().rules[0]!.injected).toBe(1);
  }, 20000);

  it('visitors see the board and are offered register or login', async () => {
    flush();
    await openNine();
    expect(document.querySelector('.nine-chances')?.textContent).toBe('登录后即可参与抽奖');
    await act(async () => fireEvent.click(go()));
    const dialog = await screen.findByRole('dialog', { name: '登录后即可抽奖' });
    const links = [...dialog.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['立即注册', '/register?next=%2FninePlay'],
      ['已有账户，去登录', '/login?next=%2FninePlay'],
    ]);
    expect(draws()).toHaveLength(0);
  });
});

describe('wins list', () => {
  it('lists the wins (only the prizes), and says when there are none', async () => {
    await signIn(inv.mobile);
    const empty = render(<LotteryRecord data={await loadRecords()} params={{}} query={new URLSearchParams()} />);
    await screen.findByText('暂无中奖记录');
    expect(screen.getByRole('link', { name: '去抽奖' }).getAttribute('href')).toBe('/ninePlay');
    empty.unmount();

    forcePrizes([0, 3, 4]);
    for (const k of ['w1', 'w2', 'w3']) {
      const r = await fetch('/api/v2/commonapi/commonpost', {
        method: 'POST',
        body: new URLSearchParams({ func: 'DOAWARD', code: 'NINE-LUCKY', clientOrderId: k }),
      });
      expect(r.status).toBe(200);
    }
    render(<LotteryRecord data={await loadRecords()} params={{}} query={new URLSearchParams()} />);
    await screen.findByText('888元红包');
    const rows = [...document.querySelectorAll('.lrec-prize')].map((e) => e.textContent);
    expect(rows.sort()).toEqual(['20元红包', '888元红包']);
    expect(document.querySelectorAll('.lrec-tag')[0]?.textContent).toBe('已发放至我的红包');
    expect(document.querySelector('.ui-cell-note')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });
});
