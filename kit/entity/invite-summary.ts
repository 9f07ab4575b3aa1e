// The referral summary (SPEC §7 User): the invite screen's head (modules/profile) and the
// account home's invited count (modules/account) read the one call.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';

// Bare {count, totalCoupons}: friends invited, and the NUMBER of red packets earned by it, not
// yuan (tbus mobile/source/components/router/dashboard/invite.tmpl.html:34,95-99;
// web/src/ccc/newAccount/partials/invite/wrap.html:42 "斩获红包{{totalCoupons}}个").
const summary = z.object({ count: z.number(), totalCoupons: z.optional(z.nullable(z.number())) });

export interface InviteSummary {
  count: number;
  /** red packets (个) earned by inviting; null when the backend did not say (shown as --) */
  coupons: number | null;
}

export const getInviteSummary = (): Promise<InviteSummary> =>
  get('/api/v2/reward/getReferUserCountAndReward/MYSELF', { schema: summary }).then((s) => ({
    count: s.count,
    coupons: s.totalCoupons ?? null,
  }));
