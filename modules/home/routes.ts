import { defineRoutes } from '../../runtime/router/types';

export const routes = defineRoutes([
  { path: '/', page: () => import('./pages/home'), access: 'public', load: () => import('./api').then((m) => m.loadHome()), title: '首页', nav: 'tab' },
]);
