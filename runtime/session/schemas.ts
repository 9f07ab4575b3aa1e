import * as z from 'zod/mini';
import { num } from '../../domain/wire';

// Strict on what the screens read, tolerant of the many extra fields the backend sends
// (zod objects drop unknown keys). Optional where the backend family is known to omit.

// What other screens read too lives in domain/; the session's names stay here.
export { userSchema, type User } from '../../domain/user';
export { fundAccountSchema, fundAccountsSchema, type FundAccount } from '../../domain/fund-accounts';
export { bankSchema, bankConstraintsSchema, type Bank as BankConstraint } from '../../domain/banks';

export const fundSchema = z.object({
  availableAmount: z.number(),
  frozenAmount: z.number(),
  dueInAmount: num,
  totalInvest: num,
  outstandingPrincipal: num,
  outstandingInterest: num,
});

export const statisticsSchema = z.object({
  investInterestAmount: num,
  outstandingInterest: num,
  offlineDataInvestAmount: num,
  // 昨日收益 (xyjr dashboard/home.ctrl.coffee reads statistics.yesterdayIncome)
  yesterdayIncome: num,
  investStatistics: z.optional(z.nullable(z.object({ dueAmount: z.optional(z.object({ principal: num, interest: num })) }))),
});

export const authenticatesSchema = z.object({
  idauthenticated: z.optional(z.boolean()),
  paymentAuthenticated: z.optional(z.boolean()),
  emailAuthenticated: z.optional(z.boolean()),
});

export const inviteCodeSchema = z.union([z.string(), z.object({ inviteCode: z.string() })]);
// plain text from the web layer; only an address counts (a portal's page is not one). A
// transform, not a zod check: checks would bring zod's check machinery into the entry.
const IP = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[\da-f:.]*:[\da-f:.]*)$/i;
export const clientIpSchema = z.pipe(
  z.string(),
  z.transform((s) => (IP.test(s) ? s : '')),
);

export type Fund = z.infer<typeof fundSchema>;
export type Statistics = z.infer<typeof statisticsSchema>;
export type Authenticates = z.infer<typeof authenticatesSchema>;
