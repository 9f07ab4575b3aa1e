import type { Loan, ShareProduct } from '../model';
import { fail, ok, page } from '../reply';
import type { SandboxState } from '../state';
import { commonGet } from './commonapi';
import { num } from './content';
import type { Register } from './register';

// Finance news, market indexes and daily briefings. SPEC §7 names only the briefing calls
// (commonget GETSHARELIST / GETSHAREDETAIL); the finance-news paths are ours:
//   GET /api/v2/financeNews?currentPage&pageSize      → { results, totalSize }, newest first
//   GET /api/v2/financeNews/{id}?userId&sTime          → the news + index (quotes) + shareProduct

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The product a shared page recommends: an open, recommended, non-newbie loan (funds excluded). */
function recommended(s: SandboxState): ShareProduct | null {
  const open = s.loans.filter((l) => l.status === 'OPENED' && !['NEW', 'JJLC'].includes(l.loanRequest.productKey));
  const l: Loan | undefined = open.find((x) => x.recommend) ?? open[0];
  return l ? { loanId: l.id, title: l.title, rate: l.rate + (l.addRate ?? 0), duration: l.duration, minAmount: l.loanRequest.investRule.minAmount } : null;
}

export const registerContentExtra: Register = (r) => {
  r.get('/api/v2/financeNews', (c) => {
    const all = [...c.state.financeNews].sort((a, b) => b.pubTime - a.pubTime).map(({ content, ...n }) => ({ ...n, summary: text(content).slice(0, 60) }));
    return ok(page(all, num(c.query.get('currentPage'), 1, 1e6), num(c.query.get('pageSize'), 10)));
  });

  r.get('/api/v2/financeNews/:id', (c) => {
    const n = c.state.financeNews.find((x) => x.id === c.params.id);
    if (!n) return fail('NOT_FOUND', 404);
    return ok({ ...n, index: c.state.marketIndexes, shareProduct: recommended(c.state) });
  });

  // Newest first; page size 5 unless asked otherwise.
  commonGet.GETSHARELIST = (c) => {
    const rows = [...c.state.briefings]
      .sort((a, b) => b.belongDate - a.belongDate)
      .map((b) => ({ id: b.id, title: b.title, belongDate: b.belongDate, summary: b.items.map((i) => i.title).join('；') }));
    const p = page(rows, num(c.query.get('page'), 1, 1e6), num(c.query.get('pageSize'), 5));
    return ok({ rows: p.results, total: p.totalSize });
  };

  commonGet.GETSHAREDETAIL = (c) => {
    const b = c.state.briefings.find((x) => x.id === c.query.get('projectId'));
    if (!b) return fail('NOT_FOUND', 404);
    return ok({
      title: b.title,
      belongDate: b.belongDate,
      items: b.items,
      index: c.state.marketIndexes,
      shareProduct: b.shareProduct ?? recommended(c.state),
    });
  };
};
