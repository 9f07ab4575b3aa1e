// @vitest-environment node
// The recorded backend contract against the sandbox: for each fixture of tests/fixtures/backend,
// the same call made of the sandbox (its own ids, a user who can make the call) answers with the
// fixture's keys and types, envelope or bare alike. So every test that runs on the sandbox runs
// on the shapes the real backend sends.
import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../support/sandbox';
import { DEMO_ACCOUNTS, DEMO_CLAIMS, DEMO_LOANS } from '../../server/sandbox/seed';
import { INVESTOR_INVEST_IDS } from '../../server/sandbox/seed/investments';
import { NEW_MOBILE_SMS, OLD_MOBILE_SMS } from '../../server/sandbox/routes/profile';
import { fixtures, shapeDiff, type Fixture } from '../contract/fixtures';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const { srv } = sandboxAt(NOW);
const state = () => srv.sandbox.state;
const INV = DEMO_ACCOUNTS.investor;
const NEWBIE = DEMO_ACCOUNTS.newbie;

type Who = 'investor' | 'newbie' | 'visitor';
interface Ask {
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  who?: Who;
  /** a step before the call (an SMS code to ask for), given the session's cookie */
  before?: (cookie: string) => Promise<Record<string, unknown> | void>;
}

const raw = async (method: string, path: string, cookie = '', form?: Record<string, unknown>) => {
  const res = await fetch(srv.base + path, {
    method,
    headers: { cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString() : undefined,
  });
  const text = await res.text();
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* a text answer */
  }
  return { status: res.status, body, cookies };
};
const code = async (mobile: string, purpose: string) =>
  ((await raw('GET', `/__sandbox/code?mobile=${mobile}&purpose=${purpose}`)).body as { code: string }).code;

const investment = (status = 'SETTLED') => state().investments.find((i) => i.userId === INV.userId && i.status === status)!;
const card = () => state().bankAccounts.find((a) => a.userId === INV.userId && a.defaultAccount)!.account.account;
const qs = (q: Record<string, unknown> = {}) =>
  Object.entries(q)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))
    .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(String(v))}`)
    .join('&');

/** How the sandbox is asked each recorded call: its own ids, a user who may make it. */
const ASK: Record<string, () => Ask> = {
  'get-api-v2-cms-article-id': () => ({ path: `/api/v2/cms/article/${state().articles[0]!.id}`, who: 'visitor' }),
  'get-api-v2-creditassign-creditassigndetail-id': () => ({ path: `/api/v2/creditassign/creditAssignDetail/${DEMO_CLAIMS.partlySold}`, who: 'visitor' }),
  'get-api-v2-creditassign-prepareassign-step1': () => ({ path: '/api/v2/creditassign/prepareAssign/step1', query: { investId: investment().id } }),
  'get-api-v2-creditassign-prepareassign-step2': () => ({
    path: '/api/v2/creditassign/prepareAssign/step2',
    query: { investId: investment().id, creditAssignAmount: '1000.00' },
  }),
  'get-api-v2-loan-id-invests': () => ({ path: `/api/v2/loan/${DEMO_LOANS.opened}/invests` }),
  'get-api-v2-loan-id-repayments': () => ({ path: `/api/v2/loan/${DEMO_LOANS.opened}/repayments`, who: 'visitor' }),
  'get-api-v2-loan-id': () => ({ path: `/api/v2/loan/${DEMO_LOANS.opened}`, who: 'visitor' }),
  'get-api-v2-loan-invest-id-repayments': () => ({ path: `/api/v2/loan/invest/${investment().id}/repayments` }),
  'get-api-v2-survey-surveyid': () => ({ path: `/api/v2/survey/${state().survey.id}` }),
  'get-api-v2-user-id-authenticates': () => ({ path: `/api/v2/user/${INV.userId}/authenticates` }),
  'get-api-v2-user-id-statistics-invest': () => ({ path: `/api/v2/user/${INV.userId}/statistics/invest` }),
  'get-api-v2-user-id-userfund': () => ({ path: `/api/v2/user/${INV.userId}/userfund` }),
  'get-api-v2-user-myself-investdynamic-id': () => ({ path: `/api/v2/user/MYSELF/investDynamic/${investment().id}` }),
  'get-api-v2-user-myself-investrepayments-page-pagesize': () => ({
    path: '/api/v2/user/MYSELF/investRepayments/1/20',
    query: { status: 'UNDUE', from: NOW, to: NOW + 200 * 86_400_000 },
  }),
  'get-api-v2-users-smscaptcha-changepwd': () => ({ path: '/api/v2/users/smsCaptcha/changePwd', query: { mobile: INV.mobile }, who: 'visitor' }),
  'get-api-web-register-smscaptcha': () => ({ path: '/api/web/register/smsCaptcha', query: { mobile: '13912345678' }, who: 'visitor' }),
  'get-api-web-register-smscaptcha-captcha-required': () => ({ path: '/api/web/register/smsCaptcha', query: { mobile: '13912345678' }, who: 'visitor' }),
  'post-api-v2-auth-reset-password-password': () => ({
    path: '/api/v2/auth/reset_password/password',
    who: 'visitor',
    before: async () => {
      await raw('GET', `/api/v2/users/smsCaptcha/changePwd?mobile=${INV.mobile}`);
      return { mobile: INV.mobile, captcha: await code(INV.mobile, 'reset'), newPassword: 'newpass88' };
    },
  }),
  'post-api-v2-coupon-myself-listcoupon': () => ({ path: '/api/v2/coupon/MYSELF/listCoupon', body: { months: 6, amount: 10000, loanId: DEMO_LOANS.opened } }),
  'post-api-v2-coupon-myself-redeemcouponignoreapprovalwithcaptcha': () => ({
    path: '/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha',
    query: {},
    before: async () => {
      const { token } = (await raw('GET', '/api/v2/captcha')).body as { token: string };
      const answer = (await raw('GET', `/__sandbox/captcha?token=${token}`)).body as { answer?: string; captcha?: string };
      const placement = state().coupons.find(
        (p) => p.userId === INV.userId && p.status === 'PLACED' && p.couponPackage.type === 'CASH' && !p.couponPackage.minimumInvest,
      );
      return { placementId: placement?.id ?? '', __query: `captcha_token=${token}&captcha_answer=${answer.answer ?? answer.captcha}` };
    },
  }),
  'post-api-v2-creditassign-cancel-id': () => ({ path: `/api/v2/creditassign/user/${INV.userId}/cancel/${DEMO_CLAIMS.own}`, body: {} }),
  'post-api-v2-creditassign-createnew-myself-investid': () => {
    const inv = investment();
    return {
      path: `/api/v2/creditassign/createNew/MYSELF/${inv.id}`,
      before: async (cookie) => {
        const v = (await raw('GET', `/api/v2/creditassign/prepareAssign/step1?investId=${inv.id}`, cookie)).body as {
          data?: { bidValuation: number };
          bidValuation?: number;
        };
        const value = v.data?.bidValuation ?? v.bidValuation ?? 0;
        return { creditDealRate: '1', creditDealAmount: value.toFixed(2), creditAssignTitle: '转让测试' };
      },
    };
  },
  // a cycle product's investment, in its redemption window
  'post-api-v2-invest-redeem': () => ({ path: '/api/v2/invest/redeem', body: { investId: INVESTOR_INVEST_IDS['SETTLED-4'], currentPeriod: 2 } }),
  'post-api-v2-invest-tender-myself': () => ({
    path: '/api/v2/invest/tender/MYSELF',
    body: {
      userId: INV.userId,
      clientIp: '127.0.0.1',
      loanId: DEMO_LOANS.opened,
      amount: '100',
      paymentPassword: INV.paymentPassword,
      isUseBalance: 'true',
      paymentType: 'ONLINE',
      version: 'contract-1',
    },
  }),
  'post-api-v2-invest-tender-myself-error': () => ({
    path: '/api/v2/invest/tender/MYSELF',
    body: {
      userId: INV.userId,
      clientIp: '127.0.0.1',
      loanId: DEMO_LOANS.opened,
      amount: '7',
      paymentPassword: INV.paymentPassword,
      isUseBalance: 'true',
      paymentType: 'ONLINE',
      version: 'contract-2',
    },
  }),
  'post-api-v2-invest-user-myself-creditassign-invest': () => ({
    path: '/api/v2/invest/user/MYSELF/creditAssign/invest',
    body: {
      clientIp: '127.0.0.1',
      amount: '100.00',
      creditAssignId: DEMO_CLAIMS.partlySold,
      isUseBalance: 'true',
      paymentPassword: INV.paymentPassword,
      clientOrderId: 'contract-3',
    },
  }),
  'post-api-v2-multipayment-router-charge': () => ({
    path: '/api/v2/multiPayment/router/charge',
    body: {
      userId: INV.userId,
      clientIp: '127.0.0.1',
      txn_amt: '100.00',
      paymentPasswd: INV.paymentPassword,
      accountNumber: card(),
      clientOrderId: 'contract-4',
    },
  }),
  'post-api-v2-multipayment-router-withdraw-myself': () => ({
    path: '/api/v2/multiPayment/router/withdraw/MYSELF',
    body: { userId: INV.userId, amount: '100.00', paymentPassword: INV.paymentPassword, accountNumber: card(), clientOrderId: 'contract-5' },
  }),
  'post-api-v2-pos-myself-deposit': () => ({
    path: '/api/v2/POS/MYSELF/deposit',
    body: { depositAmount: '100.00', paymentPasswd: INV.paymentPassword, clientOrderId: 'contract-6' },
  }),
  'post-api-v2-payment-router-cancelbindcard': () => {
    const other = state().bankAccounts.find((a) => a.userId === INV.userId && !a.defaultAccount && !a.quotaFen);
    return { path: '/api/v2/payment/router/cancelBindCard', body: { userId: INV.userId, accountNumber: other?.account.account ?? '' } };
  },
  'post-api-v2-multipayment-router-myself-prebindcard': () => ({ path: '/api/v2/multiPayment/router/MYSELF/preBindCard', who: 'newbie', body: bindPayload() }),
  'post-api-v2-multipayment-router-myself-confirmbindcard': () => ({
    path: '/api/v2/multiPayment/router/MYSELF/confirmBindCard',
    who: 'newbie',
    before: async (cookie) => {
      await raw('POST', '/api/v2/multiPayment/router/MYSELF/preBindCard', cookie, bindPayload());
      return { ...bindPayload(), smsCode: await code(NEWBIE.mobile, 'BIND_CARD'), userId: NEWBIE.userId };
    },
  }),
  'post-api-v2-user-checkbankcard': () => ({
    path: '/api/v2/user/checkBankcard',
    before: async (cookie) => {
      await raw('POST', '/api/v2/smsCaptcha', cookie, { mobile: INV.mobile, smsType: 'REPLACE_CARD' });
      return {
        userId: INV.userId,
        mobile: INV.mobile,
        name: '王建国',
        idCardNumber: '',
        bankCode: 'CCB',
        accountNumber: '6217000000000009',
        smsCaptcha: await code(INV.mobile, 'REPLACE_CARD'),
      };
    },
  }),
  'post-api-v2-smscaptcha': () => ({ path: '/api/v2/smsCaptcha', who: 'newbie', body: { mobile: NEWBIE.mobile, smsType: 'BIND_CARD' } }),
  'post-api-v2-user-myself-change-password': () => ({
    path: '/api/v2/user/MYSELF/change_password',
    body: { mobile: INV.mobile, currentPassword: INV.password, newPassword: 'newpass88' },
  }),
  'post-api-v2-user-myself-resetmobile': () => ({
    path: '/api/v2/user/MYSELF/resetMobile',
    before: async (cookie) => {
      await raw('POST', '/api/v2/smsCaptcha/MYSELF', cookie, { smsType: OLD_MOBILE_SMS });
      await raw('POST', '/api/v2/smsCaptcha', cookie, { mobile: '13912340000', smsType: NEW_MOBILE_SMS });
      return { smsCaptcha: await code(INV.mobile, OLD_MOBILE_SMS), newMobile: '13912340000', newSmsCaptcha: await code('13912340000', NEW_MOBILE_SMS) };
    },
  }),
  'post-api-v2-user-myself-resetpaymentpassword': () => ({
    path: '/api/v2/user/MYSELF/resetPaymentPassword',
    before: async (cookie) => {
      await raw('POST', '/api/v2/smsCaptcha/MYSELF', cookie, { smsType: 'CREDITMARKET_RESET_PAYMENTPASSWORD' });
      return { password: '135790', smsCaptcha: await code(INV.mobile, '') };
    },
  }),
  'post-api-v2-user-myself-setpaymentpassword': () => ({ path: '/api/v2/user/MYSELF/setPaymentPassword', who: 'newbie', body: { password: '246810' } }),
  'post-api-v2-user-myself-updatepaymentpassword': () => ({
    path: '/api/v2/user/MYSELF/updatePaymentPassword',
    body: { oldPassword: INV.paymentPassword, newPassword: '135790' },
  }),
  'post-api-v2-user-myself-validatepaymentpassword': () => ({ path: '/api/v2/user/MYSELF/validatePaymentPassword', body: { password: INV.paymentPassword } }),
  'post-api-v2-users-check-id-number': () => ({ path: '/api/v2/users/check/id_number', who: 'newbie', body: { idNumber: '11010519491231002X' } }),
  'post-api-v2-users-check-invitecode': () => ({ path: '/api/v2/users/check/inviteCode', who: 'visitor', body: { inviteCode: 'VIP8888' } }),
  'post-api-v2-users-getreferralinfo': () => ({ path: '/api/v2/users/getReferralInfo', who: 'visitor', body: { inviteCode: 'VIP8888' } }),
  'post-api-v2-register-check-mobile': () => ({ path: '/api/v2/register/check_mobile', who: 'visitor', body: { mobile: '13912345678' } }),
  'post-api-v2-register-check-mobile-registered': () => ({ path: '/api/v2/register/check_mobile', who: 'visitor', body: { mobile: INV.mobile } }),
  'post-api-web-login-ok': () => ({ path: '/api/web/login', who: 'visitor', body: { loginName: INV.mobile, password: INV.password, source: 'MOBILE' } }),
  'post-api-web-login-token-exchange': () => ({
    path: '/api/web/login',
    who: 'visitor',
    body: { loginName: INV.mobile, password: INV.password, source: 'MOBILE' },
  }),
  'post-api-web-login-failed': () => ({ path: '/api/web/login', who: 'visitor', body: { loginName: INV.mobile, password: 'wrong-pass', source: 'MOBILE' } }),
  'post-api-web-register-submitfrommobile': () => ({
    path: '/api/web/register/submitFromMobile',
    who: 'visitor',
    body: {},
    before: async () => {
      await raw('GET', '/api/web/register/smsCaptcha?mobile=13912345678');
      return { mobile: '13912345678', mobile_captcha: await code('13912345678', 'register'), password: 'abc12345', source: 'H5' };
    },
  }),
};

const bindPayload = () => ({
  realName: '李新',
  idNumber: '11010519491231002X',
  certType: 'IDENTITY_CARD',
  accountNumber: '6222020000000001',
  mobile: NEWBIE.mobile,
  bankName: 'ICBC',
  isMasterCard: 'true',
});

/** Calls whose sandbox answer is not compared, and why. */
const NOT_ASKED: Record<string, string> = {
  'get-getclientip': 'answered by the web layer (server/client-ip.ts), not by the sandbox: tests/integration/proxy.test.ts',
  'post-logout': 'answered by the server in front (auth layer, or the sandbox session end): tests/backend/session.e2e.ts',
  'post-wx-signature': 'the WeChat signature is a server-side exchange the client does not parse (bridge/wechat)',
  'get-api-web-register-smscaptcha-captcha-required': 'a refusal the sandbox makes only after repeated sends: its code is checked in auth-sandbox tests',
};

async function session(who: Who): Promise<string> {
  if (who === 'visitor') return '';
  const a = who === 'investor' ? INV : NEWBIE;
  return (await srv.login(a.mobile, a.password)).cookie;
}

/** The fixture's own request where it needs no ids of ours. */
function defaultAsk(f: Fixture): Ask {
  const path = f.request.path.replace(/\/user\/[0-9A-F-]{36}\//, `/user/${INV.userId}/`);
  return { path, query: f.request.query, body: f.request.body, who: 'investor' };
}

describe("the sandbox answers every recorded call with the fixture's keys and types", () => {
  const asked = fixtures.filter((f) => !NOT_ASKED[f.name]);

  it.each(asked.map((f) => [f.name, f] as const))('%s', async (name, f) => {
    const ask = { ...defaultAsk(f), ...(ASK[name]?.() ?? {}) };
    const cookie = await session(ask.who ?? 'investor');
    const extra = (await ask.before?.(cookie)) ?? {};
    const { __query, ...body } = { ...(ask.body ?? {}), ...extra } as Record<string, unknown>;
    const method = f.call.split(' ')[0]!;
    const q = [qs(ask.query), __query].filter(Boolean).join('&');
    const res = await raw(method, ask.path + (q ? `?${q}` : ''), cookie, method === 'POST' ? body : undefined);
    const want = f.response.body;
    // a refusal is compared as a refusal: the sandbox must refuse the same way
    expect(
      res.status >= 400 || (res.body as { success?: boolean })?.success === false,
      `refused like the fixture (${res.status} ${JSON.stringify(res.body).slice(0, 200)})`,
    ).toBe(f.response.status >= 400 || (want as { success?: boolean })?.success === false);
    expect(shapeDiff(want, res.body), JSON.stringify(res.body).slice(0, 300)).toEqual([]);
  });

  it('leaves out only the calls it says why', () => {
    for (const name of Object.keys(NOT_ASKED))
      expect(
        fixtures.some((f) => f.name === name),
        name,
      ).toBe(true);
    for (const name of Object.keys(ASK))
      expect(
        fixtures.some((f) => f.name === name),
        name,
      ).toBe(true);
  });
});
