// Every value move × every fault (issue: "every value move tells the truth"). A move is
// described once (how to get ready, how to make it, what the server's state shows of it); the
// matrix runs it under each variant and counts, from the sandbox's witness and what the screen
// said: double moves, false successes, false failures, silent moves and stuck screens. Each
// run's verdict is written for the summary line (summary.ts), which prints the whole matrix.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, vi } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { DEMO, loginAt } from '../support/login';
import { sandbox } from '../support/sandbox';
import { faultReport, isChinese, journey, phones, setFaults, watch, type FaultRule } from './kit';
import { typePin } from '../support/keypad';

/**
 * What a form holds at `selector`: a field's value, or for a pad of the secure keypad (no field
 * holds its digits) what it says of them (已输入N位); null when there is no such element.
 */
const keptValue = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')), undefined, { timeout: 2000 })
    .catch(() => null);

export const INVESTOR = DEMO.investor.mobile;
export const PAY_PASSWORD = '123456';

/** What the sandbox holds of one user, whole (server/sandbox/routes/test-hooks-witness.ts). */
export interface Witness {
  userId: string;
  mobile: string;
  fund: { availableAmount: number } & Record<string, unknown>;
  records: { type: string; amount: number; status: string; orderId: string; description?: string; clientOrderId?: string }[];
  investments: { id: string; loanId: string; amount: number; status: string; creditAssignId?: string }[];
  transfers: { id: string; investId: string; status: string; creditAmount: number }[];
  coupons: { id: string; userId: string; status: string; name: string; type: string; parValue: number; assignedTo?: string; investId?: string }[];
  cards: { account: string; defaultAccount: boolean }[];
  paymentPassword: string | null;
  points: number;
  pointRecords: { type: string; points: number; description: string }[];
  lotteryWins: { id: string; prizeName: string }[];
  privileges: unknown[];
}

export const hook = sandbox.hook;
export const witness = (mobile = INVESTOR) => sandbox.witness<Witness>(mobile);
/** The same user's witness again, by id: a move may change the mobile it was found by. */
const witnessAgain = (w: Witness) => hook<Witness>(`/__sandbox/witness?userId=${encodeURIComponent(w.userId)}`);

export interface Run {
  page: Page;
  /** who makes the move (default the demo investor, already logged in) */
  mobile: string;
  /** whatever `ready` wants `act` and `effects` to know (an id, an amount) */
  data: Record<string, string>;
}

export interface ValueMove {
  /** one word per move, the matrix's row */
  name: string;
  /** the request that moves value: faults are put on it */
  call: string;
  method?: string;
  /** logs in as someone else than the investor; returns the mobile (and may seed the user) */
  user?: (page: Page) => Promise<string>;
  /** seeds what the move needs (a coupon, a claim), once per run, before the faults are set */
  seed?: (run: Run) => Promise<void>;
  /** opens the move's screen and fills it, ready for `act` (again after a reload, to try twice) */
  ready: (run: Run) => Promise<void>;
  /** makes the move from the ready screen until its request has left (tap, confirm, password) */
  act: (run: Run) => Promise<void>;
  /** the tap that sends the move (or opens the sheet that does), tapped again while it is on its way */
  button: (run: Run) => Locator;
  /** how many times the move took effect, from the witness before and after */
  effects: (before: Witness, after: Witness, run: Run) => number;
  /** what the screen says when the move was done */
  success: RegExp;
  /** closes the sheet or dialog over the screen while the answer is on its way */
  close?: (run: Run) => Promise<void>;
  /** a field whose typed value must survive a failure */
  kept?: string;
  /** the screen to come back to after leaving (default the URL the move was made from) */
  back?: (run: Run) => string;
}

const FAIL = /失败|错误|未完成|无法|不足|已使用|已转让|已失效|不存在|请重试|异常/;
const PENDING = /暂未确认|尚未确认|确认中|正在确认|处理中|请勿重复/;

interface Variant {
  /** the fault on the move's call */
  rule: Omit<FaultRule, 'path' | 'method'>;
  /** whether the server did the work (the fault hit the answer, not the request) */
  done: boolean;
  /** what the user does while the answer is on its way */
  meanwhile?: 'close' | 'leave' | 'double' | 'reload';
}

const LATE = 4000;
export const VARIANTS: Record<string, Variant> = {
  drop: { rule: { kind: 'drop' }, done: true },
  'drop-once': { rule: { kind: 'drop', count: 1 }, done: true },
  malformed: { rule: { kind: 'malformed' }, done: true },
  // a bare {}: the fault's default (the envelope with data null) is what a real success looks like
  shape: { rule: { kind: 'shape', body: {} }, done: true },
  html: { rule: { kind: 'html' }, done: false },
  error500: { rule: { kind: 'error500' }, done: false },
  // the work done at once, its answer late: what the user does meanwhile must not lose it
  'close-sheet': { rule: { kind: 'slow', ms: LATE }, done: true, meanwhile: 'close' },
  'leave-return': { rule: { kind: 'slow', ms: LATE }, done: true, meanwhile: 'leave' },
  'double-tap': { rule: { kind: 'latency', ms: 1500 }, done: true, meanwhile: 'double' },
  reload: { rule: { kind: 'slow', ms: LATE }, done: true, meanwhile: 'reload' },
};
export const VARIANT_NAMES = Object.keys(VARIANTS);

/** The five ways a value move can lie or hang; every run should count none. */
export interface Verdict {
  move: string;
  variant: string;
  effects: number;
  said: string[];
  double: number;
  falseSuccess: number;
  falseFailure: number;
  silent: number;
  stuck: number;
}

const DIR = process.env.FAULTS_MATRIX_DIR;
function record(v: Verdict) {
  if (!DIR) return;
  mkdirSync(DIR, { recursive: true });
  writeFileSync(join(DIR, `${v.move}--${v.variant}.json`), JSON.stringify(v));
}

type Watch = Awaited<ReturnType<typeof watch>>;

/** Everything the screen told the user since `from`: dialogs, toasts, alerts, and the page's own words. */
async function told(page: Page, w: Watch, from: number): Promise<string[]> {
  const seen = (await w.seen()).slice(from);
  const body = await page
    .locator('body')
    .innerText({ timeout: 1000 })
    .catch(() => '');
  return [...seen, body];
}

type Told = 'success' | 'failure' | 'pending' | null;
function classify(said: string[], success: RegExp): Told {
  if (said.some((t) => success.test(t))) return 'success';
  const dialogs = said.slice(0, -1);
  if (dialogs.some((t) => PENDING.test(t))) return 'pending';
  if (dialogs.some((t) => FAIL.test(t) && isChinese(t))) return 'failure';
  return null;
}

/** Waits until the screen has said a success (when the work was done) or anything final. */
async function outcome(run: Run, w: Watch, move: ValueMove, from: number, wantSuccess: boolean, timeout = 20_000): Promise<{ said: string[]; kind: Told }> {
  let said: string[] = [];
  let kind: Told = null;
  await vi
    .waitFor(
      async () => {
        said = await told(run.page, w, from);
        kind = classify(said, move.success);
        if (!(kind === 'success' || (!wantSuccess && kind))) throw new Error('nothing final said yet');
      },
      { timeout, interval: 300 },
    )
    // a screen that never says anything final is judged below: stuck
    .catch(() => {});
  return { said, kind };
}

const isMoveCall = (move: ValueMove) => (r: Request) =>
  r.method() === (move.method ?? 'POST') && new URL(r.url()).pathname === new URL(move.call, 'http://x').pathname;

async function untilSent(run: Run, move: ValueMove) {
  return run.page.waitForRequest(isMoveCall(move), { timeout: 20_000 });
}

/** The move's requests still on their way (one held by latency lands after the screen spoke). */
function inFlight(page: Page, move: ValueMove) {
  const open = new Set<Request>();
  const done = (r: Request) => void open.delete(r);
  page.on('request', (r) => void (isMoveCall(move)(r) && open.add(r)));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/**
 * Watches the screen for `ms` after it spoke: what is asserted is that nothing more is said
 * (a late success after an error line is as wrong as one said at once), so this wait is the
 * observation itself, not a guess at how long something takes.
 */
const watchQuietly = (page: Page, ms: number) => page.waitForTimeout(ms);

/** One move under one variant; the verdict is recorded and every count must be 0. */
function runVariant(move: ValueMove, name: string, newPage: () => Promise<Page>, short: boolean) {
  const v = VARIANTS[name]!;
  journey(
    `${move.name} × ${name}`,
    async () => {
      const page = await newPage();
      const w = await watch(page);
      const mobile = move.user ? await move.user(page) : (await loginAt(page), INVESTOR);
      const run: Run = { page, mobile, data: {} };
      await move.seed?.(run);
      await move.ready(run);
      const url = page.url();
      const typed = move.kept ? await keptValue(page, move.kept) : null;
      const before = await witness(mobile);
      await setFaults([{ path: move.call, method: move.method ?? 'POST', ...v.rule } as FaultRule]);
      const from = (await w.seen()).length;
      const moving = inFlight(page, move);

      let stuck = 0;
      if (!v.meanwhile) {
        await move.act(run);
      } else {
        const sent = untilSent(run, move);
        await move.act(run);
        await sent;
        if (v.meanwhile === 'double') {
          // the tap again, twice in a row, as a trembling finger does, while the first is on its way
          await move
            .button(run)
            .dblclick({ force: true, timeout: 1000 })
            .catch(() => {});
          await page.keyboard.press('Enter').catch(() => {});
        } else if (v.meanwhile === 'close') {
          await (move.close ? move.close(run) : page.keyboard.press('Escape'));
          if (
            await move
              .button(run)
              .isEnabled({ timeout: 500 })
              .catch(() => false)
          ) {
            // the button came back while the move is in flight: a second tap must join it
            await move
              .button(run)
              .click({ timeout: 1000 })
              .catch(() => {});
          }
        } else if (v.meanwhile === 'leave') {
          // to the home tab and back inside the app (the router's own history), not a new page
          await page.evaluate(() => history.pushState(null, '', '/'));
          await page.locator('.home, .eh').first().waitFor();
          await page.evaluate(() => history.back());
        } else if (v.meanwhile === 'reload') {
          await page.reload();
        }
      }
      let { said, kind } = await outcome(run, w, move, from, v.done);

      // after leaving or a reload, a second try of the same move must not make a second one
      if ((v.meanwhile === 'leave' || v.meanwhile === 'reload') && kind !== 'success') {
        if (new URL(page.url()).pathname !== new URL(url).pathname) await page.goto(move.back?.(run) ?? url);
        // the screen has asked the server what became of the move
        await page.waitForLoadState('networkidle');
        const again = await outcome(run, w, move, from, true, 3000);
        if (again.kind !== 'success') {
          await move.ready(run).catch(() => {});
          await move.act(run).catch(() => {});
          ({ said, kind } = await outcome(run, w, move, from, true));
        } else ({ said, kind } = again);
      }
      // a failure said, then a second of nothing more; a success needs no such watch
      if (!v.done) await watchQuietly(page, 1000);
      said = await told(page, w, from);
      kind = classify(said, move.success);
      if (kind === null) stuck = 1;

      expect((await faultReport()).rules[0]?.injected ?? 0, 'the fault never hit the call').toBeGreaterThan(0);
      // a second request held by latency may still be landing: let it, to count what it did
      await expect.poll(moving, { timeout: 15_000, message: "the move's requests never ended" }).toBe(0);
      const effects = move.effects(before, await witnessAgain(before), run);
      const verdict: Verdict = {
        move: move.name,
        variant: name,
        effects,
        said: said.slice(0, -1),
        double: effects > 1 ? 1 : 0,
        falseSuccess: effects === 0 && kind === 'success' ? 1 : 0,
        falseFailure: effects > 0 && kind === 'failure' ? 1 : 0,
        silent: effects > 0 && kind !== 'success' && kind !== 'failure' && !stuck ? 1 : 0,
        stuck,
      };
      record(verdict);
      const dialogs = JSON.stringify(verdict.said);
      expect.soft(verdict.double, `done ${effects} times`).toBe(0);
      expect.soft(verdict.falseSuccess, `success said, nothing moved: ${dialogs}`).toBe(0);
      expect.soft(verdict.falseFailure, `failure said, but it moved: ${dialogs}`).toBe(0);
      expect.soft(verdict.silent, `it moved, the screen never said so: ${dialogs}`).toBe(0);
      expect.soft(verdict.stuck, `the screen said nothing final: ${dialogs}`).toBe(0);
      expect.soft(effects, 'times the move took effect').toBe(v.done ? 1 : 0);
      // a refused move leaves its form as it was: the same screen, what was typed still there
      const refusedForm = !v.done && move.kept !== undefined;
      const form = async () => ({ at: new URL(page.url()).pathname, typed: await keptValue(page, move.kept!) });
      expect
        .soft(refusedForm ? await form() : 'no refused form', 'what was typed')
        .toEqual(refusedForm ? { at: new URL(url).pathname, typed } : 'no refused form');
      expect(w.errors()).toEqual([]);
    },
    { short },
  );
}

/** The move's row of the matrix: every variant; `short` names those `npm test` keeps. */
export function matrix(move: ValueMove, short: string[] = []) {
  const newPage = phones();
  describe(`${move.name} under faults`, () => {
    for (const name of VARIANT_NAMES) runVariant(move, name, newPage, short.includes(name));
  });
}

/** Types the payment password into the sheet that asks for it. */
export async function payPassword(page: Page, password = PAY_PASSWORD) {
  const pw = page.getByRole('group', { name: '支付密码，6位数字' });
  await typePin(pw, password);
}
