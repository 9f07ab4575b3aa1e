// Cards: cert types, bank lookup and lists, ID check, codes, bind / replace / unbind.
// Calls of the bind-card flow are `silent`: that screen says '登录超时' itself (SPEC §8).
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api';

const num = z.optional(z.nullable(z.number()));

const bank = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  singleQuota: num,
  dailyQuota: num,
  payChannel: z.optional(z.nullable(z.string())),
});
const lookup = z.extend(bank, { cardType: z.optional(z.nullable(z.string())) });

// Tolerant: a list of { code, name, channel } or a plain map code → name.
const certTypes = z.union([
  z.array(z.object({ code: z.string(), name: z.string(), channel: z.optional(z.nullable(z.string())) })),
  z.pipe(
    z.record(z.string(), z.string()),
    z.transform((m) => Object.entries(m).map(([code, name]) => ({ code, name, channel: undefined as string | null | undefined }))),
  ),
]);

// bare array (API-NOTES); only what the card screens read
const fundAccount = z.object({
  account: z.object({
    account: z.string(),
    bankCode: z.optional(z.nullable(z.string())),
    bankName: z.optional(z.nullable(z.string())),
    singleQuota: num,
    dailyQuota: num,
  }),
  defaultAccount: z.optional(z.boolean()),
});

const bindInfo = z.object({
  cardCount: z.number(),
  maxCount: z.optional(z.number()),
  verified: z.optional(z.boolean()),
  realName: z.optional(z.nullable(z.string())),
  certType: z.optional(z.nullable(z.string())),
  idNumber: z.optional(z.nullable(z.string())),
});

export type Bank = z.infer<typeof bank>;
export type CardLookup = z.infer<typeof lookup>;
export type FundAccount = z.infer<typeof fundAccount>;

const any = z.unknown();
const silent = true;

export const getBanks = () => get('/api/v2/payment/router/getBankConstraints', { schema: z.array(bank) });
export const getChannelBanks = (channel: string) =>
  get(`/api/v2/multiPayment/router/getBankConstraints/channel/${encodeURIComponent(channel)}`, { schema: z.array(bank), silent });
export const getCertTypes = () => get('/api/v2/payment/router/certTypes', { schema: certTypes });
export const getBindInfo = () => get('/api/v2/payment/router/MYSELF/userBindCardInfo', { schema: bindInfo });
export const getFundAccounts = () => get('/api/v2/multiPayment/router/MYSELF/fundAccounts', { schema: z.array(fundAccount) });

/** The bind-card screen's first data, all at once. */
export const loadBindCard = () =>
  Promise.all([getCertTypes(), getBanks(), getBindInfo()]).then(([certs, banks, info]) => ({ certs, banks, info }));
export type BindCardData = Awaited<ReturnType<typeof loadBindCard>>;

export const lookupBank = (prefix: string, quiet = false) =>
  get('/api/v2/bank/bankCode', { schema: lookup, query: { prefix }, silent: quiet });

export const checkIdNumber = (idNumber: string) => post('/api/v2/users/check/id_number', { schema: any, body: { idNumber }, silent });

export interface BindPayload {
  realName?: string;
  idNumber?: string;
  certType: string;
  accountNumber: string;
  mobile: string;
  bankName: string;
  isMasterCard: boolean;
}

export const preBindCard = (p: BindPayload) =>
  post('/api/v2/multiPayment/router/MYSELF/preBindCard', { schema: any, body: { ...p }, silent });
export const confirmBindCard = (p: BindPayload & { smsCode: string; userId: string }) =>
  post('/api/v2/multiPayment/router/MYSELF/confirmBindCard', { schema: any, body: { ...p }, silent });
export const bindCardVoice = (mobile: string) =>
  post('/api/v2/multiPayment/router/MYSELF/bindCardAudioCaptcha', { schema: any, body: { mobile }, silent });

export const sendSms = (mobile: string, smsType: string) => post('/api/v2/smsCaptcha', { schema: any, body: { mobile, smsType } });
export const replaceCardVoice = (mobile: string) =>
  post('/api/v2/multiPayment/router/MYSELF/replaceCardAudioCaptcha', { schema: any, body: { mobile } });

export interface ReplacePayload {
  userId: string;
  mobile: string;
  name?: string | null;
  idCardNumber?: string | null;
  bankCode: string;
  accountNumber: string;
  smsCaptcha: string;
}
export const replaceCard = (p: ReplacePayload) => post('/api/v2/user/checkBankcard', { schema: any, body: { ...p } });

export const cancelBindCard = (userId: string, accountNumber: string) =>
  post('/api/v2/payment/router/cancelBindCard', { schema: any, body: { userId, accountNumber } });
