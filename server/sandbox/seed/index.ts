/**
 * Deterministic seed of the sandbox backend: createSeed(now) always gives the same data for the
 * same `now`; times are relative to `now` so countdowns and due dates make sense at any start.
 */
import type { SeedState } from '../model';
import { BANKS, buildBankAccounts } from './banks';
import { buildClaims } from './claims';
import { buildArticles } from './cms';
import { buildBanners, buildBriefings, buildFinanceNews, buildMarketIndexes } from './content-extra';
import { buildCorporations } from './corporations';
import { REGISTRATION_GIFTS, buildCoupons } from './coupons';
import { buildFrfInvests, buildFundNetValues, buildOfflineInvests } from './fund-products';
import { buildFundRecords, buildUserFunds } from './funds';
import { buildLottery } from './games';
import { buildInvestments } from './investments';
import { buildLoans } from './loans';
import { GIFTS, INTEREST_RISE, MEMBER_LEVELS, PRIVILEGES_BY_LEVEL, buildPointRecords, buildUserPrivileges } from './member';
import { SURVEY, SURVEY_GRADES, buildSurveyFillings } from './survey';
import { DEMO_ACCOUNTS, buildAddresses, buildUsers } from './users';

export function createSeed(now: number): SeedState {
  const users = buildUsers(now);
  const corporations = buildCorporations();
  const loans = buildLoans(now, corporations);
  const investments = buildInvestments(now, loans);
  const creditAssigns = buildClaims(now, loans, investments);
  const coupons = buildCoupons(now, investments);
  const fundRecords = buildFundRecords(now, users, investments, loans);
  const userFunds = buildUserFunds(now, users, investments, loans, fundRecords);
  const fundNetValues = buildFundNetValues(now);
  const frf = buildFrfInvests(now, fundNetValues);

  return structuredClone({
    now,
    demo: DEMO_ACCOUNTS,
    users,
    userFunds,
    addresses: buildAddresses(),
    banks: BANKS,
    bankAccounts: buildBankAccounts(users),
    corporations,
    loans,
    investments,
    creditAssigns,
    coupons,
    registrationGifts: REGISTRATION_GIFTS,
    fundRecords,
    frfInvests: frf.invests,
    fundNetValues,
    frfRecords: frf.records,
    offlineInvests: buildOfflineInvests(now),
    articles: buildArticles(now),
    banners: buildBanners(),
    financeNews: buildFinanceNews(now),
    marketIndexes: buildMarketIndexes(),
    briefings: buildBriefings(now, loans),
    survey: SURVEY,
    surveyGrades: SURVEY_GRADES,
    surveyFillings: buildSurveyFillings(now, users),
    memberLevels: MEMBER_LEVELS,
    privilegesByLevel: PRIVILEGES_BY_LEVEL,
    userPrivileges: buildUserPrivileges(users),
    pointRecords: buildPointRecords(now, users, investments),
    gifts: GIFTS,
    interestRise: INTEREST_RISE,
    lottery: buildLottery(now, users),
  });
}

export { DEMO_ACCOUNTS } from './users';
export { DEMO_LOANS } from './loans';
export { DEMO_CLAIMS } from './claims';
export { INVESTOR_INVEST_IDS } from './investments';
export { HOSTILE_ARTICLE_IDS } from './cms-html';
export { schedule, scheduleFen, scheduleForLoan } from './schedule';
