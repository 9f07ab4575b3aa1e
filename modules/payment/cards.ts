import { maskCard } from '../../runtime/format/mask';

/** Quota in yuan: -1 (or missing) is unlimited, 0 means no quick payment through the card. */
export function quotaText(single?: number | null, daily?: number | null): string {
  if (single === 0) return '暂不支持快捷支付';
  // quotas are whole yuan set per bank; a division for display only, nothing is summed
  const part = (label: string, v?: number | null) =>
    v == null || v < 0 ? `${label}不限` : `${label}${v >= 10000 ? `${v / 10000}万` : v}元`;
  return `${part('单笔限额', single)}，${part('单日限额', daily)}`;
}

/** '中国工商银行 6222 **** **** 0123' */
export const cardLabel = (bankName: string | null | undefined, account: string) => `${bankName ?? ''} ${maskCard(account)}`.trim();
