// Claim (creditassign) status rules, SPEC §4: OPEN reads as OPENED; FINISHED and SETTLED are 100%.
// The claim list's tab (products) and the claim's detail (claims) read a claim the same way.

export const claimStatus = (s: string) => (s === 'OPEN' ? 'OPENED' : s);

/** Sold share in whole percent, from price and balance in fen. */
export function claimPercent(status: string, priceFen: number, balanceFen: number): number {
  if (claimStatus(status) !== 'OPENED') return 100;
  return priceFen > 0 ? Math.min(100, Math.max(0, Math.floor(((priceFen - balanceFen) * 100) / priceFen))) : 0;
}
