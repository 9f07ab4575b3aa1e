import { defineRoutes } from '../../runtime/router/types';

// Investing is for logged-in investors (SPEC §2); each screen's loader brings the record,
// the balance and the survey together.
const MONEY = ['/api/v2/user/MYSELF/userfund', '/api/v2/user/MYSELF/userinfo?version=V1'];

export const routes = defineRoutes([
  { path: '/loan/:id/invest', page: () => import('./pages/loan-invest'), access: 'user', load: (c) => import('./api').then((m) => m.loadLoanInvest(c.params.id!)), early: ['/api/v2/loan/:id', ...MONEY], title: '出借' },
  { path: '/loan/:id/invest-appoint', page: () => import('./pages/invest-appoint'), access: 'user', load: (c) => import('./api').then((m) => m.loadLoanInvest(c.params.id!)), early: ['/api/v2/loan/:id', ...MONEY], title: '预约出借' },
  { path: '/assignment/:id/invest', page: () => import('./pages/claim-invest'), access: 'user', load: (c) => import('./api').then((m) => m.loadClaimInvest(c.params.id!)), early: ['/api/v2/creditassign/creditAssignDetail/:id', ...MONEY], title: '购买债权' },
]);
