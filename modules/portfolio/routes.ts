import { defineRoutes } from '../../runtime/router/types';

// 我的出借: what the investor holds, online, offline and in fund products, each holding's detail,
// contract and redemption (SPEC §2 Login-required › Dashboard; the investment detail is ours).
// The contract's loader is a file of its own: the holdings' api would only add bytes to it.
// an investment that is not there, or not this investor's (an old link), says so with the way to
// the investor's list; a network failure stays the error view with 重试
const missing = { text: '出借记录不存在', to: '/dashboard/invest', label: '查看我的出借' };

export const routes = defineRoutes([
  {
    path: '/dashboard/invest',
    page: () => import('./pages/invest-list'),
    access: 'user',
    load: ({ query }) => import('./api/holdings').then((m) => m.loadInvestList(query)),
    skeleton: 'list',
    title: '我的出借',
  },
  {
    path: '/dashboard/invest/:id',
    page: () => import('./pages/invest-detail'),
    access: 'user',
    load: ({ params }) => import('./api/holdings').then((m) => m.loadInvestDetail(params.id!)),
    missing,
    title: '出借详情',
  },
  {
    path: '/dashboard/invest/:id/contract',
    page: () => import('./pages/contract'),
    access: 'user',
    load: (c) => import('./api/contract').then((m) => m.loadContract(c.params.id!)),
    early: ['/api/v2/user/MYSELF/invest/:id/contract'],
    skeleton: 'article',
    title: '借款协议',
  },
  {
    path: '/dashboard/offline-detail/:id',
    page: () => import('./pages/offline-detail'),
    access: 'user',
    load: ({ params }) => import('./api/holdings').then((m) => m.loadOffline(params.id!)),
    missing: { ...missing, to: '/dashboard/invest?type=offline', label: '查看线下出借' },
    title: '线下出借详情',
  },
  {
    path: '/dashboard/frfinvest',
    page: () => import('./pages/frfinvest'),
    access: 'user',
    load: ({ query }) => import('./api/holdings').then((m) => m.loadFundList(query)),
    skeleton: 'list',
    title: '基金产品',
  },
  {
    path: '/dashboard/frfinvest-detail/:id',
    page: () => import('./pages/frfinvest-detail'),
    access: 'user',
    load: ({ params }) => import('./api/holdings').then((m) => m.loadFundDetail(params.id!)),
    missing: { text: '基金持仓不存在', to: '/dashboard/frfinvest', label: '查看基金产品' },
    title: '基金详情',
  },
  {
    path: '/dashboard/redeem/:id',
    page: () => import('./pages/redeem'),
    access: 'user',
    load: ({ params }) => import('./api/holdings').then((m) => m.loadInvestDetail(params.id!)),
    missing,
    title: '赎回',
  },
]);
