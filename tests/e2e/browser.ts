import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags this machine needs (DESIGN.md): no sandbox as root, no background networking.
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const baseURL = () => inject('baseURL');

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * A phone: 390×844, touch, mobile. The device zone is New York on purpose: every date
 * must still show in Beijing time.
 */
export function phone(browser: Browser, o: { userAgent?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'America/New_York',
    userAgent: o.userAgent ?? IPHONE_UA,
  });
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

export const DEMO = {
  newbie: { mobile: '13800000001', password: 'demo1234' },
  investor: { mobile: '13800000002', password: 'demo1234' },
  unverified: { mobile: '13800000003', password: 'demo1234' },
};

export async function loginWithPassword(page: Page, who: { mobile: string; password: string }) {
  await page.fill('#login-mobile', who.mobile);
  await page.fill('#login-password', who.password);
  await page.click('button[type=submit]');
}

/** Starts `page` logged in as `who` (it lands on /dashboard), or on / as a visitor. */
export async function landAs(page: Page, who: { mobile: string; password: string } | null) {
  if (!who) return void (await page.goto('/'));
  await page.goto('/login');
  await loginWithPassword(page, who);
  await page.waitForURL((u) => u.pathname === '/dashboard');
}

/** With SCREENSHOTS=1, keeps a phone-size picture of the screen under .screens/ to look at. */
export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `.screens/${name}.png`, fullPage: false });
}

// ---- sandbox test hooks (the codes a real user would get by SMS, voice call or picture)

async function hook<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(baseURL() + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The latest SMS / voice code sent to `mobile` (purpose: login, register, reset, …). */
export const sandboxCode = (mobile: string, purpose?: string) =>
  hook<{ code: string }>(`/__sandbox/code?mobile=${mobile}${purpose ? `&purpose=${purpose}` : ''}`).then((r) => r.code);

/** The answer of the graphic captcha with this token. */
export const sandboxCaptcha = (token: string) => hook<{ answer: string }>(`/__sandbox/captcha?token=${encodeURIComponent(token)}`).then((r) => r.answer);

/** Moves the sandbox's clock (the browser's is page.clock). */
export const sandboxClock = (advanceMs: number) =>
  hook('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) });

let mobiles = 0;
/** A mobile number nobody has registered in this run. */
export const freshMobile = () => `19${String((Date.now() * 10 + (mobiles++ % 10)) % 1e9).padStart(9, '0')}`;

/** Registers `mobile` through the sandbox API, as another device would. */
export async function registerByApi(mobile: string, password = 'pass1234', extra: Record<string, string> = {}) {
  await hook(`/api/web/register/smsCaptcha?mobile=${mobile}`);
  const body = new URLSearchParams({ mobile, password, mobile_captcha: await sandboxCode(mobile, 'register'), source: 'H5', ...extra });
  const r = await hook<{ success: boolean }>('/api/web/register/submitFromMobile', { method: 'POST', body });
  if (!r.success) throw new Error(`register ${mobile} failed`);
  return { mobile, password };
}

/** Console errors minus the browser's own line for an expected 4xx answer. */
export const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

/**
 * One browser per test file; `open` gives a fresh phone at `path` (optionally with a fake
 * browser clock, installed before the page loads) and `done` closes it.
 */
export function phoneSession() {
  let browser: Browser;
  let ctx: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newPage = async (): Promise<Page> => {
    ctx = await phone(browser);
    return ctx.newPage();
  };
  return {
    browser: () => browser,
    /** a phone page not yet navigated, for listeners that must see the first request */
    newPage,
    async open(path: string, o: { clock?: boolean } = {}): Promise<Page> {
      const page = await newPage();
      if (o.clock) await page.clock.install();
      await page.goto(path);
      return page;
    },
    done: () => ctx?.close(),
  };
}
