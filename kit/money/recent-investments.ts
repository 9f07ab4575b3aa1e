// The investor's newest investments, as invest/list sends them: where a tender (modules/invest)
// or a claim purchase (modules/claims) whose answer was lost is looked for
// (kit/money/find-investment.ts). Apart from the lookup, so a test can stand in for the list.
import * as z from 'zod/mini';
import { recordId } from '../../domain/wire';
import { get } from '../../runtime/api/client';
import { investPage } from '../../domain/paged';

const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

/** An offline order's transfer details: a tender's answer and its investment both carry them. */
export const transferFields = {
  corporationAccountName: str,
  corporationAccount: str,
  corporationOpenBank: str,
  paymentNo: str,
  timeEnd: num,
};

// an offline order comes with its transfer details, so an appointment whose answer was lost
// still says where to transfer
const investment = z.object({
  ...transferFields,
  id: recordId,
  loanId: str,
  amount: z.number(),
  status: z.string(),
  submitTime: num,
  paymentType: str,
  version: str,
  userShare: z.optional(z.nullable(z.object({ id: z.optional(z.nullable(recordId)) }))),
});
export type Investment = z.infer<typeof investment>;

/** The newest investments, to learn the outcome of a tender or a purchase whose answer was lost. */
export const recentInvestments = () => get('/api/v2/user/MYSELF/invest/list/1/20', { schema: investPage(investment) }).then((p) => p.items);
