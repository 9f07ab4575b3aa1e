import { describe, expect, it } from 'vitest';
import { cardLabel, cardTail, quotaText } from '../../modules/payment/rules/cards';
import { cardProblem, unionNote } from '../../modules/payment/rules/card';
import { maskCard } from '../../domain/format/mask';

describe('card masks and labels', () => {
  it('shows the first 4 and last 4 digits only', () => {
    expect(maskCard('6222020000000001')).toBe('6222 **** **** 0001');
    expect(maskCard('6222024001873316123')).toBe('6222 **** **** 6123');
  });

  it('names a card where one is shown or chosen by its bank and tail only', () => {
    expect(cardLabel('中国工商银行', '6222020000000001')).toBe('中国工商银行 尾号0001');
    expect(cardLabel(null, '6225880217664930')).toBe('尾号4930');
    expect(cardLabel('招商银行', '6225 8802 1766 4930')).toBe('招商银行 尾号4930');
    expect(cardLabel('招商银行', '')).toBe('招商银行');
    expect(cardTail('6222024001873316123')).toBe('尾号6123');
    expect(cardTail(null)).toBe('');
    for (const n of ['6222020000000001', '6222024001873316123']) expect(cardLabel('x', n)).not.toContain(n.slice(0, -4));
  });

  it('words quotas in 万 with 元, unlimited and zero', () => {
    expect(quotaText(50000, 200000)).toBe('单笔限额5万元，单日限额20万元');
    expect(quotaText(5000, 5000)).toBe('单笔限额5,000元，单日限额5,000元');
    expect(quotaText(15000, 1000000)).toBe('单笔限额1.5万元，单日限额100万元');
    expect(quotaText(-1, -1)).toBe('单笔限额不限，单日限额不限');
    expect(quotaText(0, 0)).toBe('暂不支持快捷支付');
  });

  it('refuses credit cards and, for limited cert types, banks outside the restricted channel', () => {
    const icbc = { bankCode: 'ICBC', bankName: '中国工商银行', cardType: 'DEBIT', payChannel: 'NORMAL' };
    const restricted = [
      { bankCode: 'CMB', bankName: '招商银行' },
      { bankCode: 'CMBC', bankName: '中国民生银行' },
    ];
    expect(cardProblem(icbc)).toBeNull();
    expect(cardProblem({ ...icbc, cardType: 'CREDIT' })).toBe('暂不支持信用卡，请使用储蓄卡');
    expect(cardProblem(icbc, restricted)).toBe('该证件类型仅支持以下银行：招商银行、中国民生银行');
    expect(cardProblem({ ...icbc, bankCode: 'CMB' }, restricted)).toBeNull();
  });

  it('explains the card-union channel of PSBC and SHB', () => {
    expect(unionNote({ bankCode: 'PSBC', bankName: '中国邮政储蓄银行', payChannel: 'UNION' })).toContain('银联在线支付');
    expect(unionNote({ bankCode: 'ICBC', bankName: '中国工商银行', payChannel: 'NORMAL' })).toBe('');
    // by the bank code alone: the family's bank records carry no pay channel
    expect(unionNote({ bankCode: 'PSBC', bankName: '中国邮政储蓄银行' })).toContain('银联在线支付');
    expect(unionNote({ bankCode: 'SHB', bankName: '上海银行' })).toContain('银联在线支付');
    expect(unionNote({ bankCode: 'CMB', bankName: '招商银行' })).toBe('');
  });
});
