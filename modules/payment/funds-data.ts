// /dashboard/funds's data: the labels, the default range and page 1 of the records in it, all
// started beside the page chunk. The list goes on from page 2; another filter asks afresh.
import * as labels from './fund-types';
import { getFunds, type FundRecord } from './api-money';
import { defaultRange, rangeMs, type DateRange } from './funds-range';
import type { Page } from '../../runtime/domain/paged';

export const FUNDS_PAGE_SIZE = 10;

export interface FundFilters extends DateRange {
  type: string;
  status: string;
  operation: string;
}

export const fundsPage = (f: FundFilters, page: number) =>
  getFunds({ type: f.type, status: f.status, operation: f.operation, ...rangeMs(f) }, page, FUNDS_PAGE_SIZE);

export interface FundsData {
  labels: typeof labels;
  /** the filters the page opens with; `first` is their page 1 */
  filters: FundFilters;
  first: Page<FundRecord>;
}

export function loadFunds(): Promise<FundsData> {
  const filters = { type: '', status: '', operation: '', ...defaultRange() };
  return fundsPage(filters, 1).then((first) => ({ labels, filters, first }));
}
