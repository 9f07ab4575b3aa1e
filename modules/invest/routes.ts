import { defineRoutes } from '../../runtime/router/types';

// Lending to a loan is for logged-in investors (SPEC §2); each screen's loader brings the loan,
// the balance and the survey together. Buying a claim is modules/claims.
const MONEY = ['/api/v2/user/MYSELF/userfund', '/api/v2/user/MYSELF/userinfo?version=V1'];

export const routes = defineRoutes([
  {
    path: '/loan/:id/invest',
    page: () => import('./pages/loan-invest'),
    access: 'user',
    load: (c) => import('./api').then((m) => m.loadLoanInvest(c.params.id!)),
    early: ['/api/v2/loan/:id', ...MONEY],
    title: '出借',
  },
  {
    path: '/loan/:id/invest-appoint',
    page: () => import('./pages/invest-appoint'),
    access: 'user',
    load: (c) => import('./api').then((m) => m.loadLoanInvest(c.params.id!)),
    early: ['/api/v2/loan/:id', ...MONEY],
    title: '预约出借',
  },
]);
