// The schemas in domain and the answers that used to be z.unknown(), against a sandbox
// of its own (cards get bound and unbound here): each call goes through the client, so an
// answer its schema refuses fails the test as SCHEMA_ERROR.
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { flush, session } from '../../runtime/session';
import { getUserInfo } from '../../kit/entity/user-info';
import { listArticles } from '../../kit/entity/cms';
import { logout } from '../../runtime/session/logout';
import { getAgreement } from '../../modules/auth/components/agreement';
import {
  bindCardVoice,
  cancelBindCard,
  checkIdNumber,
  confirmBindCard,
  getBanks,
  getChannelBanks,
  getFundAccounts,
  preBindCard,
  replaceCard,
  replaceCardVoice,
  sendSms,
  type BindPayload,
} from '../../modules/payment/api/cards';
import { getClaimPage, getLoanPage, getProfessional, NO_FILTERS } from '../../modules/products/api/list';
import { getProfessional as contentProfessional } from '../../modules/content/api/articles';
import { getInvitees } from '../../modules/profile/api/invite';
import { recentInvestments } from '../../kit/money/recent-investments';
import { withBanks } from '../../domain/fund-accounts';
import { signIn } from '../support/login';

const own = ownSandbox();
beforeEach(() => own.sandbox.reset());
afterEach(async () => {
  await logout().catch(() => {});
  flush();
});

const NEWBIE = '13800000001';
const INVESTOR = '13800000002';
const lastCode = (mobile: string, purpose: string) =>
  fetch(`/__sandbox/code?mobile=${mobile}&purpose=${purpose}`)
    .then((r) => r.json())
    .then((r: { code: string }) => r.code);

describe('cards: every answer parses with the client schema', () => {
  it('binds, replaces and unbinds a card', async () => {
    await signIn(NEWBIE);
    const idNumber = makeIdNumber('110101', '19900307', 123);
    const p: BindPayload = {
      realName: '李新',
      certType: 'IDENTITY_CARD',
      idNumber,
      accountNumber: '6222020000000001',
      mobile: NEWBIE,
      bankName: 'ICBC',
      isMasterCard: true,
    };
    expect(await checkIdNumber(idNumber)).toBe(true);
    // only the envelope's success says these are done (the sources read nothing else)
    expect(await preBindCard(p)).toBe(true);
    expect(await bindCardVoice(NEWBIE)).toBe(true);
    const smsCode = await lastCode(NEWBIE, 'BIND_CARD');
    expect(await confirmBindCard({ ...p, smsCode, userId: session.user!.id })).toBe(true);
    expect(await getFundAccounts()).toMatchObject([{ defaultAccount: true, account: { account: '6222020000000001' } }]);

    expect(await sendSms(NEWBIE, 'REPLACE_CARD')).toBe(true);
    expect(await replaceCardVoice(NEWBIE)).toBe(true);
    const replaced = await replaceCard({
      userId: session.user!.id,
      mobile: NEWBIE,
      bankCode: 'CCB',
      accountNumber: '6217000000000009',
      smsCaptcha: await lastCode(NEWBIE, 'REPLACE_CARD'),
    });
    expect(replaced).toBe(true);
    expect(await getFundAccounts()).toMatchObject([{ account: { account: '6217000000000009', bank: 'CCB' } }]);

    expect(await cancelBindCard(session.user!.id, '6217000000000009')).toBe(true);
    expect(await getFundAccounts()).toEqual([]);
  });

  it('the bank lists and the session read fundAccounts and getBankConstraints with the same schemas', async () => {
    const banks = await getBanks();
    expect(banks.length).toBeGreaterThan(0);
    expect(banks[0]).toMatchObject({ bankCode: expect.any(String), bankName: expect.any(String) });
    expect((await getChannelBanks('RESTRICTED')).every((b) => b.payChannel === 'RESTRICTED')).toBe(true);

    await signIn(INVESTOR);
    const cards = await getFundAccounts();
    expect(cards.length).toBeGreaterThan(0);
    // the session names each card's bank from the bank list (the card carries only its code)
    expect(session.fundAccounts).toEqual(withBanks(cards, banks));
    expect(session.bankConstraints).toEqual(banks);
  });
});

describe('userinfo: one schema for the products and the content screens', () => {
  it('reads the qualified-investor flag', async () => {
    await signIn(INVESTOR);
    const info = await getUserInfo();
    // the family never sends the flag: unknown, never "no"
    expect(info.isProfessionalInvestor).toBeNull();
    expect(await getProfessional()).toBe('unknown');
    expect(await contentProfessional()).toBeNull();
    expect(info.survey).toMatchObject({ done: true, name: expect.any(String), ceiling: expect.any(Number) });
  });
});

describe('paged lists: one { results, totalSize } schema', () => {
  it('loans, claims, invitees, investments and CMS articles all read as { items, total }', async () => {
    const loans = await getLoanPage(['GDSY', 'CPTJ', 'NEW'], NO_FILTERS, 1, true);
    expect(loans.total).toBeGreaterThan(0);
    expect(loans.items[0]!.duration).toBeTypeOf('object');
    const claims = await getClaimPage(1);
    expect(claims.total).toBeGreaterThanOrEqual(claims.items.length);
    const notices = await listArticles('PUBLICATION', 'NOTICE', 1, 5);
    expect(notices.items.length).toBeGreaterThan(0);
    expect((await getAgreement())?.title).toContain('注册服务协议');

    await signIn(INVESTOR);
    const friends = await getInvitees(1);
    expect(friends.total).toBeGreaterThanOrEqual(friends.items.length);
    expect((await recentInvestments()).length).toBeGreaterThan(0);
  });
});

describe('logout', () => {
  it("parses the sandbox's acknowledgement", async () => {
    await signIn(NEWBIE);
    expect(await logout()).toBe(true);
  });
});
