import { toFen } from '../../../domain/format/money';
import { limitYuan } from '../../../domain/format/glossary';

/** Quota in yuan: -1 (or missing) is unlimited, 0 means no quick payment through the card. */
export function quotaText(single?: number | null, daily?: number | null): string {
  if (single === 0) return '暂不支持快捷支付';
  // quotas are whole yuan set per bank; a division for display only, nothing is summed
  const part = (label: string, v?: number | null) => (v == null || v < 0 ? `${label}不限` : `${label}${v >= 10000 ? `${v / 10000}万` : limitYuan(toFen(v))}元`);
  return `${part('单笔限额', single)}，${part('单日限额', daily)}`;
}

/** '尾号0123': a card where one is shown or chosen names its last four digits only, the rest masked away. */
export const cardTail = (account: string | null | undefined) => {
  const digits = (account ?? '').replace(/\D/g, '');
  return digits ? `尾号${digits.slice(-4)}` : '';
};

/** '中国工商银行 尾号0123': a card in a selector (recharge, withdraw), a confirm, the bank-card list. */
export const cardLabel = (bankName: string | null | undefined, account: string | null | undefined) => [bankName, cardTail(account)].filter(Boolean).join(' ');
