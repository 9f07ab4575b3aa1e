/** Membership: levels, privileges, points records, gifts and the special-interest exchange. */
import type {
  Gift, InterestRiseConfig, Investment, MemberLevel, MemberLevelRule, PointRecord, Privilege, PrivilegeType, User,
} from '../model';
import { PACKAGES } from './coupons';
import { stableId } from './rng';
import { DEMO_ACCOUNTS } from './users';
import { DAY, HOUR } from '../../../domain/format/dates';
import { LEVELS, LEVEL_FROM, LEVEL_NAMES, investPoints, rewardPointsText } from '../../../domain/member-levels';

/** Each level, its name and the cumulative lending that reaches it: the runtime's, shared with the screens. */
export const MEMBER_LEVELS: MemberLevelRule[] = LEVELS.map((level) => ({ level, name: LEVEL_NAMES[level], minAmount: LEVEL_FROM[level] }));
const WITHDRAWS = [0, 1, 2, 3, 5, 8, 99];
/** The monthly member interest coupon by level, hundredths of a percent (10 = 0.1%). */
export const RISE_RATES = [0, 0, 10, 20, 30, 40, 50];
const RISE = RISE_RATES.map((r) => (r ? `${r / 100}%` : ''));

/** Birthday privilege by level: the birthday red packet (yuan) and the birthday month's points multiple. */
export const BIRTHDAY_GIFTS: Record<MemberLevel, { coupon: number; multiple: number }> = {
  L0: { coupon: 0, multiple: 1 },
  L1: { coupon: 88, multiple: 2 },
  L2: { coupon: 188, multiple: 2 },
  L3: { coupon: 888, multiple: 2 },
  L4: { coupon: 1_288, multiple: 2 },
  L5: { coupon: 1_888, multiple: 2 },
  L6: { coupon: 2_888, multiple: 3 },
};

function privilegesOf(level: MemberLevel): Privilege[] {
  const n = LEVELS.indexOf(level);
  const p = (type: PrivilegeType, from: number, total: number, description: string): Privilege =>
    ({ type, valid: n >= from, total: n >= from ? total : 0, used: 0, description });
  return [
    p('REWARD_POINTS', 0, 0, rewardPointsText(level)),
    p('POINT_INTEREST_RISE', 1, 0, '积分兑换加息券，兑换比例随会员等级提高'),
    p('INTEREST_RISE', 2, 0, n >= 2 ? `每月领取${RISE[n]}会员加息券` : '白银会员及以上每月领取会员加息券'),
    p('WITHDRAW', 1, WITHDRAWS[n] as number, n >= 1 ? `每月免费提现${n === 6 ? '不限' : WITHDRAWS[n]}次` : '青铜会员及以上享每月免费提现'),
    p('BIRTHDAY', 1, 1, n >= 1 ? `生日当月领取${BIRTHDAY_GIFTS[level].coupon}元生日红包，出借积分${BIRTHDAY_GIFTS[level].multiple}倍` : '青铜会员及以上享生日红包和多倍积分'),
    p('VIP_SERVICE', 3, 0, '专属客服经理一对一服务'),
    p('VIP_PRODUCT', 4, 0, '会员专属项目优先出借'),
    p('VIP_CARD', 5, 0, '机场贵宾厅、高铁商务候车室贵宾卡'),
  ];
}

export const PRIVILEGES_BY_LEVEL = Object.fromEntries(LEVELS.map((l) => [l, privilegesOf(l)])) as Record<MemberLevel, Privilege[]>;

export function buildUserPrivileges(users: User[]): Record<string, Privilege[]> {
  const result: Record<string, Privilege[]> = {};
  for (const u of users) {
    result[u.id] = privilegesOf(u.memberLevel).map((p) =>
      u.id === DEMO_ACCOUNTS.investor.userId && p.type === 'WITHDRAW' ? { ...p, used: 1 } : p,
    );
  }
  return result;
}

export const INTEREST_RISE: InterestRiseConfig = {
  minAmount: 1_000,
  stepAmount: 1_000,
  minParValue: 10,
  maxParValue: 200,
  stepParValue: 10,
  kValue: 10_000,
  duration: '30,90,180,360',
};

export const GIFTS: Gift[] = [
  { id: stableId('gift', 1), name: '京东E卡100元', points: 10_000, available: 50, type: 'PHYSICAL', imageUrl: '/sandbox-assets/gift-jdcard.svg', description: '电子卡密兑换后3个工作日内发送至注册手机' },
  { id: stableId('gift', 2), name: '10000mAh移动电源', points: 6_000, available: 20, type: 'PHYSICAL', imageUrl: '/sandbox-assets/gift-powerbank.svg', description: '兑换后7个工作日内快递寄出，请先填写收货地址' },
  { id: stableId('gift', 3), name: '真空保温杯', points: 8_000, available: 0, type: 'PHYSICAL', imageUrl: '/sandbox-assets/gift-cup.svg', description: '已兑完，敬请期待补货' },
  { id: stableId('gift', 4), name: '50元现金红包', points: 3_000, available: 999, type: 'COUPON', imageUrl: '/sandbox-assets/gift-cash50.svg', description: '兑换后即时发放至我的红包', couponPackage: PACKAGES.invest50 },
  { id: stableId('gift', 5), name: '0.5%加息券', points: 1_500, available: 999, type: 'COUPON', imageUrl: '/sandbox-assets/gift-rate.svg', description: '兑换后即时发放至我的红包', couponPackage: PACKAGES.level50 },
  { id: stableId('gift', 6), name: '视频会员月卡', points: 2_000, available: 100, type: 'PHYSICAL', imageUrl: '/sandbox-assets/gift-video.svg', description: '兑换码发送至注册手机' },
  { id: stableId('gift', 7), name: '定制金属U盘32G', points: 4_000, available: 30, type: 'PHYSICAL', imageUrl: '/sandbox-assets/gift-usb.svg', description: '平台定制款，快递寄出' },
  { id: stableId('gift', 8), name: '全棉床品四件套', points: 30_000, available: 5, type: 'PHYSICAL', imageUrl: '/sandbox-assets/gift-bedding.svg', description: '1.8米床适用，快递寄出' },
];

/** 王建国's point history; the records add up to his balance (12 800). */
export function buildPointRecords(now: number, users: User[], investments: Investment[]): PointRecord[] {
  const records: PointRecord[] = [];
  const add = (userId: string, type: PointRecord['type'], points: number, description: string, time: number) =>
    records.push({ id: stableId('point', `${userId}-${records.length}`), userId, type, points, description, time });

  const me = users.find((u) => u.id === DEMO_ACCOUNTS.investor.userId) as User;
  add(me.id, 'REGISTER', 100, '注册赠送积分', me.registerDate + HOUR);
  for (const inv of investments) {
    if (inv.userId !== me.id || inv.status === 'UNPAID') continue;
    // the rule a new tender earns by (runtime member-levels investPoints)
    add(me.id, 'INVEST', investPoints(inv.amount, me.memberLevel), `出借${inv.loanTitle}`, inv.submitTime + 60_000);
  }
  for (let d = 1; d <= 8; d++) add(me.id, 'SIGN_IN', 10, '每日签到', now - d * DAY - 3 * HOUR);
  add(me.id, 'BIRTHDAY', 500, '生日特权双倍积分', now - 230 * DAY);
  add(me.id, 'EXCHANGE', -1_200, '兑换1%积分加息券', now - 16 * DAY);
  add(me.id, 'EXCHANGE', -3_000, '兑换50元现金红包', now - 45 * DAY);
  add(me.id, 'EXPIRE', -200, '年度积分过期', now - 300 * DAY);
  const sum = records.reduce((s, r) => s + r.points, 0);
  add(me.id, 'ACTIVITY', me.points - sum, '周年庆出借积分翻倍奖励', now - 100 * DAY);

  const newbie = users.find((u) => u.id === DEMO_ACCOUNTS.newbie.userId) as User;
  add(newbie.id, 'REGISTER', 100, '注册赠送积分', newbie.registerDate + 60_000);
  const unverified = users.find((u) => u.id === DEMO_ACCOUNTS.unverified.userId) as User;
  add(unverified.id, 'REGISTER', 100, '注册赠送积分', unverified.registerDate + 60_000);

  return records.sort((a, b) => b.time - a.time);
}
