// What a move paid, from the investor's fund records (资金流水): the figure a result screen shows
// when the move's own answer carried none (a claim purchase's answer is only success, and after a
// reload the claim on the screen is already sold: its balance is 0). Found by the attempt's key
// where the records echo it, else the one record of that type since the attempt began.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { paged } from '../../domain/paged';
import { toFen } from '../../domain/format/money';
import { recordedSince } from './recheck';

const DAY = 86_400_000;
const num = z.optional(z.nullable(z.number()));
const record = z.object({
  type: z.string(),
  amount: z.number(),
  operation: z.string(),
  status: z.optional(z.nullable(z.string())),
  recordTime: num,
  timeRecorded: num,
  clientOrderId: z.optional(z.nullable(z.string())),
});

/** The fen the attempt `key` paid (an OUT record of `type`), null when no record says. */
export async function findPaidFen(type: string, key: string, since: number): Promise<number | null> {
  const { items } = await get('/api/v2/user/MYSELF/funds', {
    schema: paged(record),
    query: {
      type,
      allStatus: true,
      status: '',
      allOperation: false,
      operation: 'OUT',
      startDate: since - DAY,
      endDate: Date.now() + DAY,
      page: 1,
      pageSize: 20,
    },
  });
  const out = items.filter((r) => r.operation === 'OUT' && r.status !== 'FAILED');
  const keyed = out.some((r) => r.clientOrderId);
  const mine = keyed ? out.filter((r) => r.clientOrderId === key) : out.filter((r) => recordedSince(r.recordTime ?? r.timeRecorded ?? 0, since));
  // without a key, two records since the attempt cannot be told apart: no figure rather than a wrong one
  return mine.length === 1 ? toFen(mine[0]!.amount) : null;
}
