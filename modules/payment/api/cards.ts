// Cards: cert types, bank lookup and lists, ID check, codes, bind / replace / unbind.
// Calls of the bind-card flow are `silent`: that screen says '登录超时' itself (SPEC §8).
import * as z from 'zod/mini';
import { get, post } from '../../../runtime/api';
import { ackSchema as ack } from '../../../domain/ack';
import { done } from '../rules/done';
// The domain card and bank schemas, taken through the session's module: the chunk that
// every route preloads then holds them whole instead of splitting off a shared piece.
import { bankConstraintsSchema, bankSchema, fundAccountsSchema } from '../../../runtime/session/schemas';

const lookup = z.extend(bankSchema, { cardType: z.optional(z.nullable(z.string())) });

// Tolerant: a list of { code, name, channel } or a plain map code → name.
const certTypes = z.union([
  z.array(z.object({ code: z.string(), name: z.string(), channel: z.optional(z.nullable(z.string())) })),
  z.pipe(
    z.record(z.string(), z.string()),
    z.transform((m) => Object.entries(m).map(([code, name]) => ({ code, name, channel: undefined as string | null | undefined }))),
  ),
]);

const str = z.optional(z.nullable(z.string()));
// The holder and the cards: {userInfo, bankCards: [{userId, account}]} (tbus utils.coffee:370-376,
// newAccount/recharge.js:351-362). The bind screen's count and lock are derived from it.
const bindInfo = z.pipe(
  z.object({
    userInfo: z.optional(z.nullable(z.object({ name: str, idNumber: str }))),
    bankCards: z.optional(z.nullable(z.array(z.object({ userId: str, account: z.object({ account: z.string(), name: str, bankMobile: str, bank: str }) })))),
  }),
  z.transform(({ userInfo, bankCards }) => ({
    cardCount: bankCards?.length ?? 0,
    /** a holder on record: every further card must be theirs */
    verified: !!(userInfo?.name && userInfo.idNumber),
    realName: userInfo?.name ?? null,
    idNumber: userInfo?.idNumber ?? null,
  })),
);
export { MAX_CARDS } from '../../../domain/rules/cards';

export type { Bank } from '../../../domain/banks';
export type { FundAccount } from '../../../domain/fund-accounts';
export type CardLookup = z.infer<typeof lookup>;

const silent = true;

export const getBanks = () => get('/api/v2/payment/router/getBankConstraints', { schema: bankConstraintsSchema });
export const getChannelBanks = (channel: string) =>
  get(`/api/v2/multiPayment/router/getBankConstraints/channel/${encodeURIComponent(channel)}`, { schema: bankConstraintsSchema, silent });
export const getCertTypes = () => get('/api/v2/payment/router/certTypes', { schema: certTypes });
export const getBindInfo = () => get('/api/v2/payment/router/MYSELF/userBindCardInfo', { schema: bindInfo });
export const getFundAccounts = () => get('/api/v2/multiPayment/router/MYSELF/fundAccounts', { schema: fundAccountsSchema });

/** The bind-card screen's first data, all at once. */
export const loadBindCard = () => Promise.all([getCertTypes(), getBanks(), getBindInfo()]).then(([certs, banks, info]) => ({ certs, banks, info }));
export type BindCardData = Awaited<ReturnType<typeof loadBindCard>>;

export const lookupBank = (prefix: string, quiet = false) => get('/api/v2/bank/bankCode', { schema: lookup, query: { prefix }, silent: quiet });

export const checkIdNumber = (idNumber: string) => post('/api/v2/users/check/id_number', { schema: ack, body: { idNumber }, silent });

export interface BindPayload {
  realName?: string;
  idNumber?: string;
  certType: string;
  accountNumber: string;
  mobile: string;
  /** the bank CODE, as the sources send it (bind-card.ctrl.coffee:33, utils.coffee:395 `account.bank`) */
  bankName: string;
  isMasterCard: boolean;
}

// Only the envelope's success is read of these (payment-pool-bind-card.ctrl.coffee:25-96); the
// screens re-read the cards (fund accounts) after binding.
export const preBindCard = (p: BindPayload) => post('/api/v2/multiPayment/router/MYSELF/preBindCard', { schema: done, envelope: true, body: { ...p }, silent });
export const confirmBindCard = (p: BindPayload & { smsCode: string; userId: string }) =>
  post('/api/v2/multiPayment/router/MYSELF/confirmBindCard', { schema: done, envelope: true, body: { ...p }, silent });
export const bindCardVoice = (mobile: string) => post('/api/v2/multiPayment/router/MYSELF/bindCardAudioCaptcha', { schema: ack, body: { mobile }, silent });

export { sendSms } from '../../../kit/entity/sms';
export const replaceCardVoice = (mobile: string) => post('/api/v2/multiPayment/router/MYSELF/replaceCardAudioCaptcha', { schema: ack, body: { mobile } });

export interface ReplacePayload {
  userId: string;
  mobile: string;
  name?: string | null;
  idCardNumber?: string | null;
  bankCode: string;
  accountNumber: string;
  smsCaptcha: string;
}
export const replaceCard = (p: ReplacePayload) => post('/api/v2/user/checkBankcard', { schema: done, envelope: true, body: { ...p } });

/** Success is the envelope's (bank-card.ctrl.coffee:44-73); the screen words it itself. */
export const cancelBindCard = (userId: string, accountNumber: string) =>
  post('/api/v2/payment/router/cancelBindCard', { schema: done, envelope: true, body: { userId, accountNumber } });
