// No dead ends in the investor's area: starting at /dashboard as the seasoned investor, every
// screen reachable through in-app links is opened (one concrete path per route pattern), and
// every link on it must lead to a registered route. Unknown paths silently become `/`, so a
// link to a screen that is not built is a dead end a user cannot see coming.
import { afterEach, describe, expect, it } from 'vitest';
import { matchRoute } from '../../runtime/router/match';
import { routes } from '../../modules';
import { DEMO, loginWithPassword, phoneSession, unexpected, watchErrors } from './browser';

const s = phoneSession();
afterEach(() => s.done());

/** Same-origin paths that are server documents, not screens (contracts, sandbox images). */
const SERVER_DOCS = /^\/(api|sandbox-assets)\//;
/** Where the walk goes: the dashboard, the member area and the games that hang off it. */
const WALKED = /^\/(dashboard(\/|$)|lotteryRecord$|ninePlay$|weichartPlay$)/;

describe('dashboard links', () => {
  it('every link on every dashboard screen leads to a registered route', async () => {
    const page = await s.open('/login?next=%2Fdashboard');
    const errors = watchErrors(page);
    await loginWithPassword(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/dashboard');

    const origin = new URL(page.url()).origin;
    const queue = ['/dashboard'];
    const seenPatterns = new Set<string>();
    const dead: string[] = [];
    const visited: string[] = [];

    while (queue.length) {
      const path = queue.shift()!;
      const m = matchRoute(routes, new URL(path, origin).pathname);
      if (!m || seenPatterns.has(m.route.path)) continue;
      seenPatterns.add(m.route.path);
      visited.push(path);
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {});
      expect(new URL(page.url()).pathname, `${path} must not bounce elsewhere`).toBe(new URL(path, origin).pathname);

      const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const u = new URL(href);
        if (u.origin !== origin) continue;
        if (SERVER_DOCS.test(u.pathname)) continue;
        if (!matchRoute(routes, u.pathname)) {
          dead.push(`${path} → ${u.pathname}`);
          continue;
        }
        if (WALKED.test(u.pathname)) queue.push(u.pathname + u.search);
      }
    }

    expect(dead, 'links to paths with no route').toEqual([]);
    // the walk reached the screens that hang off /dashboard, not just the first one
    expect(visited.length).toBeGreaterThanOrEqual(10);
    expect(unexpected(errors)).toEqual([]);
  }, 180_000);
});
