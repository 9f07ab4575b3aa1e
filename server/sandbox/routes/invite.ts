// The invite screen: how many friends the investor brought and the red packets it earned, and
// who, in the backend family's shapes (tests/fixtures/backend).
import { bare, ok, page } from '../reply';
import { REGISTRATION_GIFTS } from '../seed/coupons';
import { findUser } from '../state';
import type { Register } from './register';

// Packages an invitee gets for registering with a code: theirs, not the inviter's reward.
const inviteeGifts = new Set(
  Object.values(REGISTRATION_GIFTS.byInviteCode)
    .flat()
    .map((p) => p.id),
);

export const registerInvite: Register = (r) => {
  // Bare {count, totalCoupons}: totalCoupons is the NUMBER of red packets earned by inviting
  // (tbus mobile/source/components/router/dashboard/invite.tmpl.html:95-99), not yuan.
  r.getAuth('/api/v2/reward/getReferUserCountAndReward/MYSELF', (c) => {
    const me = c.userId!;
    const count = c.state.users.filter((u) => u.referrerId === me).length;
    const totalCoupons = c.state.coupons.filter(
      (p) => p.userId === me && p.couponPackage.userEventType === 'REFERRAL' && !inviteeGifts.has(p.couponPackage.id),
    ).length;
    return bare({ count, totalCoupons });
  });

  // Envelope {data: {results, totalSize}}, each invitee under `user`, name and mobile in full:
  // the front ends mask them (tbus web/src/ccc/newAccount/js/main/invite.js:96-117).
  r.getAuth('/api/v2/user/MYSELF/invite', (c) => {
    const me = findUser(c.state, c.userId)!;
    const pageNo = Math.max(1, Number(c.query.get('pageNo')) || 1);
    const size = Math.min(50, Math.max(1, Number(c.query.get('pageSize')) || 10));
    const friends = c.state.users
      .filter((u) => u.referrerId === me.id)
      .sort((a, b) => b.registerDate - a.registerDate)
      .map((u) => ({
        user: { id: u.id, name: u.name || null, loginName: u.loginName, mobile: u.mobile, registerDate: u.registerDate },
      }));
    return ok(page(friends, pageNo, size));
  });
};
