// The claim purchase's calls (SPEC §5): its first data (the claim, the balance, the survey) and
// the purchase itself, which carries the attempt's key (`version`). A lost answer is looked up
// in the newest investments (kit/money/find-investment.ts), as a loan's tender is.
import * as z from 'zod/mini';
import { post } from '../../../runtime/api/client';
import { getClaim } from './claim-record';
import { getSurvey, loadFund } from '../../../kit/money/buyer';

export const loadClaimInvest = (id: string) => Promise.all([getClaim(id), loadFund(), getSurvey()]).then(([claim, fund, survey]) => ({ claim, fund, survey }));
export type ClaimInvestData = Awaited<ReturnType<typeof loadClaimInvest>>;

export interface ClaimPayload {
  clientIp: string;
  amount: string;
  creditAssignId: string;
  isUseBalance: boolean;
  paymentPassword: string;
  version: string;
}
// No source reads the purchase's data (T assignment-invest.ctrl.coffee:134-166, pay.js:186-211);
// success:true is the proof. What the screen shows comes from what it sent (moves-purchase.ts),
// or, settled from the records, from them.
export interface ClaimResult {
  investId?: string;
  /** the principal bought (the investment's amount), from the records when settled from them */
  principalFen?: number;
  /** the price paid (the purchase's fund record), from the records; null when they do not say */
  paidFen?: number | null;
}

export const buyClaim = (p: ClaimPayload) =>
  post('/api/v2/invest/user/MYSELF/creditAssign/invest', { schema: z.unknown(), body: { ...p }, envelope: true }).then(() => undefined);
