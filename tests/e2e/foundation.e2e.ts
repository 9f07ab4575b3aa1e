import { describe, expect, it } from 'vitest';
import type { RouteMap } from '../../runtime/router/route-map';
import { compile } from '../../runtime/router/match';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, submitLogin } from '../support/login';

const s = phoneSession();

describe('foundation: guards, session, redirects, preload, in-app mode', () => {
  it('sends a visitor from /dashboard to login, and back to /dashboard after password login', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/login?next=%2Fdashboard');
    await shot(page, 'login');
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('总资产（元）').waitFor();
    await shot(page, 'dashboard');
    expect(errors).toEqual([]);
  });

  it.each(['//evil.example', 'https://x', '/\\evil.example'])('ignores an unsafe next=%s and lands on /dashboard', async (next) => {
    const page = await s.newPage();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(page.context().pages()[0]!.url()).origin);
  });

  it('redirects an unknown path to the homepage, and says so', async () => {
    const page = await s.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('页面不存在').waitFor();
  });

  it('sends a logged-in user away from /login to /dashboard', async () => {
    const page = await s.loginAt('/dashboard');
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  it('shows a wrong password in Chinese and keeps what was typed', async () => {
    const page = await s.newPage();
    await page.goto('/login');
    await submitLogin(page, { mobile: DEMO.newbie.mobile, password: 'wrong-one' });
    await page.getByText('用户名或密码错误').waitFor();
    expect(await page.inputValue('#login-mobile')).toBe(DEMO.newbie.mobile);
    expect(await page.inputValue('#login-password')).toBe('wrong-one');
  });

  // the files the shell's route map names for a route's page and loader (runtime/router/route-map.ts)
  const routeFiles = (map: RouteMap, path: string) => {
    const route = map.r.find((r) => r[0][0] === compile(path)[0])!;
    return route[2].flatMap((n) => map.t[n]!.map((i) => map.f[i]!));
  };
  // a route's own shell carries only its part of the map; the whole map is the module it names
  const readMap = async (page: import('playwright-core').Page) => {
    const own = JSON.parse((await page.locator('#route-map').textContent()) ?? '{}') as RouteMap;
    if (!own.u) return own;
    const src = await (await fetch(new URL(own.u, page.url()))).text();
    return JSON.parse(src.replace(/^export default /, '')) as RouteMap;
  };

  it('requests the page and loader chunks of a directly opened route before the entry has run', async () => {
    const page = await s.newPage();
    const started: string[] = [];
    page.on('request', (r) => started.push(new URL(r.url()).pathname));
    // the notice list's loader is a chunk of its own (home's travels in its page chunk)
    await page.goto('/notice');
    await page.locator('.ct-row').first().waitFor();
    const files = routeFiles(await readMap(page), '/notice');
    const pageChunk = files.find((f) => /\/notice-list-[A-Z0-9]+\.js$/.test(f))!;
    const loaderChunk = files.find((f) => /\/articles-[A-Z0-9]+\.js$/.test(f))!;
    expect(pageChunk).toBeTruthy();
    expect(loaderChunk).toBeTruthy();
    const entry = await page.locator('script[type=module]').getAttribute('src');
    // preloaded from the shell: a public route's own shell names the page chunk and the
    // loader's as modulepreload links in its head…
    expect(await page.locator(`link[rel=modulepreload][href="${pageChunk}"]`).count()).toBe(1);
    expect(await page.locator(`link[rel=modulepreload][href="${loaderChunk}"]`).count()).toBe(1);
    // …and their requests began before the entry started executing (the entry marks that
    // moment; without the preload they would only be asked for by the entry's own import())
    const timing = await page.evaluate(
      ([h, l]) => {
        const start = (f: string) => performance.getEntriesByType('resource').find((x) => x.name.endsWith(f))!.startTime;
        return { page: start(h!), loader: start(l!), boot: performance.getEntriesByName('h5-boot')[0]!.startTime };
      },
      [pageChunk, loaderChunk],
    );
    expect(started).toContain(entry);
    expect(timing.page).toBeLessThan(timing.boot);
    expect(timing.loader).toBeLessThan(timing.boot);
  });

  it('opening a login-only screen logged out preloads the login screen, not the screen', async () => {
    const page = await s.newPage();
    const started: string[] = [];
    page.on('request', (r) => started.push(new URL(r.url()).pathname));
    await page.goto('/dashboard');
    await page.locator('#login-mobile').waitFor();
    const map = await readMap(page);
    const own = new Set(routeFiles(map, '/login'));
    const dashboardOnly = routeFiles(map, '/dashboard').filter((f) => !own.has(f));
    expect(dashboardOnly.length).toBeGreaterThan(0);
    expect(started.filter((p) => dashboardOnly.includes(p))).toEqual([]);
    for (const f of routeFiles(map, '/login')) expect(started).toContain(f);
  });

  it('a tap starts the next screen before the click: its chunk and its first data', async () => {
    const page = await s.newPage();
    await page.goto('/');
    await page.locator('.home-loan').first().waitFor();
    const map = await readMap(page);
    const detail = routeFiles(map, '/loan/:id').find((f) => /\/loan-detail-[A-Z0-9]+\.js$/.test(f))!;
    const link = page.locator('a[href^="/loan/"]').first();
    const href = (await link.getAttribute('href'))!;
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const id = href.split('/')[2]!;
    const loanCall = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api') && r.url().includes(`/loan/${id}`));
    await link.dispatchEvent('pointerdown');
    await page.waitForFunction((f) => performance.getEntriesByType('resource').some((x) => x.name.endsWith(f)), detail);
    await loanCall;
    // no click yet: still on the homepage, but the detail's chunk and its loan call are on their way
    expect(new URL(page.url()).pathname).toBe('/');
    const calls = asked.length;
    await link.click();
    await page.waitForFunction(() => document.title === '项目详情' && !document.querySelector('.ui-state, .ui-skeleton'));
    // the click adopted the data the tap had started instead of asking again
    expect(asked.slice(calls).filter((p) => p.startsWith('/api') && p.includes(`/loan/${id}`) && !p.includes('/invest'))).toEqual([]);
  });

  it('scrolls to the top on navigation and restores the position on back', async () => {
    const page = await s.newPage();
    await page.goto('/');
    const card = page.locator('.home-loan').nth(3);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, 200));
    const y = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(scrollY))));
    expect(y).toBeGreaterThan(300);
    await card.click();
    await page.waitForURL((u) => u.pathname.startsWith('/loan/'));
    await page.waitForFunction(() => document.title === '项目详情' && !document.querySelector('.ui-state, .ui-skeleton'));
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.locator('.home').waitFor();
    await page.waitForFunction((want) => Math.abs(scrollY - want) < 2, y);
  });

  it('hides header and footer with from=app, for the whole visit', async () => {
    const page = await s.newPage();
    await page.goto('/?from=app');
    await page.locator('.home').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('.app-tabs').count()).toBe(0);
    await page.goto('/login');
    await page.locator('#login-mobile').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    await shot(page, 'login-in-app');
  });

  it('shows header and tab bar in a plain browser, home its brand instead of a title bar', async () => {
    const page = await s.newPage();
    await page.goto('/');
    await page.locator('.home').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('汇盈金服');
    expect(await page.locator('.app-tabs').count()).toBe(1);
    await shot(page, 'home');
    await page.goto('/notice');
    await page.locator('.app-header h1').waitFor();
    expect(await page.locator('.app-header h1').textContent()).toBe('平台公告');
  });
});
