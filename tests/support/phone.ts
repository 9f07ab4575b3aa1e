// A phone in Debian's Chromium (DESIGN.md "Testing"): the browser, the phone context (390 or
// 375 px, touch, zh-CN, 长辈模式 on request), a session of phones per test file, and what a
// journey watches on its page. Nothing here runs at import, so scripts use it too.
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO, loginAt, type Who } from './login';

export { ARGS, CHROMIUM } from '../../scripts/chromium';
import { ARGS, CHROMIUM } from '../../scripts/chromium';

/** The app server of this test project (its global setup provides it). */
export const baseURL = () => inject('baseURL');

/** `bfcache`: keep the back/forward cache, which Playwright turns off by default. */
export const launch = (o: { bfcache?: boolean } = {}): Promise<Browser> => {
  const opts: LaunchOptions = { executablePath: CHROMIUM, args: ARGS, headless: true };
  if (o.bfcache) opts.ignoreDefaultArgs = ['--disable-back-forward-cache'];
  return chromium.launch(opts);
};

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The two phone widths the screens are held to: the narrow 375 and the common 390. */
const HEIGHT = { 375: 812, 390: 844 } as const;

export interface PhoneOptions {
  width?: keyof typeof HEIGHT;
  /** 长辈模式 from the first paint, as the switch leaves it on the device */
  elder?: boolean;
  userAgent?: string;
  /** default: the project's server */
  baseURL?: string;
  /** default New York on purpose: every date must still show in Beijing time */
  timezoneId?: string;
  /**
   * The production build registers a service worker once a page is idle. Journeys run without
   * it (each starts cold, and requests it answers would pass by `page.route`); the worker's own
   * journeys (tests/e2e/service-worker.e2e.ts) allow it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A phone: 390×844 (or 375×812), touch, mobile, Chinese. */
export async function phone(browser: Browser, o: PhoneOptions = {}): Promise<BrowserContext> {
  const width = o.width ?? 390;
  const ctx = await browser.newContext({
    baseURL: o.baseURL ?? baseURL(),
    viewport: { width, height: HEIGHT[width] },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: o.timezoneId ?? 'America/New_York',
    userAgent: o.userAgent ?? IPHONE_UA,
    serviceWorkers: o.serviceWorkers ?? 'block',
  });
  if (o.elder) await ctx.addInitScript(() => localStorage.setItem('h5_elder', '1'));
  // E2E_CPU_SLOWDOWN=4: every page on a CPU that many times slower, to bring out the journeys
  // that only pass on a fast machine (a CI machine running several browsers is a slow phone).
  // It holds a DevTools session of its own on each page, and with a second session Chromium's
  // navigator.onLine stays true offline: the service worker's "says it is offline" case then fails.
  const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
  if (slowdown > 1)
    ctx.on(
      'page',
      (p) =>
        void ctx
          .newCDPSession(p)
          .then((c) => c.send('Emulation.setCPUThrottlingRate', { rate: slowdown }))
          .catch(() => {}),
    );
  return ctx;
}

/** `path` as the native app opens it: `from=app` holds for the whole visit from its first load. */
export const inApp = (path: string) => `${path}${path.includes('?') ? '&' : '?'}from=app`;

/**
 * One browser per test file, and phones that end with their test: `open` gives a fresh phone
 * at `path` (optionally with a fake browser clock, installed before the page loads), `newPage`
 * one not yet navigated, `loginAt` one where `who` has logged in and landed on `path`.
 * `context` gives a phone the whole file shares.
 */
export function phoneSession(o: { bfcache?: boolean } = {}) {
  let browser: Browser | undefined;
  const perTest: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch(o);
  });
  afterEach(async () => {
    await Promise.all(perTest.splice(0).map((c) => c.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newPage = async (o: PhoneOptions = {}): Promise<Page> => {
    const ctx = await phone(browser!, o);
    perTest.push(ctx);
    return ctx.newPage();
  };
  return {
    browser: () => browser!,
    newPage,
    async open(path: string, o: PhoneOptions & { clock?: boolean; app?: boolean } = {}): Promise<Page> {
      const page = await newPage(o);
      if (o.clock) await page.clock.install();
      await page.goto(o.app ? inApp(path) : path);
      return page;
    },
    async loginAt(path: string, who: Who = DEMO.investor, o: PhoneOptions & { prompt?: boolean } = {}): Promise<Page> {
      const page = await newPage(o);
      await loginAt(page, path, who, o);
      return page;
    },
    /** a phone kept for the whole file (closed with the browser) */
    context: (o: PhoneOptions = {}) => phone(browser!, o),
    /** closes this test's phones now (they close after the test anyway) */
    done: () => Promise.all(perTest.splice(0).map((c) => c.close())).then(() => {}),
  };
}

/** A wait that is itself the observation: what the test checks next must not have happened in `ms`. */
export const nothingHappensFor = (page: Page, ms: number) => page.waitForTimeout(ms);

/**
 * Until no API call is open and none has started for `ms`: what the screen asks after its
 * content (the session's other calls, the rank names) is in. `networkidle` fires once per
 * load, and on a busy machine it fired before those calls had started.
 */
export async function apiQuiet(page: Page, ms = 800) {
  // the calls started from now on; one already on its way when this began counts by its end
  const open = new Set<Request>();
  let last = Date.now();
  const api = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  const start = (r: Request) => api(r) && (open.add(r), (last = Date.now()));
  const end = (r: Request) => api(r) && (open.delete(r), (last = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await expect.poll(() => open.size === 0 && Date.now() - last >= ms, { timeout: 15_000, interval: 100 }).toBe(true);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Collects console errors and uncaught exceptions so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Console errors minus the browser's own line for an expected 4xx answer. */
export const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

/** With SCREENSHOTS=1, keeps a phone-size picture of the screen under .screens/ to look at. */
export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `.screens/${name}.png`, fullPage: false });
}

/**
 * Until what a picture of the screen shows has stopped changing: web fonts loaded, the images
 * in view loaded (lazy ones below stay unloaded), and no skeleton shimmering.
 */
export async function painted(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    // no named functions inside: a script runner may wrap them in a helper the page lacks
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images]
        .filter((i) => {
          const r = i.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0;
        })
        .every((i) => i.complete) &&
      !document.querySelector('[aria-busy="true"], .ui-skeleton'),
    undefined,
    { timeout },
  );
}
