import type { LoadContext } from '../../runtime/router/types';
import { defineRoutes } from '../../runtime/router/types';
import type { Category } from './api/articles';

// Public content (SPEC §2 "Public", non-product): CMS pages, notices, news, activities, help,
// rules. Screens that render server HTML carry DOMPurify (through kit/ui/rich-html).
// The table lives in the entry, so its loaders are short helpers over one lazy api import.
const api = () => import('./api/articles');
const market = () => import('./api/market');
// `early`: the call each loader makes first, as the api client sends it, so the shell can start
// it before the entry (runtime/router/types.ts); kit/entity/cms.ts builds the same URLs.
const cmsPage = (category: Category, name: string, size: number) =>
  [`/api/v2/cms/category/${category}/name/${encodeURIComponent(name)}?pageSize=${size}&currentPage=1`] as const;
const doc = (category: Category, name: string) => ({
  load: () => api().then((m) => m.firstArticle(category, name)),
  early: cmsPage(category, name, 1),
});
const list = (category: Category, name: string, size: number) => ({
  load: () => api().then((m) => m.listArticles(category, name, 1, size)),
  early: cmsPage(category, name, size),
});
// an article list screen: page 1 of its name (./api loadList), 10 a page
const articles = (category: Category, name: string) => ({
  load: () => api().then((m) => m.loadList(category, name)),
  early: cmsPage(category, name, 10),
});
const article = (c: LoadContext) => api().then((m) => m.getArticle(c.params.id ?? c.query.get('id')));
const byId = { load: article, early: ['/api/v2/cms/article/:id'] } as const;

export const routes = defineRoutes([
  { path: '/infolist', page: () => import('./pages/info-list'), access: 'public', ...articles('INTRODUCTION', 'APPInfo'), skeleton: 'list', title: '平台介绍' },
  {
    path: '/viewlist',
    page: () => import('./pages/view-list'),
    access: 'public',
    ...articles('INTRODUCTION', 'APPViews'),
    skeleton: 'list',
    title: '理财观点',
  },
  {
    path: '/servicelist',
    page: () => import('./pages/service-list'),
    access: 'public',
    ...articles('INTRODUCTION', 'APPServices'),
    skeleton: 'list',
    title: '平台服务',
  },
  { path: '/applistdetail', page: () => import('./pages/article'), access: 'public', load: article, skeleton: 'article', title: '详情' },
  { path: '/notice', page: () => import('./pages/notice-list'), access: 'public', ...list('PUBLICATION', 'NOTICE', 3), skeleton: 'list', title: '平台公告' },
  { path: '/notice/:id', page: () => import('./pages/article'), access: 'public', ...byId, skeleton: 'article', title: '公告详情' },
  { path: '/news', page: () => import('./pages/news-list'), access: 'public', ...articles('PUBLICATION', 'NEWS'), skeleton: 'list', title: '新闻动态' },
  { path: '/news/:id', page: () => import('./pages/article'), access: 'public', ...byId, skeleton: 'article', title: '新闻详情' },
  {
    path: '/activity',
    page: () => import('./pages/activity-list'),
    access: 'public',
    ...articles('ACTIVITY', 'ACTIVITY'),
    skeleton: 'list',
    title: '精彩活动',
  },
  { path: '/activity/:id', page: () => import('./pages/article'), access: 'public', ...byId, skeleton: 'article', title: '活动详情' },
  {
    path: '/finance-news',
    page: () => import('./pages/finance-news'),
    access: 'public',
    load: () => market().then((m) => m.listFinanceNews(1)),
    early: ['/api/v2/financeNews?currentPage=1&pageSize=10'],
    skeleton: 'list',
    title: '财经资讯',
  },
  {
    path: '/finance-news-detail/:id',
    page: () => import('./pages/finance-news-detail'),
    access: 'public',
    load: (c) => market().then((m) => m.getFinanceNews(c.params.id!, c.query.get('userId'), c.query.get('sTime'))),
    skeleton: 'article',
    title: '资讯详情',
  },
  {
    path: '/daily-briefing',
    page: () => import('./pages/briefing-list'),
    access: 'public',
    load: () => market().then((m) => m.listBriefings(1)),
    early: ['/api/v2/commonapi/commonget?func=GETSHARELIST&page=1&pageSize=5&channel=H5&type=DAILY'],
    skeleton: 'list',
    title: '每日简报',
  },
  {
    path: '/daily-briefing/:id',
    page: () => import('./pages/briefing-detail'),
    access: 'public',
    load: (c) => market().then((m) => m.getBriefing(c.params.id!)),
    skeleton: 'article',
    title: '每日简报',
  },
  {
    path: '/feature/:feature?',
    page: () => import('./pages/feature'),
    access: 'public',
    load: (c) => api().then((m) => m.getFeature(c.params.feature)),
    skeleton: 'article',
    title: '平台特色',
  },
  { path: '/about', page: () => import('./pages/about'), access: 'public', ...list('INTRODUCTION', 'ABOUT', 10), title: '关于我们' },
  {
    path: '/about-coupon',
    page: () => import('./pages/cms-doc'),
    access: 'public',
    ...doc('INTRODUCTION', 'COUPON_RULE'),
    skeleton: 'article',
    title: '红包说明',
  },
  { path: '/prove', page: () => import('./pages/prove'), access: 'public', ...list('INTRODUCTION', 'PROVE', 10), title: '资质证明' },
  { path: '/offline', page: () => import('./pages/cms-doc'), access: 'public', ...doc('INTRODUCTION', 'OFFLINE'), skeleton: 'article', title: '线下转账说明' },
  { path: '/appoint', page: () => import('./pages/cms-doc'), access: 'public', ...doc('INTRODUCTION', 'APPOINT'), skeleton: 'article', title: '预约出借说明' },
  { path: '/contact', page: () => import('./pages/contact'), access: 'public', title: '联系我们' },
  {
    path: '/help',
    page: () => import('./pages/help'),
    access: 'public',
    load: (c) => api().then((m) => m.loadHelp(c.query)),
    early: cmsPage('HELP', '注册登录', 10),
    title: '帮助中心',
  },
  { path: '/download-app', page: () => import('./pages/download-app'), access: 'public', title: '下载App' },
  { path: '/privacy', page: () => import('./pages/cms-doc'), access: 'public', ...doc('DECLARATION', 'PRIVACY'), skeleton: 'article', title: '隐私政策' },
  {
    path: '/riskRank',
    page: () => import('./pages/cms-doc'),
    access: 'public',
    ...doc('DECLARATION', 'RISK_RANK'),
    skeleton: 'article',
    title: '风险等级说明',
  },
  {
    path: '/profession',
    page: () => import('./pages/profession'),
    access: 'public',
    load: () => api().then((m) => m.getProfession()),
    title: '合格投资者认证',
  },
  {
    path: '/versionlog',
    page: () => import('./pages/cms-doc'),
    access: 'public',
    ...doc('INTRODUCTION', 'VERSIONLOG'),
    skeleton: 'article',
    title: '版本记录',
  },
  {
    path: '/memberRule',
    page: () => import('./pages/cms-doc'),
    access: 'public',
    ...doc('INTRODUCTION', 'MEMBER_RULE'),
    skeleton: 'article',
    title: '会员规则',
  },
  {
    path: '/integralRule',
    page: () => import('./pages/cms-doc'),
    access: 'public',
    ...doc('INTRODUCTION', 'INTEGRAL_RULE'),
    skeleton: 'article',
    title: '积分规则',
  },
  { path: '/paper', page: () => import('./pages/paper'), access: 'user', title: '我的协议' },
]);
