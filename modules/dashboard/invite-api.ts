// The invite screen's two calls (SPEC §7 User): the referral summary and the invitee list.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { paged } from '../../runtime/domain/paged';

const num = z.optional(z.nullable(z.number()));

// Field names differ across backend versions (count / referUserCount…): accept both.
const summary = z.object({
  referUserCount: num,
  count: num,
  referReward: num,
  reward: num,
  totalReward: num,
});

export interface InviteSummary {
  count: number;
  /** yuan */
  reward: number;
}

export const getInviteSummary = (): Promise<InviteSummary> =>
  get('/api/v2/reward/getReferUserCountAndReward/MYSELF', { schema: summary }).then((s) => ({
    count: s.referUserCount ?? s.count ?? 0,
    reward: s.referReward ?? s.totalReward ?? s.reward ?? 0,
  }));

const friend = z.object({
  userId: z.optional(z.string()),
  mobile: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  registerDate: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  invested: z.optional(z.nullable(z.boolean())),
});

export type Friend = z.infer<typeof friend>;

export const INVITE_PAGE_SIZE = 10;

export const getInvitees = (pageNo: number) =>
  get('/api/v2/user/MYSELF/invite', { schema: paged(friend), query: { pageNo, pageSize: INVITE_PAGE_SIZE } });

export interface InviteData {
  summary: InviteSummary;
  /** the first page of friends, started with the summary (the list's chunk arrives later) */
  firstPage: Promise<{ items: Friend[]; total: number }>;
}

/** The route's data: the summary, and page 1 of the list already on its way. */
export function loadInvite(): Promise<InviteData> {
  const firstPage = getInvitees(1);
  firstPage.catch(() => {}); // the list shows its own error; no unhandled rejection meanwhile
  return getInviteSummary().then((summary) => ({ summary, firstPage }));
}
