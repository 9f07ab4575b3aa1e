// The invite screen's two calls (SPEC §7 User): the referral summary and the invitee list,
// read in the backend family's shapes (tests/fixtures/backend) and normalised here. The
// summary is also the account home's invited count: one function for both, in the runtime
// (kit/entity/invite-summary.ts).
import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { maskMobile, maskName } from '../../../domain/format/mask';
import { paged, type Page } from '../../../domain/paged';
import { getInviteSummary, type InviteSummary } from '../../../kit/entity/invite-summary';

const str = z.optional(z.nullable(z.string()));

// Each invitee is nested under `user`, name and mobile unmasked: both front ends mask them
// themselves (tbus web/src/ccc/newAccount/js/main/invite.js:96-117; mobile invite.tmpl.html:59-71).
const item = z.object({
  user: z.object({
    id: z.union([z.string(), z.number()]),
    name: str,
    loginName: str,
    mobile: str,
    registerDate: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  }),
});

/** An invitee as the screen shows them: masked here, so the full figures go no further. */
export interface Friend {
  id: string;
  /** '李*'; '' when the friend has not verified their name */
  name: string;
  /** '139****6789' */
  mobile: string;
  registerDate: number | string | null;
}

export const INVITE_PAGE_SIZE = 10;

const friendsSchema = paged(item);

export const getInvitees = (pageNo: number): Promise<Page<Friend>> =>
  get('/api/v2/user/MYSELF/invite', { schema: friendsSchema, query: { pageNo, pageSize: INVITE_PAGE_SIZE } }).then((p) => ({
    total: p.total,
    items: p.items.map(({ user: u }) => ({
      id: String(u.id),
      name: maskName(u.name),
      mobile: maskMobile(u.mobile),
      registerDate: u.registerDate ?? null,
    })),
  }));

export interface InviteData {
  summary: InviteSummary;
  /** the first page of friends, started with the summary (the list's chunk arrives later) */
  firstPage: Promise<Page<Friend>>;
}

/** The route's data: the summary, and page 1 of the list already on its way. */
export function loadInvite(): Promise<InviteData> {
  const firstPage = getInvitees(1);
  firstPage.catch(() => {}); // the list shows its own error; no unhandled rejection meanwhile
  return getInviteSummary().then((summary) => ({ summary, firstPage }));
}
