import { defineRoutes } from '../../runtime/router/types';

// 我的红包: the investor's coupons by state, redeeming a code, and handing a coupon to a friend
// (SPEC §2 Login-required › Dashboard).
export const routes = defineRoutes([
  {
    path: '/dashboard/coupon',
    page: () => import('./pages/coupon'),
    access: 'user',
    load: ({ query }) => import('./api').then((m) => m.loadCoupons(query)),
    skeleton: 'list',
    title: '我的红包',
  },
  {
    path: '/dashboard/coupon-assign',
    page: () => import('./pages/coupon-assign'),
    access: 'user',
    load: ({ query }) => import('./api').then((m) => m.loadAssign(query)),
    title: '红包转让',
  },
]);
