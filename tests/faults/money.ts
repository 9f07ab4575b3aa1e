// Money journeys under faults (DESIGN "Moving money"), shared by recharge and withdraw. The
// sandbox ledger is the witness: each intended payment exactly once when the work was done,
// not at all when it was not, and the screen never says money moved when it did not.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../e2e/browser';
import { faultReport, injectedNow, isChinese, journey, ledger, login, recordsOf, setFaults, watch, type FaultRule } from './kit';

export const INVESTOR = DEMO.investor.mobile;
const PAY_PASSWORD = '123456';

export interface MoneyOp {
  name: string;
  path: string;
  field: string;
  /** the POST that moves the money */
  call: string;
  /** the ledger record it writes */
  type: string;
  success: RegExp;
  /** what the form needs before its button may be tapped (withdraw: the server's fee) */
  ready?: (page: Page) => Promise<void>;
}

/**
 * The faults a money call meets, and whether the sandbox did the work (moved the money) before
 * the fault hit the answer. `drop` loses every answer, including those to the browser's own
 * resends (Chromium resends a POST whose reused connection died unanswered); `drop-once` loses
 * only the first, so a resend reaches the server with the same key.
 */
const VARIANTS = {
  drop: { rule: { kind: 'drop' }, done: true },
  'drop-once': { rule: { kind: 'drop', count: 1 }, done: true },
  malformed: { rule: { kind: 'malformed' }, done: true },
  // a bare {}: the fault's default (the envelope with data null) is what a real success looks like
  shape: { rule: { kind: 'shape', body: {} }, done: true },
  latency: { rule: { kind: 'latency', ms: 2500 }, done: true },
  html: { rule: { kind: 'html' }, done: false },
  error500: { rule: { kind: 'error500' }, done: false },
} satisfies Record<string, { rule: Omit<FaultRule, 'path'>; done: boolean }>;
type Variant = keyof typeof VARIANTS;
export const VARIANT_NAMES = Object.keys(VARIANTS) as Variant[];

type Watch = Awaited<ReturnType<typeof watch>>;

async function start(page: Page, op: MoneyOp, yuan: string) {
  await page.goto(op.path);
  await page.fill(op.field, yuan);
  await op.ready?.(page);
  await page.click('.pay-main');
  const pw = page.locator('.ui-paypw-input');
  await pw.waitFor();
  await pw.fill(PAY_PASSWORD);
}

/**
 * Waits until the screen has said how the payment ended. Gives what it said since `from` and
 * whether that was an outcome, so a journey can still read the ledger when it was not.
 */
async function outcome(page: Page, w: Watch, op: MoneyOp, from: number, wantSuccess: boolean) {
  let said: string[] = [];
  const shown = await expect
    .poll(
      async () => {
        said = (await w.seen()).slice(from);
        if (said.some((t) => op.success.test(t))) return true;
        if (wantSuccess) return false;
        if (await page.locator('.ui-money-pending').isVisible()) return true;
        const sheet = await page.locator('.ui-paypw-input').isVisible();
        const idle = await page.locator('.pay-main').isEnabled({ timeout: 100 }).catch(() => false);
        return !sheet && idle && said.some(isChinese);
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
    .then(() => true, () => false);
  return { shown, said };
}

/** One fault on the money call: the ledger and the screen agree with what the sandbox did. */
export function faultJourney(op: MoneyOp, kind: Variant, yuan: string, newPage: () => Promise<Page>, short = false) {
  const { rule: fault, done } = VARIANTS[kind];
  journey(`${op.name} ${kind} on ${op.call}: ${done ? 'exactly one record, and the screen says so' : 'no record, and no success said'}`, async () => {
    const amount = Number(yuan);
    const page = await newPage();
    const w = await watch(page);
    await login(page);
    const before = await ledger(INVESTOR);
    await setFaults([{ path: op.call, method: 'POST', ...fault }]);
    const from = (await w.seen()).length;
    await start(page, op, yuan);
    const { shown, said } = await outcome(page, w, op, from, done);
    expect(await injectedNow(), 'the fault never hit the call').toBeGreaterThan(0);

    // soft: a journey reports everything it saw, not only the first thing that went wrong
    const records = await recordsOf(INVESTOR, op.type, amount);
    const after = await ledger(INVESTOR);
    if (done) {
      expect.soft(records, `records of ${yuan}`).toHaveLength(1);
      expect.soft(shown, `the screen never said the money moved; it said: ${JSON.stringify(said)}`).toBe(true);
    } else {
      expect.soft(records, `records of ${yuan}`).toHaveLength(0);
      expect.soft(after.fund.availableAmount, 'available balance').toBe(before.fund.availableAmount);
      // a success said late (after an error line) would be as wrong as one said at once
      await page.waitForTimeout(1000);
      const all = (await w.seen()).slice(from);
      expect.soft(all.filter((t) => op.success.test(t)), 'success said, but no money moved').toEqual([]);
      expect.soft(shown && all.some(isChinese), `no outcome shown in Chinese; it said: ${JSON.stringify(all)}`).toBe(true);
      if (new URL(page.url()).pathname === op.path) expect.soft(await page.inputValue(op.field), 'typed amount').toBe(yuan);
    }
    expect(w.errors()).toEqual([]);
  }, { short });
}

/**
 * The sheet closed while the answer is still on its way: the button stays disabled until the
 * outcome is known, and a second tap (the button, Enter in the field) makes no second record.
 */
export function closeSheetJourney(op: MoneyOp, yuan: string, newPage: () => Promise<Page>, short = false) {
  journey(`${op.name} latency, sheet closed mid-flight: busy until the outcome, one record however often tapped`, async () => {
    const page = await newPage();
    const w = await watch(page);
    await login(page);
    await setFaults([{ path: op.call, kind: 'latency', ms: 5000, method: 'POST' }]);
    const from = (await w.seen()).length;
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === op.call);
    await start(page, op, yuan);
    await sent;
    await page.click('.ui-popup-close');
    const button = page.locator('.pay-main');
    expect.soft(await button.isDisabled(), 'the button came back while the payment is in flight').toBe(true);

    // a second attempt, every way a user might make one
    await button.click({ force: true, timeout: 1000 }).catch(() => {});
    await page.press(op.field, 'Enter').catch(() => {});
    const sheet = page.locator('.ui-paypw-input');
    if (await sheet.isVisible()) await sheet.fill(PAY_PASSWORD).catch(() => {});
    expect.soft(await button.isDisabled({ timeout: 1000 }).catch(() => true), 'the button came back after a second tap').toBe(true);

    const { shown, said } = await outcome(page, w, op, from, true);
    expect.soft(shown, `the screen never said the money moved; it said: ${JSON.stringify(said)}`).toBe(true);
    // every charge that reached the server was counted on arrival, before its latency
    const arrived = (await faultReport()).rules[0]?.matched ?? 0;
    expect.soft(arrived, 'requests that reached the server').toBe(1);
    // a second one is still held by the same latency: let it land, to show what it did
    if (arrived > 1) await page.waitForTimeout(5500);
    expect.soft(await recordsOf(INVESTOR, op.type, Number(yuan)), `records of ${yuan}`).toHaveLength(1);
    expect(w.errors()).toEqual([]);
  }, { short });
}
