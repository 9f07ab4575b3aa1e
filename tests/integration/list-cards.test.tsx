// The list's cards against the sandbox's loans and claims: each loan's risk rank as the detail
// names it, 仅限新手 on 新手专享 loans for an investor who has lent before, 我的转让 on the
// investor's own claim on sale.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import List from '../../modules/products/pages/list';
import { loadList } from '../../modules/products/api/list';
import { getClaim } from '../../modules/claims/api/claim-record';
import { emptySession, session } from '../../runtime/session/store';
import { DEMO_CLAIMS } from '../../server/sandbox/seed/index';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed/users';

const go = (path: string) => act(() => history.replaceState(null, '', path));
const props = <D,>(data: D) => ({ data, params: {}, query: new URLSearchParams(location.search) });

function setSession(id: string | null, newbie = false) {
  Object.assign(session, emptySession(), { status: 'ready' });
  if (!id) return;
  session.user = { id, mobile: '13800000000', accountStatus: 60 };
  Object.assign(session.flags, { has_logged_in: true, is_newbie: newbie, verified: true });
}

const cards = () => [...document.querySelectorAll('.pd-item')];
const pill = (card: Element) => card.querySelector('.pd-st')?.textContent;
const newbieCards = () => cards().filter((c) => c.querySelector('.pd-tag')?.textContent === '新手专享' && c.querySelector('.pd-bar') && pill(c) !== '已售罄');

async function openList(tab: string) {
  await go(`/list?tab=${tab}`);
  render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
}

beforeEach(() => setSession(null));
afterEach(() => cleanup());

describe('loan cards', () => {
  it('show each loan’s risk rank, named by /loan/ranks as on the detail', async () => {
    await openList('loan');
    await waitFor(() => expect(document.querySelector('.pd-risk')?.textContent).toMatch(/^R[1-5] \S+风险$/));
    for (const c of cards()) expect(c.querySelector('.pd-risk')?.textContent).toMatch(/^R[1-5]( \S+)?$/);
  });

  it('say 仅限新手 on an open 新手专享 loan to an investor who has lent before, 立即出借 to a newbie', async () => {
    setSession(DEMO_ACCOUNTS.investor.userId);
    await openList('loan');
    const open = newbieCards().filter((c) => ['仅限新手', '立即出借'].includes(pill(c) ?? ''));
    expect(open.length).toBeGreaterThan(0);
    for (const c of open) {
      expect(pill(c)).toBe('仅限新手');
      expect(c.querySelector('.pd-st')!.className).not.toContain('open');
    }
    cleanup();
    setSession(DEMO_ACCOUNTS.newbie.userId, true);
    await openList('loan');
    expect(newbieCards().some((c) => pill(c) === '立即出借')).toBe(true);
    expect(screen.queryByText('仅限新手')).toBeNull();
  });
});

describe('claim cards', () => {
  it('say 我的转让 on the investor’s own claim on sale, 立即购买 on the others', async () => {
    const own = await getClaim(DEMO_CLAIMS.own);
    setSession(DEMO_ACCOUNTS.investor.userId);
    await openList('assignment');
    const mine = document.querySelector(`a[href="/assignment/${own.id}"]`)!;
    expect(pill(mine)).toBe('我的转让');
    expect(cards().filter((c) => pill(c) === '立即购买').length).toBeGreaterThan(0);
    cleanup();
    setSession(DEMO_ACCOUNTS.referrer.userId);
    await openList('assignment');
    expect(pill(document.querySelector(`a[href="/assignment/${own.id}"]`)!)).toBe('立即购买');
    expect(screen.queryByText('我的转让')).toBeNull();
  });
});
