// The summary a seller confirms before a transfer is published (components/claims-transfer-
// sheet.tsx): the price against the valuation as a discount or a premium, and the rows, with
// '--' (never a guessed 0.00) where the quote is not known; and the move, which checks the
// payment password before createNew, a call that takes none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { premiumText, summaryRows } from '../../modules/claims/components/claims-transfer-sheet';
import { transferMove } from '../../modules/claims/moves/transfer';
import type { QuoteState } from '../../modules/claims/components/claims-quote';

afterEach(() => vi.restoreAllMocks());

describe('premiumText', () => {
  it('says a discount, a premium or par, from the rate that is sent', () => {
    expect(premiumText(0.9948)).toBe('折让0.52%');
    expect(premiumText(0.95)).toBe('折让5.00%');
    expect(premiumText(1.05)).toBe('溢价5.00%');
    expect(premiumText(1.0001)).toBe('溢价0.01%');
    expect(premiumText(1)).toBe('平价');
  });

  it('rounds on the decimal text, not the float difference', () => {
    // 1 - 0.9948 is 0.005199999… in binary
    expect(premiumText(0.99485)).toBe('折让0.51%');
    expect(premiumText(NaN)).toBe('--');
  });
});

describe('summaryRows', () => {
  const t = { creditDealRate: 0.99, creditDealAmount: '9900.00', creditAssignTitle: '转让-汇利精选' };
  const base = { loanTitle: '汇利精选', valueFen: 1_000_000, fen: 990_000, t };
  const rows = (q: QuoteState) => Object.fromEntries(summaryRows({ ...base, q }));

  it('shows the quote’s fee and proceeds for this price', () => {
    const q: QuoteState = { state: 'ready', fen: 990_000, quote: { creditAssignRate: 0.99, assigneeYieldRate: 0.1, creditAssignFee: 0.001 } };
    expect(rows(q)).toEqual({
      债权: '汇利精选',
      转让标题: '转让-汇利精选',
      债权价值: '10,000.00元',
      转让价格: '9,900.00元',
      转让价格比例: '99.00%',
      '折让/溢价': '折让1.00%',
      转让手续费: '9.90元',
      预计到账: '9,890.10元',
    });
  });

  it('never shows figures of another price, nor guesses: 计算中… or --', () => {
    const other: QuoteState = { state: 'ready', fen: 1_000_000, quote: { creditAssignRate: 1, assigneeYieldRate: 0.1, creditAssignFee: 0.001 } };
    expect(rows(other)).toMatchObject({ 转让手续费: '--', 预计到账: '--' });
    expect(rows({ state: 'loading', fen: 990_000 })).toMatchObject({ 转让手续费: '计算中…', 预计到账: '计算中…' });
    expect(rows({ state: 'error', fen: 990_000 })).toMatchObject({ 转让手续费: '--', 预计到账: '--' });
  });
});

describe('transferMove', () => {
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const t = { creditDealRate: 1, creditDealAmount: '100.00', creditAssignTitle: '转让-t' };

  it('checks the payment password before createNew, and sends createNew no password', async () => {
    const seen: { path: string; body: string }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (u, init) => {
      const path = new URL(String(u), 'http://x').pathname;
      seen.push({ path, body: String(init?.body ?? '') });
      if (path.endsWith('/validatePaymentPassword')) return answer(true);
      if (path.includes('/createNew/')) return answer({ success: true, data: null, error: [] });
      return answer({ success: true, data: { results: [], totalSize: 0 }, error: [] });
    });
    const m = transferMove('I1', 10_000, t, '123456');
    expect(m.intent).toBe('transfer:I1:10000');
    expect(await m.send('k')).toBe('');
    expect(seen.map((s) => s.path.replace(/^.*\/api\/v2/, ''))).toEqual([
      '/user/MYSELF/validatePaymentPassword',
      '/creditassign/createNew/MYSELF/I1',
      '/creditassign/list/user/MYSELF',
    ]);
    expect(seen[0]!.body).toContain('123456');
    expect(seen[1]!.body).not.toContain('123456');
  });

  it('a wrong password is refused before anything is sent', async () => {
    const seen: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (u) => {
      seen.push(new URL(String(u), 'http://x').pathname);
      return answer(false);
    });
    await expect(transferMove('I1', 10_000, t, '000000').send('k')).rejects.toMatchObject({ code: 'INCORRECT_PASSWORD', status: 400 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/validatePaymentPassword$/);
  });

  it('what outlives the attempt does not read the password', () => {
    const m = transferMove('I1', 10_000, t, '123456');
    expect(String(m.check)).not.toMatch(/pw/);
    expect(JSON.stringify({ ...m, send: undefined })).not.toContain('123456');
  });
});
