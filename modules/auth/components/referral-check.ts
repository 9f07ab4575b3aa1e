// Only with a referral: its own chunk, started by /register's load or by a typed referral.
import { parseReferral, pickReferral } from '../../../domain/validate/referral';
import { checkInviteCode, getReferralInfo, type ReferralInfo } from '../api/register';
import { errorText } from '../rules/errors';

export type RefCheck = { state: 'idle' } | { state: 'checking' } | { state: 'ok'; info: ReferralInfo } | { state: 'bad'; text: string };

const NO_INFO: ReferralInfo = { referrerName: null, gifts: [] };

/**
 * Shape first (SPEC §5), then the server: the code check and the referrer's info together. The
 * check decides; the info (the referrer's name) is a nicety, so a failed one leaves it out.
 */
export async function checkReferral(value: string): Promise<RefCheck> {
  const v = value.trim();
  if (!v) return { state: 'idle' };
  if (!parseReferral(v)) return { state: 'bad', text: '请输入正确的邀请码或推荐人手机号' };
  const info = getReferralInfo(v).catch(() => NO_INFO);
  try {
    await checkInviteCode(v);
    return { state: 'ok', info: await info };
  } catch (e) {
    return { state: 'bad', text: errorText(e) };
  }
}

/** /register's `load`: the referral its link brought, checked while the page downloads; null without one. */
export const checkLinkReferral = (query: URLSearchParams): Promise<RefCheck> | null => {
  const v = pickReferral(query);
  return v ? checkReferral(v) : null;
};
