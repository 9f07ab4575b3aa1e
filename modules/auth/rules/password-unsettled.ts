// A login password change or reset whose answer never came readable (the network dropped it,
// a 5xx, a page that is not the server's): the change may have been made. No call reads the
// login password back without spending a login try, so the words say what to try, not
// "failed". Apart from errors.ts: only the two password screens carry these words.
import { isApiError, NETWORK, SCHEMA } from '../../../runtime/api/api-error';

export const passwordUnsettled = (e: unknown) => !isApiError(e) || e.status === 0 || e.status >= 500 || [NETWORK, SCHEMA].includes(e.code);
export const CHANGE_UNSETTLED = '网络异常，暂未确认修改结果，新密码可能已生效。请勿重复修改：下次登录请先用新密码，不成功再用原密码。';
export const RESET_UNSETTLED = '网络异常，暂未确认重置结果，新密码可能已生效。请先用新密码登录；不成功再重新获取验证码重置。';
