// Claim (creditassign) status rules, SPEC §4: OPEN reads as OPENED; FINISHED and SETTLED are 100%.

export const claimStatus = (s: string) => (s === 'OPEN' ? 'OPENED' : s);

export const CLAIM_STATUS_TEXT: Record<string, string> = { OPENED: '立即购买', FINISHED: '已售罄', SETTLED: '已结算' };

/** Sold share in whole percent, from price and balance in fen. */
export function claimPercent(status: string, priceFen: number, balanceFen: number): number {
  if (claimStatus(status) !== 'OPENED') return 100;
  return priceFen > 0 ? Math.min(100, Math.max(0, Math.floor(((priceFen - balanceFen) * 100) / priceFen))) : 0;
}
