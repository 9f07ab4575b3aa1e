import { defineRoutes } from '../../runtime/router/types';

// Who the investor is and how to reach them (SPEC §2 Login-required › Dashboard): personal
// details, delivery address, e-mail, mobile, feedback (ours), invitations and the risk survey.
export const routes = defineRoutes([
  {
    path: '/dashboard/personinfo',
    page: () => import('./pages/personinfo'),
    access: 'user',
    load: () => import('./api/profile').then((m) => m.loadPersonInfo()),
    title: '个人信息',
  },
  {
    path: '/dashboard/address',
    page: () => import('./pages/address'),
    access: 'user',
    load: () => import('./api/profile').then((m) => m.getAddress()),
    title: '收货地址',
  },
  { path: '/dashboard/email', page: () => import('./pages/email'), access: 'user', title: '绑定邮箱' },
  { path: '/dashboard/mobile-change', page: () => import('./pages/mobile-change'), access: 'user', title: '修改手机号' },
  { path: '/dashboard/feedback', page: () => import('./pages/feedback'), access: 'user', title: '意见反馈' },
  {
    path: '/dashboard/invite',
    page: () => import('./pages/invite'),
    access: 'user',
    load: () => import('./api/invite').then((m) => m.loadInvite()),
    title: '邀请好友',
  },
  {
    path: '/dashboard/risk',
    page: () => import('./pages/risk'),
    access: 'user',
    load: () => import('./api/risk').then((m) => m.loadRisk()),
    title: '风险测评',
  },
]);
