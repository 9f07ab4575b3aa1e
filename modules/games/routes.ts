import { defineRoutes } from '../../runtime/router/types';

// The two marketing games (SPEC §2 Games). Visitors may play; draws and wins need a login.
// The quiz has no calls: its questions travel in its own chunk. The loaders import the api
// lazily, so the registry (in the entry) carries no schemas.
export const routes = defineRoutes([
  { path: '/weichartPlay', page: () => import('./pages/quiz'), access: 'public', title: '理财知识测试' },
  { path: '/ninePlay', page: () => import('./pages/nine-play'), access: 'public', load: () => import('./api').then((m) => m.loadNine()), title: '幸运九宫格' },
  {
    path: '/lotteryRecord',
    page: () => import('./pages/lottery-record'),
    access: 'user',
    load: () => import('./api').then((m) => m.loadRecords()),
    skeleton: 'list',
    title: '中奖记录',
  },
]);
