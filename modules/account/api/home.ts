// The account home's calls (SPEC §7 User, Coupons): the asset statistic, the last investment,
// the coupon count, membership and survey (userinfo), the invited count. The settings screen's
// own calls are in api/settings.ts, the calendar's in api/calendar.ts, off this screen's path.
import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { settle, type Settled } from '../../../runtime/api/settled-text';
import { getMemberLevel, type Membership } from '../../../kit/entity/membership';
import { getInviteSummary } from '../../../kit/entity/invite-summary';
import { countUsable } from '../../../domain/rules/coupon';

const num = z.optional(z.nullable(z.number()));
const time = z.optional(z.nullable(z.union([z.number(), z.string()])));

// ---------------------------------------------------------------- dashboard figures

// The five addends of the total are required: a total with a part missing would be a lie.
export const statisticSchema = z.object({
  balance: z.number(),
  frozenAmount: z.number(),
  uncollectedIncome: z.number(),
  principal: z.number(),
  offlineDataInvestAmount: z.number(),
  investInterestAmount: num,
  holdingAssetsAmount: num,
});
export type Statistic = z.infer<typeof statisticSchema>;

// 昨日收益 (the family's field, on statistics/invest too) and 持有收益: beside the addends, -- when absent
const answerSchema = z.extend(statisticSchema, { yesterdayIncome: num, holdingIncome: num });
export type StatisticAnswer = z.infer<typeof answerSchema>;

export const getStatistic = () => get('/api/v2/statistic/user/MYSELF', { schema: answerSchema });

export const lastInvestSchema = z.nullable(z.object({ date: time, totalAmount: num }));
export interface LastInvest {
  date: number | string;
  /** yuan */
  totalAmount: number;
}

/** null: never invested (the backend sends no record, or one without a date). */
export const getLastInvest = (): Promise<LastInvest | null> =>
  get('/api/v2/2.10/user/MYSELF/invest/lastInvest', { schema: lastInvestSchema }).then((l) =>
    l?.date != null && l.date !== '' ? { date: l.date, totalAmount: l.totalAmount ?? 0 } : null,
  );

// The PLACED list, read for what the count needs: status, disabled and expiry of each
// placement ({ results, totalSize } under data, or bare).
const couponState = z.object({ status: z.optional(z.nullable(z.string())), disabled: z.optional(z.nullable(z.boolean())), timeExpire: time });
const paged = z.object({ results: z.array(couponState), totalSize: z.number() });
const placedPage = z.pipe(
  z.union([z.object({ data: paged }), paged]),
  z.transform((p) => ('data' in p ? p.data : p)),
);
const PLACED_SIZE = 100;
const PLACED_PAGES = 10;

/**
 * Coupons ready to use, by the one rule the coupon list greys cards by: the PLACED total alone
 * (the old H5's count) would count a disabled one and one past its date that still says PLACED.
 * An investor holds tens, so one page is the usual read.
 */
export async function getCouponCount(now = Date.now()): Promise<number> {
  let n = 0;
  for (let pageNo = 1, seen = 0; pageNo <= PLACED_PAGES; pageNo++) {
    const p = await get('/api/v2/coupon/MYSELF/coupons/byStatus', { schema: placedPage, query: { status: 'PLACED', pageNo, pageSize: PLACED_SIZE } });
    n += countUsable(p.results, now);
    seen += p.results.length;
    if (p.results.length < PLACED_SIZE || seen >= p.totalSize) break;
  }
  return n;
}

// userinfo has one schema, in the runtime: the settings screen reads its survey and flag
export { getUserInfo, type UserInfo as HomeUserInfo } from '../../../kit/entity/user-info';

// The invited count is the referral summary's `count`: one schema for the call, in the runtime.
export const getInvitedCount = () => getInviteSummary().then((s) => s.count);

export interface HomeData {
  /** settled before the screen shows: the headline figures arrive with it */
  stats: Settled<StatisticAnswer>;
  last: Promise<LastInvest | null>;
  coupons: Promise<number>;
  level: Promise<Membership>;
  invited: Promise<number>;
}

/** Every side call gets its own catch: each shows its own error, none is unhandled meanwhile. */
const started = <T>(p: Promise<T>) => {
  p.catch(() => {});
  return p;
};

/** The route's data: all five calls start together; the statistic is waited for, the rest are not. */
export function loadHome(): Promise<HomeData> {
  const rest = { last: started(getLastInvest()), coupons: started(getCouponCount()), level: started(getMemberLevel()), invited: started(getInvitedCount()) };
  return settle(getStatistic()).then((stats) => ({ stats, ...rest }));
}
