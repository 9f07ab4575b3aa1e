// The one way money moves (DESIGN "Moving money"): charge, withdraw, tender, claim purchase,
// redemption, coupon and points exchange, the lottery draw, and every other move of money,
// value or a credential. No React here; use-money.ts is the binding.
//
// - Busy from the first tap until the server's outcome is known. The state lives here, not
//   in a screen or a sheet, so closing the sheet or leaving the screen cannot clear it, and
//   a second tap joins the attempt under way instead of starting another.
// - One key per intended payment (`version` where the contract has it, else a client order
//   id the backend honours). An attempt whose outcome was never proven keeps its key, so a
//   later attempt at the same payment is the same order to the server.
// - A lost or unreadable answer is never retried blindly: the server is asked what happened
//   (`check`), and that is what the screen shows.
// - A refusal may be a resend's: Chromium resends a POST by itself when a kept-alive
//   connection died before any answer, and the resend meets state the first one already used
//   (a coupon redeemed, a captcha spent, a password changed). So a refusal of a move is
//   checked once, at once: when the records say it happened, it is a success.
// - Success only from an answer its schema proves (the api client refuses anything else).
//
// Pending attempts outlive the page. Before the request leaves, the attempt (intent, key,
// start, slot — never the password, never the body) is kept for the tab and the device
// (records.ts: sessionStorage and localStorage, per user, 24 h, dropped at logout); a done or
// refused attempt leaves nothing. A later page that finds one for a slot treats it as
// unresolved, and settles it before the same move may go again: when the screen constructs
// its move for that slot, `moveMoney(slot, move)` with the same intent first asks
// `move.check(recordedKey, recordedStart)`: found → done (nothing is sent); not found → sent
// with the recorded key (a duplicate is refused by the server); records unreadable → unknown,
// nothing sent. A screen may settle it as it opens instead: `useMoney(slot, onOutcome,
// settleWith)` hands the kept intent to `settleWith`, and the move it returns is only checked
// (`recheck(slot, move)`), never sent. A different intent in the slot replaces the attempt.
//
// The password lives only inside the call that sends it: a move is split when it starts;
// `send` goes to the attempt alone, which lets go of it as soon as it returns; what stays for
// a recheck is `check`, `refresh` and `describe` (so those must not close over the password).
import { ApiError, isApiError } from '../api/api-error';
import { currentUid, dropRecord, writeRecord, type RecordState } from './records';
import { pendingOf, setPending, slotOf, watchers, type Outcome, type Pending, type Settle } from './state';

export type { Outcome } from './state';

export interface MoneyMove<T> {
  /** what the user means to do, e.g. `charge:<card>:<fen>`; the same intent reuses its key */
  intent: string;
  /** the POST (and any check that belongs to it, such as the payment password), with the key */
  send: (key: string) => Promise<T>;
  /**
   * the outcome from the server's records: the result when it happened, null when it did not.
   * Kept after `send` is let go (and asked on a later page with the kept key and start), so
   * it must not close over the password.
   */
  check: (key: string, since: number) => Promise<T | null>;
  /** refreshes balances (the session); runs after every outcome, before it is shown */
  refresh?: () => Promise<unknown>;
  /** shown when no screen is watching the slot when the outcome arrives */
  describe?: (o: Outcome<T>) => string;
  /**
   * true when `check` cannot tell this attempt's effect from anyone else's (it reads a state
   * another device could have caused, not the attempt's key): a refusal is then the verdict,
   * not asked about. Without it a refusal is checked once (it may be a resend's).
   */
  refusalIsFinal?: boolean;
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
 * A refusal the server decided: an error code in a 4xx answer, or in a 2xx `success:false`
 * envelope (TOO_CROWD and the like, which the backend family answers with 200). A lost
 * answer, an unreadable one, a 5xx (the server may have failed after the debit) and a
 * duplicate order are not: their outcome has to be asked for. (A refusal of a move is still
 * checked once: it may be a resend's.)
 */
export function isRefusal(e: unknown): e is ApiError {
  return (
    isApiError(e) &&
    ((e.status >= 400 && e.status < 500) || (e.status >= 200 && e.status < 300)) &&
    !['NETWORK_ERROR', 'SCHEMA_ERROR', 'UNKNOWN', 'DUPLICATE_ORDER', 'ACCESS_DENIED'].includes(e.code)
  );
}

/** Keeps the attempt: this page's copy, and the tab's and device's records (intent, key, start, state). */
function keepPending(name: string, p: Pending, state: RecordState) {
  setPending(name, p);
  writeRecord(name, p.uid, { intent: p.intent, key: p.key, since: p.since, state });
}

/** The attempt is settled: nothing of it stays. */
function dropPending(name: string) {
  const uid = pendingOf(name)?.uid ?? currentUid();
  setPending(name, null);
  dropRecord(name, uid);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One look, no wait: a refusal that may be a resend's; an attempt kept from an earlier page. */
const ONCE = [0];

type Check<T> = (key: string, since: number) => Promise<T | null>;

/** null when the records could not be read at all; else what they say. */
async function ask<T>(check: Check<T>, key: string, since: number, delays = CHECK_DELAYS_MS): Promise<{ found: T | null } | null> {
  let reached = false;
  for (const wait of delays) {
    if (wait) await sleep(wait);
    try {
      const found = await check(key, since);
      reached = true;
      if (found !== null && found !== undefined) return { found };
    } catch {
      // the records could not be read this time; the next look may reach them
    }
  }
  return reached ? { found: null } : null;
}

const NETWORK = () => new ApiError('NETWORK_ERROR', '网络异常，请检查网络后重试');
/** A kept attempt that no move of this page can ask about yet. */
export const NOT_SETTLED_TEXT = '上一笔交易的结果尚未确认。再次提交同一笔交易时会先向服务器查询结果，确认前不会重复提交。';

function done<T>(name: string, value: T): Outcome<T> {
  dropPending(name);
  return { kind: 'done', value, seq: ++seq };
}

/** What the records say of attempt `p` whose answer was lost (or never seen). */
async function settleLost<T>(name: string, p: Pending, check: Check<T>, lost: ApiError, delays = CHECK_DELAYS_MS): Promise<Outcome<T>> {
  const known = await ask(check, p.key, p.since, delays);
  if (known?.found != null) return done(name, known.found);
  if (known) {
    // Proven not to have happened: a refusal, but the key stays for this intent, in case the
    // lost request is still on its way to the server.
    p.unknown = false;
    p.restored = false;
    keepPending(name, p, 'not-done');
    return { kind: 'refused', error: new ApiError('NOT_DONE', '交易未完成，资金未变动，请重试', lost.status), seq: ++seq };
  }
  p.unknown = true;
  keepPending(name, p, 'unknown');
  return { kind: 'unknown', error: lost, seq: ++seq };
}

/**
 * One attempt in slot `name`. `send` null: a recheck (nothing is sent). `settle`: the move's
 * check (and refresh, describe) for this attempt, when the caller's move is for its intent.
 */
async function attempt<T>(
  name: string,
  intent: string | null,
  send: ((key: string) => Promise<T>) | null,
  settle: Settle | null,
  refusalIsFinal = false,
): Promise<Outcome<T>> {
  let p = pendingOf(name);
  if (send && intent !== null && (!p || p.intent !== intent)) {
    if (p) dropPending(name);
    p = { intent, key: newKey(), since: Date.now(), uid: currentUid() };
  }
  if (!p) return { kind: 'refused', error: new ApiError('NOT_DONE', '没有待确认的交易'), seq: ++seq };
  if (settle) p.settle = settle;
  // an attempt kept from an earlier page, and no move of this page for it yet: nothing to ask with
  if (!p.settle) return { kind: 'unknown', error: new ApiError('NOT_SETTLED', NOT_SETTLED_TEXT), seq: ++seq };
  // a recheck asks about the attempt it was, with that attempt's own check
  const check = p.settle.check as Check<T>;

  // An attempt kept from an earlier page is settled by the records before anything is sent.
  if (p.restored) {
    const o = await settleLost(name, p, check, NETWORK(), send ? ONCE : CHECK_DELAYS_MS);
    if (o.kind !== 'refused' || !send) return o;
    // not found: the same move goes, with the same key, so a late original is a duplicate
  } else if (!send) {
    return settleLost(name, p, check, NETWORK());
  }

  keepPending(name, p, 'sent');
  let sent: { value: T } | { error: unknown };
  try {
    sent = { value: await send!(p.key) };
  } catch (error) {
    // V8 keeps an error's stack frames (functions, with their closures) until the stack is
    // read: read it now, so the outcome's error does not hold `send` and its password
    if (error instanceof Error) void error.stack;
    sent = { error };
  }
  // the password lives only inside the call that sends it: from here on, only `check`
  send = null;
  if ('value' in sent) return done(name, sent.value);
  const e = sent.error;
  if (isRefusal(e)) {
    // perhaps a resend's refusal (state the first request already used): the records decide
    const known = refusalIsFinal ? null : await ask(check, p.key, p.since, ONCE);
    if (known?.found != null) return done(name, known.found);
    dropPending(name);
    return { kind: 'refused', error: e, seq: ++seq };
  }
  return settleLost(name, p, check, isApiError(e) ? e : NETWORK());
}

/** Runs one money move in slot `name`; while one runs there, a second call joins it. */
export const moveMoney = <T>(name: string, m: MoneyMove<T>) => run(name, m, true);

/**
 * Asks the server again about the slot's attempt whose outcome is unknown; sends nothing.
 * `m`: the screen's move for that attempt's intent, whose `check` is used (needed for an
 * attempt kept from an earlier page; ignored when its intent is another).
 */
export const recheck = <T = unknown>(name: string, m?: MoneyMove<T>) => run<T>(name, m ?? null, false);

const settleOf = <T>(m: MoneyMove<T>): Settle => ({ check: m.check, refresh: m.refresh, describe: m.describe }) as Settle;

function run<T>(name: string, given: MoneyMove<T> | null, sending: boolean): Promise<Outcome<T>> {
  const running = inflight.get(name);
  if (running) return running as Promise<Outcome<T>>;
  const slot = slotOf(name);
  const p0 = pendingOf(name);
  // The move is split here: `send` goes to the attempt alone; nothing below keeps `given`.
  const settle = given && (sending || given.intent === p0?.intent) ? settleOf(given) : null;
  const after = settle ?? p0?.settle ?? null;
  const send = sending && given ? given.send.bind(given) : null;
  slot.busy = true;
  slot.last = null;
  const out = attempt(name, given?.intent ?? null, send, settle, !!given?.refusalIsFinal).then(async (o) => {
    // balances on every screen are fresh before the outcome is shown, whatever it was
    if (after?.refresh) await after.refresh().catch(() => {});
    o.text = after?.describe?.(o) ?? (o.kind === 'done' ? undefined : o.error.message);
    inflight.delete(name);
    slot.busy = false;
    if (watchers.get(name)) slot.last = o;
    else if (o.text) void import('../ui/ui-store').then((u) => u.toast(o.text!));
    return o;
  }) as Promise<Outcome<T>>;
  inflight.set(name, out as Promise<Outcome<unknown>>);
  return out;
}
