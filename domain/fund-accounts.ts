// GET /api/v2/multiPayment/router/MYSELF/fundAccounts: the investor's bank cards, a bare array.
// Read by the session (has a card? which one pays?) and the card screens.
import * as z from 'zod/mini';
import type { Bank } from './banks';
import { bool, num, str } from './wire';

// The card names its bank by code only (`account.bank`); the old H5 copied the bank's name and
// quotas onto it from getBankConstraints (server-api.coffee: `bank.bankCode is item.account.bank`).
// Name and quotas stay optional here, and `withBanks` fills them from the bank list.
export const fundAccountSchema = z.object({
  userId: str,
  account: z.object({
    account: z.string(),
    bank: str,
    bankCode: str,
    bankName: str,
    singleQuota: num,
    dailyQuota: num,
  }),
  defaultAccount: bool,
  expressAccount: bool,
  /** yuan still tied to the card (SPEC §3 bank account `quota`); no public source shows it */
  quota: num,
});

export const fundAccountsSchema = z.array(fundAccountSchema);
export type FundAccount = z.infer<typeof fundAccountSchema>;

/** Each card with its bank's code, name and quotas from the bank list, where the card lacks them. */
export function withBanks(cards: FundAccount[], banks: readonly Bank[]): FundAccount[] {
  return cards.map((c) => {
    const code = c.account.bankCode || c.account.bank || '';
    const b = banks.find((x) => x.bankCode === code);
    if (!b) return c;
    return {
      ...c,
      account: {
        ...c.account,
        bankCode: code,
        bankName: c.account.bankName || b.bankName,
        singleQuota: c.account.singleQuota ?? b.singleQuota,
        dailyQuota: c.account.dailyQuota ?? b.dailyQuota,
      },
    };
  });
}
