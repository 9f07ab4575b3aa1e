/**
 * The investor's own coupons (SPEC §7 Coupons): the list by status and by type, redemption of a
 * cash coupon into the balance (behind the graphic captcha), and the transfer to another
 * user's mobile (SPEC §5/§6: real-name verified investors only).
 *
 * Expired placements keep status PLACED (the sandbox runs no expiry batch): the PLACED list still
 * holds them and the screen greys them by timeExpire; the EXPIRED query the backend's screens
 * make (coupon.ctrl.coffee:15-22, newAccount/coupon.js:34-37) lists them as EXPIRED. The
 * placement id is the idempotency key of both moves: a placement leaves PLACED once, so a
 * repeated redeem or transfer is refused and nothing moves twice.
 */
import type { CouponPackage, CouponPlacement, CouponStatus, CouponType } from '../model';
import { bare, fail, ok, page } from '../reply';
import { findByMobile, findUser, newId, type SandboxState } from '../state';
import { checkCaptcha, isMobile } from './auth-codes';
import type { Register } from './register';
import { fundOf, ledger, type C } from './payment-kit';
import { toFen } from '../../../domain/format/money';
import { unusable } from '../../../domain/rules/coupon';

export const COUPON_STATUSES: CouponStatus[] = ['PLACED', 'REDEEMED', 'USED', 'ASSIGNED'];
/** Statuses a query may name (newAccount/coupon.js:84-91); the sandbox holds none INITIATED or CANCELLED. */
const QUERY_STATUSES: string[] = [...COUPON_STATUSES, 'EXPIRED', 'INITIATED', 'CANCELLED'];
const COUPON_TYPES: CouponType[] = ['CASH', 'INTEREST', 'PRINCIPAL', 'REBATE'];
/** SPEC §9: transfer needs real-name verification. */
export const VERIFIED_STATUS = 42;
const DAY = 86_400_000;

/**
 * What the backend shows of a placement, not whose it is. The package carries the expiry too
 * (account/coupon.js:149-152 reads couponPackage.timeExpire); what the sandbox does not keep
 * (redemption time, issue size and dates) is null.
 */
export const placementView = ({ userId: _u, ...p }: CouponPlacement) => ({
  ...p,
  timeRedeemed: null,
  couponPackage: { ...p.couponPackage, timeExpire: p.timeExpire, totalAmount: null, timeIssued: null, timeStart: null },
});

const newestFirst = (a: CouponPlacement, b: CouponPlacement) => b.timePlaced - a.timePlaced || (a.id < b.id ? -1 : 1);

/** `status=A&status=B` as the backend's screens send it (or `status=A,B`); empty means every status. */
export function statusesOf(values: string[]): string[] | null {
  const all = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
  if (all.some((v) => !QUERY_STATUSES.includes(v))) return null;
  return all.length ? all : COUPON_STATUSES;
}

/** A PLACED placement past its date answers an EXPIRED query, as EXPIRED. */
function byStatuses(list: CouponPlacement[], statuses: string[], now: number) {
  return list.flatMap((p) => {
    if (statuses.includes(p.status)) return [placementView(p)];
    const expired = p.status === 'PLACED' && p.timeExpire <= now && statuses.includes('EXPIRED');
    return expired ? [{ ...placementView(p), status: 'EXPIRED' }] : [];
  });
}

const int = (v: string | null | undefined, dflt: number, max: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : dflt;
};

const mine = (s: SandboxState, userId: string) => s.coupons.filter((p) => p.userId === userId).sort(newestFirst);

/** Why a placement cannot leave PLACED now (the runtime's one rule of usable), or null when it can. */
function notMovable(p: CouponPlacement, now: number): string | null {
  if (p.status === 'REDEEMED') return 'COUPON_REDEEMED';
  const why = unusable(p, now);
  return why === 'STATUS' ? 'COUPON_UNAVAILABLE' : why && `COUPON_${why}`;
}

const own = (c: C, id: string | undefined) => c.state.coupons.find((p) => p.id === id && p.userId === c.userId);

export const registerCouponsMine: Register = (r, o) => {
  registerMyCouponLists(r, o);
  registerCouponMoves(r, o);
  if (o.testHooks) registerCouponTestHook(r, o);
};

/** The investor's coupons, by status and by type. */
const registerMyCouponLists: Register = (r) => {
  // the page { results, totalSize } under the envelope's data (coupon.ctrl.coffee:52-60), newest first; pageNo from 1
  r.getAuth('/api/v2/coupon/MYSELF/coupons/byStatus', (c) => {
    const statuses = statusesOf(c.query.getAll('status'));
    if (!statuses) return fail('INVALID_PARAMS');
    const list = byStatuses(mine(c.state, c.userId!), statuses, c.now());
    return ok(page(list, int(c.query.get('pageNo'), 1, 10_000), int(c.query.get('pageSize'), 10, 100)));
  });

  // form { type, page, size }: one type (empty or ALL: every type), any status, in the envelope
  r.postAuth('/api/v2/coupon/MYSELF/coupons', (c) => {
    const type = (c.form.type ?? '').toUpperCase();
    if (type && type !== 'ALL' && !COUPON_TYPES.includes(type as CouponType)) return fail('INVALID_PARAMS');
    const list = mine(c.state, c.userId!).filter((p) => !type || type === 'ALL' || p.couponPackage.type === type);
    return ok(page(list.map(placementView), int(c.form.page, 1, 10_000), int(c.form.size, 10, 100)));
  });
};

/** A placement leaving PLACED: redeemed into the balance, or transferred to another user. */
const registerCouponMoves: Register = (r) => {
  // body placementId; query captcha_token, captcha_answer; bare true like the real backend
  const redeemable = (k: CouponPackage) => k.type === 'CASH' && !k.minimumInvest && !k.minimumDuration;
  r.postAuth('/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha', (c) => {
    const check = checkCaptcha(c, c.query.get('captcha_token'), c.query.get('captcha_answer'));
    if (check === 'missing') return fail('IMG_CAPTCHA_REQUIRED', 403);
    if (check === 'null') return fail('IMG_CAPTCHA_NULL', 403);
    if (check === 'wrong') return fail('INVALID_CAPTCHA', 403);
    const p = own(c, c.form.placementId);
    if (!p) return fail('COUPON_NOT_FOUND', 404);
    const refused = notMovable(p, c.now());
    if (refused) return fail(refused, 409);
    // only an unconditional cash coupon is cash: one with an investment condition (888,800 yuan
    // for the 8,888 registration coupon) is used when investing, never turned into balance
    if (!redeemable(p.couponPackage)) return fail('COUPON_NOT_REDEEMABLE');
    const fen = toFen(p.couponPackage.parValue);
    p.status = 'REDEEMED';
    fundOf(c.state, c.userId!).availableAmount += fen;
    ledger(c, c.userId!, 'COUPON_CASH', fen, 'IN', `${p.couponPackage.displayName}兑换`);
    return bare(true);
  });

  // form { placementId, mobile }: the placement becomes ASSIGNED; the receiver gets a new PLACED one
  r.postAuth('/api/v2/coupon/assign', (c) => {
    const u = findUser(c.state, c.userId)!;
    if (u.accountStatus < VERIFIED_STATUS) return fail('COUPON_ASSIGN_UNVERIFIED', 403);
    const mobile = (c.form.mobile ?? '').trim();
    if (!isMobile(mobile)) return fail('INVALID_MOBILE');
    const p = own(c, c.form.placementId);
    if (!p) return fail('COUPON_NOT_FOUND', 404);
    const refused = notMovable(p, c.now());
    if (refused) return fail(refused, 409);
    const to = findByMobile(c.state, mobile);
    if (!to) return fail('MOBILE_NOT_EXISTS');
    if (to.id === u.id) return fail('COUPON_ASSIGN_SELF');
    p.status = 'ASSIGNED';
    p.assignedTo = mobile;
    c.state.coupons.push({
      id: newId(c.state, 'cp'),
      userId: to.id,
      timePlaced: c.now(),
      timeExpire: p.timeExpire,
      status: 'PLACED',
      disabled: false,
      couponPackage: structuredClone(p.couponPackage),
    });
    return ok(true);
  });
};

/** Test hook: a coupon of the test's own. */
const registerCouponTestHook: Register = (r) => {
  // JSON { mobile, type?, parValue?, minimumInvest?, expiresInDays?, disabled?, name? }: a PLACED
  // coupon of the test's own, so journeys need not spend the seeded ones others rely on.
  r.post('/__sandbox/coupon', (c) => {
    const j = (c.json ?? {}) as Partial<{
      mobile: string;
      type: CouponType;
      parValue: number;
      minimumInvest: number;
      expiresInDays: number;
      disabled: boolean;
      name: string;
    }>;
    const u = findByMobile(c.state, j.mobile ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    const type = j.type ?? 'CASH';
    if (!COUPON_TYPES.includes(type)) return fail('INVALID_PARAMS');
    const parValue = j.parValue ?? 10;
    const id = newId(c.state, 'cp');
    const pkg: CouponPackage = {
      id: `pkg-${id}`,
      type,
      parValue,
      minimumInvest: j.minimumInvest ?? 0,
      maximumInvest: 0,
      minimumDuration: 0,
      userEventType: 'ACTIVITY',
      displayName: j.name ?? '测试红包',
      description: '测试专用',
    };
    const placement: CouponPlacement = {
      id,
      userId: u.id,
      timePlaced: c.now(),
      timeExpire: c.now() + (j.expiresInDays ?? 30) * DAY,
      status: 'PLACED',
      disabled: j.disabled ?? false,
      couponPackage: pkg,
    };
    c.state.coupons.push(placement);
    return bare(placementView(placement));
  });
};
