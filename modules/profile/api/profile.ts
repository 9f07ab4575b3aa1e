// The investor's own details (SPEC §7 User): delivery address, e-mail, the mobile change with
// its two codes, feedback. Plus the rules the forms check before asking the server.
import * as z from 'zod/mini';
import { get, post } from '../../../runtime/api/client';
import { isApiError } from '../../../runtime/api/api-error';
import { ackSchema } from '../../../domain/ack';
import { sendMySms, sendSms } from '../../../kit/entity/sms';
import { checkMobile } from '../../../domain/validate/mobile';
import { ADDRESS_MAX, ADDRESS_MIN, NAME_MAX, chars, isEmail, type PostalAddress } from '../../../domain/rules/account-details';

const users = '/api/v2/users/MYSELF';
const user = '/api/v2/user/MYSELF';

/** smsType of the code to the current number; the sandbox keeps codes under it (server/sandbox/routes/profile). */
export const OLD_MOBILE_SMS = 'CHANGE_MOBILE';
/** smsType of the code to the new number. */
export const NEW_MOBILE_SMS = 'BIND_NEW_MOBILE';

// the limits are the runtime's, which the sandbox refuses by; the words are the forms'
export { ADDRESS_MAX, ADDRESS_MIN, FEEDBACK_MAX, NAME_MAX } from '../../../domain/rules/account-details';

// ---------------------------------------------------------------- address

const str = z.optional(z.nullable(z.string()));
const addressFields = z.object({
  id: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  name: str,
  mobile: str,
  province: str,
  city: str,
  region: str,
  address: str,
});
// No address reads as null, an empty object or an empty list depending on the backend version;
// a list (the older "addresses" answer) holds the one in use first.
export const addressAnswer = z.union([z.null(), z.literal(''), z.array(addressFields), addressFields]);
export const saveAnswer = z.union([ackSchema, addressFields]);

export type Address = { id: string } & PostalAddress;

export function toAddress(raw: z.infer<typeof addressAnswer> | undefined): Address | null {
  const a = Array.isArray(raw) ? raw[0] : raw;
  if (!a || typeof a !== 'object') return null;
  const out: Address = {
    id: a.id == null ? '' : String(a.id),
    name: a.name ?? '',
    mobile: a.mobile ?? '',
    province: a.province ?? '',
    city: a.city ?? '',
    region: a.region ?? '',
    address: a.address ?? '',
  };
  return out.name || out.province || out.address ? out : null;
}

/**
 * '北京市 朝阳区 建国路88号': a municipality's city repeats its name and a county-level city run by
 * its province is its own district (regions.ts), so a name is said once.
 */
export function addressLine(a: Address): string {
  const parts = [a.province, a.city === a.province ? '' : a.city, a.region === a.city ? '' : a.region, a.address];
  return parts.filter(Boolean).join(' ');
}

export const getAddress = () => get(`${users}/deliveryAddress`, { schema: addressAnswer }).then(toAddress);

export const saveAddress = (a: Address) =>
  post(`${users}/editDeliveryAddress`, {
    schema: saveAnswer,
    envelope: true,
    body: { id: a.id, name: a.name, mobile: a.mobile, province: a.province, city: a.city, region: a.region, address: a.address },
  });

/** The first problem of an address form, in words, or null. Counts characters, not UTF-16 units. */
export function checkAddress(a: Address): string | null {
  const len = (s: string) => chars(s.trim());
  if (!len(a.name)) return '请填写收货人姓名';
  if (len(a.name) > NAME_MAX) return `收货人姓名不能超过${NAME_MAX}个字`;
  const m = checkMobile(a.mobile);
  if (m) return m;
  if (!a.province || !a.city || !a.region) return '请选择所在地区（省、市、区县）';
  if (!len(a.address)) return '请填写详细地址';
  if (len(a.address) < ADDRESS_MIN) return `详细地址不能少于${ADDRESS_MIN}个字`;
  if (len(a.address) > ADDRESS_MAX) return `详细地址不能超过${ADDRESS_MAX}个字`;
  return null;
}

// ---------------------------------------------------------------- e-mail

export function checkEmail(s: string): string | null {
  const v = s.trim();
  if (!v) return '请输入邮箱地址';
  return isEmail(v) ? null : '请输入正确的邮箱地址';
}

export const updateEmail = (email: string) => post(`${users}/updateEmail`, { schema: ackSchema, envelope: true, body: { email: email.trim() } });

// ---------------------------------------------------------------- mobile change

export type CodeTarget = 'old' | 'new';

export const sendOldCode = () => sendMySms(OLD_MOBILE_SMS);
export const sendNewCode = (mobile: string) => sendSms(mobile, NEW_MOBILE_SMS);
/** A voice call instead of the text code just sent (path ours: the contract shows none for this). */
export const sendVoiceCode = (to: CodeTarget, mobile?: string) =>
  post(`${users}/sendAudioCaptcha`, {
    schema: ackSchema,
    envelope: true,
    body: to === 'old' ? { smsType: OLD_MOBILE_SMS } : { smsType: NEW_MOBILE_SMS, mobile },
  });

export const resetMobile = (smsCaptcha: string, newMobile: string, newSmsCaptcha: string) =>
  post(`${user}/resetMobile`, { schema: ackSchema, envelope: true, body: { smsCaptcha: smsCaptcha.trim(), newMobile, newSmsCaptcha: newSmsCaptcha.trim() } });

export const TAKEN_TEXT = '该手机号已被注册，请更换其他号码';

/**
 * Where a refused mobile change went wrong and what to say: INVALID_MOBILE_CAPTCHA names the
 * wrong code in error[0].type, so the screen can send the user back to the step that asked for it.
 */
export function mobileChangeError(e: unknown): { step: 1 | 2; text: string } {
  if (!isApiError(e)) return { step: 2, text: '系统繁忙，请稍后重试' };
  const type = (e.detail as { type?: unknown } | undefined)?.type;
  if (e.code === 'INVALID_MOBILE_CAPTCHA') {
    return type === 'smsCaptcha' ? { step: 1, text: '原手机验证码错误或已失效' } : { step: 2, text: '新手机验证码错误或已失效' };
  }
  if (e.code === 'MOBILE_USED' || e.code === 'MOBILE_EXISTS') return { step: 2, text: TAKEN_TEXT };
  return { step: 2, text: e.message };
}

// ---------------------------------------------------------------- feedback

export const sendFeedback = (f: { name: string; contact: string; feedback: string }) =>
  post(`${user}/feedback`, { schema: ackSchema, envelope: true, body: { name: f.name.trim(), contact: f.contact.trim(), feedback: f.feedback.trim() } });

// ---------------------------------------------------------------- route data

export interface PersonInfoData {
  /** on its way: the rest of the screen is the session's and shows at once */
  address: Promise<Address | null>;
}

export function loadPersonInfo(): Promise<PersonInfoData> {
  const address = getAddress();
  address.catch(() => {}); // the address row shows its own error with a retry
  return Promise.resolve({ address });
}
