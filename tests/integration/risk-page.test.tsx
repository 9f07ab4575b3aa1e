// The risk questionnaire screen in happy-dom against a sandbox of its own (the tests change
// fillings and the questionnaire): the page origin is switched to that server.
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { flush, reload, session } from '../../runtime/session';
import { formatDate } from '../../domain/format/dates';
import { loadRisk, type RiskData } from '../../modules/profile/api/risk';
import Risk from '../../modules/profile/pages/risk';
import { signIn } from '../support/login';

const own = ownSandbox();
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  history.replaceState(null, '', '/dashboard/risk');
});
afterEach(async () => {
  cleanup();
  // the page reloads the session after a submit; that load must not land in the next test
  await reload().catch(() => {});
  flush();
  vi.restoreAllMocks();
});

async function open(mobile: string, search = '', data?: (d: RiskData) => RiskData) {
  await signIn(mobile);
  const loaded = await loadRisk();
  render(<Risk data={data ? data(loaded) : loaded} params={{}} query={new URLSearchParams(search)} />);
  return loaded;
}

const btn = (name: string | RegExp) => screen.getByRole('button', { name });
const tap = (name: string | RegExp) => act(() => fireEvent.click(btn(name)));
const pressed = () => document.querySelector('.ui-choice[aria-pressed="true"]')?.textContent ?? '';
const choices = () => [...document.querySelectorAll<HTMLButtonElement>('.ui-choice')];
const choose = (i: number) => act(() => fireEvent.click(choices()[i]!));
const progress = () => document.querySelector('.risk-progress')?.textContent?.replace(/\s+/g, ' ').trim();
const mine = (userId: string) => own.sandbox.state.surveyFillings.find((f) => f.userId === userId);

describe('a first questionnaire', () => {
  it('goes one question at a time, keeps answers going back, and submits to a result', async () => {
    await open(DEMO_ACCOUNTS.newbie.mobile, 'next=%2Floan%2Fabc%2Finvest');
    await screen.findByText('第 1 / 10 题');
    expect(screen.queryByRole('button', { name: '上一题' })).toBeNull();
    choose(3); // 18-35岁, 10
    expect(progress()).toMatch(/^第 2 \/ 10 题/);
    choose(0); // 10万元以下, 2
    expect(progress()).toMatch(/^第 3 \/ 10 题/);
    tap('上一题');
    expect(pressed()).toMatch(/10万元以下/);
    tap('上一题');
    expect(progress()).toMatch(/^第 1 \/ 10 题/);
    expect(pressed()).toMatch(/18-35岁/);
    choose(1); // changed: 50-60岁, 5
    expect(progress()).toMatch(/^第 2 \/ 10 题/);
    expect(pressed()).toMatch(/10万元以下/);
    tap('下一题');
    for (let i = 2; i < 10; i++) choose(1);
    expect(progress()).toMatch(/^第 10 \/ 10 题/);
    expect((btn('提交') as HTMLButtonElement).disabled).toBe(false);
    tap('提交');
    expect((btn('提交中…') as HTMLButtonElement).disabled).toBe(true);
    // 5 + 2 + 8 × 5 = 47: 平衡型
    await screen.findByRole('heading', { name: '平衡型' });
    expect(document.querySelector('.risk-score')?.textContent).toMatch(/47/);
    screen.getByText('有效');
    expect(screen.getByRole('link', { name: '继续出借' }).getAttribute('href')).toBe('/loan/abc/invest');
    btn('重新测评');
    const f = mine(DEMO_ACCOUNTS.newbie.userId)!;
    expect(f).toMatchObject({ score: 47, valid: true });
    expect(f.content.split('_').slice(0, 2)).toEqual(['1@B@5', '2@A@2']);
  });

  it('on the last question waits for its answer before submitting', async () => {
    await open(DEMO_ACCOUNTS.newbie.mobile);
    await screen.findByText('第 1 / 10 题');
    for (let i = 0; i < 9; i++) choose(0);
    expect((btn('提交') as HTMLButtonElement).disabled).toBe(true);
    choose(2);
    expect((btn('提交') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says why a refused submit failed and keeps the answers', async () => {
    await open(DEMO_ACCOUNTS.newbie.mobile);
    await screen.findByText('第 1 / 10 题');
    for (let i = 0; i < 10; i++) choose(2);
    // the questionnaire changed under the open screen: the server refuses the old scores
    own.sandbox.state.survey = { ...own.sandbox.state.survey, questions: own.sandbox.state.survey.questions.map((q) => ({ ...q, chooseScore: [1, 2, 3, 4] })) };
    tap('提交');
    expect((await screen.findByRole('alert')).textContent).toBe('问卷已更新或答案有误，请刷新后重新测评');
    expect(progress()).toMatch(/^第 10 \/ 10 题/);
    expect(pressed()).toMatch(/比较了解/);
    expect((btn('提交') as HTMLButtonElement).disabled).toBe(false);
    tap('上一题');
    expect(pressed()).toMatch(/5%-20%/);
    expect(mine(DEMO_ACCOUNTS.newbie.userId)).toBeUndefined();
  });

  it('shows no way back to an unsafe next', async () => {
    await open(DEMO_ACCOUNTS.newbie.mobile, 'next=%2F%2Fevil.example%2F');
    await screen.findByText('第 1 / 10 题');
    for (let i = 0; i < 10; i++) choose(3);
    tap('提交');
    await screen.findByRole('heading', { name: '进取型' });
    expect(screen.queryByRole('link', { name: '继续出借' })).toBeNull();
  });
});

describe('an existing filling', () => {
  it('shows the current result first, then re-evaluates from question 1', async () => {
    const data = await open(DEMO_ACCOUNTS.investor.mobile);
    screen.getByRole('heading', { name: '成长型' });
    expect(document.querySelector('.risk-score')?.textContent).toMatch(/78/);
    screen.getByText('有效');
    screen.getByText(formatDate(data.result!.timeLastUpdated));
    expect(screen.queryByRole('link', { name: '继续出借' })).toBeNull();
    tap('重新测评');
    await screen.findByText('第 1 / 10 题');
    expect(pressed()).toBe('');
    const oldId = data.result!.fillingId;
    for (let i = 0; i < 10; i++) choose(3);
    tap('提交');
    await screen.findByRole('heading', { name: '进取型' });
    expect(mine(DEMO_ACCOUNTS.investor.userId)).toMatchObject({ score: 100, valid: true });
    expect(mine(DEMO_ACCOUNTS.investor.userId)!.id).not.toBe(oldId);
    expect(session.user?.id).toBe(DEMO_ACCOUNTS.investor.userId);
  });

  it('says an expired filling has expired and offers no way on until re-evaluated', async () => {
    mine(DEMO_ACCOUNTS.investor.userId)!.valid = false;
    await open(DEMO_ACCOUNTS.investor.mobile, 'next=%2Floan%2Fabc%2Finvest');
    screen.getByText('已过期，请重新测评');
    expect(screen.queryByRole('link', { name: '继续出借' })).toBeNull();
    tap('重新测评');
    await screen.findByText('第 1 / 10 题');
    for (let i = 0; i < 10; i++) choose(2);
    tap('提交');
    await screen.findByRole('heading', { name: '成长型' });
    screen.getByText('有效');
    expect(screen.getByRole('link', { name: '继续出借' }).getAttribute('href')).toBe('/loan/abc/invest');
  });
});

describe('what the backend family does not send', () => {
  it('shows no validity when the filling carries none, and does not hold the investor back', async () => {
    delete (mine(DEMO_ACCOUNTS.investor.userId) as { valid?: boolean }).valid;
    await open(DEMO_ACCOUNTS.investor.mobile, 'next=%2Floan%2Fabc%2Finvest');
    screen.getByRole('heading', { name: '成长型' });
    expect(screen.queryByText('测评状态')).toBeNull();
    expect(screen.getByRole('link', { name: '继续出借' }).getAttribute('href')).toBe('/loan/abc/invest');
  });

  it('shows the type as -- when userinfo cannot be read after a submit, with the score', async () => {
    await open(DEMO_ACCOUNTS.newbie.mobile);
    await screen.findByText('第 1 / 10 题');
    for (let i = 0; i < 10; i++) choose(3);
    own.sandbox.faults.set([{ path: '/api/v2/user/MYSELF/userinfo', kind: 'error500' }]);
    tap('提交');
    await screen.findByRole('heading', { name: '--' });
    expect(document.querySelector('.risk-score')?.textContent).toMatch(/100/);
  });
});

describe('page states', () => {
  it('shows a questionnaire that failed to load with a retry that asks again', async () => {
    await open(DEMO_ACCOUNTS.newbie.mobile, '', (d) => ({ ...d, survey: Promise.reject(new Error('offline')) }));
    await screen.findByText('问卷加载失败，请重试');
    tap('重试');
    await screen.findByText('第 1 / 10 题');
  });

  it('shows an empty questionnaire as empty', async () => {
    own.sandbox.state.survey = { ...own.sandbox.state.survey, questions: [] };
    await open(DEMO_ACCOUNTS.newbie.mobile);
    await screen.findByText('暂无测评问卷');
  });
});
