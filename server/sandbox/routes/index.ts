import type { Clock } from '../clock';
import type { SandboxRouter } from '../router';
import type { SandboxState } from '../state';
import type { Sandbox, SandboxMode } from '../index';
import { registerAuth } from './auth';
import { registerUser } from './user';
import { registerContent } from './content';
import { registerLoans } from './loans';
import { registerAssets } from './assets';
import { registerTestHooks } from './test-hooks';
import { registerCommonApi } from './commonapi';
import { registerContentExtra } from './content-extra';
import { registerClaims } from './claims';
import { registerPayment } from './payment';
import { registerPaymentMoney } from './payment-money';
import { registerWechat } from './wechat';
import { registerInvest } from './invest';
import { registerClaimsInvest } from './claims-invest';
import { registerCouponList } from './coupon-list';
import { registerSurvey } from './survey';
import { registerDashboardHome } from './dashboard-home';
import { registerProfile } from './profile';
import { registerPortfolio } from './portfolio';
import { registerRedeem } from './portfolio-redeem';
import { registerPortfolioOffline } from './portfolio-offline';
import { registerClaimsTransfer } from './claims-transfer';
import { registerCouponsMine } from './coupons-mine';
import { registerMember } from './member';
import { registerGames } from './games';

export interface RegisterOptions {
  testHooks: boolean;
  clock: Clock;
  sandbox: Sandbox;
  mode: SandboxMode;
}

export type Register = (r: SandboxRouter<SandboxState>, o: RegisterOptions) => void;

// One line per feature: each file owns its calls of SPEC §7.
const features: Register[] = [
  registerAuth,
  registerUser,
  registerContent,
  registerContentExtra,
  registerCommonApi,
  registerLoans,
  registerClaims,
  registerPayment,
  registerPaymentMoney,
  registerWechat,
  registerInvest,
  registerClaimsInvest,
  registerCouponList,
  registerSurvey,
  registerDashboardHome,
  registerProfile,
  registerPortfolio,
  registerRedeem,
  registerPortfolioOffline,
  registerClaimsTransfer,
  registerCouponsMine,
  registerMember,
  registerGames,
  registerAssets,
];

export function registerAll(r: SandboxRouter<SandboxState>, o: RegisterOptions) {
  for (const f of features) f(r, o);
  if (o.testHooks) registerTestHooks(r, o);
}
