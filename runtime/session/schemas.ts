import * as z from 'zod/mini';

// Strict on what the screens read, tolerant of the many extra fields the backend sends
// (zod objects drop unknown keys). Optional where the backend family is known to omit.
const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

export const userSchema = z.object({
  id: z.string(),
  name: str,
  loginName: str,
  mobile: z.string(),
  email: str,
  idNumber: str,
  certType: str,
  accountStatus: num,
  inviteCode: str,
  lastLoginDate: num,
});

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
  investStatistics: z.optional(
    z.nullable(z.object({ dueAmount: z.optional(z.object({ principal: num, interest: num })) })),
  ),
});

export const authenticatesSchema = z.object({
  idauthenticated: z.optional(z.boolean()),
  paymentAuthenticated: z.optional(z.boolean()),
  emailAuthenticated: z.optional(z.boolean()),
});

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
export const inviteCodeSchema = z.union([z.string(), z.object({ inviteCode: z.string() })]);
export const bankConstraintsSchema = z.array(z.object({ bankCode: z.string(), bankName: str, singleQuota: num, dailyQuota: num }));
export const clientIpSchema = z.union([z.string(), z.object({ ip: z.string() })]);

export type User = z.infer<typeof userSchema>;
export type Fund = z.infer<typeof fundSchema>;
export type Statistics = z.infer<typeof statisticsSchema>;
export type Authenticates = z.infer<typeof authenticatesSchema>;
export type FundAccount = z.infer<typeof fundAccountSchema>;
export type BankConstraint = z.infer<typeof bankConstraintsSchema>[number];
