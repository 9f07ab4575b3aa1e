// @vitest-environment node
// The payment half of the sandbox, over HTTP: its own server and state, so the money moved
// here cannot disturb other files' tests.
import { describe, expect, it } from 'vitest';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { loginFields } from '../support/login';
import { appPerFile } from '../support/sandbox';

const app = appPerFile();

/** A logged-in user agent: keeps the ccat cookie, sends forms, returns status + JSON. */
async function agent(mobile?: string) {
  let cookie = '';
  const call = async (method: 'GET' | 'POST', path: string, form?: Record<string, string>) => {
    const res = await fetch(app.origin + path, {
      method,
      headers: { cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('ccat='));
    if (set) cookie = set.split(';')[0]!;
    return { status: res.status, body: (await res.json()) as any };
  };
  if (mobile) await call('POST', '/api/web/login', loginFields({ mobile, password: 'demo1234' }));
  return {
    get: (p: string) => call('GET', p),
    post: (p: string, f: Record<string, string> = {}) => call('POST', p, f),
  };
}

type Agent = Awaited<ReturnType<typeof agent>>;
const code = (a: Agent, mobile: string, purpose: string) => a.get(`/__sandbox/code?mobile=${mobile}&purpose=${purpose}`).then((r) => r.body.code as string);
const errCode = (r: { body: any }) => r.body.error?.[0]?.message;
const fund = (a: Agent) => a.get('/api/v2/user/MYSELF/userfund').then((r) => r.body);

const NEWBIE = '13800000001';
const ADULT_ID = makeIdNumber('110101', '19900307', 123);
const ICBC = '6222020000000001';
const BIND = '/api/v2/multiPayment/router/MYSELF/';

/** The bank CODE goes in bankName, as the backend's screens send it (bind-card.ctrl.coffee:33). */
const BANK_OF: Record<string, string> = { 622202: 'ICBC', 622848: 'ABC', 621700: 'CCB', 621661: 'BOC', 622588: 'CMB', 622892: 'SHB' };
const form = (over: Record<string, string> = {}) => {
  const accountNumber = over.accountNumber ?? ICBC;
  return {
    realName: '李新',
    certType: 'IDENTITY_CARD',
    idNumber: ADULT_ID,
    accountNumber,
    mobile: NEWBIE,
    bankName: BANK_OF[accountNumber.slice(0, 6)] ?? '',
    isMasterCard: 'true',
    ...over,
  };
};

async function bind(a: Agent, over: Record<string, string> = {}) {
  const f = form(over);
  const pre = await a.post(BIND + 'preBindCard', f);
  expect(pre.body.success, JSON.stringify(pre.body)).toBe(true);
  const sms = await code(a, f.mobile, 'BIND_CARD');
  return a.post(BIND + 'confirmBindCard', { ...f, smsCode: sms });
}

describe('cards', () => {
  it('lists cert types and the restricted channel banks, and looks banks up by an 8-digit prefix', async () => {
    const a = await agent();
    const certs = (await a.get('/api/v2/payment/router/certTypes')).body.data;
    expect(certs.map((c: any) => c.code)).toEqual(['IDENTITY_CARD', 'PASSPORT', 'HK_MACAO_PASS', 'TAIWAN_PASS']);
    expect(certs.filter((c: any) => c.channel).map((c: any) => c.channel)).toEqual(['RESTRICTED', 'RESTRICTED', 'RESTRICTED']);
    const restricted = (await a.get('/api/v2/multiPayment/router/getBankConstraints/channel/RESTRICTED')).body.data;
    expect(restricted.map((b: any) => b.bankCode)).toEqual(['CMB', 'CMBC', 'HXB']);
    expect((await a.get('/api/v2/bank/bankCode?prefix=62220200')).body.data).toMatchObject({ bankCode: 'ICBC', cardType: 'DEBIT', singleQuota: 50000 });
    expect((await a.get('/api/v2/bank/bankCode?prefix=62533012')).body.data).toMatchObject({ bankCode: 'ICBC', cardType: 'CREDIT' });
    expect(errCode(await a.get('/api/v2/bank/bankCode?prefix=99999999'))).toBe('BANK_NOT_FOUND');
  });

  it('refuses bad IDs, minors, a duplicate ID, credit cards, a bound card and a bank outside the cert channel', async () => {
    const investor = await agent('13800000002');
    const takenId = (await investor.get('/api/v2/user/MYSELF')).body.idNumber as string;
    const boundCard = (await investor.get('/api/v2/multiPayment/router/MYSELF/fundAccounts')).body[0].account.account as string;
    const a = await agent(NEWBIE);
    const bad = ADULT_ID.slice(0, 17) + (ADULT_ID[17] === '1' ? '2' : '1');
    const cases: Array<[Record<string, string>, string]> = [
      [{ idNumber: bad }, 'ID_NUMBER_INVALID'],
      [{ idNumber: makeIdNumber('110101', '20150101', 3) }, 'UNDERAGE'],
      [{ idNumber: takenId }, 'ID_NUMBER_EXISTS'],
      [{ accountNumber: '6253300000000000' }, 'CREDIT_CARD_NOT_SUPPORTED'],
      [{ accountNumber: boundCard }, 'CARD_ALREADY_BOUND'],
      [{ certType: 'PASSPORT', idNumber: 'E12345678' }, 'CERT_BANK_NOT_SUPPORTED'],
      [{ mobile: '1380000' }, 'INVALID_BANK_MOBILE'],
    ];
    for (const [over, expected] of cases) expect(errCode(await a.post(BIND + 'preBindCard', form(over))), expected).toBe(expected);
    expect(errCode(await a.post('/api/v2/users/check/id_number', { idNumber: takenId }))).toBe('ID_NUMBER_EXISTS');
    expect((await a.post('/api/v2/users/check/id_number', { idNumber: ADULT_ID })).body.data).toBe(true);
    // a passport may bind a bank of the restricted channel
    expect((await a.post(BIND + 'preBindCard', form({ certType: 'PASSPORT', idNumber: 'E12345678', accountNumber: '6225880000000001' }))).body.success).toBe(
      true,
    );
  });

  it('binds after pre-bind with the SMS code (wrong and empty codes refused), verifies the user and makes the card default', async () => {
    const a = await agent(NEWBIE);
    // another bank's code is refused; the bank's name is still taken
    expect(errCode(await a.post(BIND + 'preBindCard', form({ bankName: 'CMB' })))).toBe('PRE_BIND_CARD_FAILED');
    expect((await a.post(BIND + 'preBindCard', form({ bankName: '中国工商银行' }))).body).toEqual({ success: true, data: null, error: [] });
    await a.post(BIND + 'preBindCard', form());
    const empty = await a.post(BIND + 'confirmBindCard', { ...form(), smsCode: '' });
    expect(empty.body.error[0]).toMatchObject({ message: 'BIND_CARD_FAILED', value: '请输入验证码' });
    const wrong = await a.post(BIND + 'confirmBindCard', { ...form(), smsCode: '000000x' });
    expect(wrong.body.error[0]).toMatchObject({ message: 'BIND_CARD_FAILED', value: '短信验证码错误' });
    // the voice code replaces the SMS one
    const sms = await code(a, NEWBIE, 'BIND_CARD');
    expect((await a.post(BIND + 'bindCardAudioCaptcha', { mobile: NEWBIE })).body.success).toBe(true);
    const voice = await code(a, NEWBIE, 'BIND_CARD');
    // two random codes: equal one time in a million
    expect(voice).not.toBe(sms);
    expect(errCode(await a.post(BIND + 'confirmBindCard', { ...form(), smsCode: sms }))).toBe('BIND_CARD_FAILED');
    const ok = await a.post(BIND + 'confirmBindCard', { ...form(), smsCode: voice });
    expect(ok.body).toEqual({ success: true, data: null, error: [] });
    const me = (await a.get('/api/v2/user/MYSELF')).body;
    expect(me).toMatchObject({ name: '李新', idNumber: ADULT_ID, accountStatus: 60 });
    const cards = (await a.get('/api/v2/multiPayment/router/MYSELF/fundAccounts')).body;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ defaultAccount: true, account: { account: ICBC, bank: 'ICBC' } });
    expect((await a.get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF')).body.data).toBe(true);
  });

  it('binds at most 3 cards, all for the verified holder', async () => {
    const a = await agent(NEWBIE);
    expect((await bind(a)).body.success).toBe(true);
    // later cards take the account's own name and ID; another person's is refused
    expect(errCode(await a.post(BIND + 'preBindCard', form({ accountNumber: '6228480000000002', realName: '王五' })))).toBe('PRE_BIND_CARD_FAILED');
    expect((await bind(a, { accountNumber: '6228480000000002', realName: '', idNumber: '' })).body.success).toBe(true);
    expect((await bind(a, { accountNumber: '6217000000000003', realName: '', idNumber: '' })).body.success).toBe(true);
    // {userInfo, bankCards: [{userId, account}]} as the backend sends it (utils.coffee:370-376)
    const info = (await a.get('/api/v2/payment/router/MYSELF/userBindCardInfo')).body.data;
    expect(info.userInfo).toEqual({ name: '李新', idNumber: ADULT_ID });
    expect(info.bankCards.map((c: any) => c.account.bank)).toEqual(['ICBC', 'ABC', 'CCB']);
    expect(info.bankCards[0]).toMatchObject({ userId: expect.any(String), account: { name: '李新', account: ICBC, bankMobile: NEWBIE } });
    expect(errCode(await a.post(BIND + 'preBindCard', form({ accountNumber: '6216610000000004' })))).toBe('CARD_LIMIT_EXCEEDED');
  });

  it('applies the unbind rules: default card only without funds, another card only without quota', async () => {
    const investor = await agent('13800000002');
    const cards = (await investor.get('/api/v2/multiPayment/router/MYSELF/fundAccounts')).body;
    const [icbc, cmb] = cards.map((c: any) => c.account.account);
    const unbind = (acct: string) => investor.post('/api/v2/payment/router/cancelBindCard', { accountNumber: acct });
    expect(errCode(await unbind(icbc))).toBe('UNBIND_CARD_NOT_ALLOWED');
    expect(errCode(await unbind('0000'))).toBe('CANCEL_CARD_FAILED');
    expect((await unbind(cmb)).body).toEqual({ success: true, data: null, error: [] });

    const a = await agent(NEWBIE);
    await bind(a);
    await bind(a, { accountNumber: '6228480000000002', realName: '', idNumber: '' });
    await a.post('/api/v2/user/MYSELF/setPaymentPassword', { password: '135790' });
    // money recharged through the second card ties that card (quota > 0)
    await a.post('/api/v2/multiPayment/router/charge', { txn_amt: '10.00', paymentPasswd: '135790', accountNumber: '6228480000000002' });
    expect(errCode(await a.post('/api/v2/payment/router/cancelBindCard', { accountNumber: '6228480000000002' }))).toBe('UNBIND_CARD_NOT_ALLOWED_SUB');
  });

  it('replaces the default card with an SMS code, keeping its role', async () => {
    const a = await agent(NEWBIE);
    await bind(a);
    const replace = { mobile: NEWBIE, bankCode: 'CCB', accountNumber: '6217000000000009' };
    await a.post('/api/v2/smsCaptcha', { mobile: NEWBIE, smsType: 'REPLACE_CARD' });
    expect(errCode(await a.post('/api/v2/user/checkBankcard', { ...replace, smsCaptcha: 'nope' }))).toBe('INVALID_MOBILE_CAPTCHA');
    await a.post(BIND + 'replaceCardAudioCaptcha', { mobile: NEWBIE });
    const sms = await code(a, NEWBIE, 'REPLACE_CARD');
    expect(errCode(await a.post('/api/v2/user/checkBankcard', { ...replace, bankCode: 'ABC', smsCaptcha: sms }))).toBe('CHECK_CARD_FAILED');
    expect((await a.post('/api/v2/user/checkBankcard', { ...replace, smsCaptcha: sms })).body.success).toBe(true);
    const cards = (await a.get('/api/v2/multiPayment/router/MYSELF/fundAccounts')).body;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ defaultAccount: true, account: { account: '6217000000000009', bank: 'CCB' } });
  });

  it('answers access_denied without a session', async () => {
    const a = await agent();
    const r = await a.post(BIND + 'preBindCard', form());
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('access_denied');
  });
});

describe('payment password', () => {
  const value = (r: { body: any }) => r.body.error?.[0]?.value;
  const LOCK_MS = 3 * 3600_000;
  const SAME = '支付密码不能是相同的数字';
  const RUN = '支付密码不能是连续的数字';
  const BIRTH = '支付密码不能使用生日';

  it('sets once and refuses a weak one with the code and its reason, the ID birth date once bound', async () => {
    const a = await agent(NEWBIE);
    const set = (pw: string) => a.post('/api/v2/user/MYSELF/setPaymentPassword', { password: pw });
    expect(errCode(await a.post('/api/v2/user/MYSELF/validatePaymentPassword', { password: '246810' }))).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect(errCode(await set('12345'))).toBe('INVALID_PAYMENT_PASSWORD');
    const weak = async (pw: string) => {
      const r = await set(pw);
      return [r.status, errCode(r), value(r)];
    };
    expect(await weak('111111')).toEqual([400, 'WEAK_PAYMENT_PASSWORD', SAME]);
    expect(await weak('123456')).toEqual([400, 'WEAK_PAYMENT_PASSWORD', RUN]);
    expect(await weak('654321')).toEqual([400, 'WEAK_PAYMENT_PASSWORD', RUN]);
    // no ID yet: a date is only a date; bound with the first card, ADULT_ID's 1990-03-07 is the birthday
    await bind(a);
    for (const pw of ['900307', '030790', '199003']) expect(await weak(pw), pw).toEqual([400, 'WEAK_PAYMENT_PASSWORD', BIRTH]);
    expect(me().paymentPassword).toBeNull();
    expect((await set('246810')).body.success).toBe(true);
    expect(errCode(await set('135790'))).toBe('PAYMENT_PASSWORD_EXISTS');
    expect(me().paymentPassword).toBe('246810');
  });

  const me = () => app.sandbox.state.users.find((u) => u.mobile === NEWBIE)!;

  it('counts wrong tries down, locks the fifth until a time, every money call with it, and a reset lifts it', async () => {
    const a = await agent(NEWBIE);
    const validate = (pw: string) => a.post('/api/v2/user/MYSELF/validatePaymentPassword', { password: pw });
    await a.post('/api/v2/user/MYSELF/setPaymentPassword', { password: '246810' });
    // the happy path stays the family's bare true
    expect((await validate('246810')).body).toBe(true);
    const tries = [];
    for (let i = 0; i < 4; i++) {
      const r = await validate('000000');
      tries.push([r.status, errCode(r), value(r)]);
    }
    expect(tries).toEqual([4, 3, 2, 1].map((n) => [400, 'INCORRECT_PASSWORD', n]));
    const before = app.sandbox.clock.now();
    const fifth = await validate('000000');
    expect([fifth.status, errCode(fifth)]).toEqual([403, 'PAYMENT_PASSWORD_LOCKED']);
    // until when: 3 hours from the fifth try
    const until = value(fifth) as number;
    expect(until - LOCK_MS).toBeGreaterThanOrEqual(before);
    expect(until - LOCK_MS).toBeLessThanOrEqual(app.sandbox.clock.now());
    expect(me().payLock).toEqual({ fails: 5, until });
    // locked: the right password too, and a money call, until the same time
    expect(value(await validate('246810'))).toBe(until);
    const pos = await a.post('/api/v2/POS/MYSELF/deposit', { depositAmount: '1', paymentPasswd: '246810' });
    expect([errCode(pos), value(pos)]).toEqual(['PAYMENT_PASSWORD_LOCKED', until]);

    await a.post('/api/v2/smsCaptcha/MYSELF', { smsType: 'RESET_PAYMENT_PASSWORD' });
    const reset = (password: string, smsCaptcha: string) => a.post('/api/v2/user/MYSELF/resetPaymentPassword', { password, smsCaptcha });
    // a weak new password is refused before the code is used
    const sms = await code(a, NEWBIE, 'RESET_PAYMENT_PASSWORD');
    expect([errCode(await reset('222222', sms)), value(await reset('012345', sms))]).toEqual(['WEAK_PAYMENT_PASSWORD', RUN]);
    // the envelope, as tbus reads it (payment-pool-password.ctrl.coffee:56-79)
    expect(errCode(await reset('975310', '000000x'))).toBe('INVALID_MOBILE_CAPTCHA');
    expect(me().payLock?.until).toBe(until);
    expect((await reset('975310', sms)).body).toEqual({ success: true, data: null, error: [] });
    expect(me().payLock).toBeUndefined();
    expect((await validate('975310')).body).toBe(true);

    const update = (o: string, n: string) => a.post('/api/v2/user/MYSELF/updatePaymentPassword', { oldPassword: o, newPassword: n });
    // a weak new password is judged first and costs no try: the first wrong old one leaves 4
    expect([errCode(await update('975310', '222222')), value(await update('111111', '888888'))]).toEqual(['WEAK_PAYMENT_PASSWORD', SAME]);
    const wrongOld = await update('111111', '258036');
    expect([errCode(wrongOld), value(wrongOld)]).toEqual(['INCORRECT_PASSWORD', 4]);
    expect(errCode(await update('975310', '975310'))).toBe('PAYMENT_PASSWORD_SAME');
    expect((await update('975310', '258036')).body.success).toBe(true);
    expect((await validate('258036')).body).toBe(true);
  });

  it('lifts the lock by itself after 3 hours of the sandbox clock, and counts afresh', async () => {
    const a = await agent('13800000002');
    const validate = (pw: string) => a.post('/api/v2/user/MYSELF/validatePaymentPassword', { password: pw });
    for (let i = 0; i < 4; i++) await validate('000000');
    const fifth = await validate('000000');
    expect(errCode(fifth)).toBe('PAYMENT_PASSWORD_LOCKED');
    const start = app.sandbox.clock.now();
    try {
      app.sandbox.clock.advance(LOCK_MS - 1000);
      expect(errCode(await validate('123456'))).toBe('PAYMENT_PASSWORD_LOCKED');
      app.sandbox.clock.advance(1000);
      // the seeded password predates the rule: it still pays
      expect((await validate('123456')).body).toBe(true);
      expect(value(await validate('000000'))).toBe(4);
    } finally {
      app.sandbox.clock.advance(start - app.sandbox.clock.now());
    }
  });
});

describe('money', () => {
  async function ready() {
    const a = await agent(NEWBIE);
    await bind(a);
    await a.post('/api/v2/user/MYSELF/setPaymentPassword', { password: '135790' });
    return a;
  }
  const charge = (a: Agent, amt: string, pw = '135790', acct?: string) =>
    a.post('/api/v2/multiPayment/router/charge', { txn_amt: amt, paymentPasswd: pw, ...(acct ? { accountNumber: acct } : {}) });

  it('recharges in exact fen and writes the ledger', async () => {
    const a = await ready();
    expect((await charge(a, '1000.00')).body).toEqual({ success: true, data: null, error: [] });
    for (let i = 0; i < 3; i++) await charge(a, '0.10');
    expect((await fund(a)).availableAmount).toBe(1000.3);
    expect(errCode(await charge(a, '0'))).toBe('INVALID_TXN_AMOUNT');
    expect(errCode(await charge(a, '1.234'))).toBe('INVALID_TXN_AMOUNT');
    expect(errCode(await charge(a, '50000.01'))).toBe('OVER_SINGLE_QUOTA');
    expect(errCode(await charge(a, '10', '000000'))).toBe('INCORRECT_PASSWORD');
    const ledger = (await a.get('/api/v2/user/MYSELF/funds?type=DEPOSIT&allStatus=true&allOperation=true')).body;
    expect(ledger.totalSize).toBe(4);
    expect(ledger.results[3]).toMatchObject({ type: 'DEPOSIT', amount: 1000, operation: 'IN', status: 'SUCCESSFUL', account: ICBC });
    expect((await fund(a)).depositAmount).toBe(1000.3);
  });

  it('answers PROCESSING for the restricted channel (no money moves) and blocks a zero-quota card', async () => {
    const a = await ready();
    await bind(a, { accountNumber: '6225880000000001', realName: '', idNumber: '' });
    expect((await charge(a, '100', '135790', '6225880000000001')).body.data).toBe('PROCESSING');
    expect((await fund(a)).availableAmount).toBe(0);
    const rec = (await a.get('/api/v2/user/MYSELF/funds?allStatus=false&status=PROCESSING&allOperation=true')).body;
    expect(rec.results[0]).toMatchObject({ type: 'DEPOSIT', amount: 100, status: 'PROCESSING' });
    await bind(a, { accountNumber: '6228920000000001', realName: '', idNumber: '' });
    expect(errCode(await charge(a, '100', '135790', '6228920000000001'))).toBe('ZERO_QUOTA');
  });

  it('takes a POS deposit as an order, moving nothing yet', async () => {
    const a = await ready();
    const r = await a.post('/api/v2/POS/MYSELF/deposit', { depositAmount: '2000.00', paymentPasswd: '135790' });
    expect(r.body.data).toMatch(/^POS\d+$/);
    expect((await fund(a)).availableAmount).toBe(0);
    const rec = (await a.get('/api/v2/user/MYSELF/funds?type=OFFLINE_DEPOSIT')).body.results[0];
    expect(rec).toMatchObject({ amount: 2000, status: 'PROCESSING', orderId: r.body.data });
  });

  it('honours a POS key: a repeat answers DUPLICATE_ORDER and creates nothing; the orders list finds it', async () => {
    const a = await ready();
    const form = { depositAmount: '500.00', paymentPasswd: '135790', clientOrderId: 'pos-key-1' };
    const r = await a.post('/api/v2/POS/MYSELF/deposit', form);
    expect(r.body.data).toMatch(/^POS\d+$/);
    const again = await a.post('/api/v2/POS/MYSELF/deposit', form);
    expect(again.status).toBe(409);
    expect(errCode(again)).toBe('DUPLICATE_ORDER');
    const orders = (await a.get('/api/v2/POS/MYSELF/orders')).body;
    expect(orders.success).toBe(true);
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({ orderId: r.body.data, clientOrderId: 'pos-key-1', depositAmount: 500, status: 'PROCESSING' });
  });

  it('withdraws with the fee taken from the amount, free while member privileges last', async () => {
    const a = await ready();
    await charge(a, '1000.00');
    // bare; withdrawAmount is what arrives (payment-pool-withdraw.ctrl.coffee:33-45)
    const fee = (await a.get('/api/v2/user/MYSELF/calculateWithdrawFee/100.00')).body;
    expect(fee).toMatchObject({ totalFee: 2, withdrawAmount: 98, freeTimes: 0 });
    expect(typeof fee.arrivalDate).toBe('number');
    expect((await a.get('/api/v2/user/MYSELF/calculateWithdrawFee/2')).body.withdrawAmount).toBe(0);
    const w = (amt: string, pw = '135790') => a.post('/api/v2/multiPayment/router/withdraw/MYSELF', { amount: amt, paymentPassword: pw });
    expect(errCode(await w('1000.01'))).toBe('USER_BALANCE_INSUFFICIENT');
    expect((await w('100.00')).body).toEqual({ success: true, data: null, error: [] });
    expect((await fund(a)).availableAmount).toBe(900);
    const out = (await a.get('/api/v2/user/MYSELF/funds?allStatus=true&allOperation=false&operation=OUT')).body.results;
    expect(out.map((r: any) => [r.type, r.amount])).toEqual([['WITHDRAW', 100]]);
    expect(out[0].description).toContain('手续费2.00元，到账98.00元');
    expect(errCode(await w('2.00'))).toBe('INVALID_TXN_AMOUNT');
    expect((await w('900.01')).body.success).toBe(false);
    expect((await w('900.00')).body.success).toBe(true);
    expect((await fund(a)).availableAmount).toBe(0);

    const investor = await agent('13800000002');
    const before = (await fund(investor)).availableAmount;
    const free = (await investor.get('/api/v2/user/MYSELF/calculateWithdrawFee/0.01')).body;
    expect(free).toMatchObject({ totalFee: 0, withdrawAmount: 0.01, freeTimes: 2 });
    await investor.post('/api/v2/multiPayment/router/withdraw/MYSELF', { amount: '0.01', paymentPassword: '123456' });
    expect((await fund(investor)).availableAmount).toBe(Math.round(before * 100 - 1) / 100);
    expect((await investor.get('/api/v2/user/MYSELF/calculateWithdrawFee/1')).body.freeTimes).toBe(1);
  });

  it('pages and filters the fund records', async () => {
    const a = await agent('13800000002');
    const q = (s: string) => a.get('/api/v2/user/MYSELF/funds?' + s).then((r) => r.body);
    const all = await q('type=ALL&allStatus=true&allOperation=true&page=1&pageSize=10');
    expect(all.results).toHaveLength(10);
    expect(all.totalSize).toBeGreaterThan(20);
    const times = all.results.map((r: any) => r.recordTime);
    // the PC pages read timeRecorded (newAccount/fund.js:263-321): both are sent
    expect(all.results.every((r: any) => r.timeRecorded === r.recordTime)).toBe(true);
    expect([...times].sort((x: number, y: number) => y - x)).toEqual(times);
    const p2 = await q('type=ALL&allStatus=true&allOperation=true&page=2&pageSize=10');
    expect(p2.results[0].recordTime).toBeLessThanOrEqual(times[9]);
    const failed = await q('allStatus=false&status=FAILED&allOperation=true');
    expect(failed.results.every((r: any) => r.status === 'FAILED')).toBe(true);
    expect(failed.totalSize).toBeGreaterThan(0);
    const ins = await q('allStatus=true&allOperation=false&operation=IN&pageSize=100');
    expect(ins.results.every((r: any) => r.operation === 'IN')).toBe(true);
    const now = Date.now();
    const recent = await q(`startDate=${now - 30 * 86400_000}&endDate=${now + 86400_000}&pageSize=100`);
    expect(recent.results.every((r: any) => r.recordTime >= now - 30 * 86400_000)).toBe(true);
    expect(recent.totalSize).toBeLessThan(all.totalSize);
  });
});
