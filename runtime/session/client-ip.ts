// The investor's address, which every tender, claim purchase and charge carries (SPEC §3, §7).
// The session asks for it at login; when that failed, a money screen asks once more before the
// payment password is typed, and no move goes out with an empty one.
import { get } from '../api/client';
import { clientIpSchema } from './schemas';
import { SESSION_CALLS } from './early';
import { session } from './store';

/** The address, asked again if the session has none; '' when it still cannot be learned. */
export async function clientIpNow(): Promise<string> {
  if (session.clientIp) return session.clientIp;
  const ip = await get(SESSION_CALLS.clientIp, { schema: clientIpSchema, silent: true, text: true }).catch(() => '');
  if (ip) session.clientIp = ip;
  return ip;
}

export const NO_CLIENT_IP = '网络异常，暂时无法确认您的网络环境，请稍后重试';
