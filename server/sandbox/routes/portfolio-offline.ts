// The offlineData calls: bank-transfer investments, fund-product holdings with their net values
// and their records. The owner's only; lists in the envelope as { results, totalSize }.
import type { FrfInvest, OfflineInvest } from '../model';
import { fail, ok, page, type Reply } from '../reply';
import type { Register } from './register';
import { listParam, numParam } from './loans';
import type { C } from './payment-kit';

/** A page number from 1 and a size in 1–100 (`size`, or `pageSize` as other calls name it). */
function paging(q: URLSearchParams) {
  const pageNo = Math.max(1, Math.floor(numParam(q, 'page', 1)));
  const size = Math.min(100, Math.max(1, Math.floor(numParam(q, 'size', numParam(q, 'pageSize', 10)))));
  return { pageNo, size };
}

// the names the backend sends (the old H5's offline row reads productName, investAmount, revenue)
const offlineView = ({ userId: _u, productTitle, amount, expectedInterest, ...rest }: OfflineInvest) => ({
  ...rest,
  productName: productTitle,
  investAmount: amount,
  revenue: expectedInterest,
});
const frfView = ({ userId: _u, ...rest }: FrfInvest) => rest;

/**
 * The caller's holdings of one kind in the envelope as { results, totalSize }: status repeats or
 * is a comma list, page from 1, newest first by `date`.
 */
function listMine<T extends { userId: string; status: string }>(c: C, all: T[], date: (x: T) => number, view: (x: T) => unknown): Reply {
  const statuses = listParam(c.query, 'status');
  const { pageNo, size } = paging(c.query);
  const mine = all.filter((x) => x.userId === c.userId && (!statuses.length || statuses.includes(x.status))).sort((x, y) => date(y) - date(x));
  const p = page(mine, pageNo, size);
  return ok({ results: p.results.map(view), totalSize: p.totalSize });
}

export const registerPortfolioOffline: Register = (r) => {
  r.getAuth('/api/v2/offlineData/offline/MYSELF', (c) => listMine(c, c.state.offlineInvests, (o) => o.valueDate, offlineView));
  r.getAuth('/api/v2/offlineData/MYSELF/frfInvests', (c) => listMine(c, c.state.frfInvests, (f) => f.subscriptionDate, frfView));

  r.getAuth('/api/v2/offlineData/MYSELF/frfInvest/:id', (c) => {
    const f = c.state.frfInvests.find((x) => x.id === c.params.id && x.userId === c.userId);
    return f ? ok(frfView(f)) : fail('NOT_FOUND', 404);
  });

  // A product's published net values, oldest first; a fund still raising has none yet.
  r.get('/api/v2/offlineData/:productId/netValues', (c) => {
    const id = c.params.productId;
    const values = c.state.fundNetValues.filter((v) => v.productId === id);
    if (!values.length && !c.state.frfInvests.some((f) => f.productId === id)) return fail('NOT_FOUND', 404);
    return ok(values.sort((a, b) => a.date - b.date).map(({ date, netValue, dayIncreaseRate }) => ({ date, netValue, dayIncreaseRate })));
  });

  // The holding's subscriptions, redemptions and dividends, newest first.
  r.getAuth('/api/v2/offlineData/frfInvest/:frfInvestId/records', (c) => {
    const f = c.state.frfInvests.find((x) => x.id === c.params.frfInvestId && x.userId === c.userId);
    if (!f) return fail('NOT_FOUND', 404);
    return ok(c.state.frfRecords.filter((x) => x.frfInvestId === f.id).sort((a, b) => b.time - a.time));
  });
};
