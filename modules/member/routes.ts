import { defineRoutes } from '../../runtime/router/types';

// The member area (SPEC §2 Member area): level, privileges, points and their exchanges.
// Each screen's calls start with its chunk (the loaders live in api.ts).
const api = () => import('./api');

export const routes = defineRoutes([
  {
    path: '/dashboard/member/memberCenter',
    page: () => import('./pages/member-center'),
    access: 'user',
    load: () => api().then((m) => m.loadCenter()),
    title: '会员中心',
  },
  {
    path: '/dashboard/member/specialInterest',
    page: () => import('./pages/special-interest'),
    access: 'user',
    load: () => api().then((m) => m.loadSpecial()),
    title: '积分兑换加息券',
  },
  {
    path: '/dashboard/member/birthdayPrivileges',
    page: () => import('./pages/birthday-privileges'),
    access: 'user',
    load: () => api().then((m) => m.loadBirthday()),
    title: '生日特权',
  },
  {
    path: '/dashboard/member/WithdrawalPrivileges',
    page: () => import('./pages/withdrawal-privileges'),
    access: 'user',
    load: () => api().then((m) => m.loadWithdrawal()),
    title: '提现特权',
  },
  {
    path: '/dashboard/member/increasePrivileges',
    page: () => import('./pages/increase-privileges'),
    access: 'user',
    load: () => api().then((m) => m.loadIncrease()),
    title: '加息特权',
  },
  {
    path: '/dashboard/member/integralGift',
    page: () => import('./pages/integral-gift'),
    access: 'user',
    load: () => api().then((m) => m.loadGifts()),
    title: '积分礼品',
  },
  {
    path: '/dashboard/member/integralRecord',
    page: () => import('./pages/integral-record'),
    access: 'user',
    load: () => api().then((m) => m.loadRecords()),
    skeleton: 'list',
    title: '积分记录',
  },
  {
    path: '/dashboard/member/exchangeResult',
    page: () => import('./pages/exchange-result'),
    access: 'user',
    load: ({ query }) => api().then((m) => m.loadResult(query.get('rid'))),
    title: '兑换结果',
  },
]);
