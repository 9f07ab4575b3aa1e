import { defineRoutes } from '../../runtime/router/types';

// Lending to a loan is for logged-in investors (SPEC §2); each screen's loader brings the loan,
// the balance and the survey together. Buying a claim is modules/claims.
const MONEY = ['/api/v2/user/MYSELF/userfund', '/api/v2/user/MYSELF/userinfo?version=V1'];
// a loan that is not there (an old link) says so, with the way to the list
const missing = { text: '项目不存在', to: '/list', label: '查看项目列表' };

export const routes = defineRoutes([
  {
    path: '/loan/:id/invest',
    page: () => import('./pages/loan-invest'),
    access: 'user',
    load: (c) => import('./api/invest').then((m) => m.loadLoanInvest(c.params.id!)),
    early: ['/api/v2/loan/:id', ...MONEY],
    title: '出借',
    missing,
  },
  {
    path: '/loan/:id/invest-appoint',
    page: () => import('./pages/invest-appoint'),
    access: 'user',
    load: (c) => import('./api/invest').then((m) => m.loadLoanInvest(c.params.id!)),
    early: ['/api/v2/loan/:id', ...MONEY],
    title: '预约出借',
    missing,
  },
]);
