import { defineRoutes } from '../../runtime/router/types';

export const routes = defineRoutes([
  { path: '/login', page: () => import('./pages/login'), access: 'guest', title: '登录' },
  { path: '/more', page: () => import('./pages/more'), access: 'user', title: '更多', nav: 'tab' },
]);
