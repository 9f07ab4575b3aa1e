// The money, card and coupon calls against the answers the backend family sends (the recorded
// fixtures) and against answers that prove nothing, with fetch stubbed: success only when the
// envelope (or, where the sources say so, a bare true) says it.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig } from '../../runtime/api/client';
import type { ApiError } from '../../runtime/api/api-error';
import * as money from '../../modules/payment/api/money';
import { validatePaymentPassword } from '../../kit/money/password-check';
import * as cards from '../../modules/payment/api/cards';
import * as coupons from '../../modules/coupons/api';
import { listCoupons } from '../../modules/invest/api/invest';

const realFetch = globalThis.fetch;
let sent: { url: string; body: string }[] = [];
afterEach(() => {
  globalThis.fetch = realFetch;
  apiConfig.onSchemaError = () => {};
  sent = [];
});

/** Every request answers `body` (JSON unless a string is given as text). */
function answer(body: unknown, status = 200) {
  apiConfig.onSchemaError = () => {};
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    sent.push({ url: String(url), body: String(init?.body ?? '') });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const fixture = (name: string) => {
  const f = JSON.parse(readFileSync(`tests/fixtures/backend/${name}.json`, 'utf8'));
  answer(f.response.body, f.response.status);
  return f.client as { args: unknown[] };
};

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: ApiError) => e.code,
  );
const envelope = (data: unknown) => ({ success: true, data, error: [] });

describe('the recorded answers parse into the screens’ model', () => {
  it('coupons for a tender: {disabled, placement} items, flattened', async () => {
    const { args } = fixture('post-api-v2-coupon-myself-listcouponnew');
    const list = await listCoupons(...(args as Parameters<typeof listCoupons>));
    expect(list.map((c) => [c.id.slice(0, 4), c.disabled, c.couponPackage.type])).toEqual([
      ['9D4E', false, 'INTEREST'],
      ['3C7A', true, 'PRINCIPAL'],
      ['5A1C', false, 'CASH'],
    ]);
    expect(list[0]).toMatchObject({ status: 'PLACED', timeExpire: 1510243199000, couponPackage: { parValue: 100, minimumInvest: 1000 } });
    fixture('post-api-v2-coupon-myself-listcoupon');
    expect(await listCoupons({ loanId: 'x', totalMonths: 6 }, '10000')).toHaveLength(2);
    // the old flat placement is not what the backend sends
    answer(envelope([{ id: 'p1', couponPackage: { type: 'CASH', parValue: 1 } }]));
    expect(await codeOf(listCoupons({ loanId: 'x', totalMonths: 6 }, '1'))).toBe('SCHEMA_ERROR');
  });

  it('the bind info: cards counted, the holder on record locks the form', async () => {
    fixture('get-api-v2-payment-router-myself-userbindcardinfo');
    expect(await cards.getBindInfo()).toEqual({ cardCount: 1, verified: true, realName: '张伟', idNumber: '110101199003071234' });
    answer(envelope({ userInfo: { name: null, idNumber: null }, bankCards: [] }));
    expect(await cards.getBindInfo()).toMatchObject({ cardCount: 0, verified: false });
  });

  it('fund records: recordTime or timeRecorded, read as recordTime; neither is refused', async () => {
    const page = (r: object) => ({ results: [{ type: 'DEPOSIT', amount: 1, operation: 'IN', ...r }], totalSize: 1 });
    const f = { type: '', status: '', operation: '', startDate: 0, endDate: 1 };
    answer(page({ timeRecorded: 5 }));
    expect((await money.getFunds(f, 1)).items[0]).toMatchObject({ recordTime: 5 });
    expect((await money.getFunds(f, 1)).items[0]).not.toHaveProperty('timeRecorded');
    answer(page({ recordTime: 7, timeRecorded: 5 }));
    expect((await money.getFunds(f, 1)).items[0]!.recordTime).toBe(7);
    answer(page({}));
    expect(await codeOf(money.getFunds(f, 1))).toBe('SCHEMA_ERROR');
  });

  it('the withdraw fee: bare, withdrawAmount what arrives', async () => {
    fixture('get-api-v2-user-myself-calculatewithdrawfee-amount');
    expect(await money.calculateWithdrawFee('1000')).toEqual({ totalFee: 2, withdrawAmount: 998 });
  });

  it('coupons by status: the envelope, several statuses as the parameter repeated', async () => {
    fixture('get-api-v2-coupon-myself-coupons-bystatus');
    const p = await coupons.getCoupons(['REDEEMED', 'USED'], 2, 5);
    expect(p.total).toBe(2);
    const q = new URL(sent[0]!.url, 'http://x').searchParams;
    expect(q.getAll('status')).toEqual(['REDEEMED', 'USED']);
    expect([q.get('pageNo'), q.get('pageSize')]).toEqual(['2', '5']);
  });
});

describe('a move succeeds only on proof', () => {
  const chargeArgs: money.ChargePayload = {
    userId: 'u',
    clientIp: '1.1.1.1',
    txn_amt: '10',
    paymentPasswd: '123456',
    accountNumber: '6222',
    clientOrderId: 'k',
  };

  it('charge: the success envelope; PROCESSING kept; a bare body or another word is no proof', async () => {
    fixture('post-api-v2-multipayment-router-charge');
    expect(await money.charge(chargeArgs)).toBe('DONE');
    for (const data of [true, 'SUCCESSFUL', {}, { status: 'SUCCEED' }]) {
      answer(envelope(data));
      expect(await money.charge(chargeArgs)).toBe('DONE');
    }
    answer(envelope('PROCESSING'));
    expect(await money.charge(chargeArgs)).toBe('PROCESSING');
    answer(envelope({ status: 'PROCESSING' }));
    expect(await money.charge(chargeArgs)).toBe('PROCESSING');
    for (const body of ['null', {}, '"SUCCESSFUL"', envelope(false), envelope('FAILED'), '']) {
      answer(body);
      expect(await codeOf(money.charge(chargeArgs)), JSON.stringify(body)).toBe('SCHEMA_ERROR');
    }
  });

  it('withdraw, cards, passwords and codes: the success envelope, never a bare body', async () => {
    const calls: [string, () => Promise<unknown>][] = [
      [
        'post-api-v2-multipayment-router-withdraw-myself',
        () => money.withdraw({ userId: 'u', amount: '1', paymentPassword: '1', accountNumber: '1', clientOrderId: 'k' }),
      ],
      [
        'post-api-v2-multipayment-router-myself-prebindcard',
        () => cards.preBindCard({ certType: 'IDENTITY_CARD', accountNumber: '1', mobile: '1', bankName: 'ICBC', isMasterCard: true }),
      ],
      [
        'post-api-v2-multipayment-router-myself-confirmbindcard',
        () =>
          cards.confirmBindCard({
            certType: 'IDENTITY_CARD',
            accountNumber: '1',
            mobile: '1',
            bankName: 'ICBC',
            isMasterCard: true,
            smsCode: '1',
            userId: 'u',
          }),
      ],
      ['post-api-v2-user-checkbankcard', () => cards.replaceCard({ userId: 'u', mobile: '1', bankCode: 'CMB', accountNumber: '1', smsCaptcha: '1' })],
      ['post-api-v2-payment-router-cancelbindcard', () => cards.cancelBindCard('u', '1')],
      ['post-api-v2-user-myself-setpaymentpassword', () => money.setPaymentPassword('1')],
      ['post-api-v2-user-myself-updatepaymentpassword', () => money.updatePaymentPassword('1', '2')],
      ['post-api-v2-smscaptcha-myself', () => money.sendMySms('RESET_PAYMENT_PASSWORD')],
    ];
    for (const [name, call] of calls) {
      fixture(name);
      expect(await call(), name).toBe(true);
      for (const data of [true, { anything: 1 }]) {
        answer(envelope(data));
        expect(await call(), name).toBe(true);
      }
      // the code call is the runtime's ack (kit/entity/sms), which never reads data: data false is a yes there
      const ackOnly = name === 'post-api-v2-smscaptcha-myself';
      for (const body of ['null', 'true', {}, ...(ackOnly ? [] : [envelope(false)]), '']) {
        answer(body);
        expect(await codeOf(call()), `${name} ${JSON.stringify(body)}`).toBe('SCHEMA_ERROR');
      }
    }
  });

  it('POS: the envelope with the order id', async () => {
    fixture('post-api-v2-pos-myself-deposit');
    expect(await money.posDeposit('20000', '1')).toBe('20170814141212583001');
    for (const body of ['"20170814"', envelope(''), envelope(null)]) {
      answer(body);
      expect(await codeOf(money.posDeposit('1', '1'))).toBe('SCHEMA_ERROR');
    }
  });

  it('reset: a bare boolean or the envelope; bare null is no answer', async () => {
    fixture('post-api-v2-user-myself-resetpaymentpassword');
    expect(await money.resetPaymentPassword('135790', '604172')).toBe(true);
    answer(true);
    expect(await money.resetPaymentPassword('1', '1')).toBe(true);
    answer(envelope(true));
    expect(await money.resetPaymentPassword('1', '1')).toBe(true);
    answer(false);
    expect(await money.resetPaymentPassword('1', '1')).toBe(false);
    answer(envelope(false));
    expect(await money.resetPaymentPassword('1', '1')).toBe(false);
    for (const body of ['null', {}, '"true"', '<html></html>']) {
      answer(body);
      expect(await codeOf(money.resetPaymentPassword('1', '1')), JSON.stringify(body)).toBe('SCHEMA_ERROR');
    }
    answer({ success: false, data: null, error: [{ message: 'INVALID_MOBILE_CAPTCHA' }] }, 400);
    expect(await codeOf(money.resetPaymentPassword('1', '1'))).toBe('INVALID_MOBILE_CAPTCHA');
  });

  it('bare booleans: only true is a yes (password check, coupon redeem)', async () => {
    const cap = { token: 't', answer: 'a' };
    fixture('post-api-v2-user-myself-validatepaymentpassword');
    expect(await validatePaymentPassword('1')).toBe(true);
    fixture('post-api-v2-coupon-myself-redeemcouponignoreapprovalwithcaptcha');
    expect(await coupons.redeemCoupon('p', cap)).toBe(true);
    answer(false);
    expect(await validatePaymentPassword('1')).toBe(false);
    expect(await coupons.redeemCoupon('p', cap)).toBe(false);
  });

  it('coupon transfer: the success envelope only', async () => {
    for (const data of [true, null, { id: 'p' }]) {
      answer(envelope(data));
      expect(await codeOf(coupons.assignCoupon('p', '13800000001'))).toBe('resolved');
    }
    for (const body of ['true', 'null', envelope(false)]) {
      answer(body);
      expect(await codeOf(coupons.assignCoupon('p', '13800000001'))).toBe('SCHEMA_ERROR');
    }
  });
});
