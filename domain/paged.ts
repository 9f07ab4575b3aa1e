// The backend family's paged lists (API-NOTES): `{ results, totalSize }`, on some calls nested
// under `data` without an envelope, on a few a bare array. Every list reads as one `Page`.
import * as z from 'zod/mini';

export interface Page<T> {
  items: T[];
  total: number;
}

export const paged = <T extends z.ZodMiniType>(item: T) => {
  const page = z.object({ results: z.array(item), totalSize: z.number() });
  return z.pipe(
    z.union([page, z.object({ data: page }), z.array(item)]),
    z.transform((p): Page<z.infer<T>> => {
      if (Array.isArray(p)) return { items: p, total: p.length };
      const q = 'data' in p ? p.data : p;
      return { items: q.results, total: q.totalSize };
    }),
  );
};

/**
 * The investor's investments (invest/list/{page}/{size}): the page sits under `result`, beside a
 * `dates` map keyed by loan id (invest.ctrl.coffee reads `{dates, result}`; nothing reads dates).
 */
export const investPage = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ result: z.object({ results: z.array(item), totalSize: z.number() }) }),
    z.transform((p): Page<z.infer<T>> => ({ items: p.result.results, total: p.result.totalSize })),
  );
