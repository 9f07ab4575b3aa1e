import { defineRoutes } from '../../runtime/router/types';

// The calls loadHome waits for (./api), as the client sends them: the shell starts them itself.
// The notices and article blocks are asked once the first screenful has painted (afterContent).
const early = ['/api/v3/loans/getMobileHomepageLoans', '/api/v2/cms/mobileBanners', '/api/v2/loans/summary'];

export const routes = defineRoutes([
  {
    path: '/',
    page: () => import('./pages/home'),
    access: 'public',
    load: () => import('./api').then((m) => m.loadHome()),
    early,
    title: '首页',
    header: false,
    nav: { order: 1, label: '首页', icon: 'home' },
  },
]);
