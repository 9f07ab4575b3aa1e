// Money: payment password, recharge, POS, withdraw, fund records. POSTs are never retried
// (runtime/api/client), so a payment that failed on the wire is never sent twice.
import * as z from 'zod/mini';
import { recordId } from '../../../domain/wire';
import { get, post } from '../../../runtime/api';
import { ApiError, SCHEMA } from '../../../runtime/api/api-error';
import { loadFund } from '../../../kit/money/buyer';
import { channelOpen } from '../../../kit/entity/pay-channel';
import { paged } from '../../../domain/paged';
import { done } from '../rules/done';

const me = '/api/v2/user/MYSELF';

export const setPaymentPassword = (password: string) => post(`${me}/setPaymentPassword`, { schema: done, envelope: true, body: { password } });
export const updatePaymentPassword = (oldPassword: string, newPassword: string) =>
  post(`${me}/updatePaymentPassword`, { schema: done, envelope: true, body: { oldPassword, newPassword } });

/**
 * The sources disagree: a bare boolean (xyjr server-api.coffee:480-487) or the envelope (tbus
 * payment-pool-password.ctrl.coffee:56-79). The body is read as sent, so only a bare `true` or
 * `success: true` is a yes; bare `false` (or data false) is a refused code. A bare `null`,
 * which the unwrapped value could not tell from the envelope's data null, is no answer.
 */
const resetAnswer = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    let b: unknown;
    try {
      b = JSON.parse(text);
    } catch {
      b = undefined;
    }
    if (typeof b === 'boolean') return b;
    if (typeof b === 'object' && b !== null && (b as { success?: unknown }).success === true) return (b as { data?: unknown }).data !== false;
    ctx.issues.push({ code: 'custom', message: 'neither a bare boolean nor the success envelope', input: text });
    return z.NEVER;
  }),
);
/** true only when the server says so (see resetAnswer). */
export const resetPaymentPassword = (password: string, smsCaptcha: string) =>
  post(`${me}/resetPaymentPassword`, { schema: resetAnswer, text: true, body: { password, smsCaptcha } });
/** The reset code's smsType as tbus sends it (payment-pool-password.ctrl.coffee:109-116), not SPEC's RESET_PAYMENT_PASSWORD. */
export const RESET_SMS_TYPE = 'CREDITMARKET_RESET_PAYMENTPASSWORD';
export { sendMySms } from '../../../kit/entity/sms';

/** The screen's balance, fresh, and whether the payment channel is open (a default card). */
export const loadMoney = () => Promise.all([channelOpen(), loadFund()]).then(([open, fund]) => ({ open, fund }));
export type MoneyData = Awaited<ReturnType<typeof loadMoney>>;

export interface ChargePayload {
  userId: string;
  clientIp: string;
  txn_amt: string;
  paymentPasswd: string;
  accountNumber: string;
  /** the attempt's key (runtime/money): a repeated one is refused as DUPLICATE_ORDER */
  clientOrderId: string;
}
export type ChargeResult = 'DONE' | 'PROCESSING';
const chargeWord = z.enum(['SUCCESSFUL', 'SUCCEED', 'PROCESSING']);
// The proof is the envelope's success (payment-pool-recharge.ctrl.coffee:77-93, newAccount/
// recharge.js:423-447 never read data). Data may still say the bank confirms later: the word
// PROCESSING, alone or as a status. Another word (FAILED) is no proof: the outcome is asked for.
const chargeAnswer = z.pipe(
  z.union([z.null(), z.literal(true), chargeWord, z.object({ status: z.optional(z.nullable(chargeWord)) })]),
  z.transform((d): ChargeResult => (d === 'PROCESSING' || (typeof d === 'object' && d?.status === 'PROCESSING') ? 'PROCESSING' : 'DONE')),
);
/** 'PROCESSING' when the bank confirms later (SPEC §8). */
export const charge = (p: ChargePayload) => post('/api/v2/multiPayment/router/charge', { schema: chargeAnswer, envelope: true, body: { ...p } });

/** The envelope with the order id as data (payment-pool-recharge.ctrl.coffee:61-75 `order_id = data`). */
// An empty order id proves nothing. Checked here, not with a zod check: zod's check machinery
// would otherwise ride in the runtime's chunk for every screen.
// `clientOrderId`: the attempt's key; the sandbox (and a backend that honours it) refuses a
// repeat with DUPLICATE_ORDER and creates no second order.
export const posDeposit = (depositAmount: string, paymentPasswd: string, clientOrderId?: string) =>
  post('/api/v2/POS/MYSELF/deposit', {
    schema: z.union([
      z.string(),
      z.pipe(
        z.object({ orderId: recordId }),
        z.transform((o) => o.orderId),
      ),
    ]),
    envelope: true,
    body: { depositAmount, paymentPasswd, ...(clientOrderId ? { clientOrderId } : {}) },
  }).then((id) => (id.trim() ? id : Promise.reject(new ApiError(SCHEMA, '系统繁忙，请稍后重试', 200))));

const posOrder = z.object({
  orderId: recordId,
  clientOrderId: z.optional(z.nullable(z.string())),
  depositAmount: z.optional(z.nullable(z.number())),
  status: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(z.number())),
});
export type PosOrder = z.infer<typeof posOrder>;
/**
 * The investor's POS orders, newest first, in the envelope. No source shows this call
 * (tests/fixtures/backend/index.md): it is how a POS order whose answer was lost is found.
 */
export const getPosOrders = () => get('/api/v2/POS/MYSELF/orders', { schema: z.array(posOrder), envelope: true });

// Bare {totalFee, withdrawAmount}: withdrawAmount is what ARRIVES, the amount less the fee
// (payment-pool-withdraw.ctrl.coffee:33-45 and newAccount/withdraw.js:103-121 refuse it ≤ 0).
const fee = z.object({
  totalFee: z.number(),
  withdrawAmount: z.number(),
  freeTimes: z.optional(z.nullable(z.number())),
  arrivalDate: z.optional(z.nullable(z.number())),
});
export type WithdrawFee = z.infer<typeof fee>;
export const calculateWithdrawFee = (amount: string) => get(`${me}/calculateWithdrawFee/${amount}`, { schema: fee });

/** Only the envelope's success is read (payment-pool-withdraw.ctrl.coffee:70-83, withdraw.js:332-349). */
export const withdraw = (p: { userId: string; amount: string; paymentPassword: string; accountNumber: string; clientOrderId: string }) =>
  post('/api/v2/multiPayment/router/withdraw/MYSELF', { schema: done, envelope: true, body: { ...p } });

// The time is recordTime to the H5s (funds.ctrl.coffee:72-118) and timeRecorded to the PC
// pages (newAccount/fund.js:263-321): either, read as recordTime.
const record = z.pipe(
  z.object({
    id: z.optional(recordId),
    type: z.string(),
    amount: z.number(),
    recordTime: z.optional(z.number()),
    timeRecorded: z.optional(z.number()),
    operation: z.string(),
    description: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(z.string())),
    account: z.optional(z.nullable(z.string())),
    orderId: z.optional(z.nullable(z.string())),
    clientOrderId: z.optional(z.nullable(z.string())),
  }),
  z.transform(({ timeRecorded, recordTime, ...r }, ctx) => {
    const time = recordTime ?? timeRecorded;
    if (time == null) {
      ctx.issues.push({ code: 'custom', message: 'no recordTime or timeRecorded', input: r });
      return z.NEVER;
    }
    return { ...r, recordTime: time };
  }),
);
export type FundRecord = z.infer<typeof record>;
const records = paged(record);

export interface FundFilter {
  type: string;
  status: string;
  operation: string;
  /** epoch ms, inclusive */
  startDate: number;
  endDate: number;
}

/** Empty status / operation mean all (allStatus / allOperation). */
export const getFunds = (f: FundFilter, page: number, pageSize = 10) =>
  get(`${me}/funds`, {
    schema: records,
    query: {
      type: f.type || 'ALL',
      allStatus: !f.status,
      status: f.status,
      allOperation: !f.operation,
      operation: f.operation,
      startDate: f.startDate,
      endDate: f.endDate,
      page,
      pageSize,
    },
  });
