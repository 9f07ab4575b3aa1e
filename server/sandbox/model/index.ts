/**
 * In-memory records of the sandbox backend, shaped as the real backend returns them
 * (see /work/shared/API-NOTES.md). Units:
 *  - UserFund: integer FEN (the HTTP layer converts to yuan numbers).
 *  - Everything else named amount/balance/parValue/quota: yuan numbers with at most 2 decimals.
 *  - rate / addRate / creditDealRate / INTEREST coupon parValue: hundredths of a percent (900 = 9.00%).
 *  - investPercent, actualRate: fractions 0–1.
 *  - times: epoch milliseconds; timeout / timeOut: hours; remainPeriod: days.
 */

export * from './users';
export * from './banks';
export * from './loans';
export * from './investments';
export * from './coupons';
export * from './funds';
export * from './content';
export * from './membership';
export * from './games';
export * from './seed-state';
