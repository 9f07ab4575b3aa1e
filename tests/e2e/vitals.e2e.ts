// Field data (issue 28): a real open in Chromium sends one report as the page goes away, and
// the server's log gets it with the route's pattern (never the URL), a finite LCP, the
// interaction the visitor made, and how the page was opened.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from '../support/phone';

const s = phoneSession();
const LOAN = '70E061DD-21D1-DE1B-2918-83899D922F03';

/** The lines of this run's log (tests/e2e/global-setup.ts), all e2e files together. */
const logged = (): Record<string, any>[] => {
  try {
    return readFileSync(inject('vitalsLog'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  } catch {
    return [];
  }
};

/** The first line written after `before` lines, once the server has it. */
async function nextLine(before: number): Promise<Record<string, any>> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const line = logged()[before];
    if (line) return line;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no field data line arrived');
}

/**
 * Waits until the report is armed (its chunk loads after the landing, off the critical path)
 * and the browser has handed its observers the entries buffered before that: a visit that
 * ends within those few milliseconds reports no LCP.
 */
async function armed(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('h5-vitals').length > 0);
  await page.waitForTimeout(250);
}

const entryHash = (page: Page) => page.evaluate(() => /-([A-Z0-9]+)\.js$/.exec(document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src)![1]);

describe('field data', () => {
  it('a loan opened, tapped and left: one line with /loan/:id, a finite LCP and the tap as INP', async () => {
    const before = logged().length;
    const page = await s.open(`/loan/${LOAN}?from_ad=spring`);
    await page.getByRole('heading').first().waitFor();
    await armed(page);
    const build = await entryHash(page);
    // a tap on the page that goes nowhere: an interaction, and LCP is final from here
    await page
      .locator('main')
      .first()
      .tap({ position: { x: 20, y: 20 } });
    await page.waitForTimeout(200);
    await page.goto('about:blank');

    const line = await nextLine(before);
    expect(line.route).toBe('/loan/:id');
    expect(JSON.stringify(line)).not.toContain(LOAN);
    expect(JSON.stringify(line)).not.toContain('spring');
    expect(Number.isFinite(line.lcp)).toBe(true);
    expect(line.lcp).toBeGreaterThan(0);
    expect(Number.isFinite(line.cls)).toBe(true);
    expect(Number.isFinite(line.inp)).toBe(true);
    expect(line).toMatchObject({ nav: 'navigate', host: 'browser', elder: false, sw: expect.any(Boolean), build });
    expect(Date.parse(line.t)).toBeGreaterThan(Date.now() - 60_000);
    // one report per visit: nothing more arrives for this page
    await new Promise((r) => setTimeout(r, 500));
    expect(logged().slice(before)).toHaveLength(1);
  });

  it('a page opened in the app with 长辈模式 and closed says so, with no INP when nobody tapped', async () => {
    const page = await s.open('/', { app: true, elder: true });
    await page.locator('html.elder').waitFor({ state: 'attached' });
    // the landing has painted its content: before that there is no LCP to report
    await page.locator('.eh-loan').first().waitFor();
    await armed(page);
    const before = logged().length;
    await page.close({ runBeforeUnload: true });

    const line = await nextLine(before);
    expect(line).toMatchObject({ route: '/', host: 'app', elder: true, inp: null });
    expect(Number.isFinite(line.lcp)).toBe(true);
  });
});
