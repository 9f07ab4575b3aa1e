import { defineRoutes } from '../../runtime/router/types';

// Every screen here is login-required; `load` imports the api lazily, so it starts with the chunk.
export const routes = defineRoutes([
  {
    path: '/dashboard/payment/bind-card',
    page: () => import('./pages/bind-card'),
    access: 'user',
    load: () => import('./api/cards').then((m) => m.loadBindCard()),
    title: '绑定银行卡',
  },
  { path: '/dashboard/payment/password', page: () => import('./pages/pay-password'), access: 'user', title: '支付密码' },
  {
    path: '/dashboard/bank-card',
    page: () => import('./pages/bank-card'),
    access: 'user',
    load: () => import('./api/cards').then((m) => m.getFundAccounts()),
    title: '银行卡',
  },
  {
    path: '/dashboard/recharge',
    page: () => import('./pages/recharge'),
    access: 'user',
    load: () => import('./api/money').then((m) => m.loadMoney()),
    title: '充值',
  },
  {
    path: '/dashboard/withdraw',
    page: () => import('./pages/withdraw'),
    access: 'user',
    load: () => import('./api/money').then((m) => m.loadMoney()),
    title: '提现',
  },
  {
    path: '/dashboard/funds',
    page: () => import('./pages/funds'),
    access: 'user',
    load: () => import('./api/funds').then((m) => m.loadFunds()),
    skeleton: 'list',
    title: '资金流水',
  },
]);
