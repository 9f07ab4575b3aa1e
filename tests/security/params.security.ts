// Every query and route parameter the app reads, given hostile values: markup, javascript:,
// broken percent-encoding, oversize, NUL, traversal, non-numeric and oversize ids. Screens may
// say 加载失败 or 内容不存在, or go home; they may not run anything, leave, throw or break the CSP.
import { afterAll, beforeAll, describe } from 'vitest';
import { QUERY_VALUES, ROUTE_IDS } from './payloads';
import { expectClean, guarded, hostile, login, open, spa, type Guarded } from './kit';

/** Routes and the query parameters each reads (grep `query.get(`, `searchParams.get(`). */
const GUEST_QUERIES: [string, string[]][] = [
  ['/login', ['next', 'mobile', 'bind_social_weixin', 'ref', 'rel', 'refm', 'reftf', 'referral']],
  ['/register', ['next', 'mobile', 'referral', 'reftf', 'refm', 'rel', 'ref']],
  ['/prebind', ['socialUserId', 'next']],
  ['/bindmobile', ['socialUserId', 'mobile', 'next']],
  ['/bindweixin', ['socialUserId']],
  ['/password/forgot', ['mobile']],
  ['/authentication', ['next']],
  ['/applistdetail', ['id']],
  ['/help', ['name']],
];
const USER_QUERIES: [string, string[]][] = [
  ['/list', ['tab']],
  ['/dashboard/coupon', ['tab', 'type']],
  ['/dashboard/coupon-assign', ['placementId']],
  ['/dashboard/invest', ['type', 'tab']],
  ['/dashboard/frfinvest', ['tab']],
  ['/dashboard/repayments', ['month', 'status']],
  ['/dashboard/member/exchangeResult', ['rid', 'from']],
  ['/dashboard/risk', ['next']],
  ['/dashboard/address', ['next']],
  ['/dashboard/payment/bind-card', ['next']],
  ['/dashboard/payment/password', ['next']],
  ['/dashboard/recharge', ['next', 'tab']],
  ['/dashboard/withdraw', ['next']],
];

/** Routes with a parameter in the path. */
const ID_ROUTES = [
  '/loan/:id',
  '/loan/:id/party',
  '/loan/:id/info',
  '/loan/:id/investors',
  '/loan/:id/invest',
  '/assignment/:id',
  '/assignment/:id/invest',
  '/notice/:id',
  '/news/:id',
  '/activity/:id',
  '/finance-news-detail/:id',
  '/daily-briefing/:id',
  '/feature/:id',
  '/dashboard/invest/:id',
  '/dashboard/offline-detail/:id',
  '/dashboard/frfinvest-detail/:id',
  '/dashboard/assignment/:id',
  '/dashboard/claim-transfer/:id',
];

// the value goes into every parameter the screen reads at once (values are already
// percent-encoded as an attacker would write them)
const withQuery = ([path, keys]: [string, string[]], v: string) => `${path}?${keys.map((k) => `${k}=${v}`).join('&')}`;

// values outer, routes inner: one case's path always differs from the last one's, so a single
// in-app navigation mounts the screen afresh
const queryCases = (routes: [string, string[]][]) => QUERY_VALUES.flatMap((v, k) => routes.map((r) => ({ url: withQuery(r, v), k })));

// markup in every parameter of /login, and broken encoding there
const shortQuery = (c: { url: string; k: number }) => c.url.startsWith('/login') && (c.k === 0 || c.k === 3);

describe('query parameters, logged out', () => {
  let g: Guarded;
  beforeAll(async () => {
    g = await guarded();
    await open(g, '/contact');
  });
  afterAll(async () => {
    await g?.ctx.close();
  });
  hostile(
    'query',
    queryCases(GUEST_QUERIES),
    async (c) => {
      await spa(g.page, c.url);
      await expectClean(g);
    },
    shortQuery,
  );

  // read before any screen: the in-app flag, the landing referral, the WeChat code
  hostile(
    'query-boot',
    QUERY_VALUES.map((v) => `/?from=${v}&ref=${v}&code=${v}&state=${v}`),
    async (url) => {
      await open(g, url);
      await expectClean(g);
    },
    () => false,
  );
});

// the seasoned investor's phone, for the private screens and the route parameters
let user: Guarded;
beforeAll(async () => {
  user = await guarded();
  await login(user);
  await open(user, '/contact');
});
afterAll(async () => {
  await user?.ctx.close();
});

describe('query parameters, logged in', () => {
  const g = () => user;
  hostile(
    'query-user',
    queryCases(USER_QUERIES),
    async (c) => {
      await spa(g().page, c.url);
      await expectClean(g());
    },
    (c) => c.url.startsWith('/dashboard/recharge') && c.k < 2,
  );
});

describe('route parameters, logged in', () => {
  const g = () => user;
  const cases = ROUTE_IDS.flatMap((id, k) => ID_ROUTES.map((route) => ({ url: route.replace(':id', id), k })));
  hostile(
    'route',
    cases,
    async (c) => {
      // NUL and broken encoding straight from the address bar too (the server serves the
      // shell), on one public and one private screen; in-app everywhere else
      if ((c.k === 2 || c.k === 3) && /^\/(loan|dashboard\/invest)\/[^/]*$/.test(c.url)) await open(g(), c.url);
      else await spa(g().page, c.url);
      await expectClean(g());
    },
    (c) => /^\/loan\/[^/]*$/.test(c.url) && [0, 2, 5].includes(c.k),
  );
});
