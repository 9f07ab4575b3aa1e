// The screens the figure oracle reads after its moves (tests/support/figures.ts), and what each
// figure must be by the records. Screens are read by their words, as an investor reads them, so a
// figure is found whatever markup draws it; a figure that is missing reads '(none)' and fails.
import type { Page } from 'playwright-core';
import { formatDate } from '../../domain/format/dates';
import { FUND_RECORD_STATUS } from '../../domain/format/statuses';
import { toFen } from '../../domain/format/money';
import { cardText, money, moneyIn, open, type Check, type Script, type Witness } from './figures';

/** The first amount after `label` in `text` (a share like '6.0%' between them is skipped). */
export function amountAfter(text: string, label: string): string {
  const at = text.indexOf(label);
  return at < 0 ? '(none)' : moneyIn(text.slice(at + label.length).replace(/^\s*[\d.]+%/, ''));
}

/** A rate after `label`: '9.50%'. */
const rateAfter = (text: string, label: string) => text.slice(Math.max(0, text.indexOf(label))).match(/\d+\.\d{2}%/)?.[0] ?? '(none)';
const pct = (hundredths: number) => `${(hundredths / 100).toFixed(2)}%`;
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));

/** What the investor paid into loans and claims (fund records), newest first. */
const paidIn = (w: Witness) => w.records.filter((r) => r.operation === 'OUT' && (r.type === 'INVEST' || r.type === 'CREDIT_ASSIGN') && r.status !== 'FAILED');
const lastPaid = (w: Witness) => paidIn(w).sort((a, b) => b.recordTime - a.recordTime)[0];
/** 最近出借: the last day's payments together, in fen. */
function lastDayPaid(w: Witness): number {
  const day = formatDate(lastPaid(w)?.recordTime);
  return paidIn(w)
    .filter((r) => formatDate(r.recordTime) === day)
    .reduce((t, r) => t + toFen(r.amount), 0);
}

/** SPEC §9: usable means placed, not withheld and not yet expired. */
const usable = (w: Witness, now: number) => w.coupons.filter((c) => c.status === 'PLACED' && !c.disabled && c.timeExpire > now).length;

export async function dashboardChecks(page: Page, s: Script, now: number): Promise<Check[]> {
  const f = s.after.fund;
  await open(page, '/dashboard', '总资产');
  await page.getByText('可用红包').waitFor();
  const t = await bodyText(page);
  const screen = '账户首页';
  const c = (figure: string, shown: string, want: string): Check => ({ screen, figure, shown, want });
  return [
    c('可用余额', amountAfter(t, '可用余额'), money(toFen(f.availableAmount!))),
    c('冻结金额', amountAfter(t, '冻结金额'), money(toFen(f.frozenAmount!))),
    c('待收本金', amountAfter(t, '待收本金'), money(toFen(f.outstandingPrincipal!))),
    c('待收收益', amountAfter(t, '待收收益'), money(toFen(f.outstandingInterest!))),
    c('可用红包', t.match(/可用红包\s*(\d+)\s*张/)?.[1] ?? '(none)', String(usable(s.after, now))),
    c('最近出借 金额', amountAfter(t, '最近出借'), money(lastDayPaid(s.after))),
    c('最近出借 日期', t.match(/最近出借\s*(\d{4}-\d{2}-\d{2})/)?.[1] ?? '(none)', formatDate(lastPaid(s.after)?.recordTime)),
  ];
}

/** Scrolls a list to its end ('没有更多了'), so every card of it is on the page. */
async function wholeList(page: Page) {
  for (let i = 0; i < 10 && !(await page.getByText('没有更多了').count()); i++) {
    await page.mouse.wheel(0, 4000);
    // the next page's call, if the scroll asked one, has answered and been drawn
    await page.waitForLoadState('networkidle').catch(() => {});
  }
}

/** 我的红包 未使用: the coupons it offers to use agree with the records and the account home's count. */
export async function couponChecks(page: Page, s: Script, now: number): Promise<Check[]> {
  await open(page, '/dashboard/coupon', '我的红包');
  await page
    .getByText(/有效期至|暂无/)
    .first()
    .waitFor();
  await wholeList(page);
  const cards = await page.locator('article, li').filter({ hasText: '有效期至' }).allInnerTexts();
  const offered = cards.filter((t) => !/不可用|已过期/.test(t)).length;
  return [{ screen: '我的红包', figure: '可用红包', shown: String(offered), want: String(usable(s.after, now)) }];
}

/** 资金流水: each move's record, by its words: the amount with its sign, and the status word. */
export async function fundFlowChecks(page: Page, s: Script): Promise<Check[]> {
  await open(page, '/dashboard/funds', '资金流水');
  await page.locator('.pay-fund').first().waitFor();
  const fresh = s.after.records.filter((r) => !s.before.records.some((b) => b.orderId === r.orderId && b.recordTime === r.recordTime));
  const checks: Check[] = [];
  for (const r of fresh.slice(0, 8)) {
    const row = page
      .locator('.pay-fund')
      .filter({ hasText: r.description ?? r.type })
      .first();
    const text = (await row.count()) ? (await row.innerText()).replace(/\s+/g, ' ') : '(none)';
    const sign = r.operation === 'OUT' ? '-' : '+';
    const shownAmount = moneyIn(text);
    checks.push({
      screen: '资金流水',
      figure: `${r.description ?? r.type} 金额`,
      shown: shownAmount.startsWith('-') || shownAmount.startsWith('+') ? shownAmount : `+${shownAmount}`,
      want: `${sign}${money(toFen(r.amount))}`,
    });
    checks.push({
      screen: '资金流水',
      figure: `${r.description ?? r.type} 状态`,
      shown: text.match(/成功|处理中|失败/)?.[0] ?? '(none)',
      want: FUND_RECORD_STATUS[r.status] ?? r.status,
    });
  }
  return checks;
}

/** 我的出借 持有中: the tender and the bought claim, as bought. */
export async function holdingChecks(page: Page, s: Script, claimRate: string): Promise<Check[]> {
  await open(page, '/dashboard/invest', '持有中');
  await page.getByText(s.tender.loan.title).first().waitFor();
  const tender = await cardText(page, s.tender.loan.title);
  const bought = s.after.investments.find((i) => i.loanId === s.claim.claim.loanId && !s.before.investments.some((b) => b.id === i.id))!;
  const claimCard = await cardText(page, bought.loanTitle);
  await wholeList(page);
  // a next repayment named on a card is today or later: a late period says so instead
  const today = formatDate(Date.now());
  const past = (await page.locator('.pf-card').allInnerTexts())
    .flatMap((t) => [...t.matchAll(/下期回款[：:]\s*(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!))
    .filter((d) => d < today);
  return [
    { screen: '我的出借', figure: '下期回款 日期', shown: past.length ? `past: ${past.join(' ')}` : 'none past', want: 'none past' },
    { screen: '我的出借', figure: '出借 金额', shown: moneyIn(tender), want: money(s.tender.fen) },
    { screen: '我的出借', figure: '出借 年化', shown: rateAfter(tender, '年化'), want: pct(s.tender.loan.rate) },
    { screen: '我的出借', figure: '债权 支付金额', shown: moneyIn(claimCard), want: money(s.claim.priceFen) },
    { screen: '我的出借', figure: '债权 年化', shown: rateAfter(claimCard, '年化'), want: claimRate },
    {
      screen: '我的出借',
      figure: '债权 期限',
      shown: claimCard.match(/(\d+)天/)?.[0] ?? claimCard.match(/\d+个月|\d+年/)?.[0] ?? '(none)',
      want: `${s.claim.claim.remainPeriod}天`,
    },
  ];
}

/** The bought claim's detail and its 出借动态, against the purchase's fund record. */
export async function claimDetailChecks(page: Page, s: Script, claimRate: string): Promise<Check[]> {
  const bought = s.after.investments.find((i) => i.loanId === s.claim.claim.loanId && !s.before.investments.some((b) => b.id === i.id))!;
  await open(page, `/dashboard/invest/${bought.id}`, bought.loanTitle);
  // 出借动态 arrives by a call of its own: wait until it shows an amount
  await page.waitForFunction(() => /出借动态[\s\S]*\d\.\d{2}/.test(document.body.innerText), null, { timeout: 15_000 });
  const t = await bodyText(page);
  const paid = s.after.records.find(
    (r) => r.type === 'CREDIT_ASSIGN' && r.operation === 'OUT' && !s.before.records.some((b) => b.orderId === r.orderId && b.recordTime === r.recordTime),
  );
  const dynamic = t.slice(Math.max(0, t.indexOf('出借动态')));
  return [
    {
      screen: '出借详情',
      figure: '债权 支付金额',
      shown: amountAfter(t, '出借金额') === '(none)' ? amountAfter(t, '支付金额') : amountAfter(t, '出借金额'),
      want: money(s.claim.priceFen),
    },
    { screen: '出借详情', figure: '债权 年化', shown: t.match(/(\d+\.\d{2}%)/)?.[1] ?? '(none)', want: claimRate },
    { screen: '出借动态', figure: '债权 转出金额', shown: moneyIn(dynamic.replace(/^出借动态/, '')), want: money(toFen(paid?.amount ?? 0)) },
  ];
}

/**
 * 转让中 lists exactly the holdings on sale or sold by transfer (`expect` their loans' titles); a
 * card may name the transfer ('恒信稳盈G-20260723期转让') or its loan: each is read as its loan.
 */
export async function transferTabCheck(page: Page, when: string, expectTitles: readonly string[]): Promise<Check> {
  await open(page, '/dashboard/invest?tab=ASSIGN', '转让中');
  await page.locator('.pf-card').or(page.getByText(/暂无/)).first().waitFor({ timeout: 15_000 });
  const titles = await page.locator('.pf-card .pf-card-title').allInnerTexts();
  const loanOf = (t: string) => [...expectTitles].sort((a, b) => b.length - a.length).find((l) => t.includes(l)) ?? t.trim();
  const shown = [...new Set(titles.filter((t) => t.trim()).map(loanOf))].sort().join('、') || '(none)';
  return { screen: '转让中', figure: when, shown, want: [...new Set(expectTitles)].sort().join('、') || '(none)' };
}

export async function memberChecks(page: Page, s: Script): Promise<Check[]> {
  await open(page, '/dashboard/member/memberCenter', '会员中心');
  await page.getByText('我的积分').waitFor();
  const t = await bodyText(page);
  return [
    { screen: '会员中心', figure: '累计出借', shown: amountAfter(t, '累计出借'), want: money(toFen(s.after.fund.totalInvest ?? 0)) },
    { screen: '会员中心', figure: '我的积分', shown: t.match(/我的积分\s*([\d,]+)/)?.[1] ?? '(none)', want: s.after.points.toLocaleString('en-US') },
    { screen: '会员中心', figure: '出借得积分', shown: s.after.points > s.before.points ? 'earned' : 'none', want: 'earned' },
  ];
}

/** The claim transfer agreement a buyer agrees to: the fee it names, against the fee charged. */
export async function agreementCheck(page: Page, claimId: string, feeFraction: number): Promise<Check> {
  await open(page, `/assignment/${claimId}/invest`, '债权转让协议');
  await page.getByText('《债权转让协议》').first().tap();
  const sheet = page.getByRole('dialog').last();
  await sheet
    .getByText(/手续费/)
    .first()
    .waitFor({ timeout: 15_000 });
  const text = (await sheet.innerText()).replace(/\s+/g, ' ');
  // the rate nearest before 手续费 ('收取0.5%的转让手续费'), else the first after it
  const at = text.indexOf('手续费');
  const named = (
    text
      .slice(Math.max(0, at - 20), at)
      .match(/\d+(?:\.\d+)?\s*%/g)
      ?.at(-1) ??
    text.slice(at).match(/\d+(?:\.\d+)?\s*%/)?.[0] ??
    '(none)'
  ).replace(/\s/g, '');
  await page.keyboard.press('Escape');
  return { screen: '债权转让协议', figure: '转让手续费率', shown: named, want: `${+(feeFraction * 100).toFixed(4)}%` };
}

/** The whole oracle after `s`: every screen, every figure. */
export async function readAll(page: Page, s: Script, o: { now: number; feeFraction: number; openClaimId: string; onSale: Check }): Promise<Check[]> {
  const claimRate = `${(s.claim.claim.actualRate * 100).toFixed(2)}%`;
  const sold = s.after.investments.filter(
    (i) => i.creditAssignId && s.after.transfers.some((t) => t.id === i.creditAssignId && (t.status === 'OPEN' || t.status === 'FINISHED')),
  );
  return [
    ...(await dashboardChecks(page, s, o.now)),
    ...(await couponChecks(page, s, o.now)),
    ...(await fundFlowChecks(page, s)),
    ...(await holdingChecks(page, s, claimRate)),
    ...(await claimDetailChecks(page, s, claimRate)),
    o.onSale,
    await transferTabCheck(
      page,
      '撤销转让后',
      sold.map((i) => i.loanTitle),
    ),
    ...(await memberChecks(page, s)),
    await agreementCheck(page, o.openClaimId, o.feeFraction),
  ];
}
