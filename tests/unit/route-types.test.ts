// defineRoutes ties each route's loader result to its page's props at compile time: `npm test`
// type-checks this file, and each @ts-expect-error fails the typecheck if the error it
// expects stops happening.
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { defineRoute, defineRoutes, type PageProps } from '../../runtime/router/types';

type Card = { bank: string; last4: string };
declare const CardsPage: ComponentType<PageProps<Card[]>>;
const cards = async (): Promise<Card[]> => [{ bank: '招商银行', last4: '1234' }];

describe('typed routes', () => {
  it('accepts a loader whose result is what the page expects', () => {
    const routes = defineRoutes([
      { path: '/cards', page: async () => ({ default: CardsPage }), access: 'user', load: cards, title: '银行卡' },
      { path: '/x', page: async () => ({ default: (() => null) as ComponentType<PageProps> }), access: 'public', title: 'x' },
    ]);
    expect(routes).toHaveLength(2);
  });

  it('rejects a loader returning something else than the page takes', () => {
    const routes = defineRoutes([
      // @ts-expect-error a loader returning 42 for a page expecting card accounts
      { path: '/cards', page: async () => ({ default: CardsPage }), access: 'user', load: async () => 42, title: '银行卡' },
    ]);
    // @ts-expect-error the same for one route
    const one = defineRoute({ path: '/cards', page: async () => ({ default: CardsPage }), access: 'user', load: async () => 'x', title: '银行卡' });
    expect(routes.length + [one].length).toBe(2);
  });
});
