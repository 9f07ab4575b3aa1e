/** The nine-cell lottery: prizes, chances and past wins. */
import type { Lottery, LotteryItem, User } from '../model';
import { pkg } from './coupons';
import { createRng, stableId } from './rng';
import { DEMO_ACCOUNTS } from './users';
import { DAY, HOUR } from '../../../domain/format/dates';
import { maskMobile } from '../../../domain/format/mask';

const cash = (v: number, min: number) =>
  pkg(`lottery-cash-${v}`, {
    type: 'CASH',
    parValue: v,
    minimumInvest: min,
    userEventType: 'ACTIVITY',
    displayName: `${v}元抽奖红包`,
    description: `九宫格抽奖所得，单笔出借满${min}元可用`,
  });
const rate = (v: number) =>
  pkg(`lottery-rate-${v}`, {
    type: 'INTEREST',
    parValue: v,
    minimumInvest: 1_000,
    userEventType: 'ACTIVITY',
    displayName: `${v / 100}%抽奖加息券`,
    description: '九宫格抽奖所得，单笔出借满1000元可用',
  });

/** Cells 0–7 clockwise from the top-left; the centre is the draw button. */
export const LOTTERY_ITEMS: LotteryItem[] = [
  { sequence: 0, name: '888元红包', imageUrl: '/sandbox-assets/lottery-888.svg', prize: cash(888, 88_800), weight: 1 },
  { sequence: 1, name: '50元红包', imageUrl: '/sandbox-assets/lottery-50.svg', prize: cash(50, 5_000), weight: 10 },
  { sequence: 2, name: '1%加息券', imageUrl: '/sandbox-assets/lottery-rate100.svg', prize: rate(100), weight: 8 },
  { sequence: 3, name: '谢谢参与', imageUrl: '/sandbox-assets/lottery-none.svg', prize: null, weight: 30 },
  { sequence: 4, name: '20元红包', imageUrl: '/sandbox-assets/lottery-20.svg', prize: cash(20, 2_000), weight: 20 },
  { sequence: 5, name: '0.5%加息券', imageUrl: '/sandbox-assets/lottery-rate50.svg', prize: rate(50), weight: 15 },
  { sequence: 6, name: '100元红包', imageUrl: '/sandbox-assets/lottery-100.svg', prize: cash(100, 10_000), weight: 4 },
  { sequence: 7, name: '谢谢参与', imageUrl: '/sandbox-assets/lottery-none.svg', prize: null, weight: 12 },
];

/** The mass lottery's fixed project code (SPEC: not shown); the client has the same constant. */
export const LOTTERY_CODE = 'NINE-LUCKY';

export function buildLottery(now: number, users: User[]): Lottery {
  const rng = createRng('lottery');
  const winners = users.filter((u) => u.accountStatus >= 42 && !u.disabled);
  const prizes = LOTTERY_ITEMS.filter((i) => i.prize);
  const wins = Array.from({ length: 16 }, (_, n) => {
    const user = n % 5 === 0 ? (users.find((u) => u.id === DEMO_ACCOUNTS.investor.userId) as User) : rng.pick(winners);
    return {
      id: stableId('lottery-win', n),
      userId: user.id,
      mobile: maskMobile(user.mobile),
      prizeName: rng.pick(prizes).name,
      time: now - n * 7 * HOUR - rng.int(0, 59) * 60_000,
    };
  });
  return {
    code: LOTTERY_CODE,
    name: '九宫格幸运抽奖',
    description: '活动期间每日出借满1000元获得1次抽奖机会，每日最多3次；奖品为红包和加息券，抽中后即时发放至“我的红包”。',
    items: LOTTERY_ITEMS,
    chances: {
      [DEMO_ACCOUNTS.investor.userId]: 3,
      [DEMO_ACCOUNTS.referrer.userId]: 1,
      [DEMO_ACCOUNTS.newbie.userId]: 1,
    },
    wins: wins.filter((w) => w.time > now - 5 * DAY),
  };
}
