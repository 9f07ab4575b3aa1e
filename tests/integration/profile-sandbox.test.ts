// @vitest-environment node
// The sandbox's profile calls (SPEC §7 User): delivery address, e-mail, the mobile change with
// its two codes, feedback — over HTTP against an in-process sandbox, each answer parsed with the
// client's own schema where the client reads it.
import { describe, expect, it } from 'vitest';
import { sandboxAt, type Res } from '../support/sandbox';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { ackSchema } from '../../domain/ack';
import { userSchema } from '../../domain/user';
import { addressAnswer, saveAnswer, toAddress, NEW_MOBILE_SMS, OLD_MOBILE_SMS, FEEDBACK_MAX } from '../../modules/profile/api/profile';
import { FEEDBACK_MAX as SHARED_FEEDBACK_MAX } from '../../domain/rules/account-details';
import * as server from '../../server/sandbox/routes/profile';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const { clock, srv, call, err, login } = sandboxAt(NOW);
const errType = (r: Res) => r.body?.error?.[0]?.type;

const ADDR = '/api/v2/users/MYSELF/deliveryAddress';
const EDIT = '/api/v2/users/MYSELF/editDeliveryAddress';
const RESET = '/api/v2/user/MYSELF/resetMobile';
const addr = { name: '张小明', mobile: '13912345678', province: '广东省', city: '深圳市', region: '南山区', address: '科技园南区高新南一道8号' };
const codeOf = async (mobile: string, purpose: string) => (await call('GET', `/__sandbox/code?mobile=${mobile}&purpose=${purpose}`)).body.code as string;

it('uses the same smsType names and limits as the client', () => {
  expect([server.OLD_MOBILE_SMS, server.NEW_MOBILE_SMS, SHARED_FEEDBACK_MAX]).toEqual([OLD_MOBILE_SMS, NEW_MOBILE_SMS, FEEDBACK_MAX]);
});

describe('delivery address', () => {
  it('answers the investor’s seeded address, null for a newbie, and needs a login', async () => {
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    const a = (await inv.get(ADDR)).body.data;
    expect(toAddress(addressAnswer.parse(a))).toMatchObject({ name: '王建国', province: '北京市', city: '北京市', region: '朝阳区' });
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const none = await nb.get(ADDR);
    expect(none.body).toMatchObject({ success: true, data: null });
    expect(toAddress(addressAnswer.parse(none.body.data))).toBeNull();
    expect((await call('GET', ADDR)).status).toBe(401);
    expect((await call('POST', EDIT, '', addr)).status).toBe(401);
  });

  it('creates the first address, then updates it in place', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const made = await nb.post(EDIT, addr);
    expect(made.status).toBe(200);
    const saved = toAddress(addressAnswer.parse((await nb.get(ADDR)).body.data))!;
    expect(saveAnswer.safeParse(made.body.data).success).toBe(true);
    expect(saved).toEqual({ id: made.body.data.id, ...addr });
    const moved = { ...addr, id: saved.id, province: '上海市', city: '上海市', region: '浦东新区', address: '世纪大道100号36层' };
    expect((await nb.post(EDIT, moved)).status).toBe(200);
    expect(toAddress((await nb.get(ADDR)).body.data)).toEqual(moved);
    expect(srv.sandbox.state.addresses.filter((a) => a.userId === DEMO_ACCOUNTS.newbie.userId)).toHaveLength(1);
    // someone else's address is untouched
    expect(srv.sandbox.state.addresses.find((a) => a.userId === DEMO_ACCOUNTS.investor.userId)?.region).toBe('朝阳区');
  });

  it.each([
    ['no name', { name: ' ' }, 'INVALID_PARAMS', 'name'],
    ['a short mobile', { mobile: '1391234567' }, 'INVALID_MOBILE', null],
    ['no district', { region: '' }, 'INVALID_PARAMS', 'region'],
    ['no province', { province: '' }, 'INVALID_PARAMS', 'province'],
    ['a detail under 5 characters', { address: '8号' }, 'INVALID_PARAMS', 'address'],
    ['a detail over 120 characters', { address: '路'.repeat(121) }, 'INVALID_PARAMS', 'address'],
    ['another address id', { id: 'ADDR-NOT-MINE' }, 'INVALID_PARAMS', 'id'],
  ])('refuses %s and saves nothing', async (_what, patch, code, value) => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const r = await nb.post(EDIT, { ...addr, ...patch });
    expect(r.status).toBe(400);
    expect(err(r)).toBe(code);
    expect(r.body.error[0].value).toBe(value);
    expect((await nb.get(ADDR)).body.data).toBeNull();
  });
});

describe('e-mail', () => {
  it('saves a well-formed address, which the user record and authenticates then show', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect((await nb.get('/api/v2/user/MYSELF/authenticates')).body.emailAuthenticated).toBe(false);
    const r = await nb.post('/api/v2/users/MYSELF/updateEmail', { email: ' new.user@example.cn ' });
    expect(ackSchema.parse(r.body.data)).toBe(true);
    expect(userSchema.parse((await nb.get('/api/v2/user/MYSELF')).body).email).toBe('new.user@example.cn');
    expect((await nb.get('/api/v2/user/MYSELF/authenticates')).body.emailAuthenticated).toBe(true);
  });

  it('refuses a malformed or empty one and keeps the old', async () => {
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    const before = (await inv.get('/api/v2/user/MYSELF')).body.email;
    for (const email of ['', 'wang', 'wang@example', '@example.com', `${'x'.repeat(60)}@example.com`]) {
      const r = await inv.post('/api/v2/users/MYSELF/updateEmail', { email });
      expect(err(r), email).toBe('INVALID_EMAIL');
    }
    expect((await inv.get('/api/v2/user/MYSELF')).body.email).toBe(before);
  });
});

describe('mobile change', () => {
  const OLD = DEMO_ACCOUNTS.newbie.mobile;
  const NEW = '19912340001';

  async function sendBoth(u: Awaited<ReturnType<typeof login>>, to = NEW) {
    expect((await u.post('/api/v2/smsCaptcha/MYSELF', { smsType: OLD_MOBILE_SMS })).status).toBe(200);
    expect((await u.post('/api/v2/smsCaptcha', { mobile: to, smsType: NEW_MOBILE_SMS })).status).toBe(200);
    return { old: await codeOf(OLD, OLD_MOBILE_SMS), fresh: await codeOf(to, NEW_MOBILE_SMS) };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('says which code is wrong, spends neither until both are right, then moves login to the new number', async () => {
    const u = await login(OLD);
    const c = await sendBoth(u);
    let r = await u.post(RESET, { smsCaptcha: wrong(c.old), newMobile: NEW, newSmsCaptcha: c.fresh });
    expect([err(r), errType(r)]).toEqual(['INVALID_MOBILE_CAPTCHA', 'smsCaptcha']);
    r = await u.post(RESET, { smsCaptcha: c.old, newMobile: NEW, newSmsCaptcha: wrong(c.fresh) });
    expect([err(r), errType(r)]).toEqual(['INVALID_MOBILE_CAPTCHA', 'newSmsCaptcha']);
    // the right old code was not used up by the failed try
    r = await u.post(RESET, { smsCaptcha: c.old, newMobile: NEW, newSmsCaptcha: c.fresh });
    expect(r.status).toBe(200);
    expect(ackSchema.parse(r.body.data)).toBe(true);

    // the session goes on, with the new number
    const me = userSchema.parse((await u.get('/api/v2/user/MYSELF')).body);
    expect([me.mobile, me.loginName]).toEqual([NEW, NEW]);
    expect((await login(NEW)).ok).toBe(true);
    expect((await login(OLD)).ok).toBe(false);
    // codes are single use
    r = await u.post(RESET, { smsCaptcha: c.old, newMobile: '19912340002', newSmsCaptcha: c.fresh });
    expect(errType(r)).toBe('smsCaptcha');
  });

  it('refuses a number that has an account, the user’s own included', async () => {
    const u = await login(OLD);
    for (const taken of [DEMO_ACCOUNTS.investor.mobile, OLD]) {
      const c = await sendBoth(u, taken);
      const r = await u.post(RESET, { smsCaptcha: c.old, newMobile: taken, newSmsCaptcha: c.fresh });
      expect(err(r)).toBe('MOBILE_USED');
    }
    expect(srv.sandbox.state.users.find((x) => x.id === DEMO_ACCOUNTS.newbie.userId)?.mobile).toBe(OLD);
  });

  it('takes the new code only for the number it was sent to', async () => {
    const u = await login(OLD);
    const c = await sendBoth(u, NEW);
    const r = await u.post(RESET, { smsCaptcha: c.old, newMobile: '19912340009', newSmsCaptcha: c.fresh });
    expect(errType(r)).toBe('newSmsCaptcha');
    expect(err(await u.post(RESET, { smsCaptcha: c.old, newMobile: '1991234', newSmsCaptcha: c.fresh }))).toBe('INVALID_MOBILE');
  });

  it('burns a code after five wrong tries, and an expired one does not pass', async () => {
    const u = await login(OLD);
    const c = await sendBoth(u);
    for (let i = 0; i < 5; i++) await u.post(RESET, { smsCaptcha: wrong(c.old), newMobile: NEW, newSmsCaptcha: c.fresh });
    expect(errType(await u.post(RESET, { smsCaptcha: c.old, newMobile: NEW, newSmsCaptcha: c.fresh }))).toBe('smsCaptcha');

    const d = await sendBoth(u);
    clock.set(NOW + 11 * 60_000);
    expect(errType(await u.post(RESET, { smsCaptcha: d.old, newMobile: NEW, newSmsCaptcha: d.fresh }))).toBe('smsCaptcha');
  });

  it('offers a voice code only after a text code, replacing it', async () => {
    const u = await login(OLD);
    const VOICE = '/api/v2/users/MYSELF/sendAudioCaptcha';
    expect(err(await u.post(VOICE, { smsType: OLD_MOBILE_SMS }))).toBe('AUDIO_CAPTCHA_FAILED');
    await sendBoth(u);
    const rec = (k: string) => srv.sandbox.state.codes.get(k);
    const textOld = rec(`${OLD_MOBILE_SMS}:${OLD}`);
    const textNew = rec(`${NEW_MOBILE_SMS}:${NEW}`);
    expect((await u.post(VOICE, { smsType: OLD_MOBILE_SMS })).status).toBe(200);
    expect((await u.post(VOICE, { smsType: NEW_MOBILE_SMS, mobile: NEW })).status).toBe(200);
    expect(err(await u.post(VOICE, { smsType: NEW_MOBILE_SMS, mobile: '19912349999' }))).toBe('AUDIO_CAPTCHA_FAILED');
    expect(err(await u.post(VOICE, { smsType: 'RESET_PAYMENT_PASSWORD' }))).toBe('AUDIO_CAPTCHA_FAILED');
    // a new record each: the voice call's code is the one that counts now
    expect(rec(`${OLD_MOBILE_SMS}:${OLD}`)).not.toBe(textOld);
    expect(rec(`${NEW_MOBILE_SMS}:${NEW}`)).not.toBe(textNew);
    const r = await u.post(RESET, { smsCaptcha: await codeOf(OLD, OLD_MOBILE_SMS), newMobile: NEW, newSmsCaptcha: await codeOf(NEW, NEW_MOBILE_SMS) });
    expect(r.status).toBe(200);
  });
});

describe('feedback', () => {
  const FB = '/api/v2/user/MYSELF/feedback';
  it('stores what was sent', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const r = await nb.post(FB, { name: '小王', contact: 'a@b.cn', feedback: '  希望增加夜间模式  ' });
    expect(ackSchema.parse(r.body.data)).toBe(true);
    const list = (await call('GET', `/__sandbox/feedback?mobile=${DEMO_ACCOUNTS.newbie.mobile}`)).body;
    expect(list).toEqual([expect.objectContaining({ name: '小王', contact: 'a@b.cn', feedback: '希望增加夜间模式', userId: DEMO_ACCOUNTS.newbie.userId })]);
  });

  it('refuses an empty or over-long text and stores nothing', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect(err(await nb.post(FB, { feedback: '   ' }))).toBe('INVALID_PARAMS');
    expect(err(await nb.post(FB, { feedback: '字'.repeat(FEEDBACK_MAX + 1) }))).toBe('INVALID_PARAMS');
    expect((await nb.post(FB, { feedback: '字'.repeat(FEEDBACK_MAX) })).status).toBe(200);
    expect((await call('GET', `/__sandbox/feedback?mobile=${DEMO_ACCOUNTS.newbie.mobile}`)).body).toHaveLength(1);
    expect((await call('POST', FB, '', { feedback: 'x' })).status).toBe(401);
  });
});
