import { randomBytes } from 'node:crypto';
import type { SeedState, User } from './model';
import { createSeed } from './seed';

export interface CodeRecord {
  code: string;
  expires: number;
  attempts: number;
}

export interface SandboxState extends SeedState {
  tokens: Map<string, { userId: string; expires: number }>;
  /** SMS / voice codes by `${purpose}:${mobile}` */
  codes: Map<string, CodeRecord>;
  /** graphic captchas by token */
  captchas: Map<string, CodeRecord>;
  nextId: number;
}

export const TOKEN_TTL_MS = 24 * 3600 * 1000;

export function createState(now: number): SandboxState {
  return { ...createSeed(now), tokens: new Map(), codes: new Map(), captchas: new Map(), nextId: 900000 };
}

export const newId = (s: SandboxState, prefix = '') => `${prefix}${++s.nextId}`;
export const newToken = () => randomBytes(24).toString('hex');

export const findUser = (s: SandboxState, id: string | null) => (id ? s.users.find((u) => u.id === id) : undefined);
export const findByMobile = (s: SandboxState, mobile: string) => s.users.find((u) => u.mobile === mobile || u.loginName === mobile);

/** What the backend shows of a user: never passwords. */
export function publicUser(u: User) {
  const { password: _p, paymentPassword: _pp, payLock: _l, failedAttempts: _f, socialIds: _s, ...rest } = u;
  return rest;
}
