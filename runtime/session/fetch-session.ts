// The investor's records, fetched once the hint says there may be a session. Imported
// statically: nearly every route parses answers with zod anyway, so zod and these schemas
// travel in the runtime's one file with React instead of costing every route two requests.
import { get } from '../api/client';
import {
  authenticatesSchema,
  bankConstraintsSchema,
  clientIpSchema,
  fundAccountsSchema,
  fundSchema,
  inviteCodeSchema,
  statisticsSchema,
  userSchema,
} from './schemas';
import type { SessionPart, SessionState } from './store';
import { forUser, SESSION_CALLS as C, USER_PATH } from './early';
import { withBanks } from '../../domain/fund-accounts';

export type Fetched = Omit<SessionState, 'status' | 'flags' | 'error'>;

/**
 * Throws the user record's ApiError: ACCESS_DENIED when the token is no longer valid.
 * `onUser` hears of the user record as soon as it is in, before the other parts; the other
 * parts are asked once `rest` has settled (a landing that shows only who is logged in).
 */
export async function fetchSession(onUser?: (user: Fetched['user'] & {}) => void, rest?: Promise<unknown>): Promise<Fetched> {
  const user = await get(USER_PATH, { schema: userSchema, silent: true });
  onUser?.(user);
  await rest;
  const failed: SessionPart[] = [];
  // A side call failing leaves its part empty and says so; the session itself still stands.
  const part = <T>(name: SessionPart, p: Promise<T>, fallback: T) =>
    p.catch(() => {
      failed.push(name);
      return fallback;
    });
  const [statistics, fund, authenticates, fundAccounts, invite, bankConstraints, ip] = await Promise.all([
    part('statistics', get(forUser(C.statistics, user.id), { schema: statisticsSchema, silent: true }), null),
    part('fund', get(forUser(C.fund, user.id), { schema: fundSchema, silent: true }), null),
    part('authenticates', get(forUser(C.authenticates, user.id), { schema: authenticatesSchema, silent: true }), {}),
    part('fundAccounts', get(C.fundAccounts, { schema: fundAccountsSchema, silent: true }), []),
    part('inviteCode', get(C.inviteCode, { schema: inviteCodeSchema, silent: true }), ''),
    part('bankConstraints', get(C.bankConstraints, { schema: bankConstraintsSchema, silent: true }), []),
    part('clientIp', get(C.clientIp, { schema: clientIpSchema, silent: true, text: true }), ''),
  ]);
  return {
    failed,
    user,
    statistics,
    fund,
    authenticates,
    fundAccounts: withBanks(fundAccounts, bankConstraints),
    inviteCode: typeof invite === 'string' ? invite : invite.inviteCode,
    bankConstraints,
    clientIp: ip,
  };
}
