// Banks and their quotas: GET /api/v2/payment/router/getBankConstraints (all banks, read by the
// session and the bind-card screen) and its per-channel variant answer the same records.
import * as z from 'zod/mini';
import { num, str } from './wire';

export const bankSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  singleQuota: num,
  dailyQuota: num,
  payChannel: str,
});

export const bankConstraintsSchema = z.array(bankSchema);
export type Bank = z.infer<typeof bankSchema>;
