import { bare, denied, ok, yuan } from '../reply';
import { findUser, publicUser, type SandboxState } from '../state';
import type { Ctx } from '../router';
import type { Register } from './index';

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
    availableAmount: yuan(f.availableAmount),
    frozenAmount: yuan(f.frozenAmount),
    dueInAmount: yuan(f.dueInAmount),
    dueOutAmount: yuan(f.dueOutAmount),
    depositAmount: yuan(f.depositAmount),
    withdrawAmount: yuan(f.withdrawAmount),
    outstandingPrincipal: yuan(f.outstandingPrincipal),
    outstandingInterest: yuan(f.outstandingInterest),
    investFrozenAmount: yuan(f.investFrozenAmount),
    totalInvest: yuan(f.totalInvest),
  };
}

export const registerUser: Register = (r) => {
  r.getAuth('/api/v2/user/MYSELF', (c) => bare(publicUser(findUser(c.state, c.userId)!)));

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
      .reduce((sum, p) => sum + Math.round(p.repayment.amountInterest * 100), 0);
    const offlineFen = c.state.offlineInvests
      .filter((o) => o.userId === u.id && o.status === 'INTERESTED')
      .reduce((sum, o) => sum + Math.round(o.amount * 100), 0);
    return bare({
      investInterestAmount: yuan(interestFen),
      outstandingInterest: yuan(f?.outstandingInterest ?? 0),
      offlineDataInvestAmount: yuan(offlineFen),
      investStatistics: {
        dueAmount: { principal: yuan(f?.outstandingPrincipal ?? 0), interest: yuan(f?.outstandingInterest ?? 0) },
      },
    });
  });

  r.getAuth('/api/v2/multiPayment/router/MYSELF/fundAccounts', (c) =>
    bare(
      c.state.bankAccounts
        .filter((a) => a.userId === c.userId)
        // the bank by code only: its name and quotas are the bank list's (getBankConstraints)
        .map(({ userId, account: a, defaultAccount, expressAccount }) => ({
          userId, defaultAccount, expressAccount, valid: true, deleted: false,
          account: { name: a.name, bank: a.bankCode, account: a.account, bankMobile: a.bankMobile },
        })),
    ),
  );

  r.getAuth('/api/v2/user/MYSELF/inviteCode', (c) => ok(findUser(c.state, c.userId)!.inviteCode));

  r.get('/api/v2/payment/router/getBankConstraints', (c) =>
    ok(c.state.banks.map((b) => ({ bankCode: b.bankCode, bankName: b.bankName, singleQuota: b.singleQuota, dailyQuota: b.dailyQuota, minQuota: 0 }))),
  );

};
