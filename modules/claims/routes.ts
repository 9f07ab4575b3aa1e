import { defineRoutes } from '../../runtime/router/types';

// 债权转让, both sides: the seller's transfer (create, its detail with the cancel) under the
// investor's /dashboard, the buyer's claim detail (public) and purchase (logged in, SPEC §2).
// The claim's record is the runtime's (modules/claims/api/claim-record.ts): the buyer's detail loads
// with that file itself, the seller's through ./api-transfer, the purchase's brings the balance
// and the survey with it.
// `early`: the GETs each loader asks first (modules/claims/api/claim-record.ts getClaim, then ./api-purchase).
const CLAIM = '/api/v2/creditassign/creditAssignDetail/:id';
const MONEY = ['/api/v2/user/MYSELF/userfund', '/api/v2/user/MYSELF/userinfo?version=V1'];
// a claim that is not there (an old share link) says so, with the way to the claims on sale
const missing = { text: '项目不存在', to: '/list?tab=assignment', label: '查看债权转让' };

export const routes = defineRoutes([
  {
    path: '/dashboard/assignment/:id',
    page: () => import('./pages/transfer-detail'),
    access: 'user',
    load: (c) => import('./api/transfer').then((m) => m.loadAssignment(c.params.id!)),
    early: [CLAIM],
    title: '债权转让详情',
  },
  {
    path: '/dashboard/claim-transfer/:investId',
    page: () => import('./pages/claim-transfer'),
    access: 'user',
    load: (c) => import('./api/transfer').then((m) => m.loadTransfer(c.params.investId!)),
    title: '债权转让',
  },
  {
    path: '/assignment/:id/invest',
    page: () => import('./pages/claim-invest'),
    access: 'user',
    load: (c) => import('./api/purchase').then((m) => m.loadClaimInvest(c.params.id!)),
    early: [CLAIM, ...MONEY],
    title: '购买债权',
    missing,
  },
  {
    path: '/assignment/:id',
    page: () => import('./pages/claim-detail'),
    access: 'public',
    load: (c) => import('./api/claim-record').then((m) => m.getClaim(c.params.id!)),
    early: [CLAIM],
    title: '债权详情',
    missing,
  },
]);
