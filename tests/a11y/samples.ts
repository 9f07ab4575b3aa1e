// One concrete path per route pattern, with ids from the sandbox seed (deterministic: the
// same ids whatever the clock), chosen so each screen shows its usual content to the
// seasoned investor: an open loan someone else borrows, another seller's open claim, the
// investor's own settled investment, claim, fund and offline holdings.
import { createSeed } from '../../server/sandbox/seed';
import type { RouteEntry } from '../../runtime/router/types';

const seed = createSeed(Date.now());
const me = seed.demo.investor.userId;

const first = <T>(xs: T[], ok: (x: T) => boolean, what: string): T => {
  const x = xs.find(ok);
  if (!x) throw new Error(`seed has no ${what}`);
  return x;
};

const loan = first(seed.loans, (l) => l.status === 'OPENED' && l.loanRequest.productKey !== 'NEW' && l.loanRequest.userId !== me, 'open loan');
const claim = first(seed.creditAssigns, (c) => c.status === 'OPEN' && c.userId !== me, 'open claim');
const ownClaim = first(seed.creditAssigns, (c) => c.userId === me, 'own claim');
const invest = first(seed.investments, (i) => i.userId === me && i.status === 'SETTLED', 'settled investment');
const article = (category: string, name: string) => first(seed.articles, (a) => a.category === category && a.name === name, `${category}/${name} article`).id;

const IDS: Record<string, string> = {
  '/loan/:id': loan.id,
  '/loan/:id/party': loan.id,
  '/loan/:id/investors': loan.id,
  '/loan/:id/info': loan.id,
  '/loan/:id/invest': loan.id,
  '/loan/:id/invest-appoint': loan.id,
  '/assignment/:id': claim.id,
  '/assignment/:id/invest': claim.id,
  '/dashboard/invest/:id': invest.id,
  '/dashboard/invest/:id/contract': invest.id,
  '/dashboard/redeem/:id': invest.id,
  '/dashboard/claim-transfer/:investId': invest.id,
  '/dashboard/assignment/:id': ownClaim.id,
  '/dashboard/offline-detail/:id': first(seed.offlineInvests, (o) => o.userId === me, 'offline holding').id,
  '/dashboard/frfinvest-detail/:id': first(seed.frfInvests, (f) => f.userId === me, 'fund holding').id,
  '/notice/:id': article('PUBLICATION', 'NOTICE'),
  '/news/:id': article('PUBLICATION', 'NEWS'),
  '/activity/:id': article('ACTIVITY', 'ACTIVITY'),
  '/finance-news-detail/:id': seed.financeNews[0]!.id,
  '/daily-briefing/:id': seed.briefings[0]!.id,
};

/** Query a screen needs to show its content rather than its "missing" state. */
const QUERY: Record<string, string> = {
  '/applistdetail': `?id=${article('INTRODUCTION', 'APPInfo')}`,
};

export const hasParams = (pattern: string) => pattern.includes(':');

/** A concrete path for `pattern`: its seeded ids in place of the parameters (`:x?` dropped). */
export function samplePath(pattern: string, ids: Record<string, string> = IDS): string {
  const filled = pattern.replace(/\/:(\w+)(\?)?/g, (_all, _name: string, optional?: string) => {
    if (optional) return '';
    const id = ids[pattern];
    if (!id) throw new Error(`no sample id for ${pattern}: add one to tests/a11y/samples.ts`);
    return '/' + encodeURIComponent(id);
  });
  return (filled || '/') + (QUERY[pattern] ?? '');
}

export const samplePaths = (routes: readonly RouteEntry[]) => routes.map((r) => ({ route: r, path: samplePath(r.path) }));
