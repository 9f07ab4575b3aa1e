// Banks and their quotas: GET /api/v2/payment/router/getBankConstraints (all banks, read by the
// session and the bind-card screen) and its per-channel variant answer the same records.
import * as z from 'zod/mini';

const num = z.optional(z.nullable(z.number()));

export const bankSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  singleQuota: num,
  dailyQuota: num,
  payChannel: z.optional(z.nullable(z.string())),
});

export const bankConstraintsSchema = z.array(bankSchema);
export type Bank = z.infer<typeof bankSchema>;
