import { defineRoutes } from '../../runtime/router/types';

// The investor's account home and what hangs off it (SPEC §2 Login-required › Dashboard): the
// assets, the settings screen, the repayment calendar (a path the spec does not show: ours).
// The paths keep the /dashboard prefix: they are the product's public addresses.
export const routes = defineRoutes([
  {
    path: '/dashboard',
    page: () => import('./pages/dashboard'),
    access: 'user',
    load: () => import('./api/home').then((m) => m.loadHome()),
    // the headline figure the screen waits for, started by the shell with the session's calls;
    // of the session only who is logged in: the statistic is this screen's source for every
    // figure, the session's own (its fallback) follow when in. Six calls at once, not nine:
    // a second open shows after one round trip on HTTP/1.1's six connections
    early: ['/api/v2/statistic/user/MYSELF'],
    waits: 'user',
    title: '我的账户',
    nav: { order: 3, label: '我的', icon: 'user' },
  },
  {
    path: '/dashboard/subhome',
    page: () => import('./pages/subhome'),
    access: 'user',
    load: () => import('./api/settings').then((m) => m.loadSubhome()),
    title: '账户设置',
  },
  {
    path: '/dashboard/repayments',
    page: () => import('./pages/repayments'),
    access: 'user',
    load: ({ query }) => import('./api/calendar').then((m) => m.loadRepayments(query)),
    skeleton: 'list',
    title: '回款日历',
  },
]);
