// The money slots' state: what screens read (busy, the outcome to show) and what the move
// logic (move.ts, loaded when a payment starts) keeps between attempts: per slot, the attempt
// whose outcome was not proven (intent, key, start, and the move's check — never its send),
// mirrored to the tab's and the device's storage by records.ts so a later page can settle it.
// Small on purpose: it is on the critical path of every money screen, the logic is not.
import { proxy } from 'valtio/vanilla';
import type { ApiError } from '../api/api-error';
import type { MoneyMove } from './move';
import { session } from '../session/store';

export type Outcome<T> =
  /** the server proved the move happened (its answer, or the record `check` found) */
  (
    | { kind: 'done'; value: T }
    /** the server refused, or `check` proved nothing moved */
    | { kind: 'refused'; error: ApiError }
    /** neither answer nor check could tell: the user must not pay again blindly */
    | { kind: 'unknown'; error: ApiError }
  ) & { seq: number; /** the move's own words for it (`describe`) */ text?: string };

export interface Slot {
  busy: boolean;
  /** the latest outcome, until a screen has shown it (`take`) */
  last: Outcome<unknown> | null;
}

/** What a screen says when an attempt's outcome could not be learned. */
export const unknownText = (what: string) => `网络异常，暂未确认${what}结果。请勿重复${what}，稍后点“查询结果”或在资金流水中查看。`;

export const money = proxy<{ slots: Record<string, Slot> }>({ slots: {} });

/** What settling an attempt needs once its `send` is gone: never the call that sends. */
export type Settle = Pick<MoneyMove<unknown>, 'check' | 'refresh' | 'describe'>;

export interface Pending {
  intent: string;
  key: string;
  since: number;
  /** whose attempt: another investor logged in on this page never sees it */
  uid: string;
  unknown?: boolean;
  /**
   * Kept from an earlier page (records.ts) and not yet settled here: a move for the same
   * intent asks `check` before it may send.
   */
  restored?: boolean;
  /** the move's check (and refresh, describe) for a recheck; absent for a restored attempt
   * until a screen's move for the same intent supplies it */
  settle?: Settle;
}
const pending = new Map<string, Pending>();
export const watchers = new Map<string, number>();

export const slotOf = (name: string) => (money.slots[name] ??= { busy: false, last: null });

/** Where and how long attempts are kept beyond the page (records.ts writes them). */
export const KEPT_PREFIX = 'h5_money:';
export const KEPT_MAX_AGE_MS = 864e5;

/**
 * The slot's attempt whose outcome was not proven, for the user logged in now: from this page,
 * else kept by an earlier one (the tab's record, else the device's; records.ts).
 */
export function pendingOf(name: string): Pending | undefined {
  const uid = session.user?.id ?? '';
  const p = pending.get(name);
  if (p?.uid === uid) return p;
  for (const s of uid ? ['sessionStorage', 'localStorage'] : ['sessionStorage']) {
    try {
      const r = JSON.parse((globalThis as unknown as Record<string, Storage>)[s]!.getItem(KEPT_PREFIX + uid)!)[name];
      if (typeof r.key == 'string' && typeof r.intent == 'string' && Math.abs(Date.now() - r.since) < KEPT_MAX_AGE_MS) {
        const kept: Pending = { intent: r.intent, key: r.key, since: r.since, uid, unknown: r.state != 'not-done', restored: true };
        pending.set(name, kept);
        return kept;
      }
    } catch {
      // none kept there (or no storage)
    }
  }
  return undefined;
}

/** This page's copy of the slot's attempt (move.ts keeps the stored one in step). */
export const setPending = (name: string, p: Pending | null) => (p ? pending.set(name, p) : pending.delete(name));

/** The last attempt in this slot ended with its outcome unknown (asked, but no answer), here or on an earlier page. */
export const unresolved = (name: string) => !!pendingOf(name)?.unknown;

/** A kept attempt from an earlier page that no move of this page has settled yet: its intent. */
export const restoredIntent = (name: string): string | null => {
  const p = pendingOf(name);
  return p?.restored && !p.settle ? p.intent : null;
};

/** A screen shows a slot's outcomes while it is mounted; when none is, they are toasted. */
export function watch(name: string): () => void {
  slotOf(name);
  watchers.set(name, (watchers.get(name) ?? 0) + 1);
  return () => watchers.set(name, (watchers.get(name) ?? 1) - 1);
}

/** The outcome has been shown. */
export function take(name: string, seqSeen: number) {
  const slot = money.slots[name];
  if (slot?.last?.seq === seqSeen) slot.last = null;
}

/** After logout nothing of the last investor's attempts stays on this page (records.ts forgetPendingMoves: the kept ones). */
export function forgetAll() {
  pending.clear();
  for (const s of Object.values(money.slots)) s.last = null;
}
