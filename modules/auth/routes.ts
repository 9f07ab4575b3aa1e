import { defineRoutes } from '../../runtime/router/types';

// guest: a logged-in visitor is sent to /dashboard (SPEC §2, §6)
export const routes = defineRoutes([
  { path: '/login', page: () => import('./pages/login'), access: 'guest', title: '登录' },
  { path: '/prebind', page: () => import('./pages/prebind'), access: 'guest', title: '登录并绑定微信' },
  {
    path: '/register',
    page: () => import('./pages/register'),
    access: 'guest',
    title: '注册',
    // a referral link's code is checked while the page downloads (never rejects: a bad one is shown)
    load: (c) => import('./components/referral-check').then((m) => m.checkLinkReferral(c.query)),
  },
  { path: '/bindmobile', page: () => import('./pages/bindmobile'), access: 'guest', title: '绑定手机号' },
  {
    path: '/bindweixin',
    page: () => import('./pages/bindweixin'),
    access: 'guest',
    title: '绑定微信',
    // the greeting is a nicety: without it the choice still works
    load: (c) => import('./api/register').then((m) => m.getWeixinUser(c.query.get('socialUserId') ?? '')).catch(() => null),
  },
  { path: '/password/forgot', page: () => import('./pages/forgot'), access: 'public', title: '找回登录密码' },
  { path: '/password/change', page: () => import('./pages/change-password'), access: 'user', title: '修改登录密码' },
  { path: '/authentication', page: () => import('./pages/authentication'), access: 'public', title: '实名认证' },
  { path: '/more', page: () => import('./pages/more'), access: 'user', title: '更多', nav: { order: 4, label: '更多', icon: 'more' } },
]);
