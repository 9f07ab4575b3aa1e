// The money slots' state: what screens read (busy, the outcome to show) and what the move
// logic (move.ts, loaded when a payment starts) keeps between attempts. Small on purpose: it
// is on the critical path of every money screen, the logic is not.
import { proxy } from 'valtio/vanilla';
import type { ApiError } from '../api/api-error';
import type { MoneyMove } from './move';

export type Outcome<T> = (
  /** the server proved the move happened (its answer, or the record `check` found) */
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
export const unknownText = (what: string) =>
  `网络异常，暂未确认${what}结果。请勿重复${what}，稍后点“查询结果”或在资金流水中查看。`;

export const money = proxy<{ slots: Record<string, Slot> }>({ slots: {} });

export interface Pending {
  intent: string;
  key: string;
  since: number;
  unknown?: boolean;
  move: MoneyMove<unknown>;
}
export const pending = new Map<string, Pending>();
export const watchers = new Map<string, number>();

export const slotOf = (name: string) => (money.slots[name] ??= { busy: false, last: null });

/** The last attempt in this slot ended with its outcome unknown (asked, but no answer). */
export const unresolved = (name: string) => !!pending.get(name)?.unknown;

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

/** After logout nothing of the last investor's attempts stays. */
export function forgetAll() {
  pending.clear();
  for (const s of Object.values(money.slots)) s.last = null;
}
