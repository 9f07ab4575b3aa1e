// Coupons (红包): what a package gives, where it is placed, what registration hands out.

export type CouponType = 'CASH' | 'INTEREST' | 'PRINCIPAL' | 'REBATE';
export type CouponStatus = 'PLACED' | 'REDEEMED' | 'USED' | 'ASSIGNED';

export interface CouponPackage {
  id: string;
  type: CouponType;
  /** CASH/PRINCIPAL/REBATE: yuan; INTEREST: hundredths of a percent (50 = 0.5%). */
  parValue: number;
  /** Yuan; 0 = none. */
  minimumInvest: number;
  /** Yuan; 0 = none. */
  maximumInvest: number;
  /** Days of loan duration accepted; 0 = any. */
  minimumDuration: number;
  userEventType: 'REGISTER' | 'REFERRAL' | 'INVEST' | 'BIRTHDAY' | 'ACTIVITY' | 'EXCHANGE' | 'LEVEL';
  description: string;
  displayName: string;
}

export interface CouponPlacement {
  id: string;
  userId: string;
  timePlaced: number;
  timeExpire: number;
  status: CouponStatus;
  disabled: boolean;
  couponPackage: CouponPackage;
  /** USED: the investment; ASSIGNED: the receiving mobile. */
  investId?: string;
  assignedTo?: string;
}

export interface RegistrationGifts {
  /** Coupons every new account receives. */
  default: CouponPackage[];
  /** Extra coupons by referrer invite code (VIP8888 gives the 8888 gift). */
  byInviteCode: Record<string, CouponPackage[]>;
}
