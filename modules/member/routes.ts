import { defineRoutes } from '../../runtime/router/types';

// The member area (SPEC §2 Member area): level, privileges, points and their exchanges.
export const routes = defineRoutes([
  { path: '/dashboard/member/memberCenter', page: () => import('./pages/member-center'), access: 'user', title: '会员中心' },
  { path: '/dashboard/member/specialInterest', page: () => import('./pages/special-interest'), access: 'user', title: '积分兑换加息券' },
  { path: '/dashboard/member/birthdayPrivileges', page: () => import('./pages/birthday-privileges'), access: 'user', title: '生日特权' },
  { path: '/dashboard/member/WithdrawalPrivileges', page: () => import('./pages/withdrawal-privileges'), access: 'user', title: '提现特权' },
  { path: '/dashboard/member/increasePrivileges', page: () => import('./pages/increase-privileges'), access: 'user', title: '加息特权' },
  { path: '/dashboard/member/integralGift', page: () => import('./pages/integral-gift'), access: 'user', title: '积分礼品' },
  { path: '/dashboard/member/integralRecord', page: () => import('./pages/integral-record'), access: 'user', title: '积分记录' },
  { path: '/dashboard/member/exchangeResult', page: () => import('./pages/exchange-result'), access: 'user', title: '兑换结果' },
]);
