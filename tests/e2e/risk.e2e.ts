// The risk questionnaire (SPEC §2 /dashboard/risk) on a phone: a first filling with a change
// of mind, a re-evaluation, and an expired survey re-evaluated on the way to an invest screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDate } from '../../domain/format/dates';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, submitLogin } from '../support/login';
import { sandbox } from '../support/sandbox';

const s = phoneSession();

const LOAN = '70E061DD-21D1-DE1B-2918-83899D922F03'; // GDSY, R2

const progress = (page: Page, n: number) => page.locator('.risk-progress', { hasText: `第 ${n} / 10 题` }).waitFor();
const choice = (page: Page, i: number) => page.locator('.ui-choice').nth(i);

/** Answers questions `from`..10 with choice `i`, each tap moving on. */
async function answerRest(page: Page, from: number, i: number) {
  for (let n = from; n <= 10; n++) {
    await progress(page, n);
    await choice(page, i).tap();
  }
}

describe('risk questionnaire', () => {
  it('a newbie answers every question, changes one going back, and sees the result', async () => {
    const page = await s.open('/dashboard/risk');
    const errors = watchErrors(page);
    // a visitor is sent to log in first and comes back
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/dashboard/risk');
    await submitLogin(page, DEMO.newbie);
    // the newbie has no card yet: the account prompt comes first
    await page.getByRole('button', { name: '跳过' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/risk');
    await progress(page, 1);
    expect(await page.title()).toBe('风险测评');
    const box = await choice(page, 0).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThan(300);
    await shot(page, 'risk-question');

    await choice(page, 3).tap(); // 18-35岁: 10
    await progress(page, 2);
    await choice(page, 3).tap(); // 100万元以上: 10
    await progress(page, 3);
    await page.getByRole('button', { name: '上一题' }).tap();
    await progress(page, 2);
    expect(await page.locator('.ui-choice[aria-pressed="true"]').textContent()).toContain('100万元以上');
    await choice(page, 0).tap(); // changed to 10万元以下: 2
    await answerRest(page, 3, 1); // 8 × 5
    const submit = page.getByRole('button', { name: '提交' });
    expect(await submit.isEnabled()).toBe(true);
    await shot(page, 'risk-last');
    await submit.tap();

    // 10 + 2 + 40 = 52: 平衡型
    await page.getByRole('heading', { name: '平衡型' }).waitFor();
    expect(await page.locator('.risk-score').textContent()).toMatch(/52/);
    await page.getByText('有效', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: '继续出借' }).count()).toBe(0);
    await shot(page, 'risk-result');
    expect(unexpected(errors)).toEqual([]);
  });

  it('the investor sees the current result, then re-evaluates', async () => {
    const page = await s.loginAt('/dashboard/risk');
    await page.getByRole('heading', { name: '成长型' }).waitFor();
    expect(await page.locator('.risk-score').textContent()).toMatch(/78/);
    await page.getByText('有效', { exact: true }).waitFor();
    // the date is Beijing's even though this phone is in New York
    // the family's bare list of fillings
    const [filling] = (await (await page.request.get('/api/v2/user/MYSELF/surveyFilling')).json()) as { timeLastUpdated: number }[];
    expect(await page.locator('.risk-meta').textContent()).toContain(`测评日期${formatDate(filling!.timeLastUpdated)}`);
    await shot(page, 'risk-current');
    await page.getByRole('button', { name: '重新测评' }).tap();
    await answerRest(page, 1, 3);
    await page.getByRole('button', { name: '提交' }).tap();
    await page.getByRole('heading', { name: '进取型' }).waitFor();
    expect(await page.locator('.risk-score').textContent()).toMatch(/100/);
  });

  it('an expired investor re-evaluates on the way to an invest screen and gets back to it', async () => {
    await sandbox.hook('/__sandbox/survey', { mobile: DEMO.investor.mobile, valid: false });
    // the invest screen's link (its own gate is the invest journeys' to test): risk?next=…
    const page = await s.loginAt(`/dashboard/risk?next=/loan/${LOAN}/invest`);
    await page.getByText('已过期，请重新测评').waitFor();
    expect(await page.getByRole('link', { name: '继续出借' }).count()).toBe(0);
    await shot(page, 'risk-expired');

    await page.getByRole('button', { name: '重新测评' }).tap();
    await answerRest(page, 1, 2); // 10 × 8 = 80: 成长型, R4
    await page.getByRole('button', { name: '提交' }).tap();
    await page.getByRole('heading', { name: '成长型' }).waitFor();
    await page.getByText('有效', { exact: true }).waitFor();
    await shot(page, 'risk-continue');
    await page.getByRole('link', { name: '继续出借' }).tap();
    await page.waitForURL((u) => u.pathname === `/loan/${LOAN}/invest`);
  });
});
