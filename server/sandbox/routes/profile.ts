/**
 * The investor's own details (SPEC §7 User): delivery address, e-mail, changing the mobile
 * number, feedback. The mobile change checks two codes — one sent to the current number, one to
 * the new — and says which was wrong through error[0].type (smsCaptcha / newSmsCaptcha).
 */
import type { DeliveryAddress } from '../model';
import { bare, fail, ok } from '../reply';
import { findByMobile, newId, type SandboxState } from '../state';
import type { Register } from './register';
import { me, peekCode, type C } from './payment-kit';
import { isMobile, issueCode } from './auth-codes';
import { ADDRESS_MAX, ADDRESS_MIN, FEEDBACK_MAX, NAME_MAX, REGION_MAX, chars, isEmail } from '../../../domain/rules/account-details';

/** smsType of the code to the current number (POST /api/v2/smsCaptcha/MYSELF). */
export const OLD_MOBILE_SMS = 'CHANGE_MOBILE';
/** smsType of the code to the new number (POST /api/v2/smsCaptcha). */
export const NEW_MOBILE_SMS = 'BIND_NEW_MOBILE';

export interface Feedback {
  userId: string;
  name: string;
  contact: string;
  feedback: string;
  time: number;
}

const feedbacks = new WeakMap<SandboxState, Feedback[]>();
export const feedbackOf = (s: SandboxState) => {
  let list = feedbacks.get(s);
  if (!list) feedbacks.set(s, (list = []));
  return list;
};

const addressView = ({ id, name, mobile, province, city, region, address }: DeliveryAddress) => ({
  id,
  name,
  mobile,
  province,
  city,
  region,
  address,
});

const text = (v: string | undefined) => (v ?? '').trim();

function editAddress(c: C) {
  const user = me(c);
  const f = c.form;
  const v = { name: text(f.name), mobile: text(f.mobile), province: text(f.province), city: text(f.city), region: text(f.region), address: text(f.address) };
  if (!v.name || chars(v.name) > NAME_MAX) return fail('INVALID_PARAMS', 400, 'name');
  if (!isMobile(v.mobile)) return fail('INVALID_MOBILE');
  for (const k of ['province', 'city', 'region'] as const) if (!v[k] || chars(v[k]) > REGION_MAX) return fail('INVALID_PARAMS', 400, k);
  if (chars(v.address) < ADDRESS_MIN || chars(v.address) > ADDRESS_MAX) return fail('INVALID_PARAMS', 400, 'address');

  const s = c.state;
  const mine = s.addresses.find((a) => a.userId === user.id);
  // one address per investor: an id, when sent, must be that one
  if (f.id && f.id !== mine?.id) return fail('INVALID_PARAMS', 400, 'id');
  const saved: DeliveryAddress = { id: mine?.id ?? newId(s, 'ADDR'), userId: user.id, ...v };
  s.addresses = [...s.addresses.filter((a) => a.userId !== user.id), saved];
  return ok(addressView(saved));
}

function resetMobile(c: C) {
  const user = me(c);
  const newMobile = text(c.form.newMobile);
  if (!isMobile(newMobile)) return fail('INVALID_MOBILE');
  if (peekCode(c, OLD_MOBILE_SMS, user.mobile, c.form.smsCaptcha) !== 'ok') return fail('INVALID_MOBILE_CAPTCHA', 400, null, 'smsCaptcha');
  // the caller's own number counts as taken too: there is nothing to change to
  if (findByMobile(c.state, newMobile)) return fail('MOBILE_USED', 400, null, 'newMobile');
  if (peekCode(c, NEW_MOBILE_SMS, newMobile, c.form.newSmsCaptcha) !== 'ok') return fail('INVALID_MOBILE_CAPTCHA', 400, null, 'newSmsCaptcha');

  c.state.codes.delete(`${OLD_MOBILE_SMS}:${user.mobile}`);
  c.state.codes.delete(`${NEW_MOBILE_SMS}:${newMobile}`);
  if (user.loginName === user.mobile) user.loginName = newMobile;
  user.mobile = newMobile;
  // The session stays valid: tokens belong to the user, not to the number it logged in with.
  return ok(true);
}

export const registerProfile: Register = (r, o) => {
  r.getAuth('/api/v2/users/MYSELF/deliveryAddress', (c) => {
    const a = c.state.addresses.find((x) => x.userId === c.userId);
    return ok(a ? addressView(a) : null);
  });

  r.postAuth('/api/v2/users/MYSELF/editDeliveryAddress', editAddress);

  r.postAuth('/api/v2/users/MYSELF/updateEmail', (c) => {
    const email = text(c.form.email);
    if (!isEmail(email)) return fail('INVALID_EMAIL');
    me(c).email = email;
    return ok(true);
  });

  r.postAuth('/api/v2/user/MYSELF/resetMobile', resetMobile);

  // Voice codes for the mobile change (path not in the contract): the same code purpose as the
  // text code they stand in for, and only once a text code went out, as sendAudioCaptcha does.
  r.postAuth('/api/v2/users/MYSELF/sendAudioCaptcha', (c) => {
    const { smsType } = c.form;
    const mobile = smsType === OLD_MOBILE_SMS ? me(c).mobile : smsType === NEW_MOBILE_SMS ? text(c.form.mobile) : '';
    if (!isMobile(mobile) || !c.state.codes.has(`${smsType}:${mobile}`)) return fail('AUDIO_CAPTCHA_FAILED');
    issueCode(c, smsType!, mobile);
    return ok(true);
  });

  r.postAuth('/api/v2/user/MYSELF/feedback', (c) => {
    const feedback = text(c.form.feedback);
    if (!feedback || chars(feedback) > FEEDBACK_MAX) return fail('INVALID_PARAMS', 400, 'feedback');
    const name = text(c.form.name).slice(0, 20);
    const contact = text(c.form.contact).slice(0, 64);
    feedbackOf(c.state).push({ userId: c.userId!, name, contact, feedback, time: c.now() });
    return ok(true);
  });

  if (o.testHooks) {
    // what a user has sent, for tests (newest last)
    r.get('/__sandbox/feedback', (c) => {
      const u = findByMobile(c.state, c.query.get('mobile') ?? '');
      return u ? bare(feedbackOf(c.state).filter((f) => f.userId === u.id)) : fail('NOT_FOUND', 404);
    });
  }
};
