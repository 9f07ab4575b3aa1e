// GET /api/v2/multiPayment/router/MYSELF/fundAccounts: the investor's bank cards, a bare array
// (API-NOTES). Read by the session (has a card? which one pays?) and the card screens.
import * as z from 'zod/mini';

const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

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
  defaultAccount: z.optional(z.boolean()),
  expressAccount: z.optional(z.boolean()),
});

export const fundAccountsSchema = z.array(fundAccountSchema);
export type FundAccount = z.infer<typeof fundAccountSchema>;
