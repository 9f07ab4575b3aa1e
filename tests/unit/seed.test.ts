import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVEST_STATUSES, LOAN_STATUSES, PRODUCT_KEYS, type RepayMethod } from '../../server/sandbox/model';
import { BANKS } from '../../server/sandbox/seed/banks';
import { HOSTILE, HOSTILE_ARTICLE_IDS } from '../../server/sandbox/seed/cms-html';
import { createSeed } from '../../server/sandbox/seed/index';
import { FUND_TYPES } from '../../domain/format/fund-types';
import { schedule, scheduleFen } from '../../server/sandbox/seed/schedule';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed/users';

const NOW = Date.UTC(2026, 10, 1, 2, 30); // 2026-11-01 10:30 in Shanghai
const seed = createSeed(NOW);
const D = DEMO_ACCOUNTS;
const fen = (yuan: number) => Math.round(yuan * 100);
const hasAtMost2Decimals = (yuan: number) => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;

type Loan = ReturnType<typeof createSeed>['loans'][number];
/** The loans of `status` that break `rule` (by title), after checking the seed has some. */
function breaking(loans: Loan[], status: string, rule: (l: Loan) => boolean): string[] {
  const of = loans.filter((l) => l.status === status);
  expect(of.length, `${status} loans in the seed`).toBeGreaterThan(0);
  return of.filter((l) => !rule(l)).map((l) => l.title);
}

function gb11643(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = w.reduce((s, wi, i) => s + wi * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

function luhn(card: string): boolean {
  let sum = 0;
  [...card].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return sum % 10 === 0;
}

afterEach(() => vi.restoreAllMocks());

describe('determinism', () => {
  it('gives deep-equal data for the same now', () => {
    expect(createSeed(NOW)).toEqual(createSeed(NOW));
  });

  it('never uses Math.random or Date.now', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(() => createSeed(NOW)).not.toThrow();
  });

  it('keeps ids stable whatever now is, and times relative to it', () => {
    const later = createSeed(NOW + 37 * 86_400_000 + 5 * 3_600_000);
    expect(later.loans.map((l) => l.id)).toEqual(seed.loans.map((l) => l.id));
    expect(later.users.map((u) => u.id)).toEqual(seed.users.map((u) => u.id));
    for (const l of later.loans.filter((x) => x.status === 'SCHEDULED')) expect(l.timeOpen).toBeGreaterThan(later.now);
  });

  it('holds its invariants at other start times, month ends included', () => {
    const starts = [Date.UTC(2026, 2, 30, 16), Date.UTC(2028, 1, 28, 16, 30), Date.UTC(2026, 11, 31, 15, 59), Date.UTC(2027, 6, 15, 4)];
    for (const now of starts) {
      const s = createSeed(now);
      expect(breaking(s.loans, 'OPENED', (l) => l.timeOpen < now && l.timeOpen + l.timeout * 3_600_000 > now)).toEqual([]);
      expect(breaking(s.loans, 'SETTLED', (l) => (l.valueDate as number) < now && (l.dueDate as number) > now)).toEqual([]);
      expect(breaking(s.loans, 'CLEARED', (l) => (l.timeCleared as number) < now)).toEqual([]);
      const mine = s.investments.filter((i) => i.userId === D.investor.userId);
      expect(new Set(mine.map((i) => i.status)).size).toBe(INVEST_STATUSES.length - 2);
      expect(s.creditAssigns.every((c) => c.creditDealAmount / c.bidValuation >= 0.95 && c.actualRate > 0)).toBe(true);
    }
  });

  it('returns independent copies', () => {
    const a = createSeed(NOW);
    (a.banks[0] as { bankName: string }).bankName = 'changed';
    expect(createSeed(NOW).banks[0]?.bankName).toBe('中国工商银行');
  });

  it('has unique ids', () => {
    for (const list of [seed.users, seed.loans, seed.investments, seed.creditAssigns, seed.coupons, seed.fundRecords, seed.articles, seed.pointRecords]) {
      const ids = list.map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('loans', () => {
  it('covers every product key (3+ loans) and every status, 45+ loans', () => {
    expect(seed.loans.length).toBeGreaterThanOrEqual(45);
    for (const key of PRODUCT_KEYS) {
      expect(seed.loans.filter((l) => l.loanRequest.productKey === key).length, key).toBeGreaterThanOrEqual(3);
    }
    for (const status of LOAN_STATUSES)
      expect(
        seed.loans.some((l) => l.status === status),
        status,
      ).toBe(true);
    const loanTab = seed.loans.filter((l) => ['GDSY', 'CPTJ', 'NEW'].includes(l.loanRequest.productKey));
    expect(loanTab.length).toBeGreaterThan(20);
    expect(loanTab.length).toBeLessThan(40);
  });

  it('has recommended loans, all risk ranks and cycle products', () => {
    expect(seed.loans.filter((l) => l.recommend).length).toBeGreaterThanOrEqual(3);
    for (const r of ['R1', 'R2', 'R3', 'R4', 'R5'])
      expect(
        seed.loans.some((l) => l.loanRequest.riskRank === r),
        r,
      ).toBe(true);
    expect(seed.loans.filter((l) => l.loanRequest.cycleProduct && l.loanRequest.cyclePeriods).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps balance, progress and time consistent with the status', () => {
    for (const l of seed.loans) {
      expect(l.investPercent, l.title).toBe(1 - l.balance / l.amount);
      expect(l.duration.totalMonths > 0 || l.duration.totalDays > 0).toBe(true);
    }
    const L = seed.loans;
    expect(breaking(L, 'OPENED', (l) => l.balance > 0 && l.balance < l.amount && l.timeOpen < NOW && l.timeOpen + l.timeout * 3_600_000 > NOW)).toEqual([]);
    expect(breaking(L, 'SCHEDULED', (l) => l.timeOpen > NOW && l.balance === l.amount)).toEqual([]);
    // sold out from here on (a failed loan keeps what it raised, to give back)
    const soldOut = LOAN_STATUSES.filter((s) => !['OPENED', 'SCHEDULED', 'FAILED'].includes(s) && L.some((l) => l.status === s));
    expect(soldOut.length).toBeGreaterThan(2);
    for (const s of soldOut)
      expect(
        breaking(L, s, (l) => l.balance === 0),
        s,
      ).toEqual([]);
    expect(breaking(L, 'SETTLED', (l) => (l.valueDate as number) < NOW && (l.dueDate as number) > NOW)).toEqual([]);
    expect(breaking(L, 'CLEARED', (l) => (l.dueDate as number) < NOW)).toEqual([]);
  });

  it('has investments adding up to the sold part of every loan', () => {
    for (const l of seed.loans) {
      const sold = seed.investments.filter((i) => i.loanId === l.id).reduce((s, i) => s + fen(i.amount), 0);
      expect(sold, l.title).toBe(fen(l.amount - l.balance));
    }
  });
});

describe('schedule()', () => {
  const methods: RepayMethod[] = ['EqualInstallment', 'MonthlyInterest', 'BulletRepayment'];
  const cases: [number, number, number][] = [
    [1_000_000, 900, 12],
    [3_333_333, 1050, 7],
    [10_000, 1200, 3],
    [123_456_789, 875, 24],
    [100, 1000, 6],
    [5_000_000, 0, 12],
  ];

  for (const method of methods) {
    it(`sums principal exactly (${method})`, () => {
      for (const [p, rate, months] of cases) {
        const rows = scheduleFen(p, rate, months, method, NOW);
        expect(rows.reduce((s, r) => s + r.amountPrincipal, 0)).toBe(p);
        expect(rows[rows.length - 1]?.amountOutstanding).toBe(0);
        for (const r of rows) {
          expect(Number.isInteger(r.amountInterest) && Number.isInteger(r.amountPrincipal)).toBe(true);
          expect(r.amount).toBe(r.amountInterest + r.amountPrincipal);
          expect(r.amountPrincipal).toBeGreaterThanOrEqual(0);
        }
        const yuan = schedule(p, rate, months, method, NOW);
        expect(yuan.reduce((s, r) => s + fen(r.amountPrincipal), 0)).toBe(p);
        for (const r of yuan) for (const v of [r.amount, r.amountInterest, r.amountPrincipal, r.amountOutstanding]) expect(hasAtMost2Decimals(v)).toBe(true);
        expect(rows.length).toBe(method === 'BulletRepayment' ? 1 : months);
        for (let i = 1; i < rows.length; i++) expect((rows[i] as { dueDate: number }).dueDate).toBeGreaterThan((rows[i - 1] as { dueDate: number }).dueDate);
      }
    });
  }

  it('computes textbook figures', () => {
    // 等额本息 10 000 at 12% for 12 months: 888.49 a month
    const equal = schedule(1_000_000, 1200, 12, 'EqualInstallment', NOW);
    expect(equal[0]?.amount).toBe(888.49);
    expect(equal[0]?.amountInterest).toBe(100);
    // 先息后本 10 000 at 9%: 75 a month, principal in the last period
    const monthly = schedule(1_000_000, 900, 6, 'MonthlyInterest', NOW);
    expect(monthly.map((r) => r.amount)).toEqual([75, 75, 75, 75, 75, 10_075]);
    // 到期还本付息 by days: 10 000 at 12% for 30 days = 98.63 interest
    const bullet = schedule(1_000_000, 1200, 0, 'BulletRepayment', NOW, 30);
    expect(bullet).toHaveLength(1);
    expect(bullet[0]?.amountInterest).toBe(98.63);
    expect(bullet[0]?.dueDate).toBe(NOW + 30 * 86_400_000);
  });
});

describe('investments', () => {
  const mine = seed.investments.filter((i) => i.userId === D.investor.userId);

  // but CANCELED (a failed loan) and ASSIGNED (a transfer sold out: its journeys sell one)
  it('gives the seasoned investor one in every status', () => {
    for (const s of INVEST_STATUSES.filter((x) => x !== 'CANCELED' && x !== 'ASSIGNED'))
      expect(
        mine.some((i) => i.status === s),
        s,
      ).toBe(true);
  });

  it('has exact schedules, repaid only when due', () => {
    for (const inv of seed.investments) {
      if (!inv.repayments.length) continue;
      const principal = inv.repayments.reduce((s, r) => s + fen(r.repayment.amountPrincipal), 0);
      expect(principal, inv.loanTitle).toBe(fen(inv.amount));
      expect(
        inv.repayments.filter((r) => r.status === 'REPAYED' && r.repayment.dueDate >= NOW),
        inv.loanTitle,
      ).toEqual([]);
      expect(
        inv.repayments.filter((r) => !hasAtMost2Decimals(r.repayment.amount)),
        inv.loanTitle,
      ).toEqual([]);
    }
    expect(mine.find((i) => i.status === 'OVERDUE')?.repayments.some((r) => r.status === 'UNDUE' && r.repayment.dueDate < NOW)).toBe(true);
    expect(mine.find((i) => i.status === 'CLEARED')?.repayments.every((r) => r.status === 'REPAYED')).toBe(true);
  });
});

describe('demo accounts', () => {
  const user = (id: string) => seed.users.find((u) => u.id === id);
  const cards = (id: string) => seed.bankAccounts.filter((b) => b.userId === id);

  it('newbie: nothing bound, nothing invested', () => {
    const u = user(D.newbie.userId);
    expect(u).toMatchObject({ mobile: '13800000001', password: 'demo1234', accountStatus: 0, paymentPassword: null, memberLevel: 'L0', name: '' });
    expect(cards(D.newbie.userId)).toHaveLength(0);
    expect(seed.userFunds[D.newbie.userId]?.totalInvest).toBe(0);
    expect(seed.surveyFillings.some((f) => f.userId === D.newbie.userId)).toBe(false);
  });

  it('seasoned investor 王建国', () => {
    const u = user(D.investor.userId);
    expect(u).toMatchObject({
      mobile: '13800000002',
      password: 'demo1234',
      name: '王建国',
      accountStatus: 60,
      isProfessionalInvestor: true,
      paymentPassword: '123456',
      memberLevel: 'L3',
      points: 12800,
      inviteCode: 'WANG88',
      socialIds: { weixin: 'wx-social-bound' },
    });
    const c = cards(D.investor.userId);
    expect(c).toHaveLength(2);
    expect(c.find((x) => x.defaultAccount)?.account).toMatchObject({ bankCode: 'ICBC' });
    expect(c.find((x) => x.defaultAccount)?.account.account).toHaveLength(19);
    expect(c.find((x) => !x.defaultAccount)?.account).toMatchObject({ bankCode: 'CMB' });
    expect(c.find((x) => !x.defaultAccount)?.account.account).toHaveLength(16);
    expect(seed.surveyFillings.find((f) => f.userId === D.investor.userId)?.valid).toBe(true);

    const coupons = seed.coupons.filter((x) => x.userId === D.investor.userId);
    expect(coupons.length).toBeGreaterThanOrEqual(6);
    expect(new Set(coupons.map((x) => x.couponPackage.type)).size).toBe(4);
    expect(new Set(coupons.map((x) => x.status)).size).toBe(4);

    const fund = seed.userFunds[D.investor.userId];
    expect(fund?.availableAmount).toBe(5_234_056);
    expect(fund?.totalInvest).toBeGreaterThanOrEqual(20_000_000);
    expect(fund?.dueInAmount).toBe((fund?.outstandingPrincipal ?? 0) + (fund?.outstandingInterest ?? 0));

    const records = seed.fundRecords.filter((r) => r.userId === D.investor.userId);
    expect(records.length).toBeGreaterThanOrEqual(25);
    expect(new Set(records.map((r) => r.type)).size).toBeGreaterThanOrEqual(8);
    for (const r of records) expect(FUND_TYPES).toContain(r.type);

    const points = seed.pointRecords.filter((r) => r.userId === D.investor.userId);
    expect(points.length).toBeGreaterThanOrEqual(15);
    expect(points.reduce((s, r) => s + r.points, 0)).toBe(12800);
  });

  it('unverified, referrer and disabled users', () => {
    expect(user(D.unverified.userId)).toMatchObject({ mobile: '13800000003', accountStatus: 20 });
    expect(cards(D.unverified.userId)).toHaveLength(0);
    expect(user(D.referrer.userId)).toMatchObject({ mobile: '13800000004', inviteCode: 'VIP8888' });
    expect(seed.registrationGifts.byInviteCode.VIP8888?.some((p) => p.parValue === 8888)).toBe(true);
    expect(user(D.disabled.userId)).toMatchObject({ mobile: '13800000005', disabled: true });
  });

  it('ID numbers pass the GB 11643 checksum; cards pass Luhn and match a bank BIN', () => {
    const withId = seed.users.filter((u) => u.idNumber);
    expect(withId.length).toBeGreaterThan(10);
    for (const u of withId) expect(gb11643(u.idNumber), u.idNumber).toBe(true);
    for (const b of seed.bankAccounts) {
      expect(luhn(b.account.account), b.account.account).toBe(true);
      const bank = BANKS.find((x) => x.bankCode === b.account.bankCode);
      expect(bank?.prefixes.some((p) => b.account.account.startsWith(p))).toBe(true);
    }
  });
});

describe('claims', () => {
  it('has 12+ in every status, only one sold by the investor, priced within 95–105%', () => {
    expect(seed.creditAssigns.length).toBeGreaterThanOrEqual(12);
    for (const s of ['OPEN', 'FINISHED', 'SETTLED']) expect(seed.creditAssigns.some((c) => c.status === s)).toBe(true);
    expect(seed.creditAssigns.filter((c) => c.userId === D.investor.userId)).toHaveLength(1);
    for (const c of seed.creditAssigns) {
      const ratio = c.creditDealAmount / c.bidValuation;
      expect(ratio).toBeGreaterThanOrEqual(0.95);
      expect(ratio).toBeLessThanOrEqual(1.05);
      expect(c.actualRate).toBeGreaterThan(0);
      expect(c.actualRate).toBeLessThan(0.3);
      const sold = c.invests.reduce((s, i) => s + fen(i.amount), 0);
      expect(sold + fen(c.balance)).toBe(fen(c.creditDealAmount));
    }
  });
});

describe('content', () => {
  const named = (category: string, name: string) => seed.articles.filter((a) => a.category === category && a.name === name);

  it('has articles of every category and name', () => {
    expect(named('INTRODUCTION', 'APPInfo').length).toBeGreaterThanOrEqual(2);
    expect(named('INTRODUCTION', 'APPViews').length).toBeGreaterThanOrEqual(2);
    expect(named('INTRODUCTION', 'APPServices').length).toBeGreaterThanOrEqual(3);
    expect(named('INTRODUCTION', 'ABOUT').length).toBeGreaterThanOrEqual(1);
    expect(seed.articles.filter((a) => a.category === 'ACTIVITY').length).toBeGreaterThanOrEqual(4);
    expect(named('PUBLICATION', 'NOTICE').length).toBeGreaterThanOrEqual(12);
    expect(named('PUBLICATION', 'NEWS').length).toBeGreaterThanOrEqual(6);
    expect(seed.articles.some((a) => a.category === 'PRODUCT')).toBe(true);
    for (const name of ['注册登录', '充值提现', '投资理财', '账户安全']) expect(named('HELP', name).length, name).toBeGreaterThanOrEqual(3);
    expect(named('DECLARATION', 'REGISTER_AGREEMENT')[0]?.title).toContain('注册服务协议');
    for (const name of ['PRIVACY', 'RISK']) expect(named('DECLARATION', name)).toHaveLength(1);
    const profession = named('DECLARATION', 'PROFESSION')[0]?.content ?? '';
    for (const t of ['300万', '50万', '100万']) expect(profession).toContain(t);
    for (const l of seed.loans) expect(seed.articles.some((a) => a.id === l.loanRequest.introductionId)).toBe(true);
  });

  it('has rich HTML, and hostile snippets only in the listed articles', () => {
    const all = seed.articles.map((a) => a.content).join('\n');
    expect(all).toMatch(/<table>/);
    // the picture's address carries the size its box declares (the sandbox draws it at that shape)
    expect(all).toMatch(/<img src="\/sandbox-assets\/article-1\.svg\?w=(\d+)&amp;h=(\d+)"[^>]*width="\1" height="\2"/);
    expect(all).toMatch(/<a href="\/notice">/);
    expect(all).toMatch(/<a href="https:\/\//);
    expect(HOSTILE_ARTICLE_IDS.length).toBeGreaterThanOrEqual(2);
    const snippets = Object.values(HOSTILE);
    const found = new Set<string>();
    for (const a of seed.articles) {
      const hits = snippets.filter((s) => a.content.includes(s));
      hits.forEach((s) => found.add(s));
      expect(hits.length > 0, a.title).toBe(HOSTILE_ARTICLE_IDS.includes(a.id));
    }
    const hostileElsewhere = seed.articles.filter((a) => !HOSTILE_ARTICLE_IDS.includes(a.id) && /<script|onerror|javascript:|<iframe/i.test(a.content));
    expect(hostileElsewhere.map((a) => a.title)).toEqual([]);
    expect(found.size).toBe(snippets.length);
  });

  it('has banners, news, indexes, briefings, survey, privileges and gifts', () => {
    expect(seed.banners.length).toBeGreaterThanOrEqual(3);
    expect(seed.financeNews.length).toBeGreaterThanOrEqual(8);
    expect(seed.marketIndexes.map((m) => m.name)).toEqual(['上证指数', '深证成指', '恒生指数', '标普500', '道琼斯', '纳斯达克']);
    expect(seed.briefings.length).toBeGreaterThanOrEqual(12);
    expect(seed.survey.questions).toHaveLength(10);
    for (const q of seed.survey.questions) expect(q.chooseScore).toHaveLength(q.choices.length);
    for (const level of ['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'L6'] as const) expect(seed.privilegesByLevel[level].length).toBeGreaterThan(0);
    expect(seed.gifts.length).toBeGreaterThanOrEqual(5);
  });
});
