// What the bind and replace forms say about a looked-up card.
export interface LookupLike {
  bankCode: string;
  bankName: string;
  cardType?: string | null;
  payChannel?: string | null;
}

/**
 * Why a looked-up card cannot be bound here, or null. `allowed` lists the bank codes of the
 * restricted channel when the cert type is limited to it.
 */
export function cardProblem(bank: LookupLike, allowed?: readonly { bankCode: string; bankName: string }[] | null): string | null {
  if (bank.cardType === 'CREDIT') return '暂不支持信用卡，请使用储蓄卡';
  if (allowed && !allowed.some((b) => b.bankCode === bank.bankCode))
    return `该证件类型仅支持以下银行：${allowed.map((b) => b.bankName).join('、')}`;
  return null;
}

/** PSBC and SHB pay through the card-union (UnionPay online) channel: said before binding. */
export const unionNote = (bank: LookupLike) =>
  bank.payChannel === 'UNION' ? '该银行需开通银联在线支付后方可快捷充值，绑卡后充值将通过银联在线支付完成' : '';
