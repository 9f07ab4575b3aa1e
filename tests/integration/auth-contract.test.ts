// The auth module's calls against the sandbox: every answer parses with the client's own
// schema, and the errors arrive as the codes the screens branch on.
import { logout } from '../../runtime/session/logout';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { flush, reload, session } from '../../runtime/session';
import { bindWeixin, isRegistered, loginByPassword, loginBySms, loginByWeixin, sendLoginSms, sendVoice, VOICE } from '../../modules/auth/api/login';
import { checkInviteCode, getReferralInfo, getWeixinUser, register, registerWeixin, sendRegisterSms } from '../../modules/auth/api/register';
import { changePassword, resetPassword, sendResetSms } from '../../modules/auth/api/password';
import { getCaptcha } from '../../kit/entity/captcha';
import { socialUserIdOf } from '../../modules/auth/rules/errors';
import { checkReferral } from '../../modules/auth/components/referral-check';
import { getAgreement, loadAgreement } from '../../modules/auth/components/agreement';

const hookCode = (mobile: string, purpose: string) =>
  fetch(`/__sandbox/code?mobile=${mobile}&purpose=${purpose}`)
    .then((r) => r.json())
    .then((r: { code: string }) => r.code);
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: ApiError) => e.code,
  );

let n = 0;
const fresh = () => `197${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

async function newAccount(extra: { inviteCode?: string } = {}) {
  const mobile = fresh();
  await sendRegisterSms(mobile);
  await register({ mobile, mobile_captcha: await hookCode(mobile, 'register'), password: 'pass1234', ...extra });
  return mobile;
}

afterEach(async () => {
  await logout().catch(() => {});
  flush();
});

describe('auth calls against the sandbox', () => {
  it('isRegistered reads check_mobile both ways', async () => {
    expect(await isRegistered('13800000001')).toBe(true);
    expect(await isRegistered(fresh())).toBe(false);
  });

  it('referral: the code check and the referrer info (with the 8888 gift) parse', async () => {
    await checkInviteCode('VIP8888');
    const info = await getReferralInfo('VIP8888');
    expect(info.referrerName).toBe('李**');
    expect(info.gifts[0]).toMatchObject({ parValue: 8888, displayName: '8888元VIP专属红包' });
    expect(await codeOf(getReferralInfo('NOPE99'))).toBe('INVALID_INVITE_CODE');
    expect(await checkReferral('VIP8888')).toMatchObject({ state: 'ok', info: { referrerName: '李**' } });
    expect(await checkReferral('13800000002')).toMatchObject({ state: 'ok', info: { referrerName: '王**' } });
    expect(await checkReferral('NOPE99')).toEqual({ state: 'bad', text: '邀请码无效' });
  });

  it('register reads the new account; then the password logs in and the session loads', async () => {
    const mobile = fresh();
    await sendRegisterSms(mobile);
    const r = await register({ mobile, mobile_captcha: await hookCode(mobile, 'register'), password: 'pass1234', inviteCode: 'VIP8888' });
    expect(r).toEqual({ userId: expect.stringMatching(/\S/), mobile });
    expect((await loginByPassword(mobile, 'pass1234')).access_token).toBeTruthy();
    await reload();
    expect(session.user?.mobile).toBe(mobile);
    expect(session.flags).toMatchObject({ has_logged_in: true, has_bank_card: false, has_payment_password: false, is_newbie: true });
  });

  it('the graphic captcha parses as { token, image } and answers a resend', async () => {
    const mobile = fresh();
    await sendRegisterSms(mobile);
    // within the minute the web layer refuses it; after, the sandbox wants the picture
    expect(await sendRegisterSms(mobile).catch((e: ApiError) => e)).toMatchObject({ code: 'TOO_CROWD', status: 429, message: '操作过于频繁，请60秒后再试' });
    await fetch('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 61_000 }) });
    const again = await sendRegisterSms(mobile).catch((e: ApiError) => e);
    expect(again).toMatchObject({ code: 'IMG_CAPTCHA_REQUIRED', status: 403, message: '请输入图形验证码' });
    const cap = await getCaptcha('captcha');
    expect(cap.image).toMatch(/^data:image\//);
    const { answer } = await fetch(`/__sandbox/captcha?token=${cap.token}`).then((r) => r.json());
    await sendRegisterSms(mobile, { token: cap.token, answer });
  });

  it('SMS and voice login codes', async () => {
    const mobile = await newAccount();
    // the web layer answers a code for an unregistered mobile as sent, and sends none
    const nobody = fresh();
    await sendLoginSms(nobody);
    expect((await fetch(`/__sandbox/code?mobile=${nobody}&purpose=login`)).status).toBe(404);
    await sendLoginSms(mobile);
    await sendVoice(mobile, VOICE.login);
    expect(await codeOf(loginBySms(mobile, '00000a'))).toBe('FAILED_SMSCAPTCHA');
    await loginBySms(mobile, await hookCode(mobile, 'login'));
    await reload();
    expect(session.user?.mobile).toBe(mobile);
  });

  it('WeChat: bound logs in; unbound gives a socialUserId that register/weixin and bind_social accept', async () => {
    await loginByWeixin('wx-code-bound');
    await reload();
    expect(session.user?.mobile).toBe('13800000002');
    await logout();

    const sid = socialUserIdOf(await loginByWeixin('wx-code-unbound').catch((e) => e));
    expect(sid).toMatch(/^wx-social-/);
    expect((await getWeixinUser(sid!)).nickname).toBeTruthy();
    const mobile = fresh();
    await sendRegisterSms(mobile);
    await registerWeixin({ mobile, mobile_captcha: await hookCode(mobile, 'register'), password: 'pass1234', socialType: 'WEIXIN', socialId: sid! });

    const other = socialUserIdOf(await loginByWeixin('wx-code-unbound').catch((e) => e))!;
    await loginByPassword(await newAccount(), 'pass1234');
    await bindWeixin(other);
    expect(await codeOf(bindWeixin(sid!))).toBe('SOCIAL_USER_BOUND');
  });

  it('password reset and change', async () => {
    const mobile = await newAccount();
    expect(await codeOf(sendResetSms(fresh()))).toBe('MOBILE_NOT_EXISTS');
    await sendResetSms(mobile);
    await sendVoice(mobile, VOICE.reset);
    await resetPassword(mobile, await hookCode(mobile, 'reset'), 'second22');
    await loginByPassword(mobile, 'second22');
    expect(await codeOf(changePassword(mobile, 'wrong', 'third333'))).toBe('INCORRECT_CURRENT_PASSWORD');
    await changePassword(mobile, 'second22', 'third333');
    await logout();
    await loginByPassword(mobile, 'third333');
  });

  it('the agreement is the first REGISTER_AGREEMENT article, sanitised HTML', async () => {
    const a = await getAgreement();
    expect(a?.title).toContain('注册服务协议');
    const v = await loadAgreement();
    expect(v.html).toContain('第一条 注册与账户');
    expect(v.html).not.toMatch(/<script|style=/i);
  });
});
