// @vitest-environment node
// The sandbox answers the coupon, card and money calls in the shapes the backend family sends
// (tests/fixtures/backend): every key of the recorded answer is there, of the same type (null
// where the sandbox keeps no such value).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sandboxAt, type Res } from '../support/sandbox';
import { DEMO_ACCOUNTS, DEMO_LOANS } from '../../server/sandbox/seed';
import { INVESTOR_CARDS } from '../../server/sandbox/seed/banks';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';

const { srv, call, login } = sandboxAt(Date.UTC(2026, 10, 1, 2, 30));
const D = DEMO_ACCOUNTS;

const recorded = (name: string) => JSON.parse(readFileSync(`tests/fixtures/backend/${name}.json`, 'utf8')).response.body as unknown;

/** Paths (a.b[].c) of the recorded answer missing from the sandbox's, or of another type. */
function differences(real: unknown, ours: unknown, at = ''): string[] {
  if (real === null || ours === null) return [];
  if (Array.isArray(real)) {
    if (!Array.isArray(ours)) return [`${at}: array`];
    return real.length && ours.length ? differences(real[0], ours[0], `${at}[]`) : [];
  }
  if (typeof real === 'object') {
    if (typeof ours !== 'object' || ours === null || Array.isArray(ours)) return [`${at}: object`];
    return Object.entries(real as Record<string, unknown>).flatMap(([k, v]) =>
      k in (ours as object) ? differences(v, (ours as Record<string, unknown>)[k], at ? `${at}.${k}` : k) : [`${at ? `${at}.` : ''}${k}: missing`],
    );
  }
  return typeof real === typeof ours ? [] : [`${at}: ${typeof real}, not ${typeof ours}`];
}

const code = async (mobile: string, purpose: string) => (await call('GET', `/__sandbox/code?mobile=${mobile}&purpose=${purpose}`)).body.code as string;
const same = (name: string, r: Res) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(differences(recorded(name), r.body), name).toEqual([]);
};

describe('the sandbox answers in the recorded shapes', () => {
  it('compares keys and types, not values', () => {
    expect(differences({ a: 1, b: { c: 'x' }, d: [{ e: true }], f: null, g: 1 }, { a: '1', d: [{}], f: 3, g: null })).toEqual([
      'a: number, not string',
      'b: missing',
      'd[].e: missing',
    ]);
  });

  it('coupons', async () => {
    const a = await login(D.investor.mobile);
    const listed = await a.post('/api/v2/coupon/MYSELF/listCouponNew', { amount: '10000', days: '365' });
    expect(listed.body.data.length).toBeGreaterThan(0);
    same('post-api-v2-coupon-myself-listcouponnew', listed);
    const forLoan = await a.post('/api/v2/coupon/MYSELF/listCoupon', { loanId: DEMO_LOANS.opened, amount: '10000' });
    expect(forLoan.body.data.length).toBeGreaterThan(0);
    same('post-api-v2-coupon-myself-listcoupon', forLoan);
    same('get-api-v2-coupon-myself-coupons-bystatus', await a.get('/api/v2/coupon/MYSELF/coupons/byStatus?status=PLACED&pageNo=1&pageSize=10'));
    same('post-api-v2-coupon-myself-coupons', await a.post('/api/v2/coupon/MYSELF/coupons', { type: 'CASH', page: '1', size: '10' }));
  });

  it('cards', async () => {
    const a = await login(D.investor.mobile);
    same('get-api-v2-payment-router-myself-userbindcardinfo', await a.get('/api/v2/payment/router/MYSELF/userBindCardInfo'));
    const n = await login(D.newbie.mobile);
    const form = {
      realName: '李新',
      idNumber: makeIdNumber('110101', '19900307', 123),
      certType: 'IDENTITY_CARD',
      accountNumber: '6222020000000001',
      mobile: D.newbie.mobile,
      bankName: 'ICBC',
      isMasterCard: 'true',
    };
    same('post-api-v2-multipayment-router-myself-prebindcard', await n.post('/api/v2/multiPayment/router/MYSELF/preBindCard', form));
    const smsCode = await code(D.newbie.mobile, 'BIND_CARD');
    same('post-api-v2-multipayment-router-myself-confirmbindcard', await n.post('/api/v2/multiPayment/router/MYSELF/confirmBindCard', { ...form, smsCode }));
    same('post-api-v2-smscaptcha', await n.post('/api/v2/smsCaptcha', { mobile: D.newbie.mobile, smsType: 'REPLACE_CARD' }));
    same(
      'post-api-v2-user-checkbankcard',
      await n.post('/api/v2/user/checkBankcard', {
        mobile: D.newbie.mobile,
        bankCode: 'CCB',
        accountNumber: '6217000000000009',
        smsCaptcha: await code(D.newbie.mobile, 'REPLACE_CARD'),
      }),
    );
    same('post-api-v2-payment-router-cancelbindcard', await n.post('/api/v2/payment/router/cancelBindCard', { accountNumber: '6217000000000009' }));
  });

  it('passwords and money', async () => {
    const n = await login(D.newbie.mobile);
    same('post-api-v2-user-myself-setpaymentpassword', await n.post('/api/v2/user/MYSELF/setPaymentPassword', { password: '246810' }));
    same(
      'post-api-v2-user-myself-updatepaymentpassword',
      await n.post('/api/v2/user/MYSELF/updatePaymentPassword', { oldPassword: '246810', newPassword: '135790' }),
    );
    same('post-api-v2-smscaptcha-myself', await n.post('/api/v2/smsCaptcha/MYSELF', { smsType: 'CREDITMARKET_RESET_PAYMENTPASSWORD' }));
    same(
      'post-api-v2-user-myself-resetpaymentpassword',
      await n.post('/api/v2/user/MYSELF/resetPaymentPassword', {
        password: '112233',
        smsCaptcha: await code(D.newbie.mobile, 'CREDITMARKET_RESET_PAYMENTPASSWORD'),
      }),
    );

    const a = await login(D.investor.mobile);
    const pw = srv.sandbox.state.users.find((u) => u.id === D.investor.userId)!.paymentPassword!;
    same('post-api-v2-user-myself-validatepaymentpassword', await a.post('/api/v2/user/MYSELF/validatePaymentPassword', { password: pw }));
    same(
      'post-api-v2-multipayment-router-charge',
      await a.post('/api/v2/multiPayment/router/charge', {
        userId: D.investor.userId,
        clientIp: '127.0.0.1',
        txn_amt: '5000',
        paymentPasswd: pw,
        accountNumber: INVESTOR_CARDS.icbc,
        clientOrderId: 'c1',
      }),
    );
    same('post-api-v2-pos-myself-deposit', await a.post('/api/v2/POS/MYSELF/deposit', { depositAmount: '20000', paymentPasswd: pw }));
    same('get-api-v2-user-myself-calculatewithdrawfee-amount', await a.get('/api/v2/user/MYSELF/calculateWithdrawFee/1000'));
    same(
      'post-api-v2-multipayment-router-withdraw-myself',
      await a.post('/api/v2/multiPayment/router/withdraw/MYSELF', {
        userId: D.investor.userId,
        amount: '1000',
        paymentPassword: pw,
        accountNumber: INVESTOR_CARDS.icbc,
        clientOrderId: 'w1',
      }),
    );
    const funds = await a.get('/api/v2/user/MYSELF/funds?type=ALL&allStatus=true&allOperation=true&page=1&pageSize=10');
    expect(funds.body.results.length).toBeGreaterThan(0);
    same('get-api-v2-user-myself-funds', funds);
  });
});
