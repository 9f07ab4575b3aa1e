// The homepage is made of blocks that load and fail alone (issue: one failing call never
// blanks a screen): against a sandbox of the file's own with one call failing at a time, the
// loader never fails, the failed block says so in its own place with its own 重试, the others
// show, and the retry asks that block's call alone. And the newbie-only loans are not pushed to
// an investor who has lent before.
import { ownSandbox } from '../support/sandbox';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openHome } from './home-kit';
import { loadHome, type HomeData } from '../../modules/home/api';
import { deriveFlags, emptySession, session } from '../../runtime/session/store';
import { recordCalls } from './dom-kit';

const own = ownSandbox();
let calls: URL[] = [];
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  Object.assign(session, emptySession(), { status: 'ready' });
  calls = recordCalls();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  own.sandbox.faults.clear();
  Object.assign(session, emptySession(), { status: 'loading' });
});

const fail = (...paths: string[]) => own.sandbox.faults.set(paths.map((path) => ({ path, kind: 'error500' as const })));
const asked = (part: string) => calls.filter((u) => (u.pathname + u.search).includes(part)).length;

const open = (d: HomeData) => openHome(d, { later: true });

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const loanCards = () => document.querySelectorAll('.home-loan').length;

describe('each homepage block fails alone', () => {
  it('a CMS 500 leaves the loans, the banners and the rates; the failed blocks say so and come back on 重试', async () => {
    fail('/api/v2/cms/category/*');
    const d = await loadHome();
    expect([d.banners.ok, d.loans.ok, d.summary.ok]).toEqual([true, true, true]);
    await open(d);
    expect(loanCards()).toBeGreaterThan(0);
    expect(document.querySelectorAll('.home-banner').length).toBeGreaterThan(0);
    expect(alerts()).toEqual(['公告加载失败重试', '平台介绍加载失败重试', '理财观点加载失败重试', '平台服务加载失败重试']);
    // each block keeps its title, so the reader knows what is missing
    screen.getByRole('heading', { level: 2, name: /^平台介绍/ });
    expect(screen.getByRole('link', { name: '更多平台介绍' }).getAttribute('href')).toBe('/infolist');

    own.sandbox.faults.clear();
    calls.splice(0);
    const notices = screen.getAllByRole('alert')[0]!;
    await act(async () => fireEvent.click(within(notices).getByRole('button', { name: '重试' })));
    await waitFor(() => expect(document.querySelector('.home-ticker[aria-label="平台公告"]')).not.toBeNull());
    // only the notices were asked again; the other failed blocks still offer their retry
    expect(calls.map((u) => u.searchParams.get('pageSize') && u.pathname)).toEqual(['/api/v2/cms/category/PUBLICATION/name/NOTICE']);
    expect(alerts()).toHaveLength(3);
  });

  it('banners failing: the loans and the notices show; the banner place retries', async () => {
    fail('/api/v2/cms/mobileBanners');
    const d = await loadHome();
    await open(d);
    expect(loanCards()).toBeGreaterThan(0);
    expect(alerts()).toEqual(['活动加载失败重试']);
    own.sandbox.faults.clear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await waitFor(() => expect(document.querySelectorAll('.home-banner').length).toBeGreaterThan(0));
    expect(alerts()).toEqual([]);
  });

  it('the rates failing only drops the range beside each product name', async () => {
    fail('/api/v2/loans/summary');
    const d = await loadHome();
    await open(d);
    expect(loanCards()).toBeGreaterThan(0);
    expect(document.querySelector('.home-block h2 small')).toBeNull();
    expect(alerts()).toEqual([]);
  });

  it('every call failing still draws the page: the brand, the switch and a retry in each place', async () => {
    fail('/api/*');
    const d = await loadHome();
    await open(d);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('汇盈金服');
    expect(alerts()).toEqual([
      '活动加载失败重试',
      '公告加载失败重试',
      '平台介绍加载失败重试',
      '出借项目加载失败重试',
      '理财观点加载失败重试',
      '平台服务加载失败重试',
    ]);
    expect(screen.getByRole('note').textContent).toBe('市场有风险，出借需谨慎');
    expect(asked('getMobileHomepageLoans')).toBe(1);
  });
});

describe('newbie-only loans on the homepage', () => {
  const newbieCards = () => [...document.querySelectorAll('.home-loan h3')].filter((h) => h.textContent!.startsWith('新手专享')).length;
  const as = (totalInvest: number) => {
    const user = { id: 'u1', mobile: '13800000002', name: '李明' } as never;
    const fund = { totalInvest, availableAmount: 0, frozenAmount: 0 } as never;
    Object.assign(session, emptySession(), { status: 'ready', user, fund });
    session.flags = deriveFlags({ user, fund, fundAccounts: [], authenticates: {} });
  };

  it('are shown to visitors and to a newbie', async () => {
    const d = await loadHome();
    await open(d);
    expect(newbieCards()).toBeGreaterThan(0);
    cleanup();
    as(0);
    await open(d);
    expect(newbieCards()).toBeGreaterThan(0);
  });

  it('are not shown at all to an investor who has lent before, nor while the fund record is unknown', async () => {
    const d = await loadHome();
    as(5000);
    await open(d);
    expect(loanCards()).toBeGreaterThan(0);
    expect(newbieCards()).toBe(0);
    expect(screen.queryByRole('heading', { level: 2, name: /^新手专享/ })).toBeNull();
    cleanup();
    as(0);
    session.failed = ['fund'];
    await open(d);
    expect(newbieCards()).toBe(0);
  });
});
