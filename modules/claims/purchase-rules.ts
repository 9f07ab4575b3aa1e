// The buyer's amount rule of a claim (SPEC §5), apart from the seller's (transfer-rules.ts):
// the purchase screen carries only this.

/** SPEC §5: the amount still to pay for a claim = deal amount − available, not below 0. */
export const claimToPayFen = (dealFen: number, availableFen: number) => Math.max(0, dealFen - Math.max(0, availableFen));
