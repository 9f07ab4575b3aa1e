// Figures two screens both show, on a phone, against each other and the sandbox: the account
// home's 可用红包 is the number of cards 我的红包 shows usable (not a switched-off one, not one
// past its date); a new tender's points are the first line of 积分记录, the balance in 会员中心,
// and its lending is in 累计出借.
import { describe, expect, it } from 'vitest';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox } from '../support/sandbox';
import { DEMO_LOANS } from '../../server/sandbox/seed';
import { investPoints, levelFor } from '../../domain/member-levels';
import { formatYuan } from '../../domain/format/money';

const s = phoneSession();

interface Member {
  points: number;
  level: string;
  records: { type: string; points: number; description: string }[];
}

describe('figures that agree', () => {
  it('可用红包 on the account home is the count of usable cards on 我的红包', async () => {
    await sandbox.reset();
    // one past its date that still says PLACED, beside the seeded switched-off one
    await sandbox.addCoupon({ mobile: DEMO.investor.mobile, name: '已过期测试红包', expiresInDays: -1 });
    const page = await s.loginAt('/dashboard/coupon');
    const errors = watchErrors(page);
    const cards = page.locator('article.cpn');
    await cards.filter({ hasText: '已过期测试红包' }).waitFor();
    const all = await cards.count();
    const usable = await page.locator('article.cpn:not(.cpn-off)').count();
    expect(all - usable).toBe(2);
    expect(await page.locator('article.cpn-off .cpn-word').allInnerTexts()).toEqual(expect.arrayContaining(['不可用', '已过期']));
    await shot(page, 'figures-coupons');

    await page.goto('/dashboard');
    const strip = page.locator('.dash-strip div', { hasText: '可用红包' }).locator('dd');
    await expect.poll(() => strip.innerText()).toBe(`${usable} 张`);
    await shot(page, 'figures-dashboard-coupons');
    expect(unexpected(errors)).toEqual([]);
  });

  it('a new tender’s points are the first line of 积分记录 and in 会员中心, its lending in 累计出借', async () => {
    await sandbox.reset();
    const before = await sandbox.member<Member>(DEMO.investor.mobile);
    const page = await s.loginAt('/dashboard/member/memberCenter');
    const errors = watchErrors(page);
    const lentBefore = await page.locator('.mb-hero').innerText();
    expect(lentBefore).toMatch(/累计出借 435,000.00 元/);
    // the tender as the invest screen sends it (the screen itself is the invest journeys' subject)
    const tender = await page.evaluate(
      async ({ loanId, userId, pw }) => {
        const body = new URLSearchParams({
          userId,
          clientIp: '127.0.0.1',
          loanId,
          amount: '10000',
          paymentPassword: pw,
          isUseBalance: 'true',
          isCycleProduct: 'false',
          paymentType: 'ONLINE',
          version: 'figures-agree-1',
        });
        const r = await fetch('/api/v2/invest/tender/MYSELF', { method: 'POST', body });
        return (await r.json()) as { success: boolean };
      },
      { loanId: DEMO_LOANS.opened, userId: DEMO.investor.userId, pw: DEMO.investor.paymentPassword },
    );
    expect(tender.success).toBe(true);
    const earned = investPoints(10_000, 'L3');
    const after = await sandbox.member<Member>(DEMO.investor.mobile);
    expect(after.points).toBe(before.points + earned);
    expect(after.records[0]).toMatchObject({ type: 'INVEST', points: earned });

    await page.reload();
    await page.locator('.mb-hero', { hasText: '累计出借 445,000.00 元' }).waitFor();
    expect(await page.locator('.mb-hero').innerText()).toMatch(new RegExp(`还差 ${formatYuan(500_000 - 445_000)} 元`));
    expect(levelFor(445_000)).toBe('L3');
    expect(await page.locator('[data-testid="points"]').innerText()).toBe(after.points.toLocaleString('en-US'));
    await shot(page, 'figures-member-center');

    await page.getByRole('link', { name: '积分记录' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/member/integralRecord');
    const first = page.locator('.mb-rec').first();
    await first.waitFor();
    expect(await first.innerText()).toContain(after.records[0]!.description);
    expect(await first.locator('.mb-rec-pts').innerText()).toMatch(new RegExp(`\\+?${earned}$`));
    await shot(page, 'figures-integral-record');
    expect(unexpected(errors)).toEqual([]);
  });
});
