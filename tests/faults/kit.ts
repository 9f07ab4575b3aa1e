// What every fault journey shares: setting faults on the sandbox, reading its ledger, and the
// checks that make a journey pass (content or a Chinese error with 重试, no uncaught error,
// nothing said that did not happen).
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { FaultRule } from '../../server/sandbox/faults';
import type { FundRecord } from '../../server/sandbox/model';
import { phoneSession, watchErrors } from '../support/phone';
import { sandbox } from '../support/sandbox';

export type { FaultRule };

/** FAULTS_SHORT=1 (inside `npm test`): only the journeys marked short are registered. */
export const SHORT = !!process.env.FAULTS_SHORT;

export function journey(name: string, fn: () => Promise<void>, o: { short?: boolean } = {}) {
  if (SHORT && !o.short) return;
  it(name, fn);
}

/**
 * One browser per file and a fresh phone per journey, closed after it whatever happened, so a
 * failed journey leaves no page holding requests open into the next.
 */
export const phones = (): (() => Promise<Page>) => phoneSession().newPage;

export const setFaults = sandbox.setFaults;
export const clearFaults = () => setFaults([]);
export const faultReport = sandbox.faults;
/** Injections by the rules now set: a journey proves its fault actually hit. */
export const injectedNow = async () => (await faultReport()).rules.reduce((n, r) => n + r.injected, 0);

export interface Ledger {
  records: (FundRecord & Record<string, unknown>)[];
  fund: { availableAmount: number } & Record<string, number | string>;
}
export const ledger = (mobile: string) => sandbox.ledger<Ledger>(mobile);
export const recordsOf = async (mobile: string, type: string, yuan: number) =>
  (await ledger(mobile)).records.filter((r) => r.type === type && r.amount === yuan);

const CHINESE = /[\u4e00-\u9fff]/;
// The browser's own line for a failed request (a 5xx, a dropped socket) is expected here.
const expected = (e: string) => /Failed to load resource/.test(e);

/**
 * Watches a page for uncaught errors, and keeps every text the app put in a dialog, toast,
 * alert or error line, however briefly (a flashed login error, a toast that fades).
 */
export async function watch(page: Page) {
  const errors = watchErrors(page);
  // kept here, not in the page, so what was said survives a reload or a navigation
  const said: string[] = [];
  await page.exposeFunction('__said', (t: string) => {
    if (!said.includes(t)) said.push(t);
  });
  await page.addInitScript(() => {
    const told = new Set<string>();
    const sel = '.ui-dialog-text, .ui-toast, .ui-money-pending, [role=alert]';
    new MutationObserver(() => {
      for (const el of document.querySelectorAll(sel)) {
        const t = (el.textContent ?? '').trim();
        if (t && !told.has(t)) {
          told.add(t);
          void (window as unknown as { __said: (t: string) => Promise<void> }).__said(t);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    /** uncaught errors and console errors, minus the browser's failed-request lines */
    errors: () => errors.filter((e) => !expected(e)),
    seen: async () => said.slice(),
  };
}

export const errorView = (page: Page) => page.locator('.ui-state[role=alert]');

/** Waits until the screen ends in its content or the error view; says which. */
export async function settle(page: Page, content: Locator, timeout = 20_000): Promise<'content' | 'error'> {
  await content.or(errorView(page)).first().waitFor({ timeout });
  return (await errorView(page).isVisible()) ? 'error' : 'content';
}

/** The error view says what went wrong in Chinese and offers 重试. */
export async function expectChineseRetry(page: Page) {
  const view = errorView(page);
  expect(await view.innerText()).toMatch(CHINESE);
  await view.getByRole('button', { name: '重试' }).waitFor({ timeout: 2000 });
}

export const isChinese = (t: string) => CHINESE.test(t);
