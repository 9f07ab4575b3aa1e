// The member area's calls (SPEC §7 "Coupons, points, privileges"; the level from userinfo or /membership):
// one function per endpoint with the schema of what it answers, and the routes' loaders.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api/client';
import { paged, type Page } from '../../domain/paged';

const num = z.number();
const str = z.optional(z.nullable(z.string()));
const optNum = z.optional(z.nullable(z.number()));

// ------------------------------------------------------------------ level and points

import { getMembership, type Membership } from '../../kit/entity/membership';
import type { InterestRiseRule } from '../../domain/rules/interest-rise';
export { getMemberLevel, getMembership, fromLevel, type Membership } from '../../kit/entity/membership';

// some answers carry the balance as { points }, some as the bare number
const pointsSchema = z.union([z.object({ points: num }), num]);
export const getPoints = () => get('/api/v2/point/user/MYSELF', { schema: pointsSchema }).then((p) => (typeof p === 'number' ? p : p.points));

const recordSchema = z.object({
  id: z.union([z.string(), num]),
  type: str,
  points: num,
  description: str,
  time: z.union([num, z.string()]),
  clientOrderId: str,
});
export type PointRecord = z.infer<typeof recordSchema>;
export const RECORD_PAGE_SIZE = 10;
const recordsSchema = paged(recordSchema);
export const getPointRecords = (page: number, pageSize = RECORD_PAGE_SIZE): Promise<Page<PointRecord>> =>
  get('/api/v2/point/record/user/MYSELF/list', { schema: recordsSchema, query: { page, pageSize } });

// ------------------------------------------------------------------ privileges

const privilegeSchema = z.object({
  type: z.string(),
  valid: z.boolean(),
  total: optNum,
  used: optNum,
  description: str,
  /** the level it unlocks at (the sandbox says; older answers may not) */
  minLevel: str,
});
export type Privilege = z.infer<typeof privilegeSchema>;
export const getPrivileges = () => get('/api/v2/privilege/user/MYSELF', { schema: z.array(privilegeSchema) });

const ruleBase = z.object({ level: z.string(), name: str, description: str });
const withdrawRules = z.array(z.extend(ruleBase, { times: num }));
const interestRules = z.array(z.extend(ruleBase, { rate: num }));
const birthdayRules = z.array(z.extend(ruleBase, { couponAmount: num, pointsMultiple: optNum }));
export type WithdrawRule = z.infer<typeof withdrawRules>[number];
export type InterestRule = z.infer<typeof interestRules>[number];
export type BirthdayRule = z.infer<typeof birthdayRules>[number];
export const getWithdrawRules = () => get('/api/v2/privilege/withdrawRules', { schema: withdrawRules });
export const getInterestRiseRules = () => get('/api/v2/privilege/interestRiseRules', { schema: interestRules });
export const getBirthdayRules = () => get('/api/v2/privilege/birthdayRules', { schema: birthdayRules });

// ------------------------------------------------------------------ gifts

const giftSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: num,
  available: num,
  type: str,
  imageUrl: str,
  description: str,
});
export type Gift = z.infer<typeof giftSchema>;
const giftsSchema = z.pipe(
  z.union([z.array(giftSchema), z.object({ results: z.array(giftSchema) })]),
  z.transform((g) => (Array.isArray(g) ? g : g.results)),
);
export const getGifts = () => get('/api/v2/redeemgift/user/MYSELF', { schema: giftsSchema });

// success is only what proves it: the points the redemption cost
const redeemSchema = z.object({ points: num, balance: optNum, type: str, name: str, placementId: str, recordId: str });
export type RedeemResult = z.infer<typeof redeemSchema>;
export const redeemGift = (body: { userId: string; giftId: string; clientOrderId: string }) =>
  post('/api/v2/redeemgift/redeem', { schema: redeemSchema, envelope: true, body });

// ------------------------------------------------------------------ special interest

const interestDataSchema = z.object({
  minAmount: num,
  stepAmount: num,
  minParValue: num,
  maxParValue: num,
  stepParValue: num,
  kValue: num,
  duration: z.union([z.string(), z.array(num)]),
});
/** the offer, with its days as the comma list the backend sends */
export type InterestData = InterestRiseRule;
export const getInterestRiseData = (): Promise<InterestData> =>
  get('/api/v2/redeemgift/user/MYSELF/redeem/interestRise/data', { schema: interestDataSchema }).then((d) => ({
    ...d,
    duration: Array.isArray(d.duration) ? d.duration.join(',') : d.duration,
  }));

const exchangeSchema = z.object({ points: num, balance: optNum, placementId: str });
export type ExchangeResult = z.infer<typeof exchangeSchema>;
export interface ExchangePayload {
  userId: string;
  /** hundredths of a percent */
  parValue: number;
  /** days */
  duration: number;
  /** yuan, as text (exact) */
  investAmount: string;
  clientOrderId: string;
}
export const exchangeInterestRise = (body: ExchangePayload) =>
  post('/api/v2/redeemgift/user/MYSELF/redeem/interestRise', { schema: exchangeSchema, envelope: true, body: { ...body } });

// ------------------------------------------------------------------ loaders

/** A figure the screen can do without: null when its call failed (shown as --, never 0). */
const soft = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

export interface CenterData {
  membership: Membership;
  points: number | null;
  privileges: Privilege[] | null;
}
export const loadCenter = (): Promise<CenterData> =>
  Promise.all([getMembership(), soft(getPoints()), soft(getPrivileges())]).then(([membership, points, privileges]) => ({ membership, points, privileges }));

export interface PrivilegeData<R> {
  membership: Membership;
  /** the investor's own privilege of the page's type; null when unknown */
  privilege: Privilege | null;
  privilegesFailed: boolean;
  rules: R[];
}
function loadPrivilege<R>(type: string, rules: () => Promise<R[]>): Promise<PrivilegeData<R>> {
  return Promise.all([getMembership(), soft(getPrivileges()), rules()]).then(([membership, list, r]) => ({
    membership,
    privilege: list?.find((p) => p.type === type) ?? null,
    privilegesFailed: list === null,
    rules: r,
  }));
}
export const loadWithdrawal = () => loadPrivilege('WITHDRAW', getWithdrawRules);
export const loadBirthday = () => loadPrivilege('BIRTHDAY', getBirthdayRules);
export const loadIncrease = () => loadPrivilege('INTEREST_RISE', getInterestRiseRules);

export interface SpecialData {
  config: InterestData;
  points: number | null;
}
export const loadSpecial = (): Promise<SpecialData> => Promise.all([getInterestRiseData(), soft(getPoints())]).then(([config, points]) => ({ config, points }));

export interface GiftData {
  gifts: Gift[];
  points: number | null;
}
export const loadGifts = (): Promise<GiftData> => Promise.all([getGifts(), soft(getPoints())]).then(([gifts, points]) => ({ gifts, points }));

export interface ResultData {
  points: number | null;
  /** the record of what was just exchanged (`rid`), when it is among the newest */
  last: PointRecord | null;
}
export const loadResult = (recordId: string | null): Promise<ResultData> =>
  Promise.all([soft(getPoints()), recordId ? soft(getPointRecords(1)) : null]).then(([points, page]) => ({
    points,
    last: page?.items.find((r) => String(r.id) === recordId && r.points < 0) ?? null,
  }));

export interface RecordsData {
  points: number | null;
  /** page 1 of the records: the list goes on from page 2 */
  first: Page<PointRecord>;
}

/** The points figure may fail alone (shown as --); the records' first page fails the screen (重试). */
export const loadRecords = (): Promise<RecordsData> => Promise.all([soft(getPoints()), getPointRecords(1)]).then(([points, first]) => ({ points, first }));
