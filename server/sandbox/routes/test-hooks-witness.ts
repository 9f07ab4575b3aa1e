import { createHash } from 'node:crypto';
import { bare, fail } from '../reply';
import { findByMobile } from '../state';
import { fundView } from './user';
import type { Register } from './register';

const fingerprint = (secret: string | null) => (secret === null ? null : createHash('sha256').update(secret).digest('hex').slice(0, 12));

/**
 * Sandbox-only: everything a value move can change for one user, whole, so a fault journey
 * counts what a move did (once, twice, not at all) from the server's side, whatever the screen
 * said. The payment password is shown only as a fingerprint: a journey sees that it changed.
 */
export const registerWitnessHook: Register = (r) => {
  r.get('/__sandbox/witness', (c) => {
    // by mobile, or by id: a move may change the mobile itself
    const id = c.query.get('userId');
    const u = id ? c.state.users.find((x) => x.id === id) : findByMobile(c.state, c.query.get('mobile') ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    const s = c.state;
    return bare({
      userId: u.id,
      mobile: u.mobile,
      fund: fundView(s, u.id),
      records: s.fundRecords.filter((f) => f.userId === u.id),
      investments: s.investments.filter((i) => i.userId === u.id).map(({ repayments: _r, ...i }) => i),
      transfers: s.creditAssigns
        .filter((a) => a.userId === u.id)
        .map((a) => ({ id: a.id, investId: a.investId, status: a.status, creditAmount: a.creditAmount })),
      coupons: s.coupons
        .filter((p) => p.userId === u.id || p.assignedTo === u.id)
        .map(({ couponPackage, ...p }) => ({ ...p, name: couponPackage.displayName, type: couponPackage.type, parValue: couponPackage.parValue })),
      cards: s.bankAccounts.filter((b) => b.userId === u.id).map((b) => ({ account: b.account.account, defaultAccount: b.defaultAccount })),
      paymentPassword: fingerprint(u.paymentPassword),
      points: u.points,
      pointRecords: s.pointRecords.filter((p) => p.userId === u.id),
      lotteryWins: s.lottery.wins.filter((w) => w.userId === u.id),
      privileges: s.userPrivileges[u.id] ?? [],
    });
  });
};
