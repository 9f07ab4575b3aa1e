// A move of money, value or a credential succeeds only on an answer that proves it: the
// envelope's success:true (or, where the family answers a bare boolean, exactly `true`). A
// 200 that says nothing — an empty object, a bare null, a page a proxy made up — is refused as
// an unreadable answer (SCHEMA_ERROR), which the money action then settles with the server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../runtime/api/client';
import { isApiError, SCHEMA } from '../../runtime/api/api-error';
import { tender } from '../../modules/invest/api/invest';
import { buyClaim } from '../../modules/claims/api/purchase';
import { createTransfer, cancelTransfer } from '../../modules/claims/api/transfer';
import { redeem } from '../../modules/portfolio/api/holdings';
import { assignCoupon, redeemCoupon } from '../../modules/coupons/api';
import { charge, posDeposit, resetPaymentPassword, setPaymentPassword, updatePaymentPassword, withdraw } from '../../modules/payment/api/money';
import { validatePaymentPassword } from '../../kit/money/password-check';
import { confirmBindCard, preBindCard, replaceCard, cancelBindCard } from '../../modules/payment/api/cards';
import { exchangeInterestRise, redeemGift } from '../../modules/member/api';
import { doAward, getChances } from '../../modules/games/api';
import { fixtures } from '../contract/fixtures';

const quiet = apiConfig.onSchemaError;
afterEach(() => {
  vi.restoreAllMocks();
  apiConfig.onSchemaError = quiet;
});

const args = (name: string) => fixtures.find((f) => f.name === name)!.client!.args as never[];
const bind = args('post-api-v2-multipayment-router-myself-confirmbindcard')[0] as never;

const MOVES: [string, () => Promise<unknown>][] = [
  ['tender', () => tender(...(args('post-api-v2-invest-tender-myself') as [never]))],
  ['claim purchase', () => buyClaim(...(args('post-api-v2-invest-user-myself-creditassign-invest') as [never]))],
  ['redemption', () => redeem(...(args('post-api-v2-invest-redeem') as [never]))],
  ['claim transfer', () => createTransfer(...(args('post-api-v2-creditassign-createnew-myself-investid') as [never, never]))],
  ['claim-transfer cancel', () => cancelTransfer(...(args('post-api-v2-creditassign-cancel-id') as [never, never]))],
  ['coupon transfer', () => assignCoupon('p1', '13912345678')],
  ['coupon redeem', () => redeemCoupon(...(args('post-api-v2-coupon-myself-redeemcouponignoreapprovalwithcaptcha') as [never, never]))],
  ['charge', () => charge(...(args('post-api-v2-multipayment-router-charge') as [never]))],
  ['withdraw', () => withdraw(...(args('post-api-v2-multipayment-router-withdraw-myself') as [never]))],
  ['POS deposit', () => posDeposit('100.00', '123456')],
  ['bind card (pre)', () => preBindCard(bind)],
  ['bind card (confirm)', () => confirmBindCard(bind)],
  ['replace card', () => replaceCard(...(args('post-api-v2-user-checkbankcard') as [never]))],
  ['unbind card', () => cancelBindCard('u1', '6222020200112233445')],
  ['set payment password', () => setPaymentPassword('246810')],
  ['update payment password', () => updatePaymentPassword('246810', '135790')],
  ['reset payment password', () => resetPaymentPassword('135790', '604172')],
  ['payment password check', () => validatePaymentPassword('246810').then((ok) => (ok ? ok : Promise.reject(new Error('refused'))))],
  ['gift exchange', () => redeemGift({ userId: 'u1', giftId: 'g1', clientOrderId: 'o1' })],
  ['special-interest exchange', () => exchangeInterestRise({ userId: 'u1', parValue: 100, duration: 30, investAmount: '10000.00' } as never)],
  ['lottery draw', () => doAward('o1')],
  ['draw chances', () => getChances()],
];

const NOTHING: [string, string][] = [
  ['an empty object', '{}'],
  ['a bare null', 'null'],
  ['an object of nothing the call names', '{"result":"ok"}'],
];

describe('an answer that proves nothing is not a success', () => {
  for (const [what, body] of NOTHING) {
    it.each(MOVES)(`%s: ${what}`, async (_name, move) => {
      apiConfig.onSchemaError = () => {};
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
      const e = await move().then(
        () => null,
        (err: unknown) => err,
      );
      expect(isApiError(e) ? e.code : e, 'refused as an answer the schema does not prove').toBe(SCHEMA);
    });
  }
});
