// The homepage's loans from two sources (SPEC §7): GET /api/v3/loans/getMobileHomepageLoans, and
// only when it fails the list's homepage variant (getLoanWithPage, recommedInFront, status
// OPENED, products HDZX, DQCP, NEW), grouped by product key. Against a sandbox of the file's own
// (faults injected): no extra request when the first call answers, cards when it fails, an error
// with a retry of their own when both fail (the rest of the page still shows), an empty state
// when nothing is open.
import { ownSandbox } from '../support/sandbox';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openHome } from './home-kit';
import { HOMEPAGE_PER_PRODUCT, HOMEPAGE_PRODUCTS, loadHome, type HomeData, type HomeLoan } from '../../modules/home/api';
import type { Settled } from '../../runtime/api/settled';
import { recordCalls } from './dom-kit';

const value = <T,>(s: Settled<T>): T => {
  if (!s.ok) throw new Error('the block failed');
  return s.value;
};

const own = ownSandbox();
const MAIN = '/api/v3/loans/getMobileHomepageLoans';
const FALLBACK = '/api/v2/loans/getLoanWithPage';

let calls: URL[] = [];
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  calls = recordCalls();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  own.sandbox.faults.clear();
});

const asked = (path: string) => calls.filter((u) => u.pathname === path);
const fail = (...paths: string[]) => own.sandbox.faults.set(paths.map((path) => ({ path, kind: 'error500' as const })));

const open = (d: HomeData) => openHome(d);

describe('the homepage’s loans', () => {
  it('asks the homepage call alone when it answers: seven calls, as before', async () => {
    const d = await loadHome();
    await Promise.all(Object.values(d.more));
    expect(Object.keys(value(d.loans)).length).toBeGreaterThan(0);
    expect(asked(MAIN)).toHaveLength(1);
    expect(asked(FALLBACK)).toHaveLength(0);
    expect(calls.filter((u) => u.pathname.startsWith('/api/'))).toHaveLength(7);
  });

  it('falls back to the list’s homepage variant when the homepage call fails, grouped by product', async () => {
    fail(MAIN);
    const d = await loadHome();
    const loans = value(d.loans);
    const [q] = asked(FALLBACK);
    expect(q).toBeTruthy();
    expect(q!.searchParams.getAll('product')).toEqual([...HOMEPAGE_PRODUCTS]);
    expect(q!.searchParams.get('status')).toBe('OPENED');
    expect(q!.searchParams.get('recommedInFront')).toBe('true');
    expect(q!.searchParams.get('currentPage')).toBe('1');
    const keys = Object.keys(loans);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      expect(HOMEPAGE_PRODUCTS as readonly string[]).toContain(k);
      expect(loans[k]!.length).toBeLessThanOrEqual(HOMEPAGE_PER_PRODUCT);
      for (const l of loans[k]!) {
        expect(l.status).toBe('OPENED');
        expect(l.loanRequest.productKey).toBe(k);
      }
    }
    await open(d);
    // a visitor: the newbie-only loans are shown too
    expect(document.querySelectorAll('.home-loan').length).toBe(Object.values(loans).flat().length);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when both fail, and the retry brings the loans', async () => {
    fail(MAIN, FALLBACK);
    const d = await loadHome();
    expect(d.loans).toEqual({ ok: false, at: expect.any(Number) });
    // the rest of the homepage still shows
    expect(value(d.banners).length).toBeGreaterThan(0);
    await open(d);
    expect(screen.getByRole('alert').textContent).toContain('出借项目加载失败');
    expect(document.querySelectorAll('.home-banner').length).toBeGreaterThan(0);
    own.sandbox.faults.clear();
    calls.splice(0);
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await waitFor(() => expect(document.querySelectorAll('.home-loan').length).toBeGreaterThan(0));
    expect(asked(MAIN)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there is nothing open when the homepage call answers an empty list, and leads on to the whole list', async () => {
    const d = await loadHome();
    await open({ ...d, loans: { ok: true, value: {} as Record<string, HomeLoan[]> } });
    screen.getByText('暂无可出借项目');
    expect(screen.getByRole('link', { name: '查看项目列表' }).getAttribute('href')).toBe('/list');
  });
});
