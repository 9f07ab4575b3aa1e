import { defineRoutes } from '../../runtime/router/types';

// The two marketing games (SPEC §2 Games). Visitors may play; wins need a login.
export const routes = defineRoutes([
  { path: '/weichartPlay', page: () => import('./pages/quiz'), access: 'public', title: '理财知识测试' },
  { path: '/ninePlay', page: () => import('./pages/nine-play'), access: 'public', title: '幸运九宫格' },
  { path: '/lotteryRecord', page: () => import('./pages/lottery-record'), access: 'user', title: '中奖记录' },
]);
