// @vitest-environment node
// What the sandbox's seeded content says against what it does: the 新手福利 activity against
// what a new registration is given, and every text a screen shows (CMS, loans, corporations,
// banners) against the registration agreement: no promise of principal or interest, of payment
// on overdue, or of a fixed return. A loan's guarantor is never its borrower.
import { beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../server/sandbox/clock';
import { serveSandbox } from '../support/sandbox';
import { conditionWords } from '../../server/sandbox/seed/coupons';

const clock = createClock(Date.UTC(2026, 10, 1, 2, 30));
const srv = serveSandbox(clock);
beforeEach(() => srv.sandbox.reset());
const state = () => srv.sandbox.state;

async function call(path: string, form?: Record<string, string>, cookie = '') {
  const res = await fetch(srv.base + path, {
    method: form ? 'POST' : 'GET',
    headers: { cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { body: (await res.json()) as any, cookie: cookies };
}

/** A promise the agreement (2.2) rules out; its own negation (不承诺保本保息) is not one. */
const PROMISE = /全额本息|本息担保|本息保障|保本|保息|代偿|刚兑|稳赚|无风险|零风险|先行垫付|逾期\d+日内|固定收益|收益高|高收益/;
const NEGATED = /(不提供担保或者承诺|不提供担保，不承诺|不承诺)保本保息/g;
const promises = (text: string) => text.replace(NEGATED, '').match(PROMISE)?.[0] ?? null;

describe('新手福利', () => {
  it('says what registration gives: the cash coupons’ total and every coupon, nothing more', async () => {
    const mobile = '13900009876';
    await call(`/api/web/register/smsCaptcha?mobile=${mobile}`);
    const code = state().codes.get(`register:${mobile}`)!.code;
    const reg = await call('/api/web/register/submitFromMobile', { mobile, password: 'pass1234', mobile_captcha: code, source: 'H5' });
    expect(reg.body.success).toBe(true);
    const login = await call('/api/web/login', { loginName: mobile, password: 'pass1234', source: 'MOBILE' });
    const given = (await call('/api/v2/coupon/MYSELF/coupons/byStatus?status=PLACED&pageNo=1&pageSize=50', undefined, login.cookie)).body.data.results as {
      couponPackage: { type: string; parValue: number; displayName: string };
    }[];
    expect(given.length).toBeGreaterThan(0);
    const cash = given.filter((c) => c.couponPackage.type === 'CASH').reduce((t, c) => t + c.couponPackage.parValue, 0);

    const activity = state().articles.find((a) => a.category === 'ACTIVITY' && a.title.startsWith('新手福利'))!;
    // the headline's one figure in 元 is what the cash coupons add up to (the seed said 120元 for 70)
    expect(activity.title.match(/(\d+)元/g)).toEqual([`${cash}元`]);
    for (const c of given) expect(activity.content).toContain(c.couponPackage.displayName);
    // each with the condition the tender checks, not a description that may say otherwise
    for (const k of state().registrationGifts.default) expect(activity.content).toContain(`${k.displayName}：${conditionWords(k)}`);
    expect(conditionWords(state().registrationGifts.default.find((k) => k.type === 'INTEREST')!)).toBe('单笔出借1,000元至50,000元、期限30天及以上的项目可用');
    for (const c of given.filter((x) => x.couponPackage.type !== 'CASH')) expect(activity.title).toContain(c.couponPackage.displayName);
  });
});

describe('compliance words in the seeded content', () => {
  it('no CMS article, banner, loan text or corporation text promises principal, interest, payment on overdue or a fixed return', () => {
    const s = state();
    const found: string[] = [];
    const check = (where: string, ...texts: (string | null | undefined)[]) => {
      for (const t of texts) {
        const hit = t ? promises(t) : null;
        if (hit) found.push(`${where}: ${hit}`);
      }
    };
    for (const a of s.articles) check(`article ${a.name} ${a.title}`, a.title, a.content, a.summary);
    for (const b of s.banners) check(`banner ${b.title}`, b.title);
    for (const l of s.loans)
      check(
        `loan ${l.title}`,
        l.protectMode,
        l.financingGuarantee,
        l.brightSpotOfEnterprise,
        l.loanRequest.description,
        l.loanRequest.riskInfo,
        l.loanRequest.activityInfo,
      );
    for (const c of s.corporations) check(`corporation ${c.shortName}`, c.description, c.brightSpot, c.businessScope);
    expect(found).toEqual([]);
  });

  it('the safety page says what the registration agreement says: no guarantee of principal or interest by the platform', () => {
    const safety = state().articles.find((a) => a.name === 'SAFETY')!;
    expect(safety.content).toMatch(/平台不提供担保，不承诺保本保息/);
    expect(safety.content).toMatch(/风险由出借人自行承担/);
  });

  it('names no borrower as its own guarantor', () => {
    const s = state();
    const same = s.loans.filter((l) => l.financingGuarantee && s.corporations.find((c) => c.id === l.corporationId)?.name === l.financingGuarantee);
    expect(same.map((l) => l.title)).toEqual([]);
    // guarantees are still there, named
    expect(s.loans.filter((l) => l.financingGuarantee).length).toBeGreaterThan(0);
  });
});
