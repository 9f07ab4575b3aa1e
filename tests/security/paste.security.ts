// What people paste into the fields that read numbers (issue 16: the mobile field cut before
// it cleaned). Typed into the real inputs in Chromium (maxLength applies as for a paste): the
// field holds the clean value, and the form works with it.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { expectClean, guarded, hostile, login, open, settle, SHORT, spa, type Guarded } from './kit';

const MOBILES = ['+86 138 0000 0002', '＋８６　１３８　００００　０００２', '0086-(138).0000-0002'];
const AMOUNTS: [string, string][] = [
  ['¥1,000.00元', '1000.00'],
  ['１，０００．５', '1000.5'],
  ['￥ 12,345.67', '12345.67'],
];

describe('pasted mobile numbers log in', () => {
  let g: Guarded;
  beforeAll(async () => {
    g = await guarded();
  });
  afterAll(async () => {
    await g?.ctx.close();
  });
  hostile(
    'paste-mobile',
    MOBILES,
    async (m) => {
      await g.ctx.clearCookies();
      await open(g, '/login');
      await g.page.fill('#login-mobile', m);
      expect(await g.page.inputValue('#login-mobile')).toBe('13800000002');
      await g.page.fill('#login-password', 'demo1234');
      await g.page.click('button[type=submit]');
      await g.page.waitForURL((u) => u.pathname === '/dashboard');
      await expectClean(g);
    },
    (_, i) => i === 0,
  );

  hostile(
    'paste-code',
    ['１２３４５６', '123 456', '【汇盈金服】验证码123456'],
    async (code) => {
      await g.ctx.clearCookies();
      await open(g, '/login');
      await g.page.getByRole('button', { name: '验证码登录' }).click();
      await g.page.locator('#login-code').fill(code);
      expect(await g.page.inputValue('#login-code')).toBe('123456');
      await expectClean(g);
    },
    () => false,
  );
});

// (the cleaning itself: tests/unit/validate-normalize.test.ts; here the real field, full corpus)
describe.skipIf(SHORT)('pasted amounts', () => {
  let g: Guarded;
  beforeAll(async () => {
    g = await guarded();
    await login(g);
    await open(g, '/dashboard/recharge');
  });
  afterAll(async () => {
    await g?.ctx.close();
  });
  hostile('paste-amount', AMOUNTS, async ([typed, clean]) => {
    await spa(g.page, '/dashboard/withdraw');
    await spa(g.page, '/dashboard/recharge');
    await g.page.fill('#rc-amount', typed);
    await settle(g.page);
    expect(await g.page.inputValue('#rc-amount')).toBe(clean);
    await expectClean(g);
  });
});
