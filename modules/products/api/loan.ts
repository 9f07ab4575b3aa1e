// The loan record lives in kit/entity: the invest screens read it too. The product screens
// also name the borrower: the family's loan record calls it corporationName and
// corporationShortName (loan.tmpl.html, X loan-info.tmpl.html:25); no source shows the
// corporationId that the corporation call would need.
import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { loanSchema as recordSchema } from '../../../kit/entity/loan-record';
import { getLoanRanks, type LoanRanks } from '../../../kit/entity/loan-ranks';
import { afterContent } from '../../../runtime/router/landed';

export * from '../../../kit/entity/loan-record';

const str = z.optional(z.nullable(z.string()));

export const loanSchema = z.extend(recordSchema, { corporationName: str, corporationShortName: str });

export type Loan = z.infer<typeof loanSchema> & {
  /** device time when the answer arrived: the countdown runs from here */
  receivedAt: number;
};

/** GET /api/v2/loan/{id}: bare body with serverDate and timeLeft, and the borrower's names. */
export const getLoan = (id: string): Promise<Loan> =>
  get(`/api/v2/loan/${encodeURIComponent(id)}`, { schema: loanSchema }).then((l) => ({ ...l, receivedAt: Date.now() }));

/** The loan detail's data: the loan, and the rank names asked beside it (never waited for). */
export type LoanView = Loan & { ranks?: Promise<LoanRanks> };

/**
 * /loan/{id}'s loader: the loan, and GET /api/v2/loan/ranks once the first content has painted
 * (the rank's name refines a line below the fold; on a landing it took a connection the
 * loan's own files needed).
 */
export function loadLoan(id: string): Promise<LoanView> {
  const ranks = afterContent(getLoanRanks);
  ranks.catch(() => {}); // the risk line shows the code when it fails
  return getLoan(id).then((l) => ({ ...l, ranks }));
}

/** Who borrows, in words: the full name, else the short one; '' when none is given. */
export const borrowerName = (l: { corporationName?: string | null; corporationShortName?: string | null }) => l.corporationName || l.corporationShortName || '';
