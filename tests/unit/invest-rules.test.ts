import { describe, expect, it } from 'vitest';
import { checkInvestAmount, couponFits, payPlan, quotaPrompt } from '../../modules/invest/rules/invest';
import { investGate, surveyGate, type GateInput } from '../../domain/invest-gate';
import { claimToPayFen } from '../../modules/claims/rules/purchase';

const rule = { balanceFen: 500_000_00, minFen: 1_000_00, stepFen: 100_00, maxFen: 0 };

describe('invest amount (SPEC §5)', () => {
  it('asks for an amount', () => {
    expect(checkInvestAmount(null, rule)).toBe('请输入出借金额');
    expect(checkInvestAmount(0, rule)).toBe('请输入出借金额');
  });
  it('refuses more than the remaining balance, by one fen', () => {
    expect(checkInvestAmount(500_000_00, rule)).toBeNull();
    expect(checkInvestAmount(500_000_01, rule)).toBe('当前剩余可出借500,000.00元');
  });
  it('holds minimum and step at their boundaries', () => {
    expect(checkInvestAmount(1_000_00, rule)).toBeNull();
    expect(checkInvestAmount(999_99, rule)).toBe('1,000元起，100元递增');
    expect(checkInvestAmount(1_100_00, rule)).toBeNull();
    expect(checkInvestAmount(1_099_99, rule)).toBe('1,000元起，100元递增');
    expect(checkInvestAmount(1_150_00, rule)).toBe('1,000元起，100元递增');
  });
  it('treats a step below 1 yuan as 1 yuan', () => {
    const r = { ...rule, stepFen: 0 };
    expect(checkInvestAmount(1_001_00, r)).toBeNull();
    expect(checkInvestAmount(1_000_50, r)).toBe('1,000元起，1元递增');
  });
  it('wants exactly the balance when it is below the minimum', () => {
    const r = { ...rule, balanceFen: 650_50 };
    expect(checkInvestAmount(650_50, r)).toBeNull();
    expect(checkInvestAmount(650_00, r)).toBe('剩余金额不足最低出借金额，出借金额须为剩余金额650.50元');
    expect(checkInvestAmount(650_51, r)).toBe('当前剩余可出借650.50元');
  });
  it('says 购买 for a fund, in every message', () => {
    expect(checkInvestAmount(null, rule, null, '购买')).toBe('请输入购买金额');
    expect(checkInvestAmount(500_000_01, rule, null, '购买')).toBe('当前剩余可购买500,000.00元');
    expect(checkInvestAmount(650_00, { ...rule, balanceFen: 650_50 }, null, '购买')).toBe('剩余金额不足最低购买金额，购买金额须为剩余金额650.50元');
  });
  it('applies the single-order maximum unless it is 0', () => {
    const r = { ...rule, maxFen: 50_000_00 };
    expect(checkInvestAmount(50_000_00, r)).toBeNull();
    expect(checkInvestAmount(50_100_00, r)).toBe('单笔最多出借50,000元');
    expect(checkInvestAmount(400_000_00, rule)).toBeNull();
  });
  it('applies coupon bounds after the loan rules', () => {
    const c = { minFen: 5_000_00, maxFen: 20_000_00 };
    expect(checkInvestAmount(4_900_00, rule, c)).toBe('该红包需出借金额大于等于5,000元');
    expect(checkInvestAmount(5_000_00, rule, c)).toBeNull();
    expect(checkInvestAmount(20_000_00, rule, c)).toBeNull();
    expect(checkInvestAmount(20_100_00, rule, c)).toBe('该红包需出借金额小于等于20,000元');
    expect(couponFits(4_900_00, c)).toBe(false);
    expect(couponFits(null, c)).toBe(true);
    expect(couponFits(9_000_00, { minFen: 0, maxFen: 0 })).toBe(true);
  });
});

describe('bank quota (SPEC §5)', () => {
  it('prompts over the single quota, never at it', () => {
    expect(quotaPrompt(50_000_00, 50000, 'ICBC')).toBeNull();
    expect(quotaPrompt(50_000_01, 50000, 'ICBC')).toBe('over');
  });
  it('treats −1 as unlimited and 0 as no quick pay', () => {
    expect(quotaPrompt(9_999_999_00, -1, 'ICBC')).toBeNull();
    expect(quotaPrompt(1, 0, 'ICBC')).toBe('zero');
  });
  it('says nothing when nothing is to pay', () => {
    expect(quotaPrompt(0, 0, 'CMB')).toBeNull();
  });
  it('tips for CMBC, HXB and CMB within quota', () => {
    for (const b of ['CMBC', 'HXB', 'CMB']) expect(quotaPrompt(100_00, 5000, b)).toBe('tip');
    expect(quotaPrompt(100_00, 5000, 'BOC')).toBeNull();
    expect(quotaPrompt(5_000_01, 5000, 'CMB')).toBe('over');
  });
});

describe('what is paid from where', () => {
  it('takes the balance first when allowed, after a cash coupon', () => {
    expect(payPlan(10_000_00, 3_000_00, true, 50_00)).toMatchObject({ fromBalanceFen: 3_000_00, toPayFen: 6_950_00 });
    expect(payPlan(10_000_00, 30_000_00, true)).toMatchObject({ fromBalanceFen: 10_000_00, toPayFen: 0 });
    expect(payPlan(10_000_00, 30_000_00, false)).toMatchObject({ fromBalanceFen: 0, toPayFen: 10_000_00 });
  });
  it('claims: deal minus available, not below 0', () => {
    expect(claimToPayFen(10_000_00, 2_500_00)).toBe(7_500_00);
    expect(claimToPayFen(10_000_00, 10_000_00)).toBe(0);
    expect(claimToPayFen(10_000_00, 20_000_00)).toBe(0);
  });
});

describe('pre-invest gates (SPEC §4)', () => {
  const ok: GateInput = {
    productKey: 'GDSY',
    loanRiskRank: 'R3',
    isNewbie: false,
    hasCard: true,
    hasDefaultCard: true,
    hasPayPassword: true,
    survey: { done: true, valid: null, ceiling: 4 },
  };
  it('passes a seasoned investor with a valid survey', () => expect(investGate(ok)).toBeNull());
  it('keeps NEW for newbies', () => {
    expect(investGate({ ...ok, productKey: 'NEW' })).toBe('newbie');
    expect(investGate({ ...ok, productKey: 'NEW', isNewbie: true })).toBeNull();
  });
  it('asks for the payment set-up before anything about the survey', () => {
    expect(investGate({ ...ok, hasCard: false, survey: { done: false, valid: false } })).toBe('payment');
    expect(investGate({ ...ok, hasDefaultCard: false })).toBe('payment');
    expect(investGate({ ...ok, hasPayPassword: false })).toBe('payment');
  });
  it('checks the risk grade, then the survey validity', () => {
    expect(investGate({ ...ok, loanRiskRank: 'R4' })).toBeNull();
    expect(investGate({ ...ok, loanRiskRank: 'R5' })).toBe('risk-mismatch');
    expect(investGate({ ...ok, survey: { done: true, valid: false, ceiling: 4 } })).toBe('survey-expired');
    expect(surveyGate({ done: false, valid: false }, 'R1')).toBe('do-survey');
  });
  it('stops nothing on what the backend does not say (no grade rank, no validity): the tender refuses then', () => {
    expect(investGate({ ...ok, loanRiskRank: 'R5', survey: { done: true, valid: null, ceiling: null } })).toBeNull();
    expect(investGate({ ...ok, loanRiskRank: null })).toBeNull();
    expect(surveyGate({ done: true, valid: true, ceiling: 2 }, 'R3')).toBe('risk-mismatch');
  });
});
