// Every feature's calls on the sandbox's router. Route files take their type from register.ts,
// never from here, so no file imports this one back (tests/unit/server-seam.test.ts).
import type { SandboxRouter } from '../router';
import type { SandboxState } from '../state';
import type { Register, RegisterOptions } from './register';
import { registerAuth } from './auth';
import { registerAuthRegister } from './auth-register';
import { registerAuthPassword } from './auth-password';
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

// for tests that build a route file's options; route files import register.ts
export type { Register, RegisterOptions } from './register';

// One line per feature: each file owns its calls of SPEC §7.
const features: Register[] = [
  // the login's calls, then the register's and the password's (in the order auth.ts once added them)
  registerAuth,
  registerAuthRegister,
  registerAuthPassword,
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
