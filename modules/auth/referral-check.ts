import { parseReferral } from '../../runtime/validate/referral';
import { checkInviteCode, getReferralInfo, type ReferralInfo } from './api-register';
import { errorText } from './errors';

/** SPEC §9: the registration gift of a VIP referral is the coupon of par value 8888. */
export const GIFT_PAR_VALUE = 8888;

export type RefCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok'; info: ReferralInfo }
  | { state: 'bad'; text: string };

/** Shape first (SPEC §5), then the server: the code check and the referrer's info together. */
export async function checkReferral(value: string): Promise<RefCheck> {
  const v = value.trim();
  if (!v) return { state: 'idle' };
  if (!parseReferral(v)) return { state: 'bad', text: '请输入正确的邀请码或推荐人手机号' };
  try {
    const [, info] = await Promise.all([checkInviteCode(v), getReferralInfo(v)]);
    return { state: 'ok', info };
  } catch (e) {
    return { state: 'bad', text: errorText(e) };
  }
}
