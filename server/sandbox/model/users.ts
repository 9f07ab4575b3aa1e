// Investors as the sandbox keeps them: the account, its money in fen, its delivery address.
import type { Level } from '../../../domain/member-levels';
import type { PostalAddress } from '../../../domain/rules/account-details';

export type MemberLevel = Level;
export type CertType = 'IDENTITY_CARD' | 'PASSPORT' | 'HK_MACAO_PASS' | 'TAIWAN_PASS';

export interface User {
  id: string;
  /** Real name; '' while not real-name verified. */
  name: string;
  loginName: string;
  mobile: string;
  email: string;
  /** '' while not verified. */
  idNumber: string;
  certType: CertType;
  /** >= 42 means real-name verified (SPEC §9). */
  accountStatus: number;
  inviteCode: string;
  /** Plain text: sandbox only. */
  password: string;
  /** 6 digits, or null when not set. Plain text: sandbox only. */
  paymentPassword: string | null;
  /** Wrong payment passwords in a row, and until when (epoch ms, 0 for not) it is locked; absent after a right one. */
  payLock?: PayLock;
  disabled: boolean;
  failedAttempts: number;
  registerDate: number;
  lastLoginDate: number;
  isProfessionalInvestor: boolean;
  memberLevel: MemberLevel;
  points: number;
  /** 'YYYY-MM-DD', from the ID number. */
  birthday?: string;
  referrerId?: string;
  socialIds?: { weixin?: string };
}

export interface PayLock {
  fails: number;
  until: number;
}

/** Money in integer FEN (1 yuan = 100 fen); the HTTP layer converts to yuan. */
export interface UserFund {
  userId: string;
  availableAmount: number;
  frozenAmount: number;
  dueInAmount: number;
  dueOutAmount: number;
  depositAmount: number;
  withdrawAmount: number;
  outstandingPrincipal: number;
  outstandingInterest: number;
  investFrozenAmount: number;
  /** Sum of all investments ever made (fen); newbie while below 100 fen (1 yuan). */
  totalInvest: number;
}

export interface DeliveryAddress extends PostalAddress {
  id: string;
  userId: string;
}
