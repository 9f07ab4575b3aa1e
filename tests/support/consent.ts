// The consent a purchase asks before its password (kit/ui/consent.tsx), given as an investor
// gives it: the agreements ticked, and on a fresh phone (which has never acknowledged it) the
// 风险提示书 opened in place and agreed to, which also acknowledges it for the first investment.
import type { Page } from 'playwright-core';

export const consentBox = (page: Page) => page.getByRole('checkbox', { name: /我已阅读并同意/ });

export async function agree(page: Page) {
  await consentBox(page).check();
  await page.getByRole('button', { name: '《网络借贷风险提示书》' }).click();
  const ok = page.getByRole('button', { name: '我已阅读并同意' });
  await ok.click();
  await ok.waitFor({ state: 'hidden' });
}
