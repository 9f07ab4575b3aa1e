// axe-core in the page under test. Injected through the DevTools protocol (page.evaluate),
// which the shell's Content-Security-Policy does not govern, so the app runs under its real
// policy while it is audited.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
export const IMPACTS: Impact[] = ['minor', 'moderate', 'serious', 'critical'];

export interface Violation {
  id: string;
  impact: Impact;
  help: string;
  /** CSS selectors of the offending nodes, and axe's summary of the first */
  nodes: string[];
  summary: string;
}

export type Counts = Record<Impact, number>;

/** Rules that must pass whatever axe's impact for them (issue 16: headings in order). */
export const REQUIRED = new Set(['heading-order']);

export async function audit(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const raw = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations as {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    }[];
  });
  return raw.map((v) => ({
    id: v.id,
    impact: (v.impact ?? 'minor') as Impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
    summary: v.nodes[0]?.failureSummary ?? '',
  }));
}

/** Nodes per impact (a rule failing on 3 nodes counts 3). */
export function count(vs: Violation[]): Counts {
  const c: Counts = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const v of vs) c[v.impact] += v.nodes.length;
  return c;
}

/** The ones that fail the suite: serious or critical, and the required rules at any impact. */
export const failing = (vs: Violation[]) => vs.filter((v) => v.impact === 'serious' || v.impact === 'critical' || REQUIRED.has(v.id));

/** The app's large-text setting: the system text size at 200 % scales the rem-based UI. */
export async function largeText(page: Page, on: boolean) {
  await page.evaluate((v) => {
    document.documentElement.style.fontSize = v ? '200%' : '';
  }, on);
  // a frame for layout before the audit reads it
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}
