// /dashboard/funds's data: the labels, the default range and page 1 of the records in it, all
// started beside the page chunk. The list goes on from page 2; another filter asks afresh.
import * as labels from '../rules/fund-types';
import { getFunds, type FundRecord } from './money';
import { defaultRange, rangeMs, type DateRange } from '../rules/funds-range';
import type { Page } from '../../../domain/paged';

export const FUNDS_PAGE_SIZE = 10;
/** records read per call while looking for a group's (the sandbox allows 100, the family's H5 asked 99) */
export const SCAN_SIZE = 50;
/** calls at once while scanning, after the first (which says how many there are) */
const SCAN_BATCH = 3;

export interface FundFilters extends DateRange {
  /** a FUND_GROUPS key, '' for every type */
  group: string;
  status: string;
  operation: string;
}

type Ask = typeof getFunds;

/** Page `page` of every type (type ALL), ten a page, as the backend pages it. */
export const fundsPage = (f: FundFilters, page: number, ask: Ask = getFunds) =>
  ask({ type: '', status: f.status, operation: f.operation, ...rangeMs(f) }, page, FUNDS_PAGE_SIZE);

/**
 * A group's records, ten a page. The backend filters by one type or none (`type`: ALL or a
 * code; the family's H5 and PC pages never send more), and a group is several: so the
 * filtered records of every type are read in order, SCAN_SIZE at a time (status, direction and
 * dates still filtered by the backend), and those of the group's types kept. One pager per
 * filter: it remembers how far it has read.
 */
export function groupPager(f: FundFilters, ask: Ask = getFunds): (page: number) => Promise<Page<FundRecord>> {
  const group = labels.FUND_GROUPS.find((g) => g.key === f.group);
  const inGroup = (type: string) => labels.groupOf(type) === group;
  const query = { type: '', status: f.status, operation: f.operation, ...rangeMs(f) };
  const found: FundRecord[] = [];
  const seen = new Set<string>();
  let next = 1;
  let total = Infinity;
  const done = () => (next - 1) * SCAN_SIZE >= total;

  return async (page) => {
    const want = page * FUNDS_PAGE_SIZE;
    while (found.length < want && !done()) {
      const left = Math.ceil((total - (next - 1) * SCAN_SIZE) / SCAN_SIZE);
      const batch = next === 1 ? 1 : Math.min(SCAN_BATCH, left);
      const pages = await Promise.all(Array.from({ length: batch }, (_, i) => ask(query, next + i, SCAN_SIZE)));
      next += batch;
      for (const p of pages) {
        total = p.total;
        for (const r of p.items) {
          const id = r.id ?? r.orderId ?? `${r.recordTime}-${r.type}-${r.amount}`;
          if (!inGroup(r.type) || seen.has(id)) continue;
          seen.add(id);
          found.push(r);
        }
        // a short page is the last, whatever the total said
        if (p.items.length < SCAN_SIZE) total = Math.min(total, (next - 1) * SCAN_SIZE);
      }
    }
    // while there is more to read, one more than found: the list asks for the next page
    return { items: found.slice(want - FUNDS_PAGE_SIZE, want), total: done() ? found.length : found.length + 1 };
  };
}

export interface FundsData {
  labels: typeof labels;
  /** the filters the page opens with; `first` is their page 1 */
  filters: FundFilters;
  first: Page<FundRecord>;
}

export function loadFunds(): Promise<FundsData> {
  const filters = { group: '', status: '', operation: '', ...defaultRange() };
  return fundsPage(filters, 1).then((first) => ({ labels, filters, first }));
}
