// 回款日历 as a month grid (issue: behave like 蚂蚁财富 / 理财通 / 陆金所), on a phone whose zone
// is New York: this Beijing month, each day with periods marked by a dot and its sum, months
// switched in the URL, a tapped day's periods listed below, the status tabs kept, and the late
// periods of an overdue loan in red with the loan's later periods marked.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDate, shanghaiParts, startOfShanghaiDay, addDays } from '../../domain/format/dates';
import { formatFen } from '../../domain/format/money';
import { monthWindow, shiftMonth } from '../../modules/account/api/calendar';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';

const s = phoneSession();

interface Row {
  investId: string;
  repayment: { status: string; repayment: { dueDate: number; amount: number } };
}

/** The periods of a window, as the sandbox answers the calendar's call. */
async function periods(page: Page, w: { from: number; to: number }, status = 'UNDUE'): Promise<Row[]> {
  const r = await page.request.get(`/api/v2/user/MYSELF/investRepayments/1/500?status=${status}&from=${w.from}&to=${w.to}`);
  return ((await r.json()) as { data: { results: Row[] } }).data.results;
}

const days = (page: Page) => page.locator('.rep-grid button.rep-has');

describe('the repayment calendar', () => {
  it('opens on this Beijing month as a grid whose marked days add up, and lists a tapped day below', async () => {
    const page = await s.loginAt('/dashboard/repayments');
    const errors = watchErrors(page);
    const month = shiftMonth('', 0);
    await page.locator('.rep-step strong', { hasText: `${+month.slice(0, 4)}年${+month.slice(5)}月` }).waitFor();
    expect(await page.getByRole('button', { name: '按月查看' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('tab', { name: '待回款' }).getAttribute('aria-selected')).toBe('true');
    // today is the Beijing day, whatever the phone's zone says
    expect(await page.locator('.rep-grid .rep-today .rep-d').innerText()).toBe(String(shanghaiParts(Date.now())!.d));

    // next month: every period in it is on its Beijing day, with the day's sum
    await page.getByRole('button', { name: '下一月' }).tap();
    const next = shiftMonth('', 1);
    await page.waitForURL((u) => u.searchParams.get('month') === next);
    const rows = await periods(page, monthWindow(next)!);
    expect(rows.length).toBeGreaterThan(0);
    const byDay = new Map<number, number>();
    for (const r of rows) {
      const d = shanghaiParts(r.repayment.repayment.dueDate)!.d;
      byDay.set(d, (byDay.get(d) ?? 0) + Math.round(r.repayment.repayment.amount * 100));
    }
    await expect.poll(() => days(page).count()).toBe(byDay.size);
    for (const [d, fen] of byDay) {
      const cell = days(page).filter({ has: page.locator('.rep-d', { hasText: new RegExp(`^${d}$`) }) });
      expect(await cell.getAttribute('aria-label')).toContain(`合计${formatFen(fen)}元`);
      expect(await cell.locator('.rep-dot').count()).toBe(1);
      expect((await cell.locator('.rep-amt').innerText()).length).toBeGreaterThan(0);
    }
    const total = [...byDay.values()].reduce((a, b) => a + b, 0);
    expect(await page.locator('.rep-sum-total').innerText()).toBe(formatFen(total));
    await expect.poll(() => page.locator('.rep-item').count()).toBe(rows.length);
    await shot(page, 'calendar-month');

    // a day: its periods alone, under its Beijing date; tapped again: the whole month
    const [d, fen] = [...byDay][0]!;
    const cell = days(page).filter({ has: page.locator('.rep-d', { hasText: new RegExp(`^${d}$`) }) });
    await cell.tap();
    expect(await cell.getAttribute('aria-pressed')).toBe('true');
    const wanted = rows.filter((r) => shanghaiParts(r.repayment.repayment.dueDate)!.d === d);
    await expect.poll(() => page.locator('.rep-item').count()).toBe(wanted.length);
    const head = await page.locator('.rep-day-head').first().innerText();
    expect(head).toContain(`${+next.slice(5)}月${d}日`);
    expect(head).toContain(formatFen(fen));
    await shot(page, 'calendar-day');
    await page.getByRole('button', { name: /查看.*全部待回款/ }).tap();
    await expect.poll(() => page.locator('.rep-item').count()).toBe(rows.length);

    // back to this month, and the status tab (kept in the URL with the month) shows the paid days
    await page.getByRole('button', { name: '回到本月' }).tap();
    await page.waitForURL((u) => !u.searchParams.has('month'));
    await page.getByRole('tab', { name: '已回款' }).tap();
    await page.waitForURL((u) => u.searchParams.get('status') === 'REPAYED');
    await page.getByRole('button', { name: '上一月' }).tap();
    const prev = shiftMonth('', -1);
    await page.waitForURL((u) => u.searchParams.get('month') === prev && u.searchParams.get('status') === 'REPAYED');
    const paid = await periods(page, monthWindow(prev)!, 'REPAYED');
    expect(paid.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.rep-item').count()).toBe(paid.length);
    expect(new Set(await page.locator('.rep-item .rep-status').allInnerTexts())).toEqual(new Set(['已回款']));
    await page.reload();
    await expect.poll(() => page.locator('.rep-item').count()).toBe(paid.length);
    expect(await page.getByRole('tab', { name: '已回款' }).getAttribute('aria-selected')).toBe('true');
    expect(unexpected(errors)).toEqual([]);
  });

  it('says late periods are late, in red on their day, and marks the later periods of those loans', async () => {
    const page = await s.loginAt('/dashboard/repayments');
    const errors = watchErrors(page);
    const today = startOfShanghaiDay(Date.now());
    const late = (await periods(page, { from: addDays(today, -3653), to: today - 1 })).sort(
      (a, b) => a.repayment.repayment.dueDate - b.repayment.repayment.dueDate,
    );
    expect(late.length).toBeGreaterThan(0);
    const alert = page.locator('.rep-alert');
    await alert.getByText(`有 ${late.length} 笔回款已逾期`).waitFor();
    expect(await alert.innerText()).toContain(`最早一期应于 ${formatDate(late[0]!.repayment.repayment.dueDate)} 回款`);
    await shot(page, 'calendar-late');
    await alert.getByRole('button', { name: '查看' }).tap();
    const month = formatDate(late[0]!.repayment.repayment.dueDate).slice(0, 7);
    await page.waitForURL((u) => u.searchParams.get('month') === month);
    const day = shanghaiParts(late[0]!.repayment.repayment.dueDate)!.d;
    const cell = days(page).filter({ has: page.locator('.rep-d', { hasText: new RegExp(`^${day}$`) }) });
    expect(await cell.getAttribute('class')).toContain('rep-cell-late');
    expect(await cell.locator('.rep-dot').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(185, 28, 28)');
    await cell.tap();
    await page.locator('.rep-item .rep-status.rep-late', { hasText: '已逾期' }).first().waitFor();

    // the next month holds a later period of the same loan: 待回款（借款已逾期）
    const loans = new Set(late.map((r) => r.investId));
    const after = shiftMonth('', 1);
    const later = (await periods(page, monthWindow(after)!)).filter((r) => loans.has(r.investId));
    expect(later.length).toBeGreaterThan(0);
    await page.goto(`/dashboard/repayments?month=${after}`);
    const hit = page.locator('.rep-item .rep-status.rep-hit');
    await expect.poll(() => hit.count()).toBe(later.length);
    expect(new Set(await hit.allInnerTexts())).toEqual(new Set(['待回款（借款已逾期）']));
    // and the list of the six months ahead says so too
    await page.getByRole('button', { name: '未来6个月' }).tap();
    await page.waitForURL((u) => u.searchParams.get('view') === 'list');
    await expect.poll(() => hit.count()).toBeGreaterThanOrEqual(later.length);
    await shot(page, 'calendar-list-late');
    expect(unexpected(errors)).toEqual([]);
  });

  it('marks the Beijing day as today when New York is still on the day before', async () => {
    const page = await s.newPage();
    // 00:30 tomorrow in Beijing: 11:30 or 12:30 today in New York
    const at = addDays(startOfShanghaiDay(Date.now()), 1) + 30 * 60_000;
    await page.clock.install({ time: at });
    await loginAt(page, '/dashboard/repayments');
    const p = shanghaiParts(at)!;
    await page.locator('.rep-step strong', { hasText: `${p.y}年${p.m}月` }).waitFor();
    expect(await page.locator('.rep-grid .rep-today .rep-d').innerText()).toBe(String(p.d));
    expect(await page.evaluate(() => new Date().getDate())).not.toBe(p.d);
  });
});
