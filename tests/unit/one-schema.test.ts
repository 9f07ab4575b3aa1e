// One schema per endpoint, in domain/ and kit/entity/: the calls several screens make (userinfo, the SMS
// codes, check_mobile, the payment channel, the WeChat profile) read the backend family's
// recorded answers (tests/fixtures/backend) through the one function each, network stubbed.
import { describe, expect, it } from 'vitest';
import { NETWORK } from '../../runtime/api/api-error';
import { getUserInfo } from '../../kit/entity/user-info';
import { getMembership } from '../../kit/entity/membership';
import { sendMySms, sendSms } from '../../kit/entity/sms';
import { isRegistered } from '../../kit/entity/mobile-check';
import { channelOpen } from '../../kit/entity/pay-channel';
import { getWeixin, getWeixinUser } from '../../kit/entity/weixin';
import { fixture, fixtureStub } from './fixture-stub';

const { serve, serveFixtures, problems } = fixtureStub();
const USERINFO = fixture('get-api-v2-user-myself-userinfo');
const MEMBERSHIP = fixture('get-api-v2-user-myself-membership');
const info = USERINFO.response.body as Record<string, unknown>;

describe('userinfo: one schema for the gates, the risk screen, the products and the member area', () => {
  it('reads the family’s answer: the filling, its grade, and no flag it never sends', async () => {
    serveFixtures(USERINFO);
    expect(await getUserInfo()).toEqual({
      survey: { done: true, score: 22, time: 1509508800000, valid: null, graded: true, name: '稳健型', description: '', ceiling: 2 },
      isProfessionalInvestor: null,
      membership: null,
    });
    expect(problems).toEqual([]);
  });

  it('takes what the sandbox and SPEC add, and a time sent as text', async () => {
    serve({
      [USERINFO.request.path]: {
        ...info,
        surveyFilling: { score: 40, timeLastUpdated: '2026-03-05 08:09:10', valid: false },
        surveyScore: { name: '进取型', rank: 'R4', description: '可承受较大波动' },
        isProfessionalInvestor: true,
        membership: { memberLevel: 'L3', totalAmount: 435000, nextLeveGap: null },
      },
    });
    const u = await getUserInfo();
    expect(u.survey).toMatchObject({ score: 40, valid: false, ceiling: 4, description: '可承受较大波动' });
    expect(u.survey.time).toBe(Date.UTC(2026, 2, 5, 0, 9, 10));
    expect(u.isProfessionalInvestor).toBe(true);
    expect(u.membership).toEqual({ memberLevel: 'L3', totalAmount: 435000, nextLeveGap: null });
    expect(problems).toEqual([]);
  });

  it('no grade and no filling read as not done, not as an error', async () => {
    serve({ [USERINFO.request.path]: { ...info, surveyFilling: null, surveyScore: null } });
    expect((await getUserInfo()).survey).toEqual({
      done: false,
      score: null,
      time: null,
      valid: null,
      graded: false,
      name: '',
      description: '',
      ceiling: null,
    });
  });

  it('membership: userinfo’s when it carries one, else the family’s /membership', async () => {
    serveFixtures(USERINFO, MEMBERSHIP);
    expect(await getMembership()).toEqual({ memberLevel: 'L3', totalAmount: null, nextLeveGap: null });
    serve({
      [USERINFO.request.path]: { ...info, membership: { memberLevel: '铂金会员', totalAmount: 1_200_000, nextLeveGap: 800_000 } },
      [MEMBERSHIP.request.path]: MEMBERSHIP.response.body,
    });
    expect(await getMembership()).toEqual({ memberLevel: 'L4', totalAmount: 1_200_000, nextLeveGap: 800_000 });
    serve({ [MEMBERSHIP.request.path]: MEMBERSHIP.response.body });
    expect((await getMembership()).memberLevel).toBe('L3');
  });
});

describe('the other calls several screens make', () => {
  it('SMS codes: the envelope’s success is the code sent', async () => {
    const sent = serveFixtures(fixture('post-api-v2-smscaptcha-myself'), fixture('post-api-v2-smscaptcha'));
    expect(await sendMySms('CHANGE_MOBILE')).toBe(true);
    expect(await sendSms('13912345678', 'BIND_NEW_MOBILE')).toBe(true);
    expect(sent.map((s) => [s.path, s.body])).toEqual([
      ['/api/v2/smsCaptcha/MYSELF', 'smsType=CHANGE_MOBILE'],
      ['/api/v2/smsCaptcha', 'mobile=13912345678&smsType=BIND_NEW_MOBILE'],
    ]);
    serve({ '/api/v2/smsCaptcha': true });
    await expect(sendSms('13912345678', 'X')).rejects.toMatchObject({ code: 'SCHEMA_ERROR' });
  });

  it('check_mobile: success is a free mobile, a refusal a registered one, a lost answer no answer', async () => {
    serveFixtures(fixture('post-api-v2-register-check-mobile'));
    expect(await isRegistered('13912345678')).toBe(false);
    serveFixtures(fixture('post-api-v2-register-check-mobile-registered'));
    expect(await isRegistered('13812345678')).toBe(true);
    serve({ '/api/v2/register/check_mobile': { success: false, data: null, error: [{ message: 'INVALID_MOBILE' }] } }, 400);
    await expect(isRegistered('123')).rejects.toMatchObject({ code: 'INVALID_MOBILE' });
    serve({ '/api/v2/register/check_mobile': { success: false, error: [{ message: 'SERVER_ERROR' }] } }, 500);
    await expect(isRegistered('13912345678')).rejects.toBeTruthy();
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    await expect(isRegistered('13912345678')).rejects.toMatchObject({ code: NETWORK });
  });

  it('the payment channel and the WeChat profile', async () => {
    serveFixtures(fixture('get-api-v2-payment-router-hasopencurrentchannel-myself'));
    expect(await channelOpen()).toBe(true);
    serve({ '/api/v2/auth/weixin': { socialUserId: 'wx-1', nickname: '建国', headimgurl: '/a.svg' } });
    expect(await getWeixinUser('wx-1')).toEqual({ socialUserId: 'wx-1', nickname: '建国', headimgurl: '/a.svg' });
    expect(await getWeixin()).toMatchObject({ nickname: '建国' });
    serve({ '/api/v2/auth/weixin': { success: false, data: null, error: [{ message: 'INVALID_SOCIAL_USER' }] } }, 400);
    expect(await getWeixin()).toBeNull();
    expect(problems).toEqual([]);
  });
});
