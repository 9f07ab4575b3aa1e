// The whole seeded state and the demo accounts it names.
import type { Bank, BankAccount } from './banks';
import type { Article, Banner, FinanceNews, MarketIndex, ShareBriefing } from './content';
import type { CouponPlacement, RegistrationGifts } from './coupons';
import type { FrfInvest, FrfRecord, FundNetValue, FundRecord, OfflineInvest } from './funds';
import type { Lottery } from './games';
import type { CreditAssign, Investment } from './investments';
import type { Corporation, Loan } from './loans';
import type { Gift, InterestRiseConfig, MemberLevelRule, PointRecord, Privilege, Survey, SurveyFilling, SurveyGrade } from './membership';
import type { DeliveryAddress, MemberLevel, User, UserFund } from './users';

export interface DemoAccount {
  userId: string;
  mobile: string;
  password: string;
  note: string;
}

export interface DemoAccounts {
  newbie: DemoAccount;
  investor: DemoAccount & { paymentPassword: string; inviteCode: string; weixin: string };
  unverified: DemoAccount;
  referrer: DemoAccount & { inviteCode: string };
  disabled: DemoAccount;
}

export interface SeedState {
  now: number;
  demo: DemoAccounts;
  users: User[];
  /** By userId. */
  userFunds: Record<string, UserFund>;
  addresses: DeliveryAddress[];
  banks: Bank[];
  bankAccounts: BankAccount[];
  corporations: Corporation[];
  loans: Loan[];
  investments: Investment[];
  creditAssigns: CreditAssign[];
  coupons: CouponPlacement[];
  registrationGifts: RegistrationGifts;
  fundRecords: FundRecord[];
  frfInvests: FrfInvest[];
  fundNetValues: FundNetValue[];
  frfRecords: FrfRecord[];
  offlineInvests: OfflineInvest[];
  articles: Article[];
  banners: Banner[];
  financeNews: FinanceNews[];
  marketIndexes: MarketIndex[];
  briefings: ShareBriefing[];
  survey: Survey;
  surveyGrades: SurveyGrade[];
  surveyFillings: SurveyFilling[];
  memberLevels: MemberLevelRule[];
  privilegesByLevel: Record<MemberLevel, Privilege[]>;
  /** By userId: the level's privileges with usage. */
  userPrivileges: Record<string, Privilege[]>;
  pointRecords: PointRecord[];
  gifts: Gift[];
  interestRise: InterestRiseConfig;
  lottery: Lottery;
}
