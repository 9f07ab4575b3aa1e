// Which Chinese text an auth screen shows for a failure (SPEC §8). ApiError already carries
// the catalogue text; these rules pick the context-specific ones. The catalogue is a lazy
// chunk, so the few texts needed here are repeated (tests/unit/auth-errors checks they match).
import { isApiError, NETWORK, SCHEMA } from '../../../runtime/api/api-error';

export const UNKNOWN = '系统繁忙，请稍后重试';
export const SMS_FAILED = '获取验证码失败，请重试';
export const VOICE_FAILED = '获取语音验证码失败，请重试';
export const COMMUNICATION = '通讯异常，请稍后重试';
export const CODE_LOCKED = '验证码错误次数过多，请重新获取';
export const REGISTER_FIRST = '请先注册';

const code = (e: unknown) => (isApiError(e) ? e.code : '');

export const errorText = (e: unknown): string => (isApiError(e) ? e.message : UNKNOWN);

/** A failed send: known refusals say why; anything else is the SMS or voice failure text. */
export function sendErrorText(e: unknown, voice = false): string {
  const c = code(e);
  if (c === NETWORK) return COMMUNICATION;
  if (!c || c === SCHEMA || errorText(e) === UNKNOWN) return voice ? VOICE_FAILED : SMS_FAILED;
  return errorText(e);
}

/** A failed submit that carried an SMS code: too many tries burns the code, not the account. */
export const codeErrorText = (e: unknown): string => (code(e) === 'TOO_MANY_ATTEMPT' ? CODE_LOCKED : errorText(e));

/** The picture sheet closed unanswered: the send stops, and nothing is said (SPEC §4). */
export const CANCELLED = new Error('cancelled');

export const needsCaptcha = (e: unknown) => ['IMG_CAPTCHA_REQUIRED', 'IMG_CAPTCHA_NULL', 'INVALID_CAPTCHA'].includes(code(e));
export const isMobileTaken = (e: unknown) => code(e) === 'MOBILE_EXISTS' || code(e) === 'MOBILE_USED';
export const isUnregistered = (e: unknown) => code(e) === 'USER_NOT_EXISTS' || code(e) === 'MOBILE_NOT_EXISTS';

/** The socialUserId of an unbound WeChat login (OAuth error_description.socialUserId). */
export function socialUserIdOf(e: unknown): string | null {
  const d = isApiError(e) ? (e.detail as { socialUserId?: unknown } | undefined) : undefined;
  const id = d && typeof d === 'object' ? d.socialUserId : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
