// The investor's coupons (SPEC §7 Coupons): the list by status and by type, the
// redemption of a cash coupon and the transfer to another mobile.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api/client';
import { paged, type Page } from '../../domain/paged';
import { statusesOf, TAB_KEYS } from './rules/coupon-words';

const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));
const time = z.optional(z.nullable(z.union([z.number(), z.string()])));

const couponSchema = z.pipe(
  z.object({
    id: z.string(),
    /** SPEC §3: default PLACED */
    status: str,
    disabled: z.optional(z.nullable(z.boolean())),
    timeExpire: time,
    timePlaced: time,
    /** ASSIGNED: the receiving mobile */
    assignedTo: str,
    couponPackage: z.object({
      type: z.string(),
      parValue: z.number(),
      minimumInvest: num,
      minimumDuration: num,
      maximumInvest: num,
      userEventType: str,
      description: str,
      displayName: str,
      /** where the by-type list carries the expiry (account/coupon.js:149-152, xyjr coupon.ctrl.coffee:24) */
      timeExpire: time,
    }),
  }),
  // byStatus gives the placement's expiry, the by-type list the package's: one field for the card
  z.transform((c) => ({ ...c, timeExpire: c.timeExpire ?? c.couponPackage.timeExpire })),
);
export type Coupon = z.infer<typeof couponSchema>;

export const COUPON_PAGE_SIZE = 10;
const BY_STATUS = '/api/v2/coupon/MYSELF/coupons/byStatus';

/**
 * The page under the envelope's data (coupon.ctrl.coffee:52-60). Several statuses travel as the
 * parameter repeated (newAccount/coupon.js:30), never comma-joined.
 */
export const getCoupons = (statuses: readonly string[], pageNo: number, pageSize = COUPON_PAGE_SIZE): Promise<Page<Coupon>> =>
  get(`${BY_STATUS}?${statuses.map((s) => `status=${encodeURIComponent(s)}`).join('&')}`, {
    schema: paged(couponSchema),
    query: { pageNo, pageSize },
  });

const BY_TYPE = '/api/v2/coupon/MYSELF/coupons';
/** The four types, in the order the type filter offers them (PC account/coupon.js tabs). */
export const COUPON_TYPES = ['CASH', 'INTEREST', 'PRINCIPAL', 'REBATE'] as const;

/**
 * One type's placements, every status, newest first: form { type, page, size }, the page under
 * the envelope's data (tbus server-api.coffee get_user_coupons_by_type, PC account/coupon.js:79-92;
 * xyjr fetch_user_coupons asked it per type with size 100). Pages from 1.
 */
export const getCouponsByType = (type: string, page: number, size = COUPON_PAGE_SIZE): Promise<Page<Coupon>> =>
  post(BY_TYPE, { schema: paged(couponSchema), body: { type, page, size } });

const TYPE_SIZE = 100;
const TYPE_PAGES = 10;

/**
 * A tab's coupons of one type. The by-type call has no status, so the type is read whole (as the
 * old H5 read it, 100 a page; an investor holds tens) and kept to the tab's statuses: one page.
 */
export async function getTypeTab(type: string, statuses: readonly string[]): Promise<Page<Coupon>> {
  const all: Coupon[] = [];
  for (let page = 1; page <= TYPE_PAGES; page++) {
    const { items, total } = await getCouponsByType(type, page, TYPE_SIZE);
    all.push(...items);
    if (items.length < TYPE_SIZE || all.length >= total) break;
  }
  const items = all.filter((c) => statuses.includes(c.status || 'PLACED'));
  return { items, total: items.length };
}

/**
 * Bare true when the par value reached the balance (coupon.ctrl.coffee:81-96 `data is true`);
 * anything else, false included, is no.
 */
export const redeemCoupon = (placementId: string, cap: { token: string; answer: string }) =>
  post('/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha', {
    schema: z.boolean(),
    query: { captcha_token: cap.token, captcha_answer: cap.answer },
    body: { placementId },
  }).then((r) => r === true);

// No source shows this call: the envelope's success is the proof, with data true, null or the
// placement. A bare answer, false included, is no yes.
const assignSchema = z.union([z.literal(true), z.null(), z.object({ id: z.optional(z.string()) })]);

export const assignCoupon = (placementId: string, mobile: string) =>
  post('/api/v2/coupon/assign', { schema: assignSchema, envelope: true, body: { placementId, mobile } });

const SCAN_SIZE = 50;
const SCAN_PAGES = 10;

/**
 * The placement `id` if it has one of `statuses` now, else null. There is no call for one
 * placement, so the list is read a page at a time (an investor holds tens, not thousands).
 */
export async function findCoupon(id: string, statuses: readonly string[]): Promise<Coupon | null> {
  for (let pageNo = 1; pageNo <= SCAN_PAGES; pageNo++) {
    const { items, total } = await getCoupons(statuses, pageNo, SCAN_SIZE);
    const hit = items.find((c) => c.id === id);
    if (hit) return hit;
    if (items.length < SCAN_SIZE || pageNo * SCAN_SIZE >= total) return null;
  }
  return null;
}

export interface CouponsData {
  tab: string;
  /** the type filter the screen opens on ('' for every type) */
  type: string;
  /** page 1 of the tab (and type) the screen opens on, started beside the page chunk */
  first: Promise<Page<Coupon>>;
}

/** `?type=` as the screen takes it: one of the four types, else '' (every type). */
export const typeOf = (v: string | null | undefined) => ((COUPON_TYPES as readonly string[]).includes(v ?? '') ? v! : '');

/** Page `page` of a tab, of one type or of all (by status, as before). */
export const tabPage = (tab: string, type: string, page: number): Promise<Page<Coupon>> =>
  type ? (page === 1 ? getTypeTab(type, statusesOf(tab)) : Promise.resolve({ items: [], total: 0 })) : getCoupons(statusesOf(tab), page);

export function loadCoupons(query: URLSearchParams): Promise<CouponsData> {
  const t = query.get('tab') ?? '';
  const tab = (TAB_KEYS as readonly string[]).includes(t) ? t : 'placed';
  const type = typeOf(query.get('type'));
  const first = tabPage(tab, type, 1);
  first.catch(() => {}); // the list shows its own error; no unhandled rejection meanwhile
  return Promise.resolve({ tab, type, first });
}

export interface AssignData {
  placementId: string;
  /** the coupon to transfer while it is still PLACED, null when it is not (any more) */
  coupon: Promise<Coupon | null>;
}

export function loadAssign(query: URLSearchParams): Promise<AssignData> {
  const placementId = query.get('placementId') ?? '';
  const coupon = placementId ? findCoupon(placementId, ['PLACED']) : Promise.resolve(null);
  coupon.catch(() => {});
  return Promise.resolve({ placementId, coupon });
}
