// @vitest-environment happy-dom
// The one split of a money move (domain/pay-split.ts) that the purchase form, the password
// sheet's summary and the sandbox's tender all read; the summary's rows; the first-investment
// risk acknowledgement kept per user.
import { describe, expect, it } from 'vitest';
import { cardText, paySplit } from '../../domain/pay-split';
import { splitRows } from '../../kit/ui/pay-summary';
import { ackRisk, riskAcked } from '../../kit/ui/risk-ack';

describe('paySplit', () => {
  it('a cash coupon lowers what is paid, never what earns interest', () => {
    expect(paySplit({ amountFen: 6_000_00, couponFen: 50_00, availableFen: 100_000_00, useBalance: true })).toEqual({
      amountFen: 6_000_00,
      couponFen: 50_00,
      fromBalanceFen: 5_950_00,
      fromCardFen: 0,
      interestBaseFen: 6_000_00,
    });
  });
  it('the balance pays first, the card the rest, to the fen', () => {
    expect(paySplit({ amountFen: 1_000_00, couponFen: 20_00, availableFen: 300_01, useBalance: true })).toMatchObject({
      fromBalanceFen: 300_01,
      fromCardFen: 679_99,
    });
    expect(paySplit({ amountFen: 1_000_00, availableFen: 300_00, useBalance: false })).toMatchObject({ fromBalanceFen: 0, fromCardFen: 1_000_00 });
    // a negative balance (a debt) pays nothing
    expect(paySplit({ amountFen: 100_00, availableFen: -5_00, useBalance: true })).toMatchObject({ fromBalanceFen: 0, fromCardFen: 100_00 });
  });
  it('a coupon worth more than the amount covers the amount only', () => {
    expect(paySplit({ amountFen: 30_00, couponFen: 50_00, availableFen: 0, useBalance: true })).toMatchObject({ couponFen: 30_00, fromCardFen: 0 });
  });
  it('a claim earns on its principal, not on the price paid', () => {
    expect(paySplit({ amountFen: 8_746_74, availableFen: 10_000_00, useBalance: true, interestBaseFen: 8_700_00 })).toMatchObject({
      fromBalanceFen: 8_746_74,
      interestBaseFen: 8_700_00,
    });
  });
});

describe('the summary rows', () => {
  it('say each part once, the card by bank and last four', () => {
    const s = paySplit({ amountFen: 1_000_00, couponFen: 20_00, availableFen: 300_00, useBalance: true });
    const rows = splitRows(s, { verb: '出借', coupon: '现金红包 20.00元', card: cardText({ bankName: '招商银行', account: '6225880112345678' }) });
    expect(rows).toEqual([
      ['出借金额', '1,000.00 元'],
      ['红包抵扣', '-20.00 元'],
      ['余额支付', '300.00 元'],
      ['招商银行（尾号5678）支付', '680.00 元'],
      ['计息本金', '1,000.00 元'],
    ]);
  });
  it('an interest coupon is named, not taken off; a transfer is not a card', () => {
    const s = paySplit({ amountFen: 500_00, availableFen: 0, useBalance: false });
    expect(splitRows(s, { verb: '出借', coupon: '加息券 1.00%', offline: true })).toEqual([
      ['出借金额', '500.00 元'],
      ['使用红包', '加息券 1.00%'],
      ['线下转账', '500.00 元'],
      ['计息本金', '500.00 元'],
    ]);
  });
});

describe('the risk acknowledgement', () => {
  it('is remembered per user, and nobody unknown is ever acknowledged', () => {
    localStorage.clear();
    expect(riskAcked('u1')).toBe(false);
    ackRisk('u1');
    expect(riskAcked('u1')).toBe(true);
    expect(riskAcked('u2')).toBe(false);
    ackRisk('');
    expect(riskAcked('')).toBe(false);
    expect(riskAcked(undefined)).toBe(false);
  });
});
