import { defineRoutes } from '../../runtime/router/types';

// The investor's own screens (SPEC §2 Login-required › Dashboard). Paths the spec does not
// show (investment detail, create claim transfer, repayment calendar, feedback) are ours.
export const routes = defineRoutes([
  { path: '/dashboard', page: () => import('./pages/dashboard'), access: 'user', load: () => import('./api-home').then((m) => m.loadHome()), title: '我的账户', nav: { order: 3, label: '我的', icon: 'user' } },
  { path: '/dashboard/subhome', page: () => import('./pages/subhome'), access: 'user', load: () => import('./home-settings').then((m) => m.loadSubhome()), title: '账户设置' },
  { path: '/dashboard/repayments', page: () => import('./pages/repayments'), access: 'user', load: ({ query }) => import('./home-calendar').then((m) => m.loadRepayments(query)), skeleton: 'list', title: '回款日历' },
  { path: '/dashboard/personinfo', page: () => import('./pages/personinfo'), access: 'user', load: () => import('./api-profile').then((m) => m.loadPersonInfo()), title: '个人信息' },
  { path: '/dashboard/address', page: () => import('./pages/address'), access: 'user', load: () => import('./api-profile').then((m) => m.getAddress()), title: '收货地址' },
  { path: '/dashboard/email', page: () => import('./pages/email'), access: 'user', title: '绑定邮箱' },
  { path: '/dashboard/mobile-change', page: () => import('./pages/mobile-change'), access: 'user', title: '修改手机号' },
  { path: '/dashboard/feedback', page: () => import('./pages/feedback'), access: 'user', title: '意见反馈' },
  { path: '/dashboard/invest', page: () => import('./pages/invest-list'), access: 'user', load: ({ query }) => import('./api-portfolio').then((m) => m.loadInvestList(query)), skeleton: 'list', title: '我的出借' },
  { path: '/dashboard/invest/:id', page: () => import('./pages/invest-detail'), access: 'user', load: ({ params }) => import('./api-portfolio').then((m) => m.loadInvestDetail(params.id!)), title: '出借详情' },
  { path: '/dashboard/invest/:id/contract', page: () => import('./pages/contract'), access: 'user', load: (c) => import('./pages/contract').then((m) => m.load(c.params.id!)), early: ['/api/v2/user/MYSELF/invest/:id/contract'], skeleton: 'article', title: '借款协议' },
  { path: '/dashboard/offline-detail/:id', page: () => import('./pages/offline-detail'), access: 'user', load: ({ params }) => import('./api-portfolio').then((m) => m.loadOffline(params.id!)), title: '线下出借详情' },
  { path: '/dashboard/frfinvest', page: () => import('./pages/frfinvest'), access: 'user', load: ({ query }) => import('./api-portfolio').then((m) => m.loadFundList(query)), skeleton: 'list', title: '基金产品' },
  { path: '/dashboard/frfinvest-detail/:id', page: () => import('./pages/frfinvest-detail'), access: 'user', load: ({ params }) => import('./api-portfolio').then((m) => m.loadFundDetail(params.id!)), title: '基金详情' },
  { path: '/dashboard/redeem/:id', page: () => import('./pages/redeem'), access: 'user', load: ({ params }) => import('./api-portfolio').then((m) => m.loadInvestDetail(params.id!)), title: '赎回' },
  { path: '/dashboard/assignment/:id', page: () => import('./pages/assignment'), access: 'user', load: (c) => import('./pages/assignment').then((m) => m.load(c.params.id!)), title: '债权转让详情' },
  { path: '/dashboard/claim-transfer/:investId', page: () => import('./pages/claim-transfer'), access: 'user', load: (c) => import('./api-claims').then((m) => m.loadTransfer(c.params.investId!)), title: '债权转让' },
  { path: '/dashboard/coupon', page: () => import('./pages/coupon'), access: 'user', load: ({ query }) => import('./api-coupons').then((m) => m.loadCoupons(query)), skeleton: 'list', title: '我的红包' },
  { path: '/dashboard/coupon-assign', page: () => import('./pages/coupon-assign'), access: 'user', load: ({ query }) => import('./api-coupons').then((m) => m.loadAssign(query)), title: '红包转让' },
  { path: '/dashboard/invite', page: () => import('./pages/invite'), access: 'user', load: () => import('./invite-api').then((m) => m.loadInvite()), title: '邀请好友' },
  { path: '/dashboard/risk', page: () => import('./pages/risk'), access: 'user', load: () => import('./api-risk').then((m) => m.loadRisk()), title: '风险测评' },
]);
