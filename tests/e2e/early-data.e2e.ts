import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiQuiet, phoneSession, unexpected, watchErrors } from '../support/phone';
import { DEMO, landAs } from '../support/login';

// A landing's first data starts in the shell, before the entry has downloaded (issue 15): the
// routes' `early` calls and, with the session hint, the session's first call. The client must
// adopt each answer (one request per URL, none asked twice), and nothing may start for a
// landing the shell cannot read from its path alone.
const s = phoneSession();
let visitor: BrowserContext;
let investor: BrowserContext;
beforeAll(async () => {
  visitor = await s.context();
  investor = await s.context();
  const page = await investor.newPage();
  await landAs(page, DEMO.investor);
  await page.close();
});

interface Landing {
  /** GET calls to the API, in order, path and query */
  calls: string[];
  /** the ones started before the entry ran (performance mark h5-boot) */
  beforeEntry: string[];
  /** the shell's early calls for this landing, as its route map names them (`:param`s unfilled) */
  early: string[];
  errors: string[];
}

async function land(ctx: BrowserContext, path: string, content: string): Promise<Landing> {
  const page: Page = await ctx.newPage();
  const errors = watchErrors(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (r.method() === 'GET' && u.pathname.startsWith('/api/')) calls.push(u.pathname + u.search);
  });
  await page.goto(path);
  await page.locator(content).first().waitFor();
  await page.waitForLoadState('networkidle');
  await apiQuiet(page);
  const { beforeEntry, early } = await page.evaluate(() => {
    const boot = performance.getEntriesByName('h5-boot')[0]!.startTime;
    const beforeEntry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'fetch' && e.startTime < boot)
      .map((e) => new URL(e.name).pathname + new URL(e.name).search);
    const map = JSON.parse(document.getElementById('route-map')!.textContent!) as { r: [unknown, number, number[], string[]?][] };
    return { beforeEntry, early: map.r[0]![3] ?? [] };
  });
  await page.close();
  return { calls, beforeEntry, early, errors: unexpected(errors) };
}

const twice = (calls: string[]) => calls.filter((c, i) => calls.indexOf(c) !== i);

/** the session's calls beyond the user record, and the three that name the investor */
const SESSION_REST = ['/api/v2/multiPayment/router/MYSELF/fundAccounts', '/api/v2/user/MYSELF/inviteCode', '/api/v2/payment/router/getBankConstraints'];
const BY_ID = /^\/api\/v2\/user\/[0-9A-F-]{36}\/(statistics\/invest|userfund|authenticates)$/;

let loanId = '';
/** one the investor can invest in (open, not the newcomers' product) */
let openLoanId = '';
let noticeId = '';
beforeAll(async () => {
  const page = await visitor.newPage();
  type HomeLoan = { id: string; status: string; loanRequest: { productKey: string } };
  const loans = (await (await page.request.get('/api/v3/loans/getMobileHomepageLoans')).json()) as { data: HomeLoan[] };
  loanId = loans.data[0]!.id;
  openLoanId = loans.data.find((l) => l.status === 'OPENED' && l.loanRequest.productKey !== 'NEW')!.id;
  // a bare array of CMS records, as the family sends it
  const notices = (await (await page.request.get('/api/v2/cms/category/PUBLICATION/name/NOTICE?pageSize=1&currentPage=1')).json()) as { id: string }[];
  noticeId = notices[0]!.id;
  await page.close();
});

describe('a landing’s first data starts in the shell and is adopted', () => {
  const screens: [string, () => string, string, number][] = [
    ['home', () => '/', '.home-loan', 3],
    ['the notice list', () => '/notice', '.ct-row', 1],
    ['a notice', () => `/notice/${noticeId}`, 'article, .ct-article, h1', 1],
    ['a loan, opened from the app', () => `/loan/${loanId}?from=app`, '.ld .dh-rate', 1],
    ['a CMS document', () => '/privacy', 'main', 1],
    ['an article list', () => '/infolist', '.ct-row', 1],
    ['the finance news', () => '/finance-news', '.ct-row', 1],
    ['the daily briefings', () => '/daily-briefing', '.ct-row', 1],
    ['the help centre', () => '/help', '.ct-help-q', 1],
  ];
  for (const [name, path, content, count] of screens) {
    it(`${name}: its ${count} early call(s) start before the entry and are asked once`, async () => {
      const l = await land(visitor, path(), content);
      expect(l.early).toHaveLength(count);
      const started = l.early.map((u) => u.replace(':id', path().split('/')[2]?.split('?')[0] ?? ''));
      for (const u of started) {
        expect(l.calls, u).toContain(u);
        expect(l.beforeEntry, u).toContain(u);
      }
      expect(twice(l.calls)).toEqual([]);
      expect(l.errors).toEqual([]);
    });
  }

  it('the invest screen, opened by the investor: the loan, the balance and the survey start before the entry, once each', async () => {
    const l = await land(investor, `/loan/${openLoanId}/invest`, '.inv-loan');
    expect(l.early).toEqual(['/api/v2/loan/:id', '/api/v2/user/MYSELF/userfund', '/api/v2/user/MYSELF/userinfo?version=V1']);
    const started = l.early.map((u) => u.replace(':id', openLoanId));
    expect(l.beforeEntry).toEqual(expect.arrayContaining(started));
    expect(twice(l.calls)).toEqual([]);
    expect(l.errors).toEqual([]);
  });

  it('/list logged in: the list’s first page and the user record start before the entry, the session’s other calls later, once each', async () => {
    const l = await land(investor, '/list', '.pd-list .pd-item');
    expect(l.early).toHaveLength(1);
    expect(l.beforeEntry.sort()).toEqual([l.early[0], '/api/v2/user/MYSELF'].sort());
    expect(l.calls).toEqual(expect.arrayContaining([...SESSION_REST]));
    expect(l.calls.filter((c) => BY_ID.test(c))).toHaveLength(3);
    expect(twice(l.calls)).toEqual([]);
    expect(l.errors).toEqual([]);
  });

  it('资金流水 logged in: all the session’s calls start before the entry for a screen that needs the whole session', async () => {
    const l = await land(investor, '/dashboard/funds', '.pay-fund');
    expect(l.beforeEntry).toEqual(expect.arrayContaining(['/api/v2/user/MYSELF', ...SESSION_REST]));
    // the three that name the investor, by the id this device remembers from the last session
    expect(l.beforeEntry.filter((c) => BY_ID.test(c))).toHaveLength(3);
    expect(twice(l.calls)).toEqual([]);
  });

  it('starts nothing for a landing with other query keys, nor for a path parameter that is not a plain id', async () => {
    const odd = await land(visitor, '/notice?page=2', '.ct-row');
    expect(odd.beforeEntry).toEqual([]);
    const strange = await land(visitor, '/notice/..%2F..%2Fuser%2FMYSELF', 'main');
    expect(strange.beforeEntry).toEqual([]);
    expect(strange.calls).not.toContain('/api/v2/user/MYSELF');
  });

  it('a visitor’s landing asks nothing of the session', async () => {
    const l = await land(visitor, '/notice', '.ct-row');
    expect(l.calls).not.toContain('/api/v2/user/MYSELF');
  });
});

describe('a tap starts the next screen’s data while the finger is down', () => {
  it('home → loan detail: the loan is asked before the finger lifts, and only once', async () => {
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    const card = page.locator(`.home-loan[href="/loan/${loanId}"]`).first();
    await card.waitFor();
    await page.waitForLoadState('networkidle');
    const calls: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/')) calls.push(u.pathname + u.search);
    });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    const s = await page.context().newCDPSession(page);
    await s.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + 20 }] });
    // Chromium holds a module's evaluation while a finger is down: only a call started by the
    // tap itself is on its way by now, not one the loader makes once its chunk has run
    await expect.poll(() => calls, { timeout: 3000 }).toContain(`/api/v2/loan/${loanId}`);
    expect(page.url()).not.toContain('/loan/');
    await s.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.locator('.ld .dh-rate').waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c === `/api/v2/loan/${loanId}`)).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

describe('nothing the first content does not need is asked before it paints (issue 37)', () => {
  /**
   * Each request's start and the moment `content` first showed, both on the page's clock; with
   * `wait`, once that many requests match it (work kept for after the content may start later
   * than a starved machine's network idles).
   */
  async function order(ctx: BrowserContext, path: string, content: string, wait?: { re: RegExp; n: number }) {
    const page = await ctx.newPage();
    await page.addInitScript((sel) => {
      const w = window as unknown as { shownAt?: number };
      new MutationObserver((_, o) => {
        if (!document.querySelector(sel)) return;
        w.shownAt = performance.now();
        o.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, content);
    await page.goto(path);
    await page.locator(content).first().waitFor();
    await page.waitForLoadState('networkidle');
    const read = () =>
      page.evaluate(() => ({
        shownAt: (window as unknown as { shownAt: number }).shownAt,
        started: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          url: new URL(e.name).pathname + new URL(e.name).search,
          at: e.startTime,
        })),
      }));
    let out = await read();
    if (wait) {
      await expect.poll(async () => (out = await read()).started.filter((r) => wait.re.test(r.url)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(wait.n);
    }
    await page.close();
    const at = (re: RegExp) => out.started.filter((r) => re.test(r.url));
    return { shownAt: out.shownAt, at };
  }

  it('home: the notices and the article blocks start after the loans show', async () => {
    const o = await order(visitor, '/', '.home-loan');
    const cms = o.at(/^\/api\/v2\/cms\/category\//);
    expect(cms.map((r) => r.url.split('/')[7]!.split('?')[0])).toEqual(expect.arrayContaining(['NOTICE', 'APPInfo', 'APPViews', 'APPServices']));
    for (const r of cms) expect(r.at, r.url).toBeGreaterThan(o.shownAt);
    expect(o.at(/after-load-/)[0]!.at).toBeGreaterThan(o.shownAt);
  });

  for (const [path, content] of [
    ['/list', '.pd-list .pd-item'],
    ['/dashboard', '.dash-total'],
  ] as const) {
    it(`${path} logged in: the session’s calls beyond the user record, and the list’s rank names, start after the content shows`, async () => {
      const REST =
        /^\/api\/v2\/(multiPayment\/router\/MYSELF\/fundAccounts|user\/MYSELF\/inviteCode|payment\/router\/getBankConstraints|user\/[0-9A-F-]{36}\/)/;
      const o = await order(investor, path, content, { re: REST, n: 6 });
      const rest = o.at(REST);
      expect(rest.map((r) => r.url)).toHaveLength(6);
      for (const r of rest) expect(r.at, r.url).toBeGreaterThan(o.shownAt);
      if (path === '/list') expect(o.at(/^\/api\/v2\/loan\/ranks$/)[0]!.at).toBeGreaterThan(o.shownAt);
    });
  }

  it('a loan opened from the app: the ranks, the bridge’s core and field data start after the rate shows', async () => {
    const o = await order(visitor, `/loan/${loanId}?from=app`, '.ld .dh-rate');
    for (const re of [/^\/api\/v2\/loan\/ranks$/, /\/core-[\w-]+\.js$/, /after-load-/]) {
      const r = o.at(re);
      expect(r, String(re)).toHaveLength(1);
      expect(r[0]!.at, String(re)).toBeGreaterThan(o.shownAt);
    }
  });
});
