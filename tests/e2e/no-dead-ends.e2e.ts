// No dead ends (issue 16): an unknown path becomes `/`, so a link to a screen that is not
// built is a trap a user cannot see coming. Two proofs:
// - static: every path written in modules/, runtime/ and bridge/ (links, navigate() calls,
//   menu tables, constants) matches a registered route;
// - in Chromium: every registered route is opened (logged out, then as the seasoned
//   investor), and every same-origin link on it, every `next=` those links carry and every
//   navigation the app itself makes (history push/replace) must match a registered route.
// Route parameters come from the links found on earlier screens, else from the seed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { matchRoute } from '../../runtime/router/match';
import { routes } from '../../modules';
import { scanNavTargets } from '../a11y/nav-targets';
import { hasParams, samplePath } from '../a11y/samples';
import { goInApp, here, settled, trackNetwork } from '../a11y/walk';
import { phoneSession, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';

/** Same-origin paths that are server documents, not screens (contracts, sandbox images). */
const SERVER_DOCS = /^\/(api|sandbox-assets)\//;

const known = (path: string) => !!matchRoute(routes, path);

const s = phoneSession();

interface Walked {
  dead: string[];
  visited: number;
  landed: Map<string, string>;
  errors: string[];
}

async function openPhone(): Promise<Page> {
  const page = await s.newPage();
  // every navigation the app makes itself, whatever made it (a tap, a guard, a timer)
  await page.addInitScript(() => {
    const w = window as unknown as { __navs: string[] };
    w.__navs = [];
    for (const type of ['pushState', 'replaceState'])
      addEventListener(type, (e) => {
        const url = (e as Event & { arguments?: unknown[] }).arguments?.[2];
        if (url != null) w.__navs.push(new URL(String(url), location.href).href);
      });
  });
  return page;
}

/** Opens every registered route in turn and collects what leads nowhere. */
async function walk(page: Page, origin: string): Promise<Walked> {
  const net = trackNetwork(page);
  const errors = watchErrors(page);
  const dead: string[] = [];
  const landed = new Map<string, string>();
  // concrete paths seen in links, per route pattern: the ids real screens hand out
  const seen = new Map<string, string>();
  const check = (from: string, href: string, what: string) => {
    const u = new URL(href, origin);
    if (u.origin !== origin || SERVER_DOCS.test(u.pathname)) return;
    if (!known(u.pathname)) dead.push(`${from}: ${what} ${u.pathname}`);
    const next = u.searchParams.get('next');
    if (next?.startsWith('/') && !known(new URL(next, origin).pathname)) dead.push(`${from}: ${what} ${u.pathname} with next=${next}`);
  };

  // screens without parameters first: their links hand out the ids for the others
  const order = [...routes].sort((a, b) => Number(hasParams(a.path)) - Number(hasParams(b.path)));
  for (const route of order) {
    const path = (hasParams(route.path) && seen.get(route.path)) || samplePath(route.path);
    await page.evaluate(() => ((window as unknown as { __navs: string[] }).__navs.length = 0));
    await goInApp(page, path);
    await settled(page, net);
    const at = here(page);
    landed.set(route.path, at);
    const atPath = new URL(at, origin).pathname;
    if (!known(atPath)) dead.push(`${path}: landed on ${atPath}`);
    // a registered screen that silently becomes the homepage is a dead end too
    else if (atPath === '/' && route.path !== '/') dead.push(`${path}: bounced to /`);

    const navs = await page.evaluate(() => (window as unknown as { __navs: string[] }).__navs.slice());
    for (const n of navs) check(path, n, 'navigated to');
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      check(path, href, 'links to');
      const u = new URL(href);
      const m = u.origin === origin ? matchRoute(routes, u.pathname) : null;
      if (m && hasParams(m.route.path) && !seen.has(m.route.path)) seen.set(m.route.path, u.pathname + u.search);
    }
  }
  return { dead, visited: order.length, landed, errors };
}

describe('no dead ends', () => {
  it('every path written in the source matches a registered route', () => {
    const targets = scanNavTargets(process.cwd(), ['modules', 'kit', 'runtime', 'bridge']);
    // the scan reads the places the app links to, not an empty or tiny set by mistake
    expect(targets.length).toBeGreaterThan(150);
    expect(new Set(targets.map((t) => t.path)).size).toBeGreaterThan(60);
    const dead = targets.filter((t) => !known(t.path)).map((t) => `${t.file}:${t.line} ${t.raw} → ${t.path}`);
    expect(dead, 'paths with no route').toEqual([]);
  });

  it('logged out: every screen, link and navigation leads to a registered route', async () => {
    const page = await openPhone();
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const r = await walk(page, origin);
    expect(r.dead, 'dead ends').toEqual([]);
    expect(r.visited).toBe(routes.length);
    // the guard really sent the visitor to login (the walk saw the screens it meant to)
    expect(r.landed.get('/dashboard')).toBe('/login?next=%2Fdashboard');
    expect(unexpected(r.errors)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('seasoned investor: every screen, link and navigation leads to a registered route', async () => {
    const page = await openPhone();
    await loginAt(page);
    const origin = new URL(page.url()).origin;
    const r = await walk(page, origin);
    expect(r.dead, 'dead ends').toEqual([]);
    expect(r.visited).toBe(routes.length);
    expect(r.landed.get('/dashboard/invest')).toBe('/dashboard/invest');
    expect(r.landed.get('/login')).toBe('/dashboard');
    expect(unexpected(r.errors)).toEqual([]);
    await page.context().close();
  }, 90_000);
});
