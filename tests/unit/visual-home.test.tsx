// @vitest-environment happy-dom
// The homepage's top and tiles: the brand as the page's heading (no title bar on this
// screen), article tiles with their pictures sized before they load, the lower ones lazy, a
// drawn placeholder for an article without one, and loan cards that say 立即出借.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openHome } from '../integration/home-kit';
import type { Article, HomeData, HomeLoan, HomeMore } from '../../modules/home/api';
import { routes } from '../../modules';

afterEach(cleanup);

const loan = (id: string, status: string): HomeLoan => ({
  id,
  title: `项目${id}`,
  status,
  rate: 1000,
  addRate: null,
  amount: 100000,
  balance: 50000,
  investPercent: 0.5,
  duration: { totalMonths: 6 },
  loanRequest: { productKey: 'GDSY', investRule: { minAmount: 100 } },
});

const articles = (): Record<keyof HomeMore, Article[]> => ({
  notices: [{ id: 'n1', title: '公告一' }],
  info: [
    { id: 'i1', title: '银行资金存管', thumbnail: '/sandbox-assets/app-info-1.svg' },
    { id: 'i2', title: '没有配图的文章', thumbnail: null },
  ],
  views: [{ id: 'v1', title: '观点一', thumbnail: '/sandbox-assets/app-view-1.svg' }],
  services: [
    { id: 's1', title: '风险测评', thumbnail: '/sandbox-assets/service-risk.svg' },
    { id: 's2', title: '信息披露', thumbnail: '/sandbox-assets/service-disclosure.svg' },
    { id: 's3', title: '安全保障', thumbnail: '/sandbox-assets/service-safety.svg' },
  ],
});
const ok = <T,>(value: T) => ({ ok: true as const, value });
/** the later blocks, each arrived (or all held back by `later`) */
const more = (later: Promise<unknown> = Promise.resolve()): HomeMore => {
  const a = articles();
  const one = (k: keyof HomeMore) => later.then(() => ok(a[k]));
  return { notices: one('notices'), info: one('info'), views: one('views'), services: one('services') };
};
const data = (later?: Promise<unknown>): HomeData => ({
  more: more(later),
  banners: ok([
    { id: 'b1', title: '周年庆 出借送百元红包', imageUrl: '/sandbox-assets/banner-1.svg', url: '/list' },
    { id: 'b2', title: '新手专享', imageUrl: '/sandbox-assets/banner-2.svg', url: '/list' },
  ]),
  loans: ok({ GDSY: [loan('1', 'OPENED'), loan('2', 'SETTLED')] }),
  summary: ok([{ productKey: 'GDSY', minRate: 1000, maxRate: 1000, openCount: 1 }]),
});

const open = (d = data()) => openHome(d);

const block = (title: string) => screen.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }).closest('section')!;

describe('homepage', () => {
  it('has no title bar of its own and heads the page with the brand', async () => {
    expect(routes.find((r) => r.path === '/')!.header).toBe(false);
    expect(routes.filter((r) => r.header === false).map((r) => r.path)).toEqual(['/']);
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('汇盈金服');
    expect(document.querySelector('.home-top .home-logo')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows each article as a picture over its title, sized before it loads, the lower blocks lazy', async () => {
    await open();
    const tiles = within(block('平台介绍'))
      .getAllByRole('link')
      .filter((a) => a.classList.contains('home-tile'));
    expect(tiles.map((t) => t.textContent)).toEqual(['银行资金存管', '没有配图的文章']);
    const img = tiles[0]!.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '/sandbox-assets/app-info-1.svg',
      '300',
      '200',
      'eager',
    ]);
    // the picture first, the words under it
    expect(tiles[0]!.firstElementChild!.tagName).toBe('IMG');
    // no picture: a drawn placeholder holds the same box
    expect(tiles[1]!.querySelector('img')).toBeNull();
    expect(tiles[1]!.querySelector('.home-tile-none svg')).not.toBeNull();
    for (const title of ['理财观点', '平台服务']) {
      const imgs = [...block(title).querySelectorAll('.home-tile img')];
      expect(imgs.length, title).toBeGreaterThan(0);
      for (const i of imgs) expect(i.getAttribute('loading'), title).toBe('lazy');
    }
    expect(block('平台服务').querySelector('.home-tiles')!.className).toContain('n3');
  });

  it('names each 更多 link for its block', async () => {
    await open();
    expect(screen.getByRole('link', { name: '更多平台介绍' }).getAttribute('href')).toBe('/infolist');
    expect(screen.getByRole('link', { name: '更多平台服务' }).getAttribute('href')).toBe('/servicelist');
    expect(screen.getByRole('link', { name: '更多精选出借' }).getAttribute('href')).toBe('/list');
  });

  it('says 立即出借 on a loan open for lending, its status otherwise', async () => {
    await open();
    const cards = within(block('精选出借'))
      .getAllByRole('link')
      .filter((a) => a.classList.contains('home-loan'));
    expect(cards[0]!.querySelector('.pd-st')!.textContent).toBe('立即出借');
    expect(cards[1]!.querySelector('.pd-st')!.textContent).not.toMatch(/立即|投资/);
    expect(document.body.textContent).not.toMatch(/投资|起投/);
  });

  it('marks the first banner as shown and loads the others lazily', async () => {
    await open();
    expect(document.querySelectorAll('.home-dots i')).toHaveLength(2);
    expect(document.querySelector('.home-dots i.on')).toBe(document.querySelector('.home-dots i'));
    expect([...document.querySelectorAll('.home-banner img')].map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('shows the loans without waiting for the notices and articles, keeping their places until they come', async () => {
    let arrive!: () => void;
    await open(data(new Promise<void>((done) => (arrive = done))));
    expect(
      within(block('精选出借'))
        .getAllByRole('link')
        .some((a) => a.classList.contains('home-loan')),
    ).toBe(true);
    const ticker = document.querySelector('.home-ticker-wait')!;
    expect(ticker.getAttribute('aria-hidden')).toBe('true');
    expect(block('平台介绍').getAttribute('aria-busy')).toBe('true');
    expect(block('平台介绍').querySelectorAll('.home-tile-none')).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 2, name: /^理财观点/ })).toBeNull();
    await act(async () => arrive());
    expect(document.querySelector('.home-ticker-wait')).toBeNull();
    expect(document.querySelector('.home-ticker[aria-label="平台公告"]')!.textContent).toContain('公告一');
    expect(block('平台介绍').getAttribute('aria-busy')).toBeNull();
    expect(block('理财观点')).not.toBeNull();
  });
});
