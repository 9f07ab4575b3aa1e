// Trust and compliance: the risk notice where money is lent, no 固定收益 tag on a loan, the
// documents an account is opened under on register and login, and newbie-only loans kept for
// newbies on the homepage.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, type Who } from '../support/login';
import { DEMO_CLAIMS, DEMO_LOANS } from '../../server/sandbox/seed/index';

const s = phoneSession();

const RISK = '市场有风险，出借需谨慎';

/** `path` on a fresh phone, as a visitor or as `who` (only the investor has a card: the others are asked to add one first). */
const open = (path: string, who?: Who): Promise<Page> => (who ? s.loginAt(path, who, { prompt: who !== DEMO.investor }) : s.open(path));
const close = (page: Page) => page.context().close();

describe('the risk notice where money is lent', () => {
  it('the loan detail says it beside the lend button, and tags no loan 固定收益', async () => {
    const page = await open(`/loan/${DEMO_LOANS.opened}`);
    const note = page.locator('.dh-act').getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toBe(RISK);
    expect(await page.locator('.ld').textContent()).not.toContain('固定收益');
    await shot(page, 'trust-loan');
    await close(page);
  });

  it('the invest screens say it above the button that lends or buys', async () => {
    const page = await open(`/loan/${DEMO_LOANS.opened}/invest`, DEMO.investor);
    const note = page.locator('form.inv').getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toBe(RISK);
    await page.goto(`/assignment/${DEMO_CLAIMS.partlySold}/invest`);
    await page.locator('form.inv').getByRole('note').waitFor();
    expect(await page.locator('form.inv').getByRole('note').textContent()).toBe(RISK);
    await close(page);
  });

  it('the claim detail says it beside the buy button', async () => {
    const page = await open(`/assignment/${DEMO_CLAIMS.partlySold}`);
    const note = page.locator('.dh-act').getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toBe(RISK);
    await close(page);
  });

  it('the list says it on every loan tab and on the claims; a fund is bought', async () => {
    const page = await open('/list', DEMO.investor);
    await page.locator('.pd-list .pd-item').first().waitFor();
    expect(await page.getByRole('note').textContent()).toBe(RISK);
    const tags = await page.locator('.pd-tag').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags).not.toContain('固定收益');
    await page.getByRole('tab', { name: '债权转让' }).click();
    await page.locator('.pd-list .pd-item').first().waitFor();
    expect(await page.getByRole('note').textContent()).toBe(RISK);
    await page.getByRole('tab', { name: '私募基金' }).click();
    await expect.poll(() => page.getByRole('note').textContent()).toBe('市场有风险，购买需谨慎');
    await close(page);
  });

  it('the homepage ends with it, and names no product 固定收益', async () => {
    const page = await open('/');
    await page.locator('.home-loan').first().waitFor();
    expect(await page.locator('.home').getByRole('note').textContent()).toBe(RISK);
    expect(await page.locator('.home').textContent()).not.toContain('固定收益');
    await close(page);
  });
});

describe('the documents an account is opened under', () => {
  it('register: 《注册服务协议》 and 《隐私政策》 open over the form, which keeps what was typed; agreeing ticks the box', async () => {
    const page = await open('/register');
    const errors = watchErrors(page);
    await page.fill('#reg-mobile', '13912345678');
    const agree = page.locator('.auth-agree');
    await agree.getByRole('button', { name: '《注册服务协议》' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText('注册服务协议').first().waitFor();
    await sheet.getByText('第一条 注册与账户').waitFor();
    await sheet.getByRole('button', { name: '我已阅读并同意' }).click();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('checkbox').uncheck();

    const privacy = agree.getByRole('link', { name: '《隐私政策》' });
    expect(await privacy.getAttribute('href')).toBe('/privacy');
    await privacy.click();
    await sheet.getByText('一、我们收集的信息').waitFor();
    await shot(page, 'trust-register-privacy');
    await sheet.getByRole('button', { name: '我已阅读并同意' }).click();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.inputValue('#reg-mobile')).toBe('13912345678');
    expect(errors).toEqual([]);
    await close(page);
  });

  it('register asks for both when the box is not ticked', async () => {
    const page = await open('/register');
    await page.fill('#reg-mobile', '13912345678');
    await page.fill('#reg-code', '123456');
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.getByRole('alert').getByText('请阅读并同意《注册服务协议》《隐私政策》').waitFor();
    await close(page);
  });

  it('login: 登录即表示同意《注册服务协议》《隐私政策》, each opening its text', async () => {
    const page = await open('/login');
    const legal = page.locator('.auth-legal');
    await legal.waitFor();
    expect(await legal.textContent()).toBe('登录即表示同意《注册服务协议》《隐私政策》');
    expect(await legal.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacy');
    await legal.getByRole('button', { name: '《注册服务协议》' }).click();
    await page.getByRole('dialog').getByText('第一条 注册与账户').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '我已阅读并同意' }).click();
    await legal.getByRole('link', { name: '《隐私政策》' }).click();
    await page.getByRole('dialog').getByText('一、我们收集的信息').waitFor();
    await close(page);
  });

  it('/privacy is a page of its own', async () => {
    const page = await open('/privacy');
    await page.getByText('一、我们收集的信息').waitFor();
    expect(await page.title()).toBe('隐私政策');
    await close(page);
  });
});

describe('newbie-only loans on the homepage', () => {
  const newbieCards = (page: Page) => page.locator('.home-loan', { hasText: '新手专享' });
  const ready = (page: Page) => page.locator('.home-loan').first().waitFor();

  it('a visitor and a newbie see them', async () => {
    for (const who of [undefined, DEMO.newbie]) {
      const page = await open('/', who);
      await ready(page);
      await newbieCards(page).first().waitFor();
      await close(page);
    }
  });

  it('an investor who has lent before does not, and never sees them flash by', async () => {
    const page = await open('/dashboard', DEMO.investor);
    await page.locator('.dash-head').waitFor();
    // count the newbie cards at every paint of the homepage, from the first
    await page.evaluate(() => {
      const w = window as unknown as { seen: number };
      w.seen = 0;
      new MutationObserver(() => {
        w.seen = Math.max(
          w.seen,
          document.querySelectorAll('.home-loan h3').length &&
            [...document.querySelectorAll('.home-loan h3')].filter((h) => h.textContent!.startsWith('新手专享')).length,
        );
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: '首页' }).click();
    await ready(page);
    expect(await newbieCards(page).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: /^新手专享/ }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { seen: number }).seen)).toBe(0);
    // a direct open of the homepage too
    await page.goto('/');
    await ready(page);
    expect(await newbieCards(page).count()).toBe(0);
    await shot(page, 'trust-home-seasoned');
    await close(page);
  });
});
