import { afterEach, describe, expect, it } from 'vitest';
import { loginByPassword } from '../../modules/auth/api/login';
import { logout } from '../../runtime/session/logout';
import { getClaimPage, getLoanPage, getProfessional, NO_FILTERS } from '../../modules/products/api/list';
import { getLoan } from '../../modules/products/api/loan';
import { loadParty } from '../../modules/products/api/party';
import { analyse, loadInfo } from '../../modules/products/api/info';
import { getInvests } from '../../modules/products/api/investors';
import { getClaim } from '../../modules/claims/api/claim-record';
import { toFilters } from '../../modules/products/components/filters';
import { DEMO_CLAIMS, DEMO_LOANS, createSeed } from '../../server/sandbox/seed/index';
import { BACKGROUND_USER_IDS } from '../../server/sandbox/seed/users';

// The product screens' schemas are the contract: every call must parse what the sandbox sends,
// and the sandbox must filter and page as the calls say.
const LOAN_TAB = ['GDSY', 'CPTJ', 'NEW'];
const seed = createSeed(0);
const monthsOf = (d: { totalMonths?: number | null; totalDays?: number | null }) => (d.totalMonths ? d.totalMonths : Math.ceil((d.totalDays ?? 0) / 30));

afterEach(async () => {
  await logout().catch(() => {});
});

describe('getLoanWithPage against the sandbox', () => {
  it('pages 20 at a time through GDSY, CPTJ and NEW, recommended first', async () => {
    const p1 = await getLoanPage(LOAN_TAB, NO_FILTERS, 1, true);
    const p2 = await getLoanPage(LOAN_TAB, NO_FILTERS, 2, true);
    const all = seed.loans.filter((l) => LOAN_TAB.includes(l.loanRequest.productKey));
    expect(p1.total).toBe(all.length);
    expect(p1.items).toHaveLength(20);
    expect(p2.items).toHaveLength(all.length - 20);
    const ids = [...p1.items, ...p2.items].map((l) => l.id);
    expect(new Set(ids).size).toBe(all.length);
    const recommended = all.filter((l) => l.recommend).map((l) => l.id);
    expect(ids.slice(0, recommended.length).sort()).toEqual(recommended.sort());
    expect([...p1.items, ...p2.items].every((l) => LOAN_TAB.includes(l.loanRequest.productKey))).toBe(true);
  });

  it('keeps each tab to its product keys', async () => {
    for (const keys of [['GDHD', 'GDLC'], ['ZXHD', 'ZXLC', 'HZZQ'], ['JJLC']]) {
      const p = await getLoanPage(keys, NO_FILTERS, 1, false);
      expect(p.total).toBe(seed.loans.filter((l) => keys.includes(l.loanRequest.productKey)).length);
      expect(p.items.every((l) => keys.includes(l.loanRequest.productKey))).toBe(true);
    }
  });

  it('filters by status, duration, rate and amount on the server', async () => {
    const scheduled = await getLoanPage(LOAN_TAB, toFilters([2, 0, 0, 0]), 1, true);
    expect(scheduled.total).toBe(3);
    expect(scheduled.items.every((l) => l.status === 'SCHEDULED')).toBe(true);

    const soldOut = await getLoanPage(LOAN_TAB, toFilters([3, 0, 0, 0]), 1, true);
    expect(soldOut.items.map((l) => l.status).sort()).toEqual(
      seed.loans
        .filter((l) => LOAN_TAB.includes(l.loanRequest.productKey) && ['FINISHED', 'FAKESETTLED', 'FAILED'].includes(l.status))
        .map((l) => l.status)
        .sort(),
    );

    const short = await getLoanPage(LOAN_TAB, toFilters([0, 1, 0, 0]), 1, true);
    expect(short.total).toBeGreaterThan(0);
    expect(short.items.every((l) => monthsOf(l.duration) <= 3)).toBe(true);

    const rate = await getLoanPage(LOAN_TAB, toFilters([0, 0, 3, 0]), 1, true);
    expect(rate.total).toBeGreaterThan(0);
    expect(rate.items.every((l) => l.rate > 1000 && l.rate <= 1200)).toBe(true);

    const small = await getLoanPage(LOAN_TAB, toFilters([0, 0, 0, 1]), 1, true);
    expect(small.total).toBeGreaterThan(0);
    expect(small.items.every((l) => l.amount <= 1_000_000)).toBe(true);

    const none = await getLoanPage(LOAN_TAB, toFilters([0, 0, 4, 0]), 1, true);
    expect(none).toEqual({ items: [], total: 0 });
  });
});

describe('the other product calls against the sandbox', () => {
  it('lists claims ten a page from page 1 (the call counts from 0), open ones first', async () => {
    const p1 = await getClaimPage(1);
    expect(p1.items).toHaveLength(10);
    expect(p1.total).toBe(seed.creditAssigns.filter((a) => a.status !== 'SETTLED').length);
    const firstSold = p1.items.findIndex((a) => a.status !== 'OPEN');
    expect(p1.items.slice(firstSold).every((a) => a.status === 'FINISHED')).toBe(true);
    expect((await getClaimPage(2)).items).toEqual([]);
  });

  it('gives a loan with the server time and the time left', async () => {
    const l = await getLoan(DEMO_LOANS.scheduled);
    expect(l.status).toBe('SCHEDULED');
    expect(l.serverDate).toBeGreaterThan(0);
    expect(l.timeLeft).toBe(l.timeOpen - l.serverDate!);
    expect(l.receivedAt).toBeGreaterThan(0);
    await expect(getLoan('no-such-loan')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('gives the borrower of a loan with its proof images', async () => {
    const p = await loadParty(DEMO_LOANS.opened);
    // the borrower, not the loan's guarantor (the seed once named the guarantee company as both)
    expect(p.corp?.registeredCapital).toBe(300_000_000);
    expect(p.name).not.toBe('深圳前海恒信融资担保有限公司');
    expect(p.name).toBe(p.corp?.name);
    expect(p.shortName).toBeTruthy();
    expect(p.corp?.images?.map((i) => i.proofType)).toEqual(['ANNOUNCEMENT', 'GUARANTEE', 'COMMITMENT']);
  });

  it('gives the security texts and the schedule of a loan, flattened', async () => {
    const d = await loadInfo(DEMO_LOANS.cycleSettled);
    expect(d.loan.loanRequest.riskInfo).toBeTruthy();
    expect(d.repayments).toHaveLength(12);
    expect(d.repayments[0]).toMatchObject({ status: 'REPAYED' });
    expect(d.repayments.at(-1)).toMatchObject({ status: 'UNDUE', amountOutstanding: 0 });
  });

  it('computes interest, and refuses a bad amount in Chinese', async () => {
    const r = await analyse({ amountValue: '10000.00', dueYear: 0, dueMonth: 6, dueDay: 0, annualRate: '9.00', paymentMethod: 'MonthlyInterest' });
    expect(r).toEqual({ interest: 450, principal: 10000 });
    await expect(analyse({ amountValue: '0', dueYear: 0, dueMonth: 6, dueDay: 0, annualRate: '9.00', paymentMethod: 'MonthlyInterest' })).rejects.toMatchObject(
      {
        code: 'INVALID_AMOUNT',
        message: '出借金额不符合产品规则',
      },
    );
  });

  it('shows a loan’s investors only to a logged-in user, masked', async () => {
    await expect(getInvests(DEMO_LOANS.opened)).rejects.toMatchObject({ code: 'ACCESS_DENIED' });
    await loginByPassword('13800000002', 'demo1234');
    const list = await getInvests(DEMO_LOANS.opened);
    expect(list.length).toBeGreaterThan(1);
    const text = JSON.stringify(list);
    // the sandbox sends them as the family does, unmasked; the client masks them before any screen
    for (const i of list) expect(i.name).toMatch(/^\d{3}\*{4}\d{4}$/);
    // a one-character name is in any Chinese text: only longer ones can be looked for
    const names = seed.users.map((u) => u.name).filter((n) => n.length > 1);
    expect(names.length).toBeGreaterThan(1);
    expect(seed.users.map((u) => u.mobile).filter((m) => text.includes(m))).toEqual([]);
    expect(names.filter((n) => text.includes(n))).toEqual([]);
  });

  it('gives a claim with its repayments and masked buyers', async () => {
    const c = await getClaim(DEMO_CLAIMS.partlySold);
    expect(c.status).toBe('OPEN');
    expect(c.balance).toBeLessThan(c.creditDealAmount);
    expect(c.repayments?.length).toBeGreaterThan(0);
    expect(c.invests?.every((i) => /\*/.test(i.userLoginName ?? ''))).toBe(true);
  });

  it('says the qualified-investor flag is unknown: the backend family never sends it', async () => {
    await loginByPassword('13800000002', 'demo1234');
    expect(await getProfessional()).toBe('unknown');
    await logout();
    const plain = seed.users.find((u) => u.id === BACKGROUND_USER_IDS[1])!;
    await loginByPassword(plain.mobile, 'demo1234');
    expect(await getProfessional()).toBe('unknown');
  });
});
