// The buyer's amount rule of a claim (SPEC §5), apart from the seller's (transfer-rules.ts):
// the purchase screen carries only this.
import { paySplit } from '../../../domain/pay-split';

/** SPEC §5: the amount still to pay for a claim = deal amount − available, not below 0 (the split's card part: a claim is paid from the balance alone). */
export const claimToPayFen = (dealFen: number, availableFen: number) => paySplit({ amountFen: dealFen, availableFen, useBalance: true }).fromCardFen;
