// The seller's claim-transfer calls (SPEC §7 "Loans, claims, investments"). SPEC writes the
// valuation path as `{hash}`; the backend family's H5 calls it
// /api/v2/creditassign/prepareAssign/step1 (and step2 for a price), in the standard envelope.
import * as z from 'zod/mini';
import { recordId } from '../../../domain/wire';
import { get, post } from '../../../runtime/api/client';
import { ApiError, isApiError } from '../../../runtime/api/api-error';
import { investPage, paged } from '../../../domain/paged';

export { getClaim, type Claim } from './claim-record';
import { getClaim } from './claim-record';

/** /dashboard/assignment/:id's loader: the seller's transfer, null when there is none. */
export const loadAssignment = (id: string) =>
  getClaim(id).then(
    (claim) => ({ claim }),
    (e: unknown) => {
      if (isApiError(e) && (e.status === 404 || e.code === 'NOT_FOUND')) return { claim: null };
      throw e;
    },
  );
export type AssignmentData = Awaited<ReturnType<typeof loadAssignment>>;

const CA = '/api/v2/creditassign';
const me = '/api/v2/user/MYSELF';
const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

const valuationSchema = z.object({ bidValuation: z.number(), maxTimeOut: num });
export type Valuation = z.infer<typeof valuationSchema>;

/** GET prepareAssign/step1 {investId}: the valuation (yuan) and the longest the transfer may stay open (hours). */
export const getValuation = (investId: string) => get(`${CA}/prepareAssign/step1`, { schema: valuationSchema, query: { investId } });

// Units as both front ends use them: the PC page computes the fee as price × creditAssignFee
// (fixed.js:347-351), the H5 shows it as "转让价格 * 0.1%" (assignment.tmpl.html:95-127); the
// rate goes on as createNew's creditDealRate, which the lists show ×100 as a percent (assign.js:136).
const quoteSchema = z.object({
  /** the price as a fraction of the valuation (0.9948 is 99.48%) */
  creditAssignRate: z.number(),
  /** the buyer's annual yield, a fraction like a claim's actualRate */
  assigneeYieldRate: z.number(),
  /** the fee RATE on the price (0.001 is 0.1%), not yuan */
  creditAssignFee: z.number(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** GET prepareAssign/step2 {investId, creditAssignAmount}: rate, buyer's yield and fee rate of a price (yuan text). */
export const getQuote = (investId: string, creditAssignAmount: string) =>
  get(`${CA}/prepareAssign/step2`, { schema: quoteSchema, query: { investId, creditAssignAmount } });

export interface NewTransfer {
  /** a fraction of the valuation, as step 2 gives it */
  creditDealRate: number;
  /** yuan text, two decimals */
  creditDealAmount: string;
  creditAssignTitle: string;
}

/**
 * POST createNew/MYSELF/{investId}. Only the envelope's success:true proves it; no source reads
 * `data` (assignment.ctrl.coffee:105-141, fixed.js:355-370), so none shows the new transfer's
 * id: the id is found in the seller's list afterwards (see the create screen).
 */
export const createTransfer = (investId: string, t: NewTransfer) =>
  post(`${CA}/createNew/MYSELF/${encodeURIComponent(investId)}`, { schema: z.unknown(), body: { ...t }, envelope: true }).then(() => undefined);

const mineSchema = z.object({
  id: recordId,
  title: z.string(),
  // SPEC §4: a user's own transfers default to OPEN when the backend leaves the status out
  status: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((s) => s || 'OPEN'),
  ),
  investId: str,
  creditAmount: num,
  creditDealAmount: z.number(),
  balance: z.number(),
  timeOpen: z.number(),
  timeOut: num,
});
export type MyTransfer = z.infer<typeof mineSchema>;

/** GET list/user/MYSELF {status (repeated), page from 1, pageSize}: bare { results, totalSize }. */
export const listMyTransfers = (statuses: readonly string[], page = 1, pageSize = 10) =>
  get(`${CA}/list/user/MYSELF?${statuses.map((s) => `status=${encodeURIComponent(s)}`).join('&')}`, {
    schema: paged(mineSchema),
    query: { page, pageSize },
  });

/**
 * Cancels an open transfer; resolves when the answer is a bare `true`, rejects otherwise.
 * SPEC names POST creditassign/user/{userId}/cancel/{id}; the family's front ends and its
 * auth layer use POST creditassign/cancel/{id} (account.js:238-248, oauth2 creditassign.js:13)
 * and read a bare true/false (assign.js:409-423). The SPEC path is asked first; a 404 (a
 * deployment without it: nothing was cancelled) asks the family's path once.
 */
export async function cancelTransfer(userId: string, id: string): Promise<true> {
  const at = (path: string) => post(path, { schema: z.boolean() });
  const ok = await at(`${CA}/user/${encodeURIComponent(userId)}/cancel/${encodeURIComponent(id)}`).catch((e: unknown) => {
    if (isApiError(e) && e.status === 404) return at(`${CA}/cancel/${encodeURIComponent(id)}`);
    throw e;
  });
  if (ok !== true) throw new ApiError(CANCEL_REFUSED, '该转让当前不能撤销', 400);
  return true;
}
export const CANCEL_REFUSED = 'CANCEL_REFUSED';

const investmentSchema = z.object({
  id: z.string(),
  loanId: str,
  loanTitle: str,
  status: z.string(),
  amount: z.number(),
  rate: num,
  paymentType: str,
  creditAssignId: str,
});
export type Investment = z.infer<typeof investmentSchema>;

/**
 * Statuses an investment can be in when someone opens its transfer page: repaying, or already
 * transferred (OPEN on sale; ASSIGNED sold out, the family's status once no principal is left).
 */
const ASSIGNABLE = ['SETTLED', 'OVERDUE', 'BREACH', 'OPEN', 'FINISHED', 'ASSIGNED'];
const PAGE = 50;

/**
 * The investment, read from the investor's own list (the only investment call that needs no
 * loan id); a large portfolio takes more than one page. null when it is not the investor's.
 */
export async function findInvestment(id: string): Promise<Investment | null> {
  const q = ASSIGNABLE.map((s) => `status=${s}`).join('&');
  for (let p = 1; ; p++) {
    const { items, total } = await get(`${me}/invest/list/${p}/${PAGE}?${q}`, { schema: investPage(investmentSchema) });
    const hit = items.find((i) => i.id === id);
    if (hit) return hit;
    if (!items.length || p * PAGE >= total) return null;
  }
}

/** The open transfer of an investment: from its row, else from the seller's list. */
export async function openTransferOf(inv: Pick<Investment, 'id' | 'creditAssignId'>): Promise<string | null> {
  if (inv.creditAssignId) return inv.creditAssignId;
  const { items } = await listMyTransfers(['OPEN'], 1, 100);
  return items.find((t) => t.investId === inv.id)?.id ?? null;
}

export interface TransferData {
  investment: Investment | null;
  /** the valuation, or why there is none (the family refuses step 1 for what cannot be transferred) */
  valuation: { ok: true; value: Valuation } | { ok: false; code: string; message: string };
}

/** The create screen's first data: the investment and its valuation, together. */
export function loadTransfer(investId: string): Promise<TransferData> {
  const valuation = getValuation(investId).then(
    (value) => ({ ok: true as const, value }),
    (e: unknown) => {
      // a refusal is an answer the screen explains; a failure is the route's error with 重试
      if (isApiError(e) && e.status >= 400 && e.status < 500 && e.code !== 'ACCESS_DENIED') return { ok: false as const, code: e.code, message: e.message };
      throw e;
    },
  );
  return Promise.all([findInvestment(investId), valuation]).then(([investment, v]) => ({ investment, valuation: v }));
}
