// Money: payment password, recharge, POS, withdraw, fund records. POSTs are never retried
// (runtime/api/client), so a payment that failed on the wire is never sent twice.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api';
import { fundSchema } from '../../runtime/session/schemas';
import { paged } from '../../runtime/domain/paged';

const me = '/api/v2/user/MYSELF';
/** these answer `{ success: true, data: true }` */
const done = z.literal(true);
/** bare true / false (API-NOTES) */
const yesNo = z.boolean();

export const setPaymentPassword = (password: string) => post(`${me}/setPaymentPassword`, { schema: done, body: { password } });
export const updatePaymentPassword = (oldPassword: string, newPassword: string) =>
  post(`${me}/updatePaymentPassword`, { schema: done, body: { oldPassword, newPassword } });
/** true only when the server says true (a bare boolean). */
export const resetPaymentPassword = (password: string, smsCaptcha: string) =>
  post(`${me}/resetPaymentPassword`, { schema: yesNo, body: { password, smsCaptcha } }).then((r) => r === true);
/** A code to the user's own mobile (smsType RESET_PAYMENT_PASSWORD for the reset). */
export const sendMySms = (smsType: string) => post('/api/v2/smsCaptcha/MYSELF', { schema: done, body: { smsType } });
/** SPEC §5: the check passes only on a literal true. */
export const validatePaymentPassword = (password: string) =>
  post(`${me}/validatePaymentPassword`, { schema: yesNo, body: { password } }).then((r) => r === true);

export const loadFund = () => get(`${me}/userfund`, { schema: fundSchema });

/** The screen's balance, fresh, and whether the payment channel is open (a default card). */
export const loadMoney = () =>
  Promise.all([get('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF', { schema: z.boolean() }), loadFund()]).then(
    ([open, fund]) => ({ open, fund }),
  );
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
// The word itself, or an object carrying it: anything else (null, a page, another shape) is
// not proof that money moved.
const chargeAnswer = z.pipe(
  z.union([chargeWord, z.pipe(z.object({ status: chargeWord }), z.transform((o) => o.status))]),
  z.transform((w): ChargeResult => (w === 'PROCESSING' ? 'PROCESSING' : 'DONE')),
);
/** 'PROCESSING' when the bank confirms later (SPEC §8). */
export const charge = (p: ChargePayload) => post('/api/v2/multiPayment/router/charge', { schema: chargeAnswer, body: { ...p } });

export const posDeposit = (depositAmount: string, paymentPasswd: string) =>
  post('/api/v2/POS/MYSELF/deposit', {
    schema: z.union([z.string(), z.pipe(z.object({ orderId: z.coerce.string() }), z.transform((o) => o.orderId))]),
    body: { depositAmount, paymentPasswd },
  });

const fee = z.object({
  totalFee: z.number(),
  withdrawAmount: z.number(),
  freeTimes: z.optional(z.nullable(z.number())),
  arrivalDate: z.optional(z.nullable(z.number())),
});
export type WithdrawFee = z.infer<typeof fee>;
export const calculateWithdrawFee = (amount: string) => get(`${me}/calculateWithdrawFee/${amount}`, { schema: fee });

const withdrawAnswer = z.object({ amount: z.number(), totalFee: z.optional(z.number()), arrivalDate: z.optional(z.nullable(z.number())) });
export const withdraw = (p: { userId: string; amount: string; paymentPassword: string; accountNumber: string; clientOrderId: string }) =>
  post('/api/v2/multiPayment/router/withdraw/MYSELF', { schema: withdrawAnswer, body: { ...p } });

const record = z.object({
  id: z.optional(z.coerce.string()),
  type: z.string(),
  amount: z.number(),
  recordTime: z.number(),
  operation: z.string(),
  description: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  account: z.optional(z.nullable(z.string())),
  orderId: z.optional(z.nullable(z.string())),
  clientOrderId: z.optional(z.nullable(z.string())),
});
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
