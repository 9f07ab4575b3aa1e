// axe on every registered route (issue 16 item 5): logged out and as the seasoned investor, at
// 390×844 and with the system text size at 200 % (the UI is in rem), zero serious or critical
// violations and headings in order. One phone per login state; screens are reached the way
// a link inside the app reaches them, each audited once it has settled (nothing in flight, no
// loading state). A screen that sends the visitor elsewhere (a login-only screen logged out,
// login itself logged in) is audited where it lands, once per landing screen.
// A11Y_SHORT=1: a representative 11 routes across the modules, for `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { matchRoute } from '../../runtime/router/match';
import { routes } from '../../modules';
import { phoneSession, shot } from '../support/phone';
import { DEMO, landAs } from '../support/login';
import { audit, count, failing, largeText, type Counts, type Violation } from './axe';
import { samplePath } from './samples';
import { goInApp, here, settled, trackNetwork, type Net } from './walk';

// one or two screens of each module: home, auth, products, invest, content, dashboard, payment, member, games
const SHORT = [
  '/',
  '/login',
  '/list',
  '/loan/:id',
  '/loan/:id/invest',
  '/assignment/:id',
  '/notice/:id',
  '/dashboard',
  '/dashboard/recharge',
  '/dashboard/member/memberCenter',
  '/ninePlay',
];
const audited = process.env.A11Y_SHORT ? routes.filter((r) => SHORT.includes(r.path)) : routes;

export interface Row {
  route: string;
  mode: string;
  /** where the screen was when audited (a guard may have moved it) */
  at: string;
  counts: Counts;
  violations: Violation[];
}
const rows: Row[] = [];

const s = phoneSession();
afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/a11y-report.json', JSON.stringify({ short: !!process.env.A11Y_SHORT, routes: audited.length, modes: 4, rows }, null, 2));
});

const explain = (vs: Violation[]) => vs.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 3).join(' | ')}\n  ${v.summary.replace(/\n/g, ' ')}`);

describe.each([
  { who: 'logged out', login: null },
  { who: 'investor', login: DEMO.investor },
])('axe, $who', ({ who, login }) => {
  let page: Page;
  let net: Net;
  // the screen a guard lands on is audited once; later routes landing there reuse its rows
  const byLanding = new Map<string, Row[]>();

  beforeAll(async () => {
    page = await (await s.context()).newPage();
    net = trackNetwork(page);
    await landAs(page, login);
    await settled(page, net);
  });
  afterAll(() => page?.context().close());

  it.each(audited.map((r) => [r.path]))('%s', async (pattern) => {
    await largeText(page, false);
    await goInApp(page, samplePath(pattern));
    await settled(page, net);
    const at = here(page);
    const landing = matchRoute(routes, new URL(at, 'http://x').pathname)?.route.path ?? at;
    let mine = byLanding.get(landing);
    if (!mine) {
      mine = [];
      for (const large of [false, true]) {
        await largeText(page, large);
        const vs = await audit(page);
        mine.push({ route: pattern, mode: `${who}${large ? ', 200 %' : ''}`, at, counts: count(vs), violations: vs });
        if (large) await shot(page, `a11y-${who.replace(' ', '-')}-${pattern.replace(/[/:?]+/g, '_')}-200`);
      }
      await largeText(page, false);
      byLanding.set(landing, mine);
    }
    for (const r of mine) rows.push({ ...r, route: pattern });
    const bad = mine.flatMap((r) => explain(failing(r.violations)).map((l) => `[${r.mode}] ${l}`));
    expect(bad, `${pattern} at ${at}`).toEqual([]);
  });
});
