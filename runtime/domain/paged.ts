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
