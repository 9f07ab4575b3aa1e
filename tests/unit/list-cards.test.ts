// What a list card says on its status pill: 仅限新手 on a 新手专享 loan to an investor who has
// lent before, 我的转让 on one's own claim on sale, else the action or the status.
import { describe, expect, it } from 'vitest';
import { cardAction, readerOf } from '../../kit/entity/loan-card';
import { claimAction } from '../../modules/products/components/claim-item';

const session = (o: { status?: string; logged?: boolean; newbie?: boolean; failed?: string[] }) => ({
  status: o.status ?? 'ready',
  flags: { has_logged_in: o.logged ?? true, is_newbie: o.newbie ?? false },
  failed: o.failed ?? [],
});

describe('readerOf', () => {
  it('is seasoned only when a ready session says the investor has lent before', () => {
    expect(readerOf(session({}))).toBe('seasoned');
    expect(readerOf(session({ newbie: true }))).toBe('other');
    expect(readerOf(session({ logged: false }))).toBe('other');
    expect(readerOf(session({ status: 'loading' }))).toBe('other');
    // the fund record failed: the total invested is unknown, so nothing is refused on the card
    expect(readerOf(session({ failed: ['fund'] }))).toBe('other');
  });
});

describe('cardAction', () => {
  it('says 仅限新手, not open, on a newbie-only loan to a seasoned investor only', () => {
    expect(cardAction('OPENED', 'NEW', 'seasoned')).toEqual({ label: '仅限新手', open: false });
    expect(cardAction('OPENED', 'NEW', 'other')).toEqual({ label: '立即出借', open: true });
    expect(cardAction('OPENED', 'GDSY', 'seasoned')).toEqual({ label: '立即出借', open: true });
  });

  it("uses the product's verb, and the status once the loan is not open", () => {
    expect(cardAction('OPENED', 'JJLC', 'seasoned').label).toMatch(/^立即(购买|出借)$/);
    expect(cardAction('FINISHED', 'NEW', 'seasoned')).toEqual({ label: '已售罄', open: false });
    expect(cardAction('SETTLED', 'GDSY', 'other')).toEqual({ label: '还款中', open: false });
  });
});

describe('claimAction', () => {
  it('says 我的转让 on the reader’s own claim on sale, 立即购买 on another’s', () => {
    expect(claimAction('OPEN', true)).toEqual({ label: '我的转让', open: false });
    expect(claimAction('OPEN', false)).toEqual({ label: '立即购买', open: true });
  });

  it('says the status once sold, whoever sold it', () => {
    expect(claimAction('FINISHED', true).open).toBe(false);
    expect(claimAction('FINISHED', true).label).toBe(claimAction('FINISHED', false).label);
    expect(claimAction('FINISHED', false).label).not.toBe('我的转让');
  });
});
