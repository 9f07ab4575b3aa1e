import { bare, fail, ok, page } from '../reply';
import type { Loan, RepayMethod, User } from '../model';
import { findUser, type SandboxState } from '../state';
import { inYuan, scheduleFen, scheduleForLoan } from '../seed/schedule';
import { stableId } from '../seed/rng';
import type { Register } from './register';
import { userRecord } from './user';
import { shiftRound, toFen, toYuan } from '../../../domain/format/money';
import { maskMobile, maskName } from '../../../domain/format/mask';
import { HOUR } from '../../../domain/format/dates';
import { RISK_TEXT } from '../../../domain/loan-terms';
import { nextLevelGap } from '../../../domain/member-levels';
import { METHOD_TEXT } from '../../../domain/repay-method';

const termText = (l: Loan) => (l.duration.totalMonths ? `${l.duration.totalMonths}个月` : `${l.duration.totalDays}天`);

/**
 * A loan as the backend sends it: with the server's time and the time left to bid, the
 * borrower by name (corporationName / corporationShortName: loan.tmpl.html; the family's record
 * shows no corporationId, which the sandbox keeps beside them for its own corporation call),
 * and the request's texts and figures the family's pages read (loan.tmpl.html:38-244,
 * web loan/routers/page.js:72-262: displayDuration, brightSpot, fundUsage, riskPrompt, …).
 */
function loanView(s: SandboxState, l: Loan, now: number) {
  const closes = l.timeOpen + l.timeout * HOUR;
  const timeLeft = l.status === 'SCHEDULED' ? l.timeOpen - now : l.status === 'OPENED' ? closes - now : 0;
  const corp = l.corporationId ? s.corporations.find((x) => x.id === l.corporationId) : undefined;
  const r = l.loanRequest;
  const personal = r.type === 'PERSONAL';
  const p = (t: string) => `<p>${t}</p>`;
  return {
    ...l,
    serverDate: now,
    timeLeft: Math.max(0, timeLeft),
    ...(corp && !personal ? { corporationName: corp.name, corporationShortName: corp.shortName } : {}),
    purpose: personal ? 'PERSONAL' : 'CORPORATION',
    bidNumber: s.investments.filter((i) => i.loanId === l.id && i.status !== 'CANCELED').length,
    loanRequest: {
      ...r,
      id: stableId('loan-request', l.id),
      title: l.title,
      timeSubmit: l.timeOpen - 5 * 24 * HOUR,
      displayDuration: { frontShowDuration: termText(l) },
      deductionRate: 0,
      activityInfo: r.activityInfo ?? '',
      brightSpot: (!personal && corp?.brightSpot) || l.protectMode || '',
      brightSpot2: l.protectMode ?? '',
      brightSpot3: '银行存管',
      fundUsage: p(personal ? '借款人个人经营周转' : '补充借款企业日常经营流动资金'),
      productLightspot: p(l.brightSpotOfEnterprise ?? l.protectMode ?? '按期回款'),
      riskControlMethod: p(l.protectMode ?? '平台风控审核'),
      commonQuestion: p('起息日为募集结束次日，到期后3个工作日内回款至账户余额。'),
      riskPrompt: p('出借有风险，决策需谨慎。'),
      specialInstruction: p(METHOD_TEXT[l.method] ?? l.method),
      guaranteeInfo: p(l.financingGuarantee ?? '无'),
    },
  };
}

// What the homepage shows per product key: open loans first, recommended first.
const HOMEPAGE_KEYS = ['NEW', 'GDSY', 'CPTJ', 'HDZX', 'DQCP'] as const;
const rank = (l: Loan) => (l.status === 'OPENED' ? 0 : l.status === 'SCHEDULED' ? 1 : 2) * 2 + (l.recommend ? 0 : 1);

// The list's order: what can be bought, then what is coming, then the rest, newest first.
const STATUS_ORDER = ['OPENED', 'SCHEDULED', 'FINISHED', 'FAKESETTLED', 'SETTLED', 'CLEARED', 'FAILED'];

/** Repeated and comma-separated values alike (`product=A&product=B` or `product=A,B`). */
export const listParam = (q: URLSearchParams, key: string) =>
  q
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

export const numParam = (q: URLSearchParams, key: string, fallback: number) => {
  const raw = q.get(key);
  const n = raw == null || raw.trim() === '' ? fallback : Number(raw);
  return Number.isFinite(n) ? n : fallback;
};

/** Day-based terms count as started months, so a 30-day loan sits in the "up to 3 months" range. */
const monthsOf = (l: Loan) => (l.duration.totalMonths > 0 ? l.duration.totalMonths : Math.ceil(l.duration.totalDays / 30));

/** Investors as others may see them: masked, never ids. */
export const investorView = (s: SandboxState, userId: string, amount: number, submitTime: number, id: string) => {
  const u = findUser(s, userId);
  return { id, userLoginName: maskMobile(u?.mobile ?? ''), userName: maskName(u?.name ?? ''), amount, submitTime };
};

/**
 * A loan's investors as the family sends them: login name and mobile as they are, which the
 * H5 masks itself (loan.ctrl.coffee:16-27 shows `item.mobile` through a 3+4 mask in
 * loan-investors.tmpl.html:29-32). Our client masks them the same way before any screen.
 */
const loanInvestorView = (s: SandboxState, userId: string, amount: number, submitTime: number) => {
  const u = findUser(s, userId);
  return { userLoginName: u?.loginName ?? '', mobile: u?.mobile ?? '', amount, submitTime };
};

/** Scheduled repayments of the whole loan; the periods already due are REPAYED unless overdue. */
function loanRepayments(l: Loan, now: number) {
  const rows = scheduleForLoan(l, l.amount);
  const settled = l.status === 'SETTLED' || l.status === 'CLEARED';
  const paid = settled ? rows.filter((r) => r.dueDate < now).length - (l.overduePeriods ?? 0) : 0;
  return rows.map((repayment, i) => ({ status: i < paid ? 'REPAYED' : 'UNDUE', repayment }));
}

// Bare, the user nested under userInfo, the grade as { name, rank } (tbus web risk.js, ZPJR
// UserMessageResponseModule): no validity flag, no risk ceiling, no qualified-investor flag. The
// tender still refuses what they would have refused. SPEC's membership is here too (SPEC §7
// userinfo: membership): the family's /membership sends the level's name only, and the member
// centre's 累计出借 and gap need the amounts, made by the runtime's level rule.
function userInfo(s: SandboxState, u: User) {
  const f = s.surveyFillings.find((x) => x.userId === u.id) ?? null;
  const grade = f ? s.surveyGrades.find((g) => f.score >= g.minScore && f.score <= g.maxScore) : undefined;
  const mine = s.investments.filter((i) => i.userId === u.id && i.status !== 'CANCELED');
  const repaidFen = mine
    .flatMap((i) => i.repayments)
    .filter((p) => p.status === 'REPAYED')
    .reduce((t, p) => t + toFen(p.repayment.amount), 0);
  const noRebate = { totalAmount: 0, totalOnRebateAmount: 0, totalRebateAmount: 0, totalSuccessRebateAmount: 0 };
  return {
    userInfo: {
      userId: u.id,
      user: userRecord(u),
      // gender from the ID number's 17th digit, as the family's record carries it
      personal: { children: false, male: u.idNumber ? Number(u.idNumber[16]) % 2 === 1 : null },
      investAmount: toYuan(mine.reduce((t, i) => t + toFen(i.amount), 0)),
      investDate: mine.reduce((t, i) => Math.max(t, i.submitTime), 0) || null,
      investTimes: mine.length,
      investForOne: 0,
      sumRepay: toYuan(repaidFen),
      countRebate: 0,
      countRebateForMonth: 0,
      parValue: 0,
      parValueForMonth: 0,
      rebate: noRebate,
      rebateForMonth: noRebate,
    },
    surveyFilling: f
      ? { id: f.id, userId: f.userId, surveyId: f.surveyId, fillingStatus: 'FINISHED', score: f.score, content: f.content, timeLastUpdated: f.timeLastUpdated }
      : null,
    surveyScore: grade ? { name: grade.name, rank: Number(grade.maxRiskRank.slice(1)) } : null,
    membership: membershipOf(s, u),
  };
}

/** The level held, the cumulative lending (what the tenders add to) and the way to the next level. */
function membershipOf(s: SandboxState, u: User) {
  const totalAmount = toYuan(s.userFunds[u.id]?.totalInvest ?? 0);
  return { memberLevel: u.memberLevel, totalAmount, nextLeveGap: nextLevelGap(u.memberLevel, totalAmount) };
}

const METHODS: RepayMethod[] = ['MonthlyInterest', 'EqualInstallment', 'BulletRepayment'];

export const registerLoans: Register = (r, o) => {
  registerLoanLists(r, o);
  registerLoanDetails(r, o);
  registerLoanCalculator(r, o);
};

/** The loans on the homepage, by state, and the filtered, paged list. */
const registerLoanLists: Register = (r) => {
  // A flat list in an envelope: the old H5 grouped it by product key itself (homepage.ctrl.coffee).
  r.get('/api/v3/loans/getMobileHomepageLoans', (c) => {
    const out = HOMEPAGE_KEYS.flatMap((key) =>
      c.state.loans
        .filter((l) => l.loanRequest.productKey === key)
        .sort((a, b) => rank(a) - rank(b) || b.timeOpen - a.timeOpen)
        .slice(0, 2),
    );
    return ok(out.map((l) => loanView(c.state, l, c.now())));
  });

  // Bare lists of loans by state (the old H5's get_loan_list read { open, scheduled, finished, settled }).
  r.get('/api/v2/loans/summary', (c) => {
    const by = (...st: string[]) =>
      c.state.loans
        .filter((l) => st.includes(l.status))
        .sort((a, b) => b.timeOpen - a.timeOpen)
        .map((l) => loanView(c.state, l, c.now()));
    return bare({ open: by('OPENED'), scheduled: by('SCHEDULED'), finished: by('FINISHED', 'FAKESETTLED'), settled: by('SETTLED', 'CLEARED') });
  });

  // Bare { results, totalSize }. Duration in months (0–100), rate in percent (0–100), amount in
  // yuan (1–100 000 000), all bounds inclusive; status and product may repeat or be comma lists.
  r.get('/api/v2/loans/getLoanWithPage', (c) => {
    const q = c.query;
    const products = listParam(q, 'product');
    const statuses = listParam(q, 'status');
    const [minD, maxD] = [numParam(q, 'minDuration', 0), numParam(q, 'maxDuration', 100)];
    const [minR, maxR] = [numParam(q, 'minRate', 0), numParam(q, 'maxRate', 100)];
    const [minA, maxA] = [numParam(q, 'minAmount', 1), numParam(q, 'maxAmount', 100_000_000)];
    const pageNo = Math.max(1, Math.floor(numParam(q, 'currentPage', 1)));
    const size = Math.min(100, Math.max(1, Math.floor(numParam(q, 'pageSize', 20))));
    const front = q.get('recommedInFront') === 'true';
    const found = c.state.loans
      .filter(
        (l) =>
          (!products.length || products.includes(l.loanRequest.productKey)) &&
          (!statuses.length || statuses.includes(l.status)) &&
          monthsOf(l) >= minD &&
          monthsOf(l) <= maxD &&
          l.rate >= shiftRound(minR, 2) &&
          l.rate <= shiftRound(maxR, 2) &&
          l.amount >= minA &&
          l.amount <= maxA,
      )
      .sort(
        (a, b) =>
          (front ? Number(b.recommend) - Number(a.recommend) : 0) || STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || b.timeOpen - a.timeOpen,
      );
    const p = page(found, pageNo, size);
    return bare({ results: p.results.map((l) => loanView(c.state, l, c.now())), totalSize: p.totalSize });
  });
};

/** One loan: its risk ranks, record, repayments, investors and borrower. */
const registerLoanDetails: Register = (r) => {
  // Registered before /loan/:id, which would otherwise take 'ranks' for an id. No source shows
  // this call: the envelope holds [{ rank, name, grade }], low to high (SPEC §9 R1 low … R5 high).
  r.get('/api/v2/loan/ranks', (c) =>
    ok(
      Object.entries(RISK_TEXT).map(([rank, name]) => ({
        rank,
        name,
        // the lowest survey grade allowed to buy this rank
        grade: c.state.surveyGrades.find((g) => g.maxRiskRank >= rank)?.name ?? '',
      })),
    ),
  );

  r.get('/api/v2/loan/:id', (c) => {
    const l = c.state.loans.find((x) => x.id === c.params.id);
    return l ? bare(loanView(c.state, l, c.now())) : fail('NOT_FOUND', 404);
  });

  r.get('/api/v2/loan/:id/repayments', (c) => {
    const l = c.state.loans.find((x) => x.id === c.params.id);
    return l ? ok(loanRepayments(l, c.now())) : fail('NOT_FOUND', 404);
  });

  // Bare array; only for logged-in users (SPEC §6), newest first.
  r.getAuth('/api/v2/loan/:id/invests', (c) => {
    const l = c.state.loans.find((x) => x.id === c.params.id);
    if (!l) return fail('NOT_FOUND', 404);
    return bare(
      c.state.investments
        .filter((i) => i.loanId === l.id && i.status !== 'CANCELED')
        .sort((a, b) => b.submitTime - a.submitTime)
        .map((i) => loanInvestorView(c.state, i.userId, i.amount, i.submitTime)),
    );
  });

  r.get('/api/v2/corporation/:id', (c) => {
    const corp = c.state.corporations.find((x) => x.id === c.params.id);
    if (!corp) return fail('NOT_FOUND', 404);
    const { userId: _u, ...rest } = corp;
    return ok(rest);
  });
};

/** The loan request's calculator, and the user info the qualified-investor gate reads. */
const registerLoanCalculator: Register = (r) => {
  // Form: amountValue (yuan), dueYear/dueMonth/dueDay (term), annualRate (percent), paymentMethod.
  r.post('/api/v2/loan/request/analyse', (c) => {
    const f = c.form;
    const amount = Number(f.amountValue);
    const rate = Number(f.annualRate);
    const months = Math.floor(Number(f.dueYear || 0)) * 12 + Math.floor(Number(f.dueMonth || 0));
    const days = Math.floor(Number(f.dueDay || 0));
    const method = METHODS.find((m) => m === f.paymentMethod);
    const principalFen = toFen(amount);
    // at most 2 decimals: the amount survives the trip through fen unchanged
    if (!(amount > 0) || amount > 100_000_000 || toYuan(principalFen) !== amount) return fail('INVALID_AMOUNT');
    if (!(rate >= 0 && rate < 100) || !method || !(months > 0 || days > 0)) return fail('INVALID_PARAMS');
    const rows = scheduleFen(principalFen, shiftRound(rate, 2), months, method, c.now(), months > 0 ? 0 : days);
    const interest = rows.reduce((s, x) => s + x.amountInterest, 0);
    return ok({
      principal: toYuan(principalFen),
      interest: toYuan(interest),
      amount: toYuan(principalFen + interest),
      repayments: rows.map(inYuan),
    });
  });

  // The gate of the qualified-investor lists reads isProfessionalInvestor from here.
  r.getAuth('/api/v2/user/MYSELF/userinfo', (c) => bare(userInfo(c.state, findUser(c.state, c.userId)!)));
};
