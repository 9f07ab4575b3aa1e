import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import List from '../../modules/products/pages/list';
import { loadList } from '../../modules/products/api/list';
import LoanDetail from '../../modules/products/pages/loan-detail';
import Assignment from '../../modules/claims/pages/claim-detail';
import { getLoan, type Loan } from '../../modules/products/api/loan';
import { getClaim } from '../../modules/claims/api/claim-record';
import { loginByPassword } from '../../modules/auth/api/login';
import { logout } from '../../runtime/session/logout';
import { emptySession, session } from '../../runtime/session/store';
import type { User } from '../../runtime/session/schemas';
import { DEMO_CLAIMS, DEMO_LOANS, createSeed } from '../../server/sandbox/seed/index';
import { BACKGROUND_USER_IDS, DEMO_ACCOUNTS } from '../../server/sandbox/seed/users';

const seed = createSeed(0);
const go = (path: string) => act(() => history.replaceState(null, '', path));
const props = <D,>(data: D) => ({ data, params: {}, query: new URLSearchParams() });

function setSession(user: Partial<User> | null, flags: Partial<typeof session.flags> = {}) {
  Object.assign(session, emptySession(), { status: 'ready' });
  if (user) {
    session.user = { id: 'u', mobile: '13800000000', ...user };
    Object.assign(session.flags, { has_logged_in: true, is_newbie: false }, flags);
  }
}

beforeEach(() => setSession(null));
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await logout().catch(() => {});
});

describe('the list gates (SPEC §6)', () => {
  it('shows an unverified user the real-name popup, and goes back to the open list on close', async () => {
    setSession({ accountStatus: 20 }, { verified: false });
    await go('/list?tab=honour&from=app');
    render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
    const dialog = await screen.findByRole('dialog', { name: '仅限合格投资者' });
    expect(dialog.querySelector('a[href^="/dashboard/payment/bind-card"]')?.getAttribute('href')).toBe(
      `/dashboard/payment/bind-card?next=${encodeURIComponent('/list?tab=honour')}`,
    );
    await act(async () => screen.getByRole('button', { name: '关闭' }).click());
    expect(location.pathname + location.search).toBe('/list?tab=loan&from=app');
  });

  // userinfo as a backend that does say whether the investor is qualified (the family's never does)
  function sayQualified(q: boolean) {
    const real = globalThis.fetch;
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await real(input, init);
      if (!String(input).includes('/userinfo')) return res;
      return new Response(JSON.stringify({ ...(await res.json()), isProfessionalInvestor: q }), { status: 200 });
    });
  }

  it('shows a verified user the backend says is not a professional investor the investor popup', async () => {
    const plain = seed.users.find((u) => u.id === BACKGROUND_USER_IDS[1])!;
    await loginByPassword(plain.mobile, 'demo1234');
    setSession({ id: plain.id, accountStatus: 60 }, { verified: true });
    const spy = sayQualified(false);
    try {
      await go('/list?tab=funds');
      render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
      const dialog = await screen.findByRole('dialog', { name: '合格投资者认证' });
      expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/profession');
      expect(document.querySelectorAll('.pd-item')).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('asks for the qualified-investor commitment when the backend does not say, then lists, and asks once a tab', async () => {
    const plain = seed.users.find((u) => u.id === BACKGROUND_USER_IDS[2])!;
    await loginByPassword(plain.mobile, 'demo1234');
    setSession({ id: plain.id, accountStatus: 60 }, { verified: true });
    await go('/list?tab=funds');
    const view = render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
    const dialog = await screen.findByRole('dialog', { name: '合格投资者承诺' });
    const ok = within(dialog).getByRole('button', { name: '确认并查看' });
    expect(ok).toHaveProperty('disabled', true);
    expect(document.querySelectorAll('.pd-item')).toHaveLength(0);
    await act(async () => within(dialog).getByRole('checkbox').click());
    await act(async () => ok.click());
    await waitFor(() => expect(document.querySelectorAll('.pd-item')).toHaveLength(3));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
    await waitFor(() => expect(document.querySelectorAll('.pd-item')).toHaveLength(3));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the funds for a professional investor', async () => {
    await loginByPassword('13800000002', 'demo1234');
    setSession({ id: DEMO_ACCOUNTS.investor.userId, accountStatus: 60 }, { verified: true });
    const spy = sayQualified(true);
    try {
      await go('/list?tab=funds');
      render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
      await waitFor(() => expect(document.querySelectorAll('.pd-item')).toHaveLength(3));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.querySelector('.pd-item h3')?.textContent).toContain('私募基金');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the invest button per status and session', () => {
  let opened: Loan;
  beforeEach(async () => {
    opened = await getLoan(DEMO_LOANS.opened);
  });

  it('sends a visitor to login with the invest screen as next', async () => {
    render(<LoanDetail {...props(opened)} />);
    expect(screen.getByRole('link', { name: '登录后出借' }).getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/loan/${opened.id}/invest`)}`);
    screen.getByText('登录后可查看');
  });

  it('links an investor to the invest screen, but not for a newbie-only loan or their own loan', async () => {
    setSession({ accountStatus: 60 });
    const { unmount } = render(<LoanDetail {...props(opened)} />);
    expect(screen.getByRole('link', { name: '立即出借' }).getAttribute('href')).toBe(`/loan/${opened.id}/invest`);
    unmount();

    const newbie = await getLoan(DEMO_LOANS.newbie);
    const r = render(<LoanDetail {...props(newbie)} />);
    expect((screen.getByRole('button', { name: '新手专享' }) as HTMLButtonElement).disabled).toBe(true);
    r.unmount();

    setSession({ accountStatus: 60 }, { is_newbie: true });
    const r2 = render(<LoanDetail {...props(newbie)} />);
    screen.getByRole('link', { name: '立即出借' });
    r2.unmount();

    const own = await getLoan(DEMO_LOANS.referrerBorrowed);
    setSession({ id: DEMO_ACCOUNTS.referrer.userId, accountStatus: 60 });
    render(<LoanDetail {...props(own)} />);
    expect((screen.getByRole('button', { name: '不能出借给自己' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says sold out, with a full red bar and no balance, once the loan is FINISHED', async () => {
    render(<LoanDetail {...props({ ...opened, status: 'FINISHED' })} />);
    expect((screen.getByRole('button', { name: '已售罄' }) as HTMLButtonElement).disabled).toBe(true);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.className).toContain('red');
    expect(document.querySelector('.ld-figs')?.textContent).toContain('0.00元剩余可出借');
    expect(document.querySelector('.ld-count')).toBeNull();
  });

  it('shows a grey bar while repaying', async () => {
    render(<LoanDetail {...props({ ...opened, status: 'SETTLED' })} />);
    expect(screen.getByRole('progressbar').className).not.toContain('red');
    screen.getByRole('button', { name: '还款中' });
  });

  it('asks for the loan again when its countdown reaches zero', async () => {
    const scheduled = await getLoan(DEMO_LOANS.scheduled);
    const calls: string[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(String(input));
      return real(input, init);
    });
    // the server said one second was left, five seconds ago
    render(<LoanDetail {...props({ ...scheduled, timeLeft: 1000, receivedAt: Date.now() - 5000 })} />);
    await waitFor(() => expect(calls.some((u) => u.includes(`/api/v2/loan/${scheduled.id}`))).toBe(true));
    // the fresh answer counts down again from what the server says now
    // (the seed opens it at the top of the hour 1–2 h after the sandbox started, so under an hour
    // may be left by the time this runs; never the seconds the stale answer had)
    await waitFor(() => expect(screen.getByText(/^距开始/).textContent).toMatch(/距开始 (0[12]时\d{2}|00时[1-5]\d)分\d{2}秒/));
  });
});

describe('the claim detail', () => {
  it('tells the seller they cannot buy their own claim', async () => {
    const own = await getClaim(DEMO_CLAIMS.own);
    setSession({ id: DEMO_ACCOUNTS.investor.userId, accountStatus: 60 });
    render(<Assignment {...props(own)} />);
    expect((screen.getByRole('button', { name: '不能购买自己转让的债权' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('links another investor to buying an open claim', async () => {
    const c = await getClaim(DEMO_CLAIMS.partlySold);
    setSession({ accountStatus: 60 });
    render(<Assignment {...props(c)} />);
    expect(screen.getByRole('link', { name: '立即购买' }).getAttribute('href')).toBe(`/assignment/${c.id}/invest`);
  });
});
