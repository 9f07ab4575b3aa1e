// The lottery's calls (SPEC §7 Games): one `func` each on the common endpoints.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api/client';
import { paged } from '../../domain/paged';

/**
 * The mass lottery's fixed project code. SPEC does not show it, so it is deployment
 * configuration; the sandbox seeds the same code (tests/integration/games-sandbox checks they agree).
 */
export const LOTTERY_CODE = 'NINE-LUCKY';

const COMMON_GET = '/api/v2/commonapi/commonget';
const COMMON_POST = '/api/v2/commonapi/commonpost';

const str = z.optional(z.nullable(z.string()));
const time = z.optional(z.nullable(z.union([z.number(), z.string()])));

const itemSchema = z.object({
  sequence: z.number(),
  name: z.string(),
  imageUrl: str,
  /** 'NONE' marks a "thank you" cell where the backend says so */
  prizeType: str,
});
export type LotteryItem = z.infer<typeof itemSchema>;

const projectSchema = z.object({
  code: str,
  name: str,
  description: str,
  projectItems: z.array(itemSchema),
});
export type Project = z.infer<typeof projectSchema>;

const winnerSchema = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  mobile: str,
  prizeName: str,
  name: str,
  time,
});
export type Winner = z.infer<typeof winnerSchema>;

// A bare count or { chances } (field names vary across backend versions). An object naming no
// count proves nothing: it is an unreadable answer (an error with 重试), not "no chances".
const chanceSchema = z.pipe(
  z.union([z.number(), z.object({ chances: z.optional(z.number()), chance: z.optional(z.number()), remainChance: z.optional(z.number()) })]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : (v.chances ?? v.chance ?? v.remainChance);
    if (n === undefined) ctx.issues.push({ code: 'custom', message: 'no chance count', input: v });
    return n ?? 0;
  }),
);

const recordSchema = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  sequence: z.optional(z.nullable(z.number())),
  prizeName: str,
  name: str,
  time,
  clientOrderId: str,
  placementId: str,
});
export type WinRecord = z.infer<typeof recordSchema>;

// The prize sequence, bare or in an object
const awardSchema = z.pipe(
  z.union([z.number(), z.object({ sequence: z.number(), prizeName: str, chances: z.optional(z.nullable(z.number())) })]),
  z.transform((v): Award =>
    typeof v === 'number'
      ? { sequence: v, prizeName: null, chances: null }
      : { sequence: v.sequence, prizeName: v.prizeName ?? null, chances: v.chances ?? null },
  ),
);
export interface Award {
  sequence: number;
  prizeName: string | null;
  /** chances left after the draw, when the backend says */
  chances: number | null;
}

export const WIN_PAGE_SIZE = 10;

export const getProject = () => get(COMMON_GET, { schema: projectSchema, query: { func: 'GETPROJECT', code: LOTTERY_CODE } });

export const getWinners = () =>
  get(COMMON_GET, { schema: paged(winnerSchema), query: { func: 'WINRECORD', code: LOTTERY_CODE, page: 1, pageSize: 20 } }).then((p) => p.items);

/** null: the answer carried no count (shown as --) */
export const getChances = () => get(COMMON_GET, { schema: chanceSchema, query: { func: 'GETCHANCE', code: LOTTERY_CODE } });

export const getUserWins = (page: number, clientOrderId?: string) =>
  get(COMMON_GET, {
    schema: paged(recordSchema),
    query: { func: 'USERWINRECORD', code: LOTTERY_CODE, page, pageSize: WIN_PAGE_SIZE, clientOrderId },
  });

export const doAward = (clientOrderId: string) =>
  post(COMMON_POST, { schema: awardSchema, envelope: true, body: { func: 'DOAWARD', code: LOTTERY_CODE, clientOrderId } });

export interface NineData {
  project: Project;
  /** the marquee's first list, started with the project (the marquee shows placeholders meanwhile) */
  winners: Promise<Winner[]>;
}

export function loadNine(): Promise<NineData> {
  const winners = getWinners();
  winners.catch(() => {}); // the marquee keeps its placeholders and asks again in 10 s
  return getProject().then((project) => ({ project, winners }));
}

export interface RecordData {
  /** page 1 of the wins: the list goes on from page 2 */
  first: { items: WinRecord[]; total: number };
}

export const loadRecords = (): Promise<RecordData> => getUserWins(1).then((first) => ({ first }));
