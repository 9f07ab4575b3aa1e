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
  if (allowed && !allowed.some((b) => b.bankCode === bank.bankCode)) return `该证件类型仅支持以下银行：${allowed.map((b) => b.bankName).join('、')}`;
  return null;
}

/** The banks whose cards pay through the card-union (UnionPay online) channel (SPEC §5). */
export const UNION_BANKS: ReadonlySet<string> = new Set(['PSBC', 'SHB']);

/**
 * PSBC and SHB need online card-union payment: said before binding. Keyed on the bank code,
 * which every bank record carries; a `payChannel` of UNION (no public source shows one) says
 * the same of any other bank.
 */
export const unionNote = (bank: LookupLike) =>
  UNION_BANKS.has(bank.bankCode.toUpperCase()) || bank.payChannel === 'UNION' ? '该银行需开通银联在线支付后方可快捷充值，绑卡后充值将通过银联在线支付完成' : '';
