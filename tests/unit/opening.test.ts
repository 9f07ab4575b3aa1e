import { describe, expect, it } from 'vitest';
import { doneCount, nextStep, openingSteps } from '../../domain/opening';

const none = { hasCard: false, hasDefaultCard: false, hasPayPassword: false, survey: { done: false, valid: null } };

describe('开户 steps', () => {
  it('lists card, password and survey in that order, the first not done next', () => {
    const steps = openingSteps(none);
    expect(steps.map((s) => s.title)).toEqual(['实名绑卡', '设置支付密码', '风险测评']);
    expect(nextStep(steps)?.key).toBe('card');
    expect(doneCount(steps)).toBe(0);
  });

  it('a card that is not the default card does not count (the backend pays out to the default)', () => {
    expect(openingSteps({ ...none, hasCard: true })[0]!.done).toBe(false);
    expect(openingSteps({ ...none, hasCard: true, hasDefaultCard: true })[0]!.done).toBe(true);
  });

  it('an expired survey is a step left, offered again; an unknown validity is not held against it', () => {
    const expired = openingSteps({ ...none, survey: { done: true, valid: false } })[2]!;
    expect(expired).toMatchObject({ done: false, action: '重新测评', why: '测评已过期，请重新测评' });
    expect(openingSteps({ ...none, survey: { done: true, valid: null } })[2]!.done).toBe(true);
    // not read at all: not known to be done
    expect(openingSteps({ ...none, survey: null })[2]!.done).toBe(false);
  });

  it('nothing left once all three are done', () => {
    const all = openingSteps({ hasCard: true, hasDefaultCard: true, hasPayPassword: true, survey: { done: true, valid: true } });
    expect(nextStep(all)).toBeNull();
    expect(doneCount(all)).toBe(3);
  });
});
