// The field types of the backend family's answers, tolerant as DESIGN asks: a field the screens
// can do without may be missing or null (the real backend sends both), never a wrong type.
import * as z from 'zod/mini';

export const num = z.optional(z.nullable(z.number()));
export const str = z.optional(z.nullable(z.string()));
export const bool = z.optional(z.nullable(z.boolean()));
/** epoch ms, or a date text ('2026-03-05 08:09:10') some answers send instead */
export const time = z.optional(z.nullable(z.union([z.number(), z.string()])));
/** a record's id, which some answers send as a number */
export const recordId = z.coerce.string();
