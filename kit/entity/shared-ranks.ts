// One GET /api/v2/loan/ranks for a visit's list cards, started by the list's loader once its
// first content has painted; a failed one is asked again by the next screen that needs it.
import { getLoanRanks, type LoanRanks } from './loan-ranks';

let shared: Promise<LoanRanks> | null = null;
export const sharedLoanRanks = (): Promise<LoanRanks> =>
  (shared ??= getLoanRanks().catch((e: unknown) => {
    shared = null;
    throw e;
  }));
