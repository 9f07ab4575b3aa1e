import { proxy } from 'valtio/vanilla';
import type { Authenticates, BankConstraint, Fund, FundAccount, Statistics, User } from './schemas';

export interface Flags {
  has_logged_in: boolean;
  has_bank_card: boolean;
  has_payment_account: boolean;
  has_payment_password: boolean;
  is_newbie: boolean;
  /**
   * Real-name verified: the authenticates record says so, or accountStatus reaches 42. null when
   * neither could be read (the backend family may leave accountStatus out, or send 0 for a
   * verified user): a gate then lets the server decide rather than refuse.
   */
  verified: boolean | null;
}

/** The parts of the session fetched beside the user record; each may fail on its own. */
export type SessionPart = 'statistics' | 'fund' | 'authenticates' | 'fundAccounts' | 'inviteCode' | 'bankConstraints' | 'clientIp';

export interface SessionState {
  /**
   * 'loading' until the user record has loaded or the session was flushed; 'error' when it
   * could not be learned (network or server failure, not a refusal): the device may well be
   * logged in, so nobody is sent to the login screen for it.
   */
  status: 'loading' | 'ready' | 'error';
  /** why the last load failed (Chinese), '' when it did not */
  error: string;
  /** parts whose call failed: their figures are unknown, not zero */
  failed: SessionPart[];
  user: User | null;
  fund: Fund | null;
  statistics: Statistics | null;
  authenticates: Authenticates;
  fundAccounts: FundAccount[];
  inviteCode: string;
  bankConstraints: BankConstraint[];
  clientIp: string;
  flags: Flags;
}

const noFlags = (): Flags => ({
  has_logged_in: false,
  has_bank_card: false,
  has_payment_account: false,
  has_payment_password: false,
  is_newbie: true,
  verified: null,
});

export const emptySession = (): Omit<SessionState, 'status'> => ({
  error: '',
  failed: [],
  user: null,
  fund: null,
  statistics: null,
  authenticates: {},
  fundAccounts: [],
  inviteCode: '',
  bankConstraints: [],
  clientIp: '',
  flags: noFlags(),
});

export const session = proxy<SessionState>({ status: 'loading', ...emptySession() });

export function deriveFlags(s: Pick<SessionState, 'user' | 'fundAccounts' | 'authenticates' | 'fund'> & { failed?: SessionPart[] }): Flags {
  return {
    has_logged_in: !!s.user,
    has_bank_card: s.fundAccounts.length > 0,
    // a payment account is the real-name account opened with the payment channel
    has_payment_account: !!s.authenticates.idauthenticated,
    has_payment_password: !!s.authenticates.paymentAuthenticated,
    is_newbie: (s.fund?.totalInvest ?? 0) < 1,
    verified: isVerified(s),
  };
}

/** Account status from which a user counts as real-name verified (SPEC §9). */
export const VERIFIED_STATUS = 42;

function isVerified(s: Pick<SessionState, 'user' | 'authenticates'> & { failed?: SessionPart[] }): boolean | null {
  if (!s.user) return false;
  if (s.authenticates.idauthenticated || (s.user.accountStatus ?? 0) >= VERIFIED_STATUS) return true;
  if (s.failed?.includes('authenticates') || s.authenticates.idauthenticated == null) return null;
  return false;
}
