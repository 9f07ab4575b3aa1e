// The loans' risk ranks by name (SPEC §7 GET /api/v2/loan/ranks), read where an investor meets a
// loan's rank: the loan detail and the invest gate's risk mismatch. No public source shows the
// call (tests/fixtures/backend/index.md): read leniently, the envelope's data a list of
// { rank, name, grade }; a rank the answer does not name, or a failed call, shows its code.
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { str } from '../../domain/wire';

const ranksSchema = z.array(z.object({ rank: z.string(), name: str, grade: str }));

export interface RankInfo {
  /** '中风险' */
  name: string;
  /** the lowest survey grade that may buy it ('' when not said) */
  grade: string;
}
/** by rank code ('R3') */
export type LoanRanks = Record<string, RankInfo>;

export const getLoanRanks = (): Promise<LoanRanks> =>
  get('/api/v2/loan/ranks', { schema: ranksSchema }).then((list) =>
    Object.fromEntries(list.filter((r) => r.name).map((r) => [r.rank.trim().toUpperCase(), { name: r.name!, grade: r.grade ?? '' }])),
  );

/**
 * The visit's one call for the list cards (./shared-ranks keeps it). That module holds state,
 * so it is one lazily loaded file, while this one is copied into each screen that reads ranks
 * (scripts/build/copies.ts): the ranks come after the first content, so it is never a file the
 * content waits for.
 */
export const sharedLoanRanks = (): Promise<LoanRanks> => import('./shared-ranks').then((m) => m.sharedLoanRanks());

/** 'R3 中风险' when the ranks name it, else the code as the loan carries it. */
export function rankText(code: string, ranks: LoanRanks | null | undefined): string {
  const name = ranks?.[code.trim().toUpperCase()]?.name;
  return name ? `${code} ${name}` : code;
}

/**
 * The ranks for a screen: null until they arrive, then the names ({} when the call failed, so
 * the codes show). `started` is a request the route's loader began beside the screen's own, or
 * how to ask once the screen is up: asked in an effect, never in a render (a render can run
 * before the screen's content is on the page: a transition renders in slices).
 */
export function useLoanRanks(started?: Promise<LoanRanks> | (() => Promise<LoanRanks>) | null, enabled = true): LoanRanks | null {
  const [ranks, setRanks] = useState<LoanRanks | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    (typeof started === 'function' ? started() : (started ?? getLoanRanks())).then(
      (r) => live && setRanks(r),
      () => live && setRanks({}),
    );
    return () => {
      live = false;
    };
    // the promise a loader started is for this screen's first render; a later one is not asked for
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return ranks;
}
