// The marketing games on a phone (SPEC §2 Games): the quiz played to a result and once more
// until its clock runs out (a fake browser clock), and the nine-cell lottery from a visitor's
// login overlay through drawing until the chances run out (a double tap draws once), to the
// wins list.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, submitLogin } from '../support/login';
import { sandbox } from '../support/sandbox';

const s = phoneSession();

const lottery = (body: unknown) => sandbox.hook('/__sandbox/lottery', body);
const draws = () => sandbox.hook<{ chances: number; draws: { sequence: number }[] }>(`/__sandbox/lottery?mobile=${DEMO.investor.mobile}`);

const count = (page: Page, n: number) => page.locator('.quiz-count', { hasText: `第 ${n} / 10 题` }).waitFor();
const choice = (page: Page, i: number) => page.locator('.ui-choice').nth(i);
// the best answer of each question (see modules/games/rules/quiz-questions.ts)
const BEST = [3, 3, 3, 1, 1, 3, 3, 1, 3, 1];

describe('financial quiz', () => {
  it('plays to a result with its picture, then lets the clock run out', async () => {
    const page = await s.open('/weichartPlay', { clock: true });
    const errors = watchErrors(page);
    await page.getByRole('button', { name: '开始答题' }).waitFor();
    await shot(page, 'games-quiz-intro');
    await page.getByRole('button', { name: '开始答题' }).tap();
    await count(page, 1);
    expect(await page.getByRole('timer').textContent()).toContain('05:00');
    const box = await choice(page, 0).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await choice(page, 0).tap();
    await count(page, 2);
    await page.getByRole('button', { name: '上一题' }).tap();
    await count(page, 1);
    await choice(page, BEST[0]!).tap(); // changed its mind
    // five right, then the first choice: 50 + 2 + 2 + 0 + 2 + 0 = 56
    for (let n = 2; n <= 10; n++) {
      await count(page, n);
      await choice(page, n <= 5 ? BEST[n - 1]! : 0).tap();
    }
    await page.clock.fastForward(65_000);
    expect(await page.getByRole('timer').textContent()).toContain('03:5');
    await shot(page, 'games-quiz-last');
    await page.getByRole('button', { name: '提交' }).tap();

    await page.getByRole('heading', { name: '平衡型' }).waitFor();
    // one number out of 100 (never 210 / 375), with its band in words
    expect(await page.locator('.quiz-score').textContent()).toBe('56');
    const figure = await page.locator('.quiz-figures').innerText();
    expect(figure).toMatch(/财商指数\s*56 \/ 100\s*41–60分为平衡型，中风险/);
    expect(figure).not.toMatch(/375|\.\d/);
    // the picture is drawn in the browser
    const img = page.locator('.quiz-pic img');
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(750);
    expect(await page.getByRole('link', { name: '保存图片' }).getAttribute('download')).toBe('理财测试结果.png');
    await shot(page, 'games-quiz-result');

    await page.getByRole('button', { name: '再测一次' }).tap();
    await count(page, 1);
    await choice(page, BEST[0]!).tap();
    await count(page, 2);
    await choice(page, 2).tap(); // 7
    await count(page, 3);
    await page.clock.fastForward(300_000);
    await page.getByRole('alert').filter({ hasText: '答题时间到，已按作答的2道题计分（8道未作答，计0分）' }).waitFor();
    expect(await page.getByRole('heading', { name: '保守型' }).count()).toBe(1);
    expect(await page.locator('.quiz-score').textContent()).toBe('17');
    await page.locator('.quiz-band', { hasText: '0–20分为保守型，低风险' }).waitFor();
    await shot(page, 'games-quiz-timeup');
    expect(unexpected(errors)).toEqual([]);
  });
});

/** The cell under the highlight, from where it is drawn on screen. */
const lit = (page: Page) =>
  page.evaluate(() => {
    const l = document.querySelector('.nine-light')!.getBoundingClientRect();
    const hit = [...document.querySelectorAll<HTMLElement>('.nine-cell')].find((c) => {
      const r = c.getBoundingClientRect();
      return Math.abs(r.left - l.left) < 2 && Math.abs(r.top - l.top) < 2;
    });
    return hit ? Number(hit.dataset.seq) : -1;
  });

describe('nine-cell lottery', () => {
  it('a visitor logs in from the overlay, draws until no chances are left, and finds the wins', async () => {
    // 50元红包, 谢谢参与, 0.5%加息券
    await lottery({ mobile: DEMO.investor.mobile, chances: 3, next: [1, 3, 5] });
    const page = await s.open('/ninePlay', { clock: true });
    const errors = watchErrors(page);
    await page.locator('.nine-cell').nth(7).waitFor();
    await page.getByText('登录后即可参与抽奖').waitFor();
    const go = page.locator('.nine-go');
    const b = await go.boundingBox();
    expect(b!.width).toBeGreaterThanOrEqual(44);
    await go.tap();
    const overlay = page.getByRole('dialog', { name: '登录后即可抽奖' });
    await overlay.waitFor();
    expect(await overlay.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe('/register?next=%2FninePlay');
    await shot(page, 'games-nine-visitor');
    await overlay.getByRole('link', { name: '已有账户，去登录' }).tap();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/ninePlay');
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/ninePlay');
    await page.locator('.nine-chances strong', { hasText: '3' }).waitFor();
    await page.locator('.nine-winners li:not(.nine-ph)').first().waitFor();

    // the first spin runs in real time: one cell at a time, clockwise, onto the prize
    await page.evaluate(() => {
      const w = window as unknown as { cells: string[] };
      w.cells = [];
      const el = document.querySelector<HTMLElement>('.nine-light')!;
      new MutationObserver(() => w.cells.push(el.style.transform)).observe(el, { attributes: true, attributeFilter: ['style'] });
    });
    await go.tap();
    await go.tap({ force: true }); // a double tap: the second lands on the busy button
    expect(await go.getAttribute('aria-disabled')).toBe('true');
    const won = page.getByRole('dialog', { name: '恭喜中奖' });
    await won.waitFor({ timeout: 15_000 });
    expect(await won.textContent()).toContain('恭喜您抽中50元红包');
    expect(await lit(page)).toBe(1);
    const seen = await page.evaluate(() => (window as unknown as { cells: string[] }).cells);
    const POS = ['0,0', '1,0', '2,0', '2,1', '2,2', '1,2', '0,2', '0,1'];
    const cells = seen.map((t) => POS.indexOf((/calc\((\d) \*.*calc\((\d) \*/.exec(t) ?? []).slice(1).join(',')));
    expect(cells.length).toBeGreaterThanOrEqual(30);
    expect(cells.at(-1)).toBe(1);
    // clockwise one cell at a time; a frame that comes late skips cells on purpose (the spin
    // keeps its timing), which a busy test machine does now and then, so most steps, not all
    const deltas = cells.slice(1).map((c, i) => (c - cells[i]! + 8) % 8);
    expect(deltas.filter((d) => d === 1).length / deltas.length).toBeGreaterThanOrEqual(0.75);
    await page.locator('.nine-chances strong', { hasText: '2' }).waitFor();
    expect((await draws()).draws).toHaveLength(1);
    await shot(page, 'games-nine-won');
    await won.getByRole('button', { name: '继续抽奖' }).tap();

    // the next ones on the fake clock
    // listen before tapping: on a busy machine the answer can arrive before tap() returns
    await Promise.all([page.waitForResponse((r) => r.url().includes('/commonpost')), go.tap()]);
    await page.clock.fastForward(10_000);
    const none = page.getByRole('dialog', { name: '抽奖结果' });
    await none.waitFor();
    expect(await none.textContent()).toContain('没有抽中');
    expect(await lit(page)).toBe(3);
    await none.getByRole('button', { name: '继续抽奖' }).tap();
    // listen before tapping: on a busy machine the answer can arrive before tap() returns
    await Promise.all([page.waitForResponse((r) => r.url().includes('/commonpost')), go.tap()]);
    await page.clock.fastForward(10_000);
    await won.waitFor();
    expect(await won.textContent()).toContain('0.5%加息券');
    await page.locator('.nine-chances strong', { hasText: '0' }).waitFor();
    await won.getByRole('button', { name: '知道了' }).tap();

    await go.tap();
    await page.locator('.nine-msg', { hasText: '您的抽奖机会已用完' }).waitFor();
    const after = await draws();
    expect(after.chances).toBe(0);
    expect(after.draws.map((d) => d.sequence)).toEqual([1, 3, 5]);
    await shot(page, 'games-nine-none-left');

    await page.getByRole('link', { name: '我的中奖记录' }).tap();
    await page.waitForURL((u) => u.pathname === '/lotteryRecord');
    await page.locator('.lrec-prize').nth(1).waitFor();
    expect((await page.locator('.lrec-prize').allTextContents()).sort()).toEqual(['0.5%加息券', '50元红包']);
    await shot(page, 'games-wins');
    expect(unexpected(errors)).toEqual([]);
  });
});
