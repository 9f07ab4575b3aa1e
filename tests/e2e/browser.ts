import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

/** With SCREENSHOTS=1, keeps a phone-size picture of the screen under .screens/ to look at. */
export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `.screens/${name}.png`, fullPage: false });
}
