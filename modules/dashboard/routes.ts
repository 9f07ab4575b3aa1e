import { defineRoutes } from '../../runtime/router/types';

export const routes = defineRoutes([
  { path: '/dashboard', page: () => import('./pages/dashboard'), access: 'user', title: '我的账户', nav: 'tab' },
]);
