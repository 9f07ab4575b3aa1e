import { defineRoutes } from '../../runtime/router/types';

export const routes = defineRoutes([
  { path: '/dashboard', page: () => import('./pages/dashboard'), access: 'user', title: '我的账户', nav: 'tab' },
  { path: '/dashboard/invite', page: () => import('./pages/invite'), access: 'user', load: () => import('./invite-api').then((m) => m.loadInvite()), title: '邀请好友' },
  { path: '/dashboard/risk', page: () => import('./pages/risk'), access: 'user', load: () => import('./api-risk').then((m) => m.loadRisk()), title: '风险测评' },
]);
