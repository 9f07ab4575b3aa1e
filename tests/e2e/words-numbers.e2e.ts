// Honest words and numbers on a 375 px phone: no rate (with its add-on) or date broken across
// two lines on the loan cards, the loan detail and the holdings list (normal and 长辈模式); one
// word for a loan still raising; yuan grouped in every message the screens print; 全部 on the
// invest screen; the bank cards by their tail, with the default card held while money is in
// the account. The quiz's 财商指数 is in games.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiQuiet, phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';
import { allAmount } from '../../modules/invest/rules/all-amount';

const s = phoneSession();

const LOAN = '70E061DD-21D1-DE1B-2918-83899D922F03'; // GDSY, 100 + 100 steps, takes coupons
const CAPPED = 'E8FD2CF8-A8BD-0C5A-E717-184CF9848FE2'; // 9.00%+0.50%, 1,000 steps, at most 100,000 an order
const NEWBIE = '7F17C70E-97D2-6120-F7A0-74AAC9EFBD38'; // 12.00%+1.00%

/** The investor on the narrow phone, 长辈模式 or not, landed on `path`. */
async function investorAt(path: string, o: { elder?: boolean; prepare?: (page: Page) => Promise<void> } = {}): Promise<Page> {
  const page = await s.newPage({ width: 375, elder: o.elder });
  await o.prepare?.(page);
  await loginAt(page, path);
  return page;
}

/**
 * Every rate ('12.00%', '9.00%+0.50%', '已售15%') and date ('2026-11-27') in the page's text,
 * wherever its characters sit (a rate's % and add-on are often their own elements): the ones
 * whose boxes lie on more than one line (a box a line's height below another's).
 */
function brokenFigures(): { checked: number; broken: string[] } {
  const FIGURE = /\d{4}-\d{2}-\d{2}|\d+(?:\.\d+)?%(?:\s*\+\s*\d+(?:\.\d+)?%)?/g;
  const nodes: Text[] = [];
  const starts: number[] = [];
  let text = '';
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  // a figure lies within one block: text of the next block (a title's risk code 'R2' before the
  // rate '8.00%') is kept apart, or the two would read as one figure ('28.00%') across lines
  const BLOCK = 'h1, h2, h3, h4, h5, h6, p, div, li, dt, dd, td, th';
  let block: Element | null | undefined;
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const b = n.parentElement?.closest(BLOCK);
    if (block !== undefined && b !== block) text += '|';
    block = b;
    starts.push(text.length);
    nodes.push(n as Text);
    text += n.nodeValue ?? '';
  }
  const at = (i: number): [Text, number] => {
    let k = starts.length - 1;
    while (starts[k]! > i) k--;
    return [nodes[k]!, i - starts[k]!];
  };
  let checked = 0;
  const broken: string[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const [sn, so] = at(m.index);
    const [en, eo] = at(m.index + m[0].length - 1);
    const el = sn.parentElement;
    // hidden, or read to screen readers only (a 1 px box wraps everything)
    if (!el || el.closest('.ui-sr, [hidden], [aria-hidden="true"]')) continue;
    const r = document.createRange();
    r.setStart(sn, so);
    r.setEnd(en, eo + 1);
    const boxes = [...r.getClientRects()].filter((b) => b.width > 0 && b.height > 0);
    if (!boxes.length) continue;
    checked++;
    // boxes on one line share a baseline: their bottoms differ by a descent at most (a small
    // '%' beside a big figure); a second line's lie a line lower (glyph boxes may overlap it)
    if (boxes.some((a) => boxes.some((b) => b.bottom - a.bottom > 0.6 * Math.min(a.height, b.height))))
      broken.push(`${m[0]} in .${el.className || el.tagName}`);
  }
  return { checked, broken };
}

/** The figure columns of the cards whose content is wider than their box (kept on one line, spilling into the next). */
const spilling = () =>
  [...document.querySelectorAll<HTMLElement>('.pd-figs > p, .pf-card-facts > span, .pd-rows dd')]
    .filter((e) => e.scrollWidth > e.clientWidth + 1)
    .map((e) => e.textContent);

async function figuresWhole(page: Page, ready: string, name: string) {
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  // what follows the content (the list's rank names) is in: the lines as the investor reads them
  await apiQuiet(page);
  const { checked, broken } = await page.evaluate(brokenFigures);
  expect(checked, `${name}: figures seen`).toBeGreaterThan(2);
  expect(broken, name).toEqual([]);
  expect(await page.evaluate(spilling), `${name}: spilling`).toEqual([]);
}

const SCREENS: [string, string][] = [
  ['/', '.home-loan, .eh-loan'],
  ['/list', '.pd-item'],
  ['/list?tab=assignment', '.pd-item'],
  [`/loan/${CAPPED}`, '.pd-rows'],
  [`/loan/${NEWBIE}`, '.pd-rows'],
  ['/dashboard/invest', '.pf-card'],
  ['/dashboard/invest?type=offline', '.pf-card'],
];

/** Every holding as the server sends one lent at 12.00% with a 1.00% add-on (the seed's have none). */
async function holdingsWithAddOns(page: Page) {
  await page.route('**/invest/list/**', async (route) => {
    const r = await route.fetch();
    const raise = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(raise)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .map(([k, x]) => [k, raise(x)])
                .concat(
                  'loanTitle' in v
                    ? [
                        ['rate', 1200],
                        ['addRate', 100],
                      ]
                    : [],
                ),
            )
          : v;
    await route.fulfill({ response: r, json: raise(await r.json()) });
  });
}

describe('figures keep their line at 375 px', () => {
  for (const elder of [false, true])
    it(`on the loan cards, the loan detail and the holdings${elder ? ', in 长辈模式' : ''}`, async () => {
      // before logging in: the dashboard may start the holdings' first page early
      const page = await investorAt('/dashboard', { elder, prepare: holdingsWithAddOns });
      const errors = watchErrors(page);
      for (const [path, ready] of SCREENS) {
        await page.goto(path);
        await figuresWhole(page, ready, path);
      }
      // the holdings were checked with a rate and its add-on in them
      await page.goto('/dashboard/invest');
      await page.locator('.pf-card-value', { hasText: '12.00%+1.00%' }).first().waitFor();
      await figuresWhole(page, '.pf-card', 'holdings with add-ons');
      await shot(page, `words-holdings-rates${elder ? '-elder' : ''}`);
      // a visitor's homepage lists the newbie loan, 12.00%+1.00%
      await page.context().clearCookies();
      await page.goto('/');
      await page
        .locator('.home-loan, .eh-loan')
        .filter({ hasText: /\+1\.00%/ })
        .first()
        .waitFor();
      await figuresWhole(page, '.home-loan, .eh-loan', 'the visitor’s homepage');
      await shot(page, `words-home-visitor${elder ? '-elder' : ''}`);
      // the check sees a broken figure when there is one
      await page.evaluate(() => {
        const p = document.createElement('p');
        p.textContent = '年化12.00%+1.00%，2026-11-27';
        Object.assign(p.style, { width: '3em', overflowWrap: 'anywhere' });
        document.body.prepend(p);
      });
      expect((await page.evaluate(brokenFigures)).broken.length).toBeGreaterThan(0);
      expect(unexpected(errors)).toEqual([]);
    });
});

describe('one word for a loan still raising', () => {
  it('募集中 on every raising holding, never 投标中 or 募集完成', async () => {
    const page = await investorAt('/dashboard/invest');
    await page.locator('.pf-card').first().waitFor();
    // the seeded PROPOSED, FROZEN and FINISHED holdings
    await expect.poll(() => page.locator('.pf-badge', { hasText: '募集中' }).count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('body').innerText()).not.toMatch(/投标中|募集完成/);
    await page
      .locator('.pf-card', { has: page.locator('.pf-badge', { hasText: '募集中' }) })
      .first()
      .click();
    await page.waitForURL((u) => /^\/dashboard\/invest\/[^/]+$/.test(u.pathname));
    await page.locator('.pf-badge', { hasText: '募集中' }).waitFor();
    await page.goto('/dashboard/frfinvest?tab=ASSIGN');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('body').innerText()).not.toMatch(/投标中|募集完成/);
  });
});

/** Yuan as a screen prints them ('52,340.56') → fen. */
const fen = (t: string) => Math.round(Number(t.replace(/[^\d.]/g, '')) * 100);
/** A raw number of yuan: four digits or more without separators before 元. */
const RAW_YUAN = /(?:^|[^\d.,])\d{4,}(?:\.\d+)?元/;

describe('the invest screen', () => {
  async function facts(page: Page) {
    const available = fen((await page.locator('.inv-check span').nth(1).innerText()).replace('可用', ''));
    const remaining = fen(await page.locator('.inv-loan dd').nth(2).innerText());
    const m = /^([\d,]+)元起，([\d,]+)元递增(?:，单笔最多([\d,]+)元)?$/.exec(await page.locator('.inv-rule').innerText())!;
    expect(m, 'the rule line, grouped').toBeTruthy();
    return { available, rule: { balanceFen: remaining, minFen: fen(m[1]!), stepFen: fen(m[2]!), maxFen: m[3] ? fen(m[3]) : 0 } };
  }

  it('全部 fills the largest amount allowed, grouped messages around it', async () => {
    const page = await investorAt(`/loan/${LOAN}/invest`);
    const errors = watchErrors(page);
    await page.locator('#inv-amount').waitFor();
    let f = await facts(page);
    let all = allAmount(f.rule, f.available);
    expect('fen' in all && all.fen > 0).toBe(true);
    await page.getByRole('button', { name: '全部', exact: true }).tap();
    expect(fen(await page.inputValue('#inv-amount'))).toBe((all as { fen: number }).fen);
    await page.getByText(/预期收益 [\d,]+\.\d{2} 元/).waitFor();
    await shot(page, 'words-invest-all');

    // at most 100,000 an order, 1,000 steps: the balance rounded down to 1,000
    await page.goto(`/loan/${CAPPED}/invest`);
    await page.locator('#inv-amount').waitFor();
    f = await facts(page);
    expect(f.rule.maxFen).toBe(100_000_00);
    all = allAmount(f.rule, f.available);
    await page.getByRole('button', { name: '全部', exact: true }).tap();
    expect(fen(await page.inputValue('#inv-amount'))).toBe((all as { fen: number }).fen);
    expect(fen(await page.inputValue('#inv-amount')) % 1_000_00).toBe(0);
    // an offline transfer pays the whole order: only the rule caps it
    await page.getByRole('radio', { name: '线下转账' }).check();
    await page.getByRole('button', { name: '全部', exact: true }).tap();
    expect(fen(await page.inputValue('#inv-amount'))).toBe((allAmount(f.rule, 1e15) as { fen: number }).fen);
    await page.getByRole('radio', { name: /快捷支付/ }).check();
    // the refusals print grouped yuan
    await page.fill('#inv-amount', '9000000');
    await page.click('.inv-submit');
    await page
      .getByRole('alert')
      .filter({ hasText: /^当前剩余可出借\d{1,3}(,\d{3})*\.\d{2}元$/ })
      .waitFor();
    expect(await page.locator('.inv').innerText()).not.toMatch(RAW_YUAN);
    expect(unexpected(errors)).toEqual([]);
  });

  it('says why when the balance is below the minimum, and fills nothing', async () => {
    const page = await investorAt('/dashboard');
    // the account's balance as the server would send it with 50 yuan left
    await page.route('**/userfund', async (route) => {
      const r = await route.fetch();
      const body = (await r.json()) as Record<string, unknown>;
      await route.fulfill({ response: r, json: { ...body, availableAmount: 50 } });
    });
    await page.goto(`/loan/${LOAN}/invest`);
    await page.locator('#inv-amount').waitFor();
    await page.getByRole('button', { name: '全部', exact: true }).tap();
    await page.getByRole('alert').filter({ hasText: '可用余额不足最低出借金额100元' }).waitFor();
    expect(await page.inputValue('#inv-amount')).toBe('');
    await shot(page, 'words-invest-all-short');
  });

  it('coupon bounds read the same, grouped, on the card and in the picker', async () => {
    const page = await investorAt('/dashboard/coupon');
    await page.locator('.cpn').first().waitFor();
    await page.waitForLoadState('networkidle');
    // the bounds under each name (the name and the description are the backend's words)
    expect(
      await page
        .locator('.cpn-body p')
        .allInnerTexts()
        .then((t) => t.join('\n')),
    ).not.toMatch(RAW_YUAN);
    await page.goto(`/loan/${LOAN}/invest`);
    await page.click('.inv-coupon-row');
    await page.locator('.inv-coupon').nth(1).waitFor();
    expect(await page.locator('.inv-coupon-list').innerText()).not.toMatch(RAW_YUAN);
  });
});

describe('bank cards', () => {
  it('by bank and tail only; the default card held while money is in the account, with 更换银行卡', async () => {
    const page = await investorAt('/dashboard/bank-card');
    const errors = watchErrors(page);
    const cards = page.locator('.pay-card');
    await cards.first().waitFor();
    for (const no of await page.locator('.pay-card-no').allInnerTexts()) expect(no).toMatch(/^尾号\d{4}$/);
    expect(await page.locator('.pay-cards').innerText()).not.toMatch(/\*|\d{5,}/);
    expect(await page.locator('.pay-cards').innerText()).not.toMatch(RAW_YUAN);
    const main = cards.filter({ hasText: '默认卡' });
    await main.getByText('默认卡用于充值、提现与回款，账户有资金时不可解绑').waitFor();
    expect(await main.getByRole('button', { name: '解绑' }).count()).toBe(0);
    await shot(page, 'words-bank-card');
    await main.getByRole('button', { name: '更换银行卡' }).tap();
    await page.getByRole('dialog', { name: '更换银行卡' }).waitFor();
    await page.keyboard.press('Escape');
    // another card is still offered for unbinding
    expect(await cards.filter({ hasNotText: '默认卡' }).first().getByRole('button', { name: '解绑' }).count()).toBe(1);

    // where a card is chosen or named: its bank and tail
    for (const path of ['/dashboard/recharge', '/dashboard/withdraw']) {
      await page.goto(path);
      await page.locator('.pay-balance, .pay-note').first().waitFor();
      const text = await page.evaluate(() => document.body.innerText + [...document.querySelectorAll('option')].map((o) => o.textContent).join('\n'));
      expect(text, path).toMatch(/银行 尾号\d{4}/);
      expect(text, path).not.toMatch(/\d{4} \*{4}/);
    }
    expect(unexpected(errors)).toEqual([]);
  });

  it('an empty account may unbind its default card', async () => {
    const page = await investorAt('/dashboard');
    await page.route('**/userfund', async (route) => {
      const r = await route.fetch();
      const body = (await r.json()) as Record<string, unknown>;
      await route.fulfill({ response: r, json: { ...body, availableAmount: 0, frozenAmount: 0, dueInAmount: 0 } });
    });
    await page.goto('/dashboard/bank-card');
    // the session's fund is read again on a full load
    await page.reload();
    const main = page.locator('.pay-card', { hasText: '默认卡' });
    await main.waitFor();
    await main.getByRole('button', { name: '解绑' }).waitFor();
    expect(await main.locator('.pay-card-why').count()).toBe(0);
  });
});
