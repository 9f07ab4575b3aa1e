// Reaching the stand-in backend directly (never through the app server): its test hooks, and
// the login a native app would make, whose answer carries the token.
import { inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { loginOverHttp } from '../support/login';

export const upstreamURL = () => inject('upstreamURL');

export async function upstream<T = unknown>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(upstreamURL() + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A token straight from the backend, as the native app (or an attacker) holds one. */
export const backendToken = async (mobile: string, password = 'demo1234') => (await loginOverHttp(upstreamURL(), { mobile, password })).token!;

export const failUpstreamLogout = (fail: 'status' | 'drop' | null) => upstream('/__upstream/logout', { method: 'POST', body: JSON.stringify({ fail }) });

export interface Deposit {
  type: string;
  amount: number;
  status: string;
}
export const deposits = (mobile: string) => upstream<Deposit[]>(`/__upstream/deposits?mobile=${mobile}`);

/** The session cookies of the app's origin in this browser context. */
export async function sessionCookies(ctx: BrowserContext, origin: string) {
  const all = await ctx.cookies(origin);
  return { ccat: all.find((c) => c.name === 'ccat'), hint: all.find((c) => c.name === 'ccat_present') };
}
