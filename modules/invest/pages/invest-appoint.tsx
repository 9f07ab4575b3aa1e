// Appointment invest (SPEC §2): the same screen, paying by bank transfer by default.
import type { PageProps } from '../../../runtime/router/types';
import type { LoanInvestData } from '../api/invest';
import LoanInvest from './loan-invest';

export default function InvestAppoint(props: PageProps<LoanInvestData>) {
  return <LoanInvest {...props} appoint />;
}
