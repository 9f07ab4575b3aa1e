// The one way money moves (DESIGN "Moving money"): charge, withdraw, tender, claim purchase,
// redemption, coupon and points exchange, the lottery draw. No React here; use-money.ts is
// the binding.
//
// - Busy from the first tap until the server's outcome is known. The state lives here, not
//   in a screen or a sheet, so closing the sheet or leaving the screen cannot clear it, and
//   a second tap joins the attempt under way instead of starting another.
// - One key per intended payment (`version` where the contract has it, else a client order
//   id the backend honours). An attempt whose outcome was never proven keeps its key, so a
//   later attempt at the same payment is the same order to the server.
// - A lost or unreadable answer is never retried blindly: the server is asked what happened
//   (`check`), and that is what the screen shows.
// - Success only from an answer its schema proves (the api client refuses anything else).
import { ApiError, isApiError } from '../api/api-error';
import { pending, slotOf, watchers, type Outcome } from './state';

export type { Outcome } from './state';


export interface MoneyMove<T> {
  /** what the user means to do, e.g. `charge:<card>:<fen>`; the same intent reuses its key */
  intent: string;
  /** the POST (and any check that belongs to it, such as the payment password), with the key */
  send: (key: string) => Promise<T>;
  /** the outcome from the server's records: the result when it happened, null when it did not */
  check: (key: string, since: number) => Promise<T | null>;
  /** refreshes balances (the session); runs after every outcome, before it is shown */
  refresh?: () => Promise<unknown>;
  /** shown when no screen is watching the slot when the outcome arrives */
  describe?: (o: Outcome<T>) => string;
}




/** Waits before each look at the server's records: an order may land a little after its answer is lost. */
export const CHECK_DELAYS_MS = [0, 1500, 4000];

const inflight = new Map<string, Promise<Outcome<unknown>>>();
let seq = 0;


export function newKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * A refusal the server decided, so nothing moved: an error code in a 4xx answer. A lost
 * answer, an unreadable one, a 5xx (the server may have failed after the debit) and a
 * duplicate order are not: their outcome has to be asked for.
 */
export function isRefusal(e: unknown): e is ApiError {
  return (
    isApiError(e) &&
    e.status >= 400 &&
    e.status < 500 &&
    !['NETWORK_ERROR', 'SCHEMA_ERROR', 'UNKNOWN', 'DUPLICATE_ORDER', 'ACCESS_DENIED'].includes(e.code)
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function ask<T>(m: MoneyMove<T>, key: string, since: number): Promise<{ found: T | null } | null> {
  let reached = false;
  for (const wait of CHECK_DELAYS_MS) {
    if (wait) await sleep(wait);
    try {
      const found = await m.check(key, since);
      reached = true;
      if (found !== null) return { found };
    } catch {
      // the records could not be read this time; the next look may reach them
    }
  }
  return reached ? { found: null } : null;
}

async function attempt<T>(name: string, given: MoneyMove<T> | null): Promise<Outcome<T>> {
  let p = pending.get(name);
  if (given && (!p || p.intent !== given.intent)) {
    p = { intent: given.intent, key: newKey(), since: Date.now(), move: given as MoneyMove<unknown> };
    pending.set(name, p);
  }
  if (!p) return { kind: 'refused', error: new ApiError('NOT_DONE', '没有待确认的交易'), seq: ++seq };
  // a recheck asks about the attempt it was, with that attempt's own check
  const m = (given ?? p.move) as MoneyMove<T>;
  const { key, since } = p;
  try {
    if (!given) throw new ApiError('NETWORK_ERROR', '网络异常，请检查网络后重试');
    const value = await m.send(key);
    pending.delete(name);
    return { kind: 'done', value, seq: ++seq };
  } catch (e) {
    if (isRefusal(e)) {
      pending.delete(name);
      return { kind: 'refused', error: e, seq: ++seq };
    }
    const lost = isApiError(e) ? e : new ApiError('NETWORK_ERROR', '网络异常，请检查网络后重试');
    const known = await ask(m, key, since);
    if (known?.found != null) {
      pending.delete(name);
      return { kind: 'done', value: known.found, seq: ++seq };
    }
    // Proven not to have happened: a refusal, but the key stays for this intent, in case the
    // lost request is still on its way to the server.
    p.unknown = !known;
    if (known) return { kind: 'refused', error: new ApiError('NOT_DONE', '交易未完成，资金未变动，请重试', lost.status), seq: ++seq };
    return { kind: 'unknown', error: lost, seq: ++seq };
  }
}

/** Runs one money move in slot `name`; while one runs there, a second call joins it. */
export const moveMoney = <T>(name: string, m: MoneyMove<T>) => run(name, m);

/** Asks the server again about the slot's attempt whose outcome is unknown; sends nothing. */
export const recheck = (name: string) => run<unknown>(name, null);


function run<T>(name: string, given: MoneyMove<T> | null): Promise<Outcome<T>> {
  const running = inflight.get(name);
  if (running) return running as Promise<Outcome<T>>;
  const slot = slotOf(name);
  const m = (given ?? pending.get(name)?.move) as MoneyMove<T> | undefined;
  slot.busy = true;
  slot.last = null;
  const out = attempt(name, given).then(async (o) => {
    // balances on every screen are fresh before the outcome is shown, whatever it was
    if (m?.refresh) await m.refresh().catch(() => {});
    o.text = m?.describe?.(o) ?? (o.kind === 'done' ? undefined : o.error.message);
    inflight.delete(name);
    slot.busy = false;
    if (watchers.get(name)) slot.last = o;
    else if (o.text) void import('../ui/ui-store').then((u) => u.toast(o.text!));
    return o;
  });
  inflight.set(name, out);
  return out;
}



