import { bare, denied, ok } from '../reply';
import { findUser, publicUser, type SandboxState } from '../state';
import type { Ctx } from '../router';
import type { Register } from './register';
import type { User } from '../model';
import { stableId } from '../seed/rng';
import { toFen, toYuan } from '../../../domain/format/money';
import { yesterdayIncomeFen } from './income';

/** `MYSELF` or the caller's own id; anything else is someone else's record. */
const self = (c: Ctx<SandboxState>) => {
  const id = c.params.id;
  return id === 'MYSELF' || id === c.userId ? findUser(c.state, c.userId) : undefined;
};

export function fundView(s: SandboxState, userId: string) {
  const f = s.userFunds[userId];
  if (!f) return null;
  return {
    userId,
    availableAmount: toYuan(f.availableAmount),
    frozenAmount: toYuan(f.frozenAmount),
    dueInAmount: toYuan(f.dueInAmount),
    dueOutAmount: toYuan(f.dueOutAmount),
    depositAmount: toYuan(f.depositAmount),
    withdrawAmount: toYuan(f.withdrawAmount),
    outstandingPrincipal: toYuan(f.outstandingPrincipal),
    outstandingInterest: toYuan(f.outstandingInterest),
    investFrozenAmount: toYuan(f.investFrozenAmount),
    totalInvest: toYuan(f.totalInvest),
  };
}

/** The family's placeholder for a user without an e-mail (ZPJR's literal user record). */
export const NO_EMAIL = 'notavailable@creditcloud.com';

/**
 * The user record as the family's backend sends it (ZPJR UserMessageResponseModule's literal,
 * tbus subhome): no passwords, no sandbox-only fields (level, points, the qualified flag, the
 * invite code, which has its own call), the e-mail placeholder when none is bound.
 */
export function userRecord(u: User) {
  const {
    isProfessionalInvestor: _q,
    memberLevel: _m,
    points: _p,
    inviteCode: _i,
    certType: _c,
    birthday: _b,
    referrerId: _r,
    disabled,
    ...rest
  } = publicUser(u);
  return {
    ...rest,
    email: rest.email || NO_EMAIL,
    clientCode: 'HYJF',
    source: 'MOBILE',
    enterprise: false,
    enabled: !disabled,
    normal: true,
    referralRewarded: false,
    registryRewarded: false,
    status: 'CREATED',
    userLevel: 'LEVEL1',
    subscribe: 0,
  };
}

export const registerUser: Register = (r) => {
  r.getAuth('/api/v2/user/MYSELF', (c) => bare(userRecord(findUser(c.state, c.userId)!)));

  r.getAuth('/api/v2/user/:id/userfund', (c) => {
    const u = self(c);
    return u ? bare(fundView(c.state, u.id)) : denied();
  });

  r.getAuth('/api/v2/user/:id/authenticates', (c) => {
    const u = self(c);
    if (!u) return denied();
    return bare({
      idauthenticated: u.accountStatus >= 42,
      paymentAuthenticated: !!u.paymentPassword,
      emailAuthenticated: !!u.email,
    });
  });

  r.getAuth('/api/v2/user/:id/statistics/invest', (c) => {
    const u = self(c);
    if (!u) return denied();
    const f = c.state.userFunds[u.id];
    const interestFen = c.state.investments
      .filter((i) => i.userId === u.id)
      .flatMap((i) => i.repayments)
      .filter((p) => p.status === 'REPAYED')
      .reduce((sum, p) => sum + toFen(p.repayment.amountInterest), 0);
    const offlineFen = c.state.offlineInvests.filter((o) => o.userId === u.id && o.status === 'INTERESTED').reduce((sum, o) => sum + toFen(o.amount), 0);
    const mine = c.state.investments.filter((i) => i.userId === u.id);
    const count = (...st: string[]) => mine.filter((i) => st.includes(i.status)).length;
    // the family's fields beside the ones the screens read (tbus PC account page, xyjr H5)
    return bare({
      investInterestAmount: toYuan(interestFen),
      outstandingInterest: toYuan(f?.outstandingInterest ?? 0),
      offlineDataInvestAmount: toYuan(offlineFen),
      offlineDataRevenueAmount: 0,
      investFrozenAmount: toYuan(f?.investFrozenAmount ?? 0),
      investStatistics: {
        dueAmount: { principal: toYuan(f?.outstandingPrincipal ?? 0), interest: toYuan(f?.outstandingInterest ?? 0) },
      },
      investingPrincipalAmount: toYuan(f?.outstandingPrincipal ?? 0),
      investingInterestAmount: toYuan(f?.outstandingInterest ?? 0),
      settledStatusInvestNumber: count('SETTLED', 'OVERDUE', 'BREACH'),
      openStatusInvestNumber: count('FROZEN', 'PROPOSED', 'FINISHED'),
      yesterdayIncome: toYuan(yesterdayIncomeFen(c.state, u.id, c.now())),
    });
  });

  r.getAuth('/api/v2/multiPayment/router/MYSELF/fundAccounts', (c) =>
    bare(
      c.state.bankAccounts
        .filter((a) => a.userId === c.userId)
        // the bank by code only: its name and quotas are the bank list's (getBankConstraints)
        .map(({ userId, account: a, defaultAccount, expressAccount, quotaFen }) => ({
          id: stableId('fund-account', a.account),
          userId,
          defaultAccount,
          expressAccount,
          valid: true,
          deleted: false,
          quota: toYuan(quotaFen),
          timeRecorded: findUser(c.state, userId)?.registerDate ?? 0,
          // the Android entity types the card's limits as text
          dailyLimit: String(a.dailyQuota),
          singleLimit: String(a.singleQuota),
          account: { name: a.name, bank: a.bankCode, account: a.account, bankMobile: a.bankMobile, location: '', branch: '' },
        })),
    ),
  );

  r.getAuth('/api/v2/user/MYSELF/inviteCode', (c) => ok(findUser(c.state, c.userId)!.inviteCode));

  r.get('/api/v2/payment/router/getBankConstraints', (c) =>
    ok(c.state.banks.map((b) => ({ bankCode: b.bankCode, bankName: b.bankName, singleQuota: b.singleQuota, dailyQuota: b.dailyQuota, minQuota: 0 }))),
  );
};
