// What every hostile-input case shares: one Chromium (started once for the whole suite, see
// global.ts), guarded phones, fast in-app navigation, and the four checks every case must
// pass — no script ran, nothing left the origin, no uncaught error, no CSP violation — plus
// the DOM holding no link or picture that leaves unsafely.
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { expect, inject, it, vi } from 'vitest';
import { baseURL, phone } from '../support/phone';
import { loginByRequest } from '../support/login';

/** SECURITY_SHORT=1 (inside `npm test`): only the cases marked short are registered. */
export const SHORT = !!process.env.SECURITY_SHORT;

// Connected on first use and kept: files run in one worker one after another (isolate off),
// and the browser itself belongs to the suite (global.ts closes it).
let browser: Browser | undefined;
async function theBrowser(): Promise<Browser> {
  if (!browser?.isConnected()) browser = await chromium.connect(inject('securityBrowser'));
  return browser;
}

export interface Guarded {
  ctx: BrowserContext;
  page: Page;
  /** everything that went wrong since the last check */
  issues: string[];
  /** a case that opens windows on purpose (another site opening ours) says so */
  windows: boolean;
}

const origin = () => new URL(baseURL()).origin;
const sameOrigin = (u: string) => {
  try {
    return new URL(u).origin === origin();
  } catch {
    return false;
  }
};
const activity = new WeakMap<Page, { inflight: number; last: number }>();

// Runs in every frame before any of the app's scripts.
function traps() {
  const w = window as unknown as { __secReport?: (s: string) => void };
  const report = (s: string) => w.__secReport?.(s);
  let v: unknown;
  Object.defineProperty(window, '__pwned', {
    configurable: false,
    get: () => v,
    set: (x) => {
      v = x;
      report(`script ran (__pwned=${String(x)}) in ${location.href}`);
    },
  });
  document.addEventListener('securitypolicyviolation', (e) =>
    report(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} (${e.sourceFile}:${e.lineNumber})`),
  );
}

/**
 * A phone whose every request off this origin is refused and reported, and whose every
 * script run, dialog, uncaught error, CSP violation, console error or new window is reported.
 */
export async function guarded(o: { userAgent?: string; init?: () => void } = {}): Promise<Guarded> {
  const ctx = await phone(await theBrowser(), { userAgent: o.userAgent });
  const issues: string[] = [];
  await ctx.exposeBinding('__secReport', (_src, what: string) => void issues.push(what));
  await ctx.addInitScript(traps);
  if (o.init) await ctx.addInitScript(o.init);
  await ctx.route('**/*', (route) => {
    const u = route.request().url();
    if (sameOrigin(u) || /^(data|blob):/.test(u)) return route.continue();
    issues.push(`off-origin request: ${u}`);
    return route.abort('blockedbyclient');
  });
  const page = await ctx.newPage();
  const g: Guarded = { ctx, page, issues, windows: false };
  ctx.on('page', (p) => {
    if (ctx.pages()[0] !== p && !g.windows) issues.push(`new window: ${p.url()}`);
  });
  watchPage(page, issues);
  return g;
}

export function watchPage(page: Page, issues: string[]) {
  const net = { inflight: 0, last: Date.now() };
  activity.set(page, net);
  const done = () => ((net.inflight = Math.max(0, net.inflight - 1)), (net.last = Date.now()));
  page.on('request', () => ((net.inflight += 1), (net.last = Date.now())));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('pageerror', (e) => void issues.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    // a 4xx/5xx for a bad id, or a request this kit refused (reported above), is no finding
    if (m.type() === 'error' && !/^Failed to load resource/.test(m.text())) issues.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    issues.push(`dialog: ${d.type()} ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url() !== 'about:blank' && !sameOrigin(f.url())) issues.push(`navigated off-origin: ${f.url()}`);
  });
}

const QUIET_MS = 80;

/**
 * Until no request has been in flight for a moment and no placeholder says it is loading; a
 * page that never settles is left as it is after `maxMs` (the checks that follow judge it).
 */
export async function settle(page: Page, maxMs = 8000) {
  const net = activity.get(page)!;
  await vi
    .waitFor(
      async () => {
        if (net.inflight > 0 || Date.now() - net.last < QUIET_MS) throw new Error('requests in flight');
        const busy = await page.evaluate(() => !document.body?.childElementCount || !!document.querySelector('[aria-busy="true"]')).catch(() => true);
        if (busy) throw new Error('still loading');
      },
      { timeout: maxMs, interval: 30 },
    )
    .catch(() => {});
}

/** In-app navigation (as a tap on a link would do it): no reload, the same page and session. */
export async function spa(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settle(page);
}

export async function open(g: Guarded, path: string) {
  await g.page.goto(path);
  await settle(g.page);
}

/** Links that would leave unsafely, and pictures fetched from elsewhere, now in the DOM. */
export function unsafeDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      let u: URL;
      try {
        u = new URL(a.href);
      } catch {
        out.push(`link ${a.getAttribute('href')}`);
        continue;
      }
      if (u.origin === location.origin) {
        if (u.pathname.startsWith('//')) out.push(`link ${a.getAttribute('href')}`);
      } else if (u.protocol === 'tel:' || u.protocol === 'mailto:') continue;
      else if (!/^https?:$/.test(u.protocol) || a.target !== '_blank' || !/noopener/.test(a.rel)) out.push(`link ${a.getAttribute('href')}`);
    }
    for (const img of document.images) {
      const src = img.getAttribute('src');
      if (src && !src.startsWith('data:image/') && new URL(img.src).origin !== location.origin) out.push(`picture ${src}`);
    }
    return out;
  });
}

/** The checks of every case: what was reported since the last check, and the DOM's links. */
export async function expectClean(g: Guarded, extra: string[] = []) {
  await settle(g.page);
  const dom = await unsafeDom(g.page).catch((e: Error) => [`DOM unreadable: ${e.message}`]);
  const issues = g.issues.splice(0);
  expect([...issues, ...dom, ...extra]).toEqual([]);
}

/** Taps every link in `scope` that stays in this window, as a reader would. */
export async function tapLinks(page: Page, scope: string) {
  const n = await page.locator(`${scope} a[href]:not([target=_blank])`).count();
  for (let i = 0; i < n; i++) {
    await page
      .evaluate(({ s, i }) => (document.querySelectorAll(`${s} a[href]:not([target=_blank])`)[i] as HTMLElement | undefined)?.click(), { s: scope, i })
      .catch(() => {});
    await settle(page, 3000);
  }
}

/** Logs in through the API (the context's cookie jar), as the app's own form would. */
export const login = (g: Guarded) => loginByRequest(g.ctx.request, undefined, origin());

/**
 * One hostile input at one place: a test of its own. In short mode only the cases marked
 * short are registered; a place with none says so (skipped, not counted in the summary).
 */
export function hostile<T>(title: string, list: readonly T[], fn: (p: T, i: number) => Promise<void>, short: (p: T, i: number) => boolean = (_, i) => i === 0) {
  const picked = list.map((p, i) => [p, i] as const).filter(([p, i]) => !SHORT || short(p, i));
  if (!picked.length) it.skip(`${title}: full corpus only`, () => {});
  for (const [p, i] of picked) it(`${title} #${i} ${JSON.stringify(p).slice(0, 70)}`, () => fn(p, i));
}

const CJK = /[\u4e00-\u9fff]/;

/**
 * Poisons what the API says: every string with Chinese in it (titles, names, descriptions:
 * text for people, never an id or a code the screens switch on) gets `payload()` in front.
 */
export async function poisonText(page: Page, payload: () => string | null) {
  const poison = (v: unknown, p: string): unknown =>
    typeof v === 'string'
      ? CJK.test(v)
        ? p + v
        : v
      : Array.isArray(v)
        ? v.map((x) => poison(x, p))
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, poison(x, p)]))
          : v;
  await page.route(/\/api\//, async (route: Route) => {
    const p = payload();
    if (p === null) return route.fallback();
    const res = await route.fetch();
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response: res });
    const body = poison(await res.json(), p);
    return route.fulfill({ response: res, body: JSON.stringify(body) });
  });
}

/** Replaces fields of one API answer (`edit` gets the parsed JSON, returns it changed). */
export async function rewrite(page: Page, path: RegExp, edit: (json: any, url: URL) => unknown) {
  await page.route(path, async (route) => {
    const res = await route.fetch();
    const json = await res.json().catch(() => null);
    if (json === null) return route.fulfill({ response: res });
    return route.fulfill({ response: res, body: JSON.stringify(edit(json, new URL(route.request().url()))) });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    securityBrowser: string;
  }
}
