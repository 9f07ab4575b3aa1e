// @vitest-environment node
// The sandbox's invest side (SPEC §4 invest flow, §5 amount/quota/claim rules, §7 coupons), through
// HTTP against an in-process sandbox whose clock and state the test owns. Money is checked in
// exact fen on the state itself.
import { describe, expect, it } from 'vitest';
import { sandboxAt, type Res, type Agent } from '../support/sandbox';
import { DEMO_ACCOUNTS, DEMO_CLAIMS, DEMO_LOANS } from '../../server/sandbox/seed';
import { PACKAGES } from '../../server/sandbox/seed/coupons';
import { loanId } from '../../server/sandbox/seed/loans';
import { amountRefusal } from '../../server/sandbox/routes/invest-rules';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const { clock, srv, call, login, err } = sandboxAt(NOW);
const hook = (path: string, json: unknown) => call('POST', path, '', undefined, json);
const errOf = (r: Res) => [err(r), r.body?.error?.[0]?.type, r.body?.error?.[0]?.value];

const D = DEMO_ACCOUNTS;
const INV = D.investor;
const GDSY = DEMO_LOANS.opened; // R2, min 100 step 100 max 0, balance 840 400, 181 days, coupons
const HDZX = loanId('HDZX', 0); // R2, min 1000 step 1000 max 100 000, balance 191 000, 60 days
const TENDER = '/api/v2/invest/tender/MYSELF';
const BUY = '/api/v2/invest/user/MYSELF/creditAssign/invest';
let seq = 0;
const tender = (a: Agent, over: Record<string, string>) =>
  a.post(TENDER, {
    userId: 'x',
    clientIp: '127.0.0.1',
    loanId: GDSY,
    amount: '1000',
    paymentPassword: INV.paymentPassword,
    isUseBalance: 'true',
    isCycleProduct: 'false',
    paymentType: 'ONLINE',
    version: `v-${++seq}`,
    ...over,
  });
const state = () => srv.sandbox.state;
const fund = (userId: string) => ({ ...state().userFunds[userId]! });
const loan = (id: string) => state().loans.find((l) => l.id === id)!;
const coupon = (userId: string, pkgId: string, status = 'PLACED') =>
  state().coupons.find((p) => p.userId === userId && p.couponPackage.id === pkgId && p.status === status)!;
/** The sandbox clock keeps running in real time from NOW: times are NOW plus the test's run time. */
const near = (t: number) => expect.closeTo(t, -5);
const records = (version: string) => state().fundRecords.filter((r) => r.clientOrderId === version);
/** The investment a tender or purchase made, by its key: the answers carry no id (only success proves them). */
const made = (version: string) => state().investments.find((i) => i.version === version)!;

describe('tender refusals, in order', () => {
  it('refuses a repeated version with the investment it made, and moves nothing twice', async () => {
    const a = await login(INV.mobile);
    const first = await tender(a, { amount: '10000', version: 'once' });
    expect(first.body.success).toBe(true);
    const after = [fund(INV.userId), loan(GDSY).balance];
    const again = await tender(a, { amount: '10000', version: 'once', paymentPassword: 'wrong!' });
    expect([again.status, err(again), again.body.error[0].value]).toEqual([409, 'DUPLICATE_ORDER', { investId: made('once').id }]);
    expect([fund(INV.userId), loan(GDSY).balance]).toEqual(after);
    expect(records('once').filter((r) => r.type === 'INVEST')).toHaveLength(1);
    expect(state().investments.filter((i) => i.version === 'once')).toHaveLength(1);
  });

  it('checks the payment password with its lock-out, and knows when none is set', async () => {
    const a = await login(INV.mobile);
    // each wrong try says how many are left; the fifth locks it and says until when
    for (const left of [4, 3, 2, 1]) {
      const wrong = await tender(a, { paymentPassword: '000000' });
      expect([wrong.status, err(wrong), wrong.body.error[0].value]).toEqual([400, 'INCORRECT_PASSWORD', left]);
    }
    const fifth = await tender(a, { paymentPassword: '000000' });
    expect([fifth.status, err(fifth), typeof fifth.body.error[0].value]).toEqual([403, 'PAYMENT_PASSWORD_LOCKED', 'number']);
    const locked = await tender(a, {});
    expect([locked.status, err(locked), locked.body.error[0].value]).toEqual([403, 'PAYMENT_PASSWORD_LOCKED', fifth.body.error[0].value]);
    const n = await login(D.newbie.mobile);
    expect(err(await tender(n, { loanId: DEMO_LOANS.newbie }))).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('refuses missing, unopened, sold-out, own and newbie-only loans', async () => {
    const a = await login(INV.mobile);
    const missing = await tender(a, { loanId: 'nope' });
    expect([missing.status, err(missing)]).toEqual([404, 'NOT_FOUND']);
    expect(err(await tender(a, { loanId: DEMO_LOANS.scheduled }))).toBe('BID_NO_BALANCE');
    expect((await hook('/__sandbox/loan', { id: GDSY, balance: 0 })).body).toMatchObject({ status: 'FINISHED', balance: 0, investPercent: 1 });
    expect(err(await tender(a, {}))).toBe('BID_NO_BALANCE');
    expect(err(await tender(a, { loanId: DEMO_LOANS.newbie }))).toBe('NEWBIE_ONLY');
    const ref = await login(D.referrer.mobile);
    expect(err(await tender(ref, { loanId: DEMO_LOANS.referrerBorrowed, amount: '100' }))).toBe('SELF_BID_FORBIDDEN');
  });

  it('applies the survey: grade below the rank, then expired, then missing', async () => {
    const a = await login(INV.mobile);
    expect(err(await tender(a, { loanId: DEMO_LOANS.fund, amount: '1000000' }))).toBe('RISK_MISMATCH'); // R4 grade, R5 loan
    await hook('/__sandbox/survey', { mobile: INV.mobile, valid: false });
    expect(err(await tender(a, { loanId: DEMO_LOANS.fund, amount: '1000000' }))).toBe('RISK_MISMATCH');
    expect(err(await tender(a, {}))).toBe('SURVEY_EXPIRED');
    await hook('/__sandbox/survey', { mobile: INV.mobile, remove: true });
    expect(err(await tender(a, {}))).toBe('SURVEY_REQUIRED');
    await hook('/__sandbox/survey', { mobile: INV.mobile, score: 90, valid: true });
    // now past the survey: the fund refuses only the coupon it does not take
    const c = coupon(INV.userId, PACKAGES.invest50.id).id;
    expect(errOf(await tender(a, { loanId: DEMO_LOANS.fund, amount: '1000000', placementId: c }))).toEqual(['INVALID_COUPON', 'LOAN', null]);
  });
});

describe('amount rules (SPEC §5) at their boundaries', () => {
  const cases: [string, string, string | null, string?, number?][] = [
    [HDZX, '1000', null],
    [HDZX, '2000', null],
    [HDZX, '1999.99', 'INVALID_AMOUNT', 'STEP', 1000],
    [HDZX, '999.99', 'INVALID_AMOUNT', 'MIN', 1000],
    [HDZX, '100000', null],
    [HDZX, '100000.01', 'INVALID_AMOUNT', 'STEP', 1000],
    [HDZX, '101000', 'INVALID_AMOUNT', 'MAX', 100000],
    [HDZX, '191000.01', 'INVALID_AMOUNT', 'BALANCE', 191000],
    [GDSY, '500000', null], // max 0: no cap
    [GDSY, '0', 'INVALID_AMOUNT', 'FORMAT', undefined],
    [GDSY, '100.001', 'INVALID_AMOUNT', 'FORMAT', undefined],
    [DEMO_LOANS.tinyBalance, '59', 'INVALID_AMOUNT', 'REST', 60],
    [DEMO_LOANS.tinyBalance, '60.01', 'INVALID_AMOUNT', 'BALANCE', 60],
    [DEMO_LOANS.tinyBalance, '60', null],
  ];
  it.each(cases)('loan %s amount %s → %s', async (id, amount, code, type, value) => {
    const a = await login(INV.mobile);
    const version = `rule-${id}-${amount}`;
    const r = await tender(a, { loanId: id, amount, paymentType: 'OFFLINE', version });
    // a refused amount names its rule; the one allowed amount makes the investment
    const outcome = r.body.success === true ? [true, made(version).amount, made(version).status] : errOf(r);
    expect(outcome).toEqual(code === null ? [true, Number(amount), 'UNPAID'] : [code, type, value ?? null]);
  });

  it('sells the loan out when the rest is bought, and a step below 1 counts as 1', async () => {
    const a = await login(INV.mobile);
    await tender(a, { loanId: DEMO_LOANS.tinyBalance, amount: '60' });
    expect(loan(DEMO_LOANS.tinyBalance)).toMatchObject({ status: 'FINISHED', balance: 0, investPercent: 1, timeFinished: near(NOW) });
    const l = structuredClone(loan(GDSY));
    l.loanRequest.investRule = { ...l.loanRequest.investRule, minAmount: 100, stepAmount: 0.5 };
    expect(amountRefusal(l, 10_050)).toMatchObject({ type: 'STEP', value: 1 });
    expect(amountRefusal(l, 10_100)).toBeNull();
  });
});

describe('online payment', () => {
  it('pays from the balance: available, frozen, totalInvest, ledger and loan move in exact fen', async () => {
    const a = await login(INV.mobile);
    const before = fund(INV.userId);
    const l0 = loan(GDSY).balance;
    const r = await tender(a, { amount: '10000', version: 'bal' });
    // the sibling's data (X loan-invest.ctrl.coffee:374-382); success alone proves the tender
    expect(r.body).toEqual({ success: true, data: { userShare: null, tenderResult: 'SUCCESS' }, error: [] });
    expect(made('bal')).toMatchObject({ amount: 10000, paymentType: 'ONLINE', status: 'FROZEN', timeEnd: near(NOW) });
    expect(fund(INV.userId)).toMatchObject({
      availableAmount: before.availableAmount - 1_000_000,
      frozenAmount: before.frozenAmount + 1_000_000,
      investFrozenAmount: before.investFrozenAmount + 1_000_000,
      totalInvest: before.totalInvest + 1_000_000,
      depositAmount: before.depositAmount,
    });
    expect(records('bal').map((x) => [x.type, x.operation, x.amount, x.status])).toEqual([['INVEST', 'OUT', 10000, 'SUCCESSFUL']]);
    expect(loan(GDSY).balance).toBe(l0 - 10000);
    expect(loan(GDSY).investPercent).toBe(1 - loan(GDSY).balance / loan(GDSY).amount);
    const invests = (await a.get(`/api/v2/loan/${GDSY}/invests`)).body;
    // as the family sends them: mobile and login name unmasked (the client masks them)
    expect(invests[0]).toEqual({ userLoginName: INV.mobile, mobile: INV.mobile, amount: 10000, submitTime: near(NOW) });
  });

  it('takes the rest from the default card after the balance and a CASH coupon', async () => {
    const a = await login(INV.mobile);
    const before = fund(INV.userId); // 52 340.56 available
    const c = coupon(INV.userId, PACKAGES.invest50.id);
    const r = await tender(a, { amount: '60000', placementId: c.id, version: 'mix' });
    expect(r.body.success).toBe(true);
    expect(fund(INV.userId)).toMatchObject({
      availableAmount: 0,
      frozenAmount: before.frozenAmount + 6_000_000,
      depositAmount: before.depositAmount + 760_944,
    });
    expect(records('mix').map((x) => [x.type, x.operation, x.amount])).toEqual([
      ['INVEST', 'OUT', 60000],
      ['COUPON_CASH', 'IN', 50],
      ['DEPOSIT', 'IN', 7609.44],
    ]);
    expect(c).toMatchObject({ status: 'USED', investId: made('mix').id });
    expect(made('mix')).toMatchObject({ placementId: c.id, status: 'FROZEN' });
  });

  it('applies the card quota without the balance, and refuses a missing card, a zero quota and a down channel', async () => {
    const a = await login(INV.mobile);
    const before = fund(INV.userId);
    expect(errOf(await tender(a, { amount: '50000.01', isUseBalance: 'false' }))).toEqual(['INVALID_AMOUNT', 'STEP', 100]);
    expect(errOf(await tender(a, { amount: '50100', isUseBalance: 'false' }))).toEqual(['OVER_SINGLE_QUOTA', 'QUOTA', 50000]);
    expect((await tender(a, { amount: '50000', isUseBalance: 'false', version: 'card' })).body.success).toBe(true);
    expect(records('card').map((x) => [x.type, x.amount])).toEqual([
      ['INVEST', 50000],
      ['DEPOSIT', 50000],
    ]);
    expect(fund(INV.userId).availableAmount).toBe(before.availableAmount);

    expect((await a.get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF')).body.data).toBe(true);
    await hook('/__sandbox/channel', { down: true });
    expect((await a.get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF')).body.data).toBe(false);
    expect(err(await tender(a, { amount: '100', isUseBalance: 'false' }))).toBe('CHANNEL_UNAVAILABLE');
    expect((await tender(a, { amount: '100' })).body.success).toBe(true); // the balance needs no channel
    srv.sandbox.reset();
    expect((await a.get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF')).status).toBe(401); // a new state: log in again
    const b = await login(INV.mobile);
    expect((await b.get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF')).body.data).toBe(true);

    state().bankAccounts.find((x) => x.userId === INV.userId && x.defaultAccount)!.account.singleQuota = 0;
    expect(err(await tender(b, { amount: '100', isUseBalance: 'false' }))).toBe('ZERO_QUOTA');
    state().bankAccounts = state().bankAccounts.filter((x) => x.userId !== INV.userId);
    expect(err(await tender(b, { amount: '100', isUseBalance: 'false' }))).toBe('NO_BANK_CARD');
  });
});

describe('coupons on a tender', () => {
  it("refuses coupons out of bounds, too short a term, expired, used, disabled or someone else's", async () => {
    const a = await login(INV.mobile);
    const id = (pkg: string, status?: string, user = INV.userId) => coupon(user, pkg, status).id;
    expect(errOf(await tender(a, { amount: '4900', placementId: id(PACKAGES.invest50.id) }))).toEqual(['INVALID_COUPON', 'MIN', 5000]);
    expect(errOf(await tender(a, { amount: '100100', placementId: id(PACKAGES.level50.id), paymentType: 'OFFLINE' }))).toEqual([
      'INVALID_COUPON',
      'MAX',
      100000,
    ]);
    expect(errOf(await tender(a, { loanId: HDZX, amount: '5000', placementId: id(PACKAGES.exchange100.id) }))).toEqual(['INVALID_COUPON', 'DURATION', 90]);
    expect(errOf(await tender(a, { amount: '5000', placementId: id(PACKAGES.invest50.id, 'USED') }))).toEqual(['INVALID_COUPON', 'STATUS', null]);
    expect(errOf(await tender(a, { amount: '5000', placementId: id(PACKAGES.cash20.id) }))).toEqual(['INVALID_COUPON', 'STATUS', null]);
    expect(errOf(await tender(a, { amount: '5000', placementId: id(PACKAGES.rate200.id, 'PLACED', D.referrer.userId) }))).toEqual([
      'INVALID_COUPON',
      'NOT_FOUND',
      null,
    ]);
    clock.advance(3 * 86_400_000);
    const b = await login(INV.mobile); // the session expired with the days
    expect(errOf(await tender(b, { amount: '10000', placementId: id(PACKAGES.anniversary100.id) }))).toEqual(['INVALID_COUPON', 'EXPIRED', null]);
    expect((await tender(b, { amount: '5000', placementId: id(PACKAGES.exchange100.id) })).body.success).toBe(true); // 181 days ≥ 90
  });

  it('lists the usable coupons for a loan (one rule with the coupon page), disabling only those whose bounds exclude the amount', async () => {
    let a = await login(INV.mobile);
    const list = async (path: string, f: Record<string, string>) =>
      Object.fromEntries(
        ((await a.post(`/api/v2/coupon/MYSELF/${path}`, f)).body.data as any[]).map((i) => [i.placement.couponPackage.displayName, i.disabled]),
      );
    const any = await list('listCoupon', { loanId: GDSY, amount: '', months: '6' });
    expect(any).toEqual({
      '50元出借红包': false,
      周年庆100元红包: false,
      '0.5%会员加息券': false,
      '1%积分加息券': false,
      '200元增值券': false,
      '30元返现券': false,
      '888元生日红包': false,
      '10元无门槛红包': false,
    });
    // a placement switched off (the coupon page's 不可用) is not usable, whatever the amount: not
    // listed, so no screen can say the amount is why (its threshold is 2,000, the amount 10,000)
    expect(await list('listCoupon', { loanId: GDSY, amount: '10000' })).not.toHaveProperty('20元活动红包');
    expect(await list('listCoupon', { loanId: GDSY, amount: '5000' })).toMatchObject({
      '50元出借红包': false,
      周年庆100元红包: true,
      '200元增值券': true,
      '30元返现券': false,
      '888元生日红包': true,
    });
    expect((await list('listCoupon', { loanId: GDSY, amount: '4999.99' }))['50元出借红包']).toBe(true);
    expect(await list('listCoupon', { loanId: HDZX, amount: '5000' })).not.toHaveProperty('1%积分加息券');
    expect(await list('listCoupon', { loanId: DEMO_LOANS.fund, amount: '1000000' })).toEqual({});
    const byDays = await list('listCouponNew', { amount: '100000.01', days: '30' });
    expect(byDays).not.toHaveProperty('1%积分加息券');
    expect(byDays['0.5%会员加息券']).toBe(true);
    // each item {disabled, placement}, as the backend sends it (loan-invest.ctrl.coffee reads item.placement)
    const first = (await a.post('/api/v2/coupon/MYSELF/listCouponNew', { amount: '', days: '365' })).body.data[0];
    expect(first).toMatchObject({
      disabled: false,
      placement: {
        status: 'PLACED',
        couponPackage: { type: expect.any(String), parValue: expect.any(Number), minimumInvest: expect.any(Number), maximumInvest: expect.any(Number) },
      },
    });
    expect(first.placement).not.toHaveProperty('userId');
    clock.advance(3 * 86_400_000);
    a = await login(INV.mobile); // the session expired with the days
    const later = await list('listCouponNew', { amount: '', days: '365' });
    expect(Object.keys(later)).toHaveLength(7);
    expect(later).not.toHaveProperty('周年庆100元红包');
  });
});

describe('offline tender and the investment list', () => {
  it('reserves the loan and the coupon, moves no money, and gives the transfer details', async () => {
    const a = await login(INV.mobile);
    const before = fund(INV.userId);
    const c = coupon(INV.userId, PACKAGES.invest50.id);
    const r = await tender(a, { amount: '5000', paymentType: 'OFFLINE', placementId: c.id, version: 'off' });
    const corp = state().corporations.find((x) => x.id === loan(GDSY).corporationId)!;
    expect(r.body.data).toMatchObject({ userShare: null, tenderResult: 'SUCCESS', corporationAccountName: corp.name, timeEnd: near(NOW + 86_400_000) });
    expect(made('off')).toMatchObject({ status: 'UNPAID', paymentType: 'OFFLINE', amount: 5000 });
    expect(r.body.data.corporationAccount).toMatch(/^[1-9]\d{17}$/);
    expect(r.body.data.corporationOpenBank).toMatch(/分行营业部$/);
    expect(r.body.data.paymentNo).toMatch(/^TZ20261101\d+$/);
    expect(fund(INV.userId)).toEqual({ ...before, totalInvest: before.totalInvest + 500_000 });
    expect(records('off')).toEqual([]);
    expect(c.status).toBe('USED');
    const again = await tender(a, { amount: '5000', paymentType: 'OFFLINE' });
    expect(again.body.data.paymentNo).not.toBe(r.body.data.paymentNo);
  });

  it('lists investments newest first, filtered by status, with the version that made each', async () => {
    const a = await login(INV.mobile);
    const mine = state().investments.filter((i) => i.userId === INV.userId).length;
    const all = (await a.get('/api/v2/user/MYSELF/invest/list/1/100')).body.result;
    expect(all.totalSize).toBe(mine);
    const r = await tender(a, { amount: '1000', version: 'lost' });
    clock.advance(1000);
    await tender(a, { amount: '500', paymentType: 'OFFLINE', version: 'later' });
    const listed = (await a.get('/api/v2/user/MYSELF/invest/list/1/2?status=FROZEN,UNPAID')).body;
    // beside the page, each loan's dates as fixed.js:132-169 reads them
    expect(listed.dates[GDSY]).toEqual({ timeOpen: loan(GDSY).timeOpen, loanRequest: { valueDate: expect.anything(), dueDate: expect.anything() } });
    const page = listed.result;
    expect(page.results.map((i: any) => [i.version, i.status])).toEqual([
      ['later', 'UNPAID'],
      ['lost', 'FROZEN'],
    ]);
    expect(r.body.success).toBe(true);
    expect(page.results[1]).toMatchObject({
      id: made('lost').id,
      loanId: GDSY,
      loanTitle: loan(GDSY).title,
      amount: 1000,
      rate: loan(GDSY).rate,
      repayMethod: 'MonthlyInterest',
      submitTime: near(NOW),
      currentPeriod: 0,
      productKey: 'GDSY',
      productId: 'GDSY',
      paymentType: 'ONLINE',
      repayments: [],
    });
    expect(page.totalSize).toBe(state().investments.filter((i) => i.userId === INV.userId && ['FROZEN', 'UNPAID'].includes(i.status)).length);
    const repeated = (await a.get('/api/v2/user/MYSELF/invest/list/1/100?status=SETTLED&status=CLEARED')).body.result.results;
    expect(new Set(repeated.map((i: any) => i.status))).toEqual(new Set(['SETTLED', 'CLEARED']));
    expect(repeated.find((i: any) => i.status === 'SETTLED').repayments[0]).toMatchObject({
      status: 'REPAYED',
      repayment: { amountOutstanding: expect.any(Number) },
    });
    const hooked = (await call('GET', `/__sandbox/investments?mobile=${INV.mobile}`)).body.investments;
    expect(hooked[0]).toMatchObject({ version: 'later', status: 'UNPAID' });
  });

  it('lets a newbie invest once in a newbie loan', async () => {
    const n = await login(D.newbie.mobile);
    await n.post('/api/v2/user/MYSELF/setPaymentPassword', { password: '246810' });
    expect(err(await tender(n, { loanId: DEMO_LOANS.newbie, paymentPassword: '246810' }))).toBe('SURVEY_REQUIRED');
    await hook('/__sandbox/survey', { mobile: D.newbie.mobile, score: 30 });
    expect(err(await tender(n, { loanId: DEMO_LOANS.newbie, paymentPassword: '246810', amount: '100' }))).toBe('NO_BANK_CARD');
    expect(errOf(await tender(n, { loanId: DEMO_LOANS.newbie, paymentPassword: '246810', amount: '10100', paymentType: 'OFFLINE' }))).toEqual([
      'INVALID_AMOUNT',
      'MAX',
      10000,
    ]);
    expect((await tender(n, { loanId: DEMO_LOANS.newbie, paymentPassword: '246810', amount: '10000', paymentType: 'OFFLINE' })).body.success).toBe(true);
    expect(fund(D.newbie.userId).totalInvest).toBe(1_000_000);
    expect(err(await tender(n, { loanId: DEMO_LOANS.newbie, paymentPassword: '246810', paymentType: 'OFFLINE' }))).toBe('NEWBIE_ONLY');
  });
});

describe('buying a claim', () => {
  const WHOLE = 'EC71FBB4-05A6-1C32-F064-B8F099BF69BA'; // NEW-4: creditAmount 8700, deal 8747.83, unsold
  const BIG = 'EE71FEDA-03A6-190C-F264-BC1697BF6694'; // GDSY-6: creditAmount 670 700, deal 667 901.49
  const buy = (a: Agent, f: Record<string, string>) => a.post(BUY, { clientIp: '127.0.0.1', isUseBalance: 'true', version: `c-${++seq}`, ...f });

  it('refuses own claims, claims on own loans, closed or unknown claims, bad amounts and short balances', async () => {
    const a = await login(INV.mobile);
    expect(err(await buy(a, { creditAssignId: DEMO_CLAIMS.own, amount: '100' }))).toBe('SELF_ASSIGN_FORBIDDEN');
    expect(err(await buy(a, { creditAssignId: DEMO_CLAIMS.finished, amount: '100' }))).toBe('BID_NO_BALANCE');
    expect((await buy(a, { creditAssignId: 'nope', amount: '100' })).status).toBe(404);
    expect(err(await buy(a, { creditAssignId: WHOLE, amount: '100', paymentPassword: '000000' }))).toBe('INCORRECT_PASSWORD');
    expect(errOf(await buy(a, { creditAssignId: WHOLE, amount: '8700.01' }))).toEqual(['INVALID_AMOUNT', 'BALANCE', 8700]);
    expect(errOf(await buy(a, { creditAssignId: WHOLE, amount: '0' }))).toEqual(['INVALID_AMOUNT', 'FORMAT', null]);
    const short = await buy(a, { creditAssignId: BIG, amount: '670700' });
    expect(errOf(short)).toEqual(['USER_BALANCE_INSUFFICIENT', 'error', 615560.93]);
    const ref = await login(D.referrer.mobile);
    expect(err(await buy(ref, { creditAssignId: DEMO_CLAIMS.onReferrerLoan, amount: '100' }))).toBe('SELF_BID_FORBIDDEN');
  });

  it('moves the deal price from buyer to seller, once, and hands over the future repayments', async () => {
    const a = await login(INV.mobile);
    const claim = state().creditAssigns.find((x) => x.id === WHOLE)!;
    const seller = claim.userId;
    const [b0, s0] = [fund(INV.userId), fund(seller)];
    const r = await buy(a, { creditAssignId: WHOLE, amount: '8700', paymentPassword: INV.paymentPassword, version: 'claim-1' });
    // success alone proves the purchase (assignment-invest.ctrl.coffee:134-166 reads nothing else)
    expect(r.body).toEqual({ success: true, data: null, error: [] });
    expect((await buy(a, { creditAssignId: WHOLE, amount: '8700', version: 'claim-1' })).body.error[0]).toMatchObject({
      message: 'DUPLICATE_ORDER',
      value: { investId: made('claim-1').id },
    });
    expect(fund(INV.userId).availableAmount).toBe(b0.availableAmount - 874_783);
    // the seller is paid the price less the 0.1 % transfer fee (875 fen)
    expect(fund(seller).availableAmount).toBe(s0.availableAmount + 874_783 - 875);
    expect(claim).toMatchObject({ status: 'FINISHED', balance: 0 });
    expect(claim.invests.at(-1)).toMatchObject({ userId: INV.userId, amount: 8747.83, submitTime: near(NOW) });
    expect(state().investments.find((i) => i.id === claim.investId)!.status).toBe('ASSIGNED');
    expect(records('claim-1').map((x) => [x.type, x.operation, x.amount])).toEqual([['CREDIT_ASSIGN', 'OUT', 8747.83]]);
    const sellerRecords = state()
      .fundRecords.filter((x) => x.userId === seller)
      .slice(0, 2);
    expect(sellerRecords).toMatchObject([
      { type: 'FEE_CREDIT_ASSIGN', operation: 'OUT', amount: 8.75 },
      { type: 'CREDIT_ASSIGN', operation: 'IN', amount: 8747.83 },
    ]);
    const bought = made('claim-1');
    expect(bought).toMatchObject({ userId: INV.userId, status: 'SETTLED', amount: 8700, version: 'claim-1', loanId: claim.loanId });
    expect(Math.round(bought.repayments.reduce((s, x) => s + x.repayment.amountPrincipal * 100, 0))).toBe(870_000);
    expect(fund(INV.userId).outstandingPrincipal - b0.outstandingPrincipal).toBe(870_000);
  });

  it('sells part of a claim at the proportional price and keeps the rest on sale', async () => {
    const a = await login(INV.mobile);
    const r = await buy(a, { creditAssignId: BIG, amount: '10000' });
    const price = Math.round((66_790_149 * 1_000_000) / 67_070_000);
    expect(r.body.success).toBe(true);
    expect(
      state()
        .creditAssigns.find((x) => x.id === BIG)!
        .invests.at(-1)!.amount,
    ).toBe(price / 100);
    const detail = (await a.get(`/api/v2/creditassign/creditAssignDetail/${BIG}`)).body.creditassign;
    expect(detail).toMatchObject({ status: 'OPEN', balance: (66_790_149 - price) / 100 });
    expect(detail.creditBalance).toBeCloseTo(660_700, 1);
  });
});
