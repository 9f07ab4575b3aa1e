import { defineRoutes } from '../../runtime/router/types';

// The calls loadHome makes (./api), as the client sends them: the shell starts them itself,
// the three the screen waits for first.
const cms = (category: string, name: string, size: number) => `/api/v2/cms/category/${category}/name/${name}?pageSize=${size}&currentPage=1`;
const early = [
  '/api/v3/loans/getMobileHomepageLoans',
  '/api/v2/cms/mobileBanners',
  '/api/v2/loans/summary',
  cms('PUBLICATION', 'NOTICE', 5),
  cms('INTRODUCTION', 'APPInfo', 2),
  cms('INTRODUCTION', 'APPViews', 2),
  cms('INTRODUCTION', 'APPServices', 3),
];

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
