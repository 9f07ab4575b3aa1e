/** Coupon packages (red packets), placements per user, and the registration gifts. */
import type { CouponPackage, CouponPlacement, CouponStatus, Investment, RegistrationGifts } from '../model';
import { INVESTOR_INVEST_IDS } from './investments';
import { stableId } from './rng';
import { DEMO_ACCOUNTS } from './users';
import { DAY, HOUR } from '../../../domain/format/dates';

type PackageInit = Omit<CouponPackage, 'id' | 'maximumInvest' | 'minimumDuration'> &
  Partial<Pick<CouponPackage, 'maximumInvest' | 'minimumDuration'>>;

export function pkg(key: string, init: PackageInit): CouponPackage {
  return { id: stableId('package', key), maximumInvest: 0, minimumDuration: 0, ...init };
}

export const PACKAGES = {
  register20: pkg('register20', { type: 'CASH', parValue: 20, minimumInvest: 1_000, userEventType: 'REGISTER', displayName: '20元注册红包', description: '单笔出借满1000元可用，新手标除外' }),
  register50: pkg('register50', { type: 'CASH', parValue: 50, minimumInvest: 5_000, userEventType: 'REGISTER', displayName: '50元注册红包', description: '单笔出借满5000元可用' }),
  registerRate: pkg('registerRate', { type: 'INTEREST', parValue: 100, minimumInvest: 1_000, maximumInvest: 50_000, minimumDuration: 30, userEventType: 'REGISTER', displayName: '1%新手加息券', description: '出借期限30天及以上项目可用，加息部分到期随本息发放' }),
  vip8888: pkg('vip8888', { type: 'CASH', parValue: 8888, minimumInvest: 888_800, userEventType: 'REFERRAL', displayName: '8888元VIP专属红包', description: '通过VIP邀请码注册专享，单笔出借满888800元可用' }),
  invest50: pkg('invest50', { type: 'CASH', parValue: 50, minimumInvest: 5_000, userEventType: 'INVEST', displayName: '50元出借红包', description: '单笔出借满5000元可用' }),
  anniversary100: pkg('anniversary100', { type: 'CASH', parValue: 100, minimumInvest: 10_000, userEventType: 'ACTIVITY', displayName: '周年庆100元红包', description: '周年庆活动专享，单笔出借满10000元可用，即将过期' }),
  level50: pkg('level50', { type: 'INTEREST', parValue: 50, minimumInvest: 1_000, maximumInvest: 100_000, userEventType: 'LEVEL', displayName: '0.5%会员加息券', description: '黄金会员专享，单笔出借1000元至10万元可用' }),
  exchange100: pkg('exchange100', { type: 'INTEREST', parValue: 100, minimumInvest: 5_000, minimumDuration: 90, userEventType: 'EXCHANGE', displayName: '1%积分加息券', description: '积分兑换所得，期限90天及以上项目可用' }),
  principal200: pkg('principal200', { type: 'PRINCIPAL', parValue: 200, minimumInvest: 20_000, userEventType: 'ACTIVITY', displayName: '200元增值券', description: '出借满20000元可用，增值部分计入本金一同计息' }),
  rebate30: pkg('rebate30', { type: 'REBATE', parValue: 30, minimumInvest: 3_000, userEventType: 'REFERRAL', displayName: '30元返现券', description: '邀请好友奖励，出借满3000元成功后返现至账户余额' }),
  cash20: pkg('cash20', { type: 'CASH', parValue: 20, minimumInvest: 2_000, userEventType: 'ACTIVITY', displayName: '20元活动红包', description: '单笔出借满2000元可用' }),
  birthday888: pkg('birthday888', { type: 'CASH', parValue: 888, minimumInvest: 50_000, userEventType: 'BIRTHDAY', displayName: '888元生日红包', description: '生日特权专享，单笔出借满50000元可用' }),
  rebate50: pkg('rebate50', { type: 'REBATE', parValue: 50, minimumInvest: 5_000, userEventType: 'INVEST', displayName: '50元返现券', description: '出借满5000元返现50元' }),
  rate100: pkg('rate100', { type: 'INTEREST', parValue: 100, minimumInvest: 10_000, userEventType: 'ACTIVITY', displayName: '1%加息券', description: '单笔出借满10000元可用' }),
  rate200: pkg('rate200', { type: 'INTEREST', parValue: 200, minimumInvest: 50_000, minimumDuration: 180, userEventType: 'LEVEL', displayName: '2%会员加息券', description: '铂金及以上会员专享，期限180天及以上项目可用' }),
  // the one kind that is cash: no condition, so 兑换 may turn it into balance
  free10: pkg('free10', { type: 'CASH', parValue: 10, minimumInvest: 0, userEventType: 'ACTIVITY', displayName: '10元无门槛红包', description: '无使用门槛，可兑换至账户余额' }),
} satisfies Record<string, CouponPackage>;

export const REGISTRATION_GIFTS: RegistrationGifts = {
  default: [PACKAGES.register20, PACKAGES.register50, PACKAGES.registerRate],
  byInviteCode: { [DEMO_ACCOUNTS.referrer.inviteCode]: [PACKAGES.vip8888] },
};

const yuan = (n: number) => `${n.toLocaleString('en-US')}元`;

/** A package's conditions in words, from the fields the tender checks (not from its description). */
export function conditionWords(k: CouponPackage): string {
  const lo = k.minimumInvest > 0 ? yuan(k.minimumInvest) : '';
  const hi = k.maximumInvest > 0 ? yuan(k.maximumInvest) : '';
  const amount = lo && hi ? `单笔出借${lo}至${hi}` : lo ? `单笔出借满${lo}` : hi ? `单笔出借不超过${hi}` : '出借金额不限';
  return `${amount}${k.minimumDuration > 0 ? `、期限${k.minimumDuration}天及以上的项目` : ''}可用`;
}

/**
 * What registration gives, in words (the 新手福利 activity): the cash coupons' total and each
 * coupon with its condition, read from the packages the registration call hands out.
 */
export function giftWords(pkgs: CouponPackage[]) {
  const cash = pkgs.filter((p) => p.type === 'CASH').reduce((t, p) => t + p.parValue, 0);
  const others = pkgs.filter((p) => p.type !== 'CASH').map((p) => p.displayName);
  const headline = [cash ? `${cash}元红包` : '', ...others].filter(Boolean).join('和');
  return { headline, items: pkgs.map((p) => `${p.displayName}：${conditionWords(p)}`) };
}

interface Spec {
  pkg: CouponPackage;
  status: CouponStatus;
  /** Days from now to expiry (negative: expired). */
  expires: number;
  disabled?: boolean;
  invest?: string;
  assignedTo?: string;
  /** Placement time; default 30 + 3n days ago. */
  placed?: number;
}

export function buildCoupons(now: number, investments: Investment[]): CouponPlacement[] {
  const I = INVESTOR_INVEST_IDS;
  const byUser: [string, Spec[]][] = [
    [DEMO_ACCOUNTS.investor.userId, [
      { pkg: PACKAGES.invest50, status: 'PLACED', expires: 20 },
      { pkg: PACKAGES.anniversary100, status: 'PLACED', expires: 2 },
      { pkg: PACKAGES.level50, status: 'PLACED', expires: 30 },
      { pkg: PACKAGES.exchange100, status: 'PLACED', expires: 15 },
      { pkg: PACKAGES.principal200, status: 'PLACED', expires: 45 },
      { pkg: PACKAGES.rebate30, status: 'PLACED', expires: 10 },
      { pkg: PACKAGES.cash20, status: 'PLACED', expires: 5, disabled: true },
      { pkg: PACKAGES.birthday888, status: 'PLACED', expires: 60 },
      { pkg: PACKAGES.rebate50, status: 'REDEEMED', expires: -10 },
      { pkg: PACKAGES.rate100, status: 'USED', expires: -60, invest: I.SETTLED },
      { pkg: PACKAGES.invest50, status: 'USED', expires: -100, invest: I['SETTLED-2'] },
      { pkg: PACKAGES.cash20, status: 'ASSIGNED', expires: 12, assignedTo: '13912345678' },
      { pkg: PACKAGES.free10, status: 'PLACED', expires: 25, placed: now - 5 * DAY },
    ]],
    [DEMO_ACCOUNTS.newbie.userId, REGISTRATION_GIFTS.default.map((p) => ({ pkg: p, status: 'PLACED', expires: 30, placed: now - 2 * HOUR }))],
    [DEMO_ACCOUNTS.unverified.userId, REGISTRATION_GIFTS.default.map((p) => ({ pkg: p, status: 'PLACED', expires: 20, placed: now - 10 * DAY }))],
    [DEMO_ACCOUNTS.referrer.userId, [
      { pkg: PACKAGES.anniversary100, status: 'PLACED', expires: 2 },
      { pkg: PACKAGES.rate200, status: 'PLACED', expires: 40 },
      { pkg: PACKAGES.level50, status: 'USED', expires: -20 },
    ]],
  ];

  const placements: CouponPlacement[] = [];
  for (const [userId, specs] of byUser) {
    specs.forEach((s, n) => {
      const id = stableId('coupon', `${userId}-${n}`);
      const timeExpire = now + s.expires * DAY;
      const placement: CouponPlacement = {
        id,
        userId,
        timePlaced: s.placed ?? Math.min(timeExpire, now) - (30 + n * 3) * DAY,
        timeExpire,
        status: s.status,
        disabled: s.disabled ?? false,
        couponPackage: s.pkg,
        ...(s.invest ? { investId: s.invest } : {}),
        ...(s.assignedTo ? { assignedTo: s.assignedTo } : {}),
      };
      placements.push(placement);
      if (s.invest) {
        const inv = investments.find((i) => i.id === s.invest);
        if (inv) inv.placementId = id;
      }
    });
  }
  return placements;
}
