// The risk survey and its grades, member levels and privileges, points and the gift shop.
import type { InterestRiseRule } from '../../../domain/rules/interest-rise';
import type { CouponPackage } from './coupons';
import type { RiskRank } from './loans';
import type { MemberLevel } from './users';

export interface SurveyQuestion {
  content: string;
  choices: string[];
  /** Score of each choice, parallel to choices. */
  chooseScore: number[];
}

export interface Survey {
  id: string;
  title: string;
  questions: SurveyQuestion[];
}

export interface SurveyGrade {
  name: string;
  minScore: number;
  maxScore: number;
  /** Highest loan risk rank this grade may buy. */
  maxRiskRank: RiskRank;
  description: string;
}

export interface SurveyFilling {
  id: string;
  userId: string;
  surveyId: string;
  score: number;
  timeLastUpdated: number;
  valid: boolean;
  /** surveyRecord form: `index@answer@score` joined by `_`. */
  content: string;
}

export type PrivilegeType = 'POINT_INTEREST_RISE' | 'REWARD_POINTS' | 'INTEREST_RISE' | 'WITHDRAW' | 'BIRTHDAY' | 'VIP_PRODUCT' | 'VIP_CARD' | 'VIP_SERVICE';

export interface Privilege {
  type: PrivilegeType;
  valid: boolean;
  /** Times per month (WITHDRAW), per year (BIRTHDAY), or 0 when not counted. */
  total: number;
  used: number;
  description: string;
}

export interface MemberLevelRule {
  level: MemberLevel;
  name: string;
  /** Yuan of cumulative investment to reach the level. */
  minAmount: number;
}

export interface PointRecord {
  id: string;
  userId: string;
  type: 'REGISTER' | 'INVEST' | 'SIGN_IN' | 'BIRTHDAY' | 'EXCHANGE' | 'ACTIVITY' | 'EXPIRE';
  /** Signed: earned > 0, spent < 0. */
  points: number;
  description: string;
  time: number;
}

export interface Gift {
  id: string;
  name: string;
  points: number;
  /** Stock still available. */
  available: number;
  type: 'PHYSICAL' | 'COUPON';
  imageUrl: string;
  description: string;
  couponPackage?: CouponPackage;
}

/** The special-interest exchange's offer: the rule the client prices it by (domain/rules). */
export type InterestRiseConfig = InterestRiseRule;
