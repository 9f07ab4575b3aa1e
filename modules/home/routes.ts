import { defineRoutes } from '../../runtime/router/types';

export const routes = defineRoutes([
  { path: '/', page: () => import('./pages/home'), access: 'public', load: () => import('./api').then((m) => m.loadHome()), title: '首页', header: false, nav: { order: 1, label: '首页', icon: 'home' } },
]);
