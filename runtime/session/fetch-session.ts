// The investor's records, fetched once the auth flag says there may be a session. Its own
// chunk (with zod), preloaded by the shell beside the entry on every route.
import { get } from '../api/client';
import {
  authenticatesSchema, bankConstraintsSchema, clientIpSchema, fundAccountsSchema, fundSchema,
  inviteCodeSchema, statisticsSchema, userSchema,
} from './schemas';
import type { SessionState } from './store';

const settled = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);

/** null when the token is no longer valid. */
export async function fetchSession(): Promise<Omit<SessionState, 'status' | 'flags'> | null> {
  let user;
  try {
    user = await get('/api/v2/user/MYSELF', { schema: userSchema, silent: true });
  } catch {
    return null;
  }
  const base = `/api/v2/user/${encodeURIComponent(user.id)}`;
  // A side call failing leaves its part empty; the session itself still stands.
  const [statistics, fund, authenticates, fundAccounts, invite, bankConstraints, ip] = await Promise.all([
    settled(get(`${base}/statistics/invest`, { schema: statisticsSchema, silent: true }), null),
    settled(get(`${base}/userfund`, { schema: fundSchema, silent: true }), null),
    settled(get(`${base}/authenticates`, { schema: authenticatesSchema, silent: true }), {}),
    settled(get('/api/v2/multiPayment/router/MYSELF/fundAccounts', { schema: fundAccountsSchema, silent: true }), []),
    settled(get('/api/v2/user/MYSELF/inviteCode', { schema: inviteCodeSchema, silent: true }), ''),
    settled(get('/api/v2/payment/router/getBankConstraints', { schema: bankConstraintsSchema, silent: true }), []),
    settled(get('/getClientIp', { schema: clientIpSchema, silent: true }), ''),
  ]);
  return {
    user,
    statistics,
    fund,
    authenticates,
    fundAccounts,
    inviteCode: typeof invite === 'string' ? invite : invite.inviteCode,
    bankConstraints,
    clientIp: typeof ip === 'string' ? ip : ip.ip,
  };
}
