// The investor's records, fetched once the hint says there may be a session. Its own
// chunk (with zod), preloaded by the shell beside the entry on every route.
import { get } from '../api/client';
import {
  authenticatesSchema, bankConstraintsSchema, clientIpSchema, fundAccountsSchema, fundSchema,
  inviteCodeSchema, statisticsSchema, userSchema,
} from './schemas';
import type { SessionPart, SessionState } from './store';

export type Fetched = Omit<SessionState, 'status' | 'flags' | 'error'>;

/** Throws the user record's ApiError: ACCESS_DENIED when the token is no longer valid. */
export async function fetchSession(): Promise<Fetched> {
  const user = await get('/api/v2/user/MYSELF', { schema: userSchema, silent: true });
  const base = `/api/v2/user/${encodeURIComponent(user.id)}`;
  const failed: SessionPart[] = [];
  // A side call failing leaves its part empty and says so; the session itself still stands.
  const part = <T>(name: SessionPart, p: Promise<T>, fallback: T) =>
    p.catch(() => {
      failed.push(name);
      return fallback;
    });
  const [statistics, fund, authenticates, fundAccounts, invite, bankConstraints, ip] = await Promise.all([
    part('statistics', get(`${base}/statistics/invest`, { schema: statisticsSchema, silent: true }), null),
    part('fund', get(`${base}/userfund`, { schema: fundSchema, silent: true }), null),
    part('authenticates', get(`${base}/authenticates`, { schema: authenticatesSchema, silent: true }), {}),
    part('fundAccounts', get('/api/v2/multiPayment/router/MYSELF/fundAccounts', { schema: fundAccountsSchema, silent: true }), []),
    part('inviteCode', get('/api/v2/user/MYSELF/inviteCode', { schema: inviteCodeSchema, silent: true }), ''),
    part('bankConstraints', get('/api/v2/payment/router/getBankConstraints', { schema: bankConstraintsSchema, silent: true }), []),
    part('clientIp', get('/getClientIp', { schema: clientIpSchema, silent: true }), ''),
  ]);
  return {
    failed,
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
