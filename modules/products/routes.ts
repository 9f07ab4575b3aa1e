import { defineRoutes } from '../../runtime/router/types';

// The loan detail and its satellites are public, except the investors list (logged-in users
// only, SPEC §6). A loan that does not exist (an old share link) says 项目不存在 on its own URL
// with the way to the list (DESIGN, how one screen opens: it overrides SPEC §2's redirect home,
// which left the reader on the homepage with no word of why); a load failure keeps 重试.
// /list is login-only (SPEC §2) but the loans are the same for everyone: when the account
// cannot be learned it still shows them, and says in its own line that the account failed.
// The opening tab's first page as ./api/list.ts asks it (products GDSY, CPTJ, NEW; no filters).
const LOAN_TAB =
  '/api/v2/loans/getLoanWithPage?product=GDSY&product=CPTJ&product=NEW&minDuration=0&maxDuration=100&minRate=0&maxRate=100&minAmount=1&maxAmount=100000000&currentPage=1&pageSize=20&recommedInFront=true';

// a loan that is not there: said on its own URL, with the way to the list
const GONE = { text: '项目不存在', to: '/list', label: '查看项目列表' };

export const routes = defineRoutes([
  {
    path: '/list',
    page: () => import('./pages/list'),
    access: 'user',
    waits: 'user',
    publicData: true,
    load: (c) => import('./api/list').then((m) => m.loadList(c.query)),
    early: [LOAN_TAB],
    skeleton: 'list',
    title: '出借',
    nav: { order: 2, label: '出借', icon: 'list' },
  },
  {
    path: '/loan/:id',
    page: () => import('./pages/loan-detail'),
    access: 'public',
    load: (c) => import('./api/loan').then((m) => m.loadLoan(c.params.id!)),
    early: ['/api/v2/loan/:id'],
    title: '项目详情',
    missing: GONE,
  },
  {
    path: '/loan/:id/party',
    page: () => import('./pages/party'),
    access: 'public',
    load: (c) => import('./api/party').then((m) => m.loadParty(c.params.id!)),
    title: '借款方信息',
  },
  {
    path: '/loan/:id/investors',
    page: () => import('./pages/investors'),
    access: 'user',
    load: (c) => import('./api/investors').then((m) => m.getInvests(c.params.id!)),
    skeleton: 'list',
    title: '出借记录',
    missing: GONE,
  },
  {
    path: '/loan/:id/info',
    page: () => import('./pages/loan-info'),
    access: 'public',
    load: (c) => import('./api/info').then((m) => m.loadInfo(c.params.id!)),
    title: '项目信息',
    missing: GONE,
  },
]);
