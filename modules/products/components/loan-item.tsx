// A loan on the list: the shared card with the loan's risk rank named as the detail names it
// ('R3 中风险'; its code until /loan/ranks answers, or when it fails). The ranks are one call
// for the whole list, started by its loader once the first page has painted; a card asks for
// that same call no earlier (a card rendered before the landing is up must not start it).
import { LoanCard } from '../../../kit/entity/loan-card';
import { rankText, sharedLoanRanks, useLoanRanks } from '../../../kit/entity/loan-ranks';
import { afterContent } from '../../../runtime/router/landed';
import type { ListLoan } from '../api/list';

export function LoanItem({ loan }: { loan: ListLoan }) {
  const code = loan.loanRequest.riskRank?.trim();
  const ranks = useLoanRanks(askRanks, !!code);
  return <LoanCard loan={loan} className="pd-item" tag rank={code ? rankText(code, ranks) : null} />;
}

const askRanks = () => afterContent(sharedLoanRanks);
