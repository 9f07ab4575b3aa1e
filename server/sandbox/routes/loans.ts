import { ok } from '../reply';
import type { Loan } from '../model';
import type { Register } from './index';

const HOUR = 3600 * 1000;

/** A loan as the backend sends it: with the server's time and the time left to bid. */
export function loanView(l: Loan, now: number) {
  const closes = l.timeOpen + l.timeout * HOUR;
  const timeLeft = l.status === 'SCHEDULED' ? l.timeOpen - now : l.status === 'OPENED' ? closes - now : 0;
  return { ...l, serverDate: now, timeLeft: Math.max(0, timeLeft) };
}

// What the homepage shows per product key: open loans first, recommended first.
const HOMEPAGE_KEYS = ['NEW', 'GDSY', 'CPTJ', 'HDZX', 'DQCP'] as const;
const rank = (l: Loan) => (l.status === 'OPENED' ? 0 : l.status === 'SCHEDULED' ? 1 : 2) * 2 + (l.recommend ? 0 : 1);

export const registerLoans: Register = (r) => {
  r.get('/api/v3/loans/getMobileHomepageLoans', (c) => {
    const out: Record<string, ReturnType<typeof loanView>[]> = {};
    for (const key of HOMEPAGE_KEYS) {
      const loans = c.state.loans
        .filter((l) => l.loanRequest.productKey === key)
        .sort((a, b) => rank(a) - rank(b) || b.timeOpen - a.timeOpen)
        .slice(0, 2);
      if (loans.length) out[key] = loans.map((l) => loanView(l, c.now()));
    }
    return ok(out);
  });

  r.get('/api/v2/loans/summary', (c) => {
    const keys = [...new Set(c.state.loans.map((l) => l.loanRequest.productKey))];
    return ok(
      keys.map((productKey) => {
        const loans = c.state.loans.filter((l) => l.loanRequest.productKey === productKey);
        const rates = loans.map((l) => l.rate);
        return {
          productKey,
          count: loans.length,
          openCount: loans.filter((l) => l.status === 'OPENED').length,
          minRate: Math.min(...rates),
          maxRate: Math.max(...rates),
          totalAmount: loans.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100,
        };
      }),
    );
  });
};
