// What the claims' route files share (claims.ts, claims-invest.ts, claims-transfer.ts), apart from
// them so none imports another back.
import type { CreditAssign } from '../model';
import { toFen } from '../../../domain/format/money';

/** Principal still for sale (fen): the unsold share of creditAmount. */
export function creditBalanceFen(a: CreditAssign): number {
  const deal = toFen(a.creditDealAmount);
  const credit = toFen(a.creditAmount);
  return deal > 0 ? Math.round((toFen(a.balance) * credit) / deal) : 0;
}
