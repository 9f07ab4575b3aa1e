// The nine-cell lottery (SPEC §7 Games) as `func=` handlers of the common endpoints:
//   commonget  WINRECORD      recent winners, newest first, masked mobiles: { results, totalSize }
//              GETPROJECT     the lottery: { code, name, description, projectItems[] } (code=…)
//              GETCHANCE      the caller's chances left: { chances }                    (login)
//              USERWINRECORD  the caller's wins, paged { results, totalSize }; with
//                             clientOrderId=… the draw that key made, won or not         (login)
//   commonpost DOAWARD        the draw (code, clientOrderId): { sequence, prizeName, chances,
//                             clientOrderId, placementId? }                              (login)
// The draw is a money move: a repeated clientOrderId is refused with DUPLICATE_ORDER and draws
// nothing, so a lost answer can be looked up by its key and a retry never draws twice.
import type { LotteryItem } from '../model';
import { bare, denied, duplicate, fail, ok, page } from '../reply';
import { createRng, type Rng } from '../seed/rng';
import { findByMobile, findUser, newId, type SandboxState } from '../state';
import { commonGet, commonPost } from './commonapi';
import type { Register } from './register';
import { placeCoupon } from './auth-register';
import { maskMobile } from '../../../domain/format/mask';

/** No prize: the two sequences the contract reserves (SPEC §4), or a cell without a prize. */
export const NO_PRIZE = [-1, 8];
/** How long a won coupon stays usable. */
export const PRIZE_DAYS = 30;

export interface Draw {
  id: string;
  userId: string;
  clientOrderId: string;
  sequence: number;
  prizeName: string;
  time: number;
  placementId?: string;
}

interface Games {
  draws: Draw[];
  /** sequences the next draws give, before the seeded ones (test hook) */
  forced: number[];
  rng: Rng;
}

// Lives and dies with the state: /__sandbox/reset starts a new one.
const games = new WeakMap<SandboxState, Games>();
export function gamesOf(s: SandboxState): Games {
  let g = games.get(s);
  if (!g) games.set(s, (g = { draws: [], forced: [], rng: createRng('lottery-draws') }));
  return g;
}

const num = (v: string | null, d: number, max = 100) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : d;
};

/** Weighted by the items' weights, from the state's own seeded stream. */
function pickItem(items: LotteryItem[], rng: Rng): LotteryItem {
  const total = items.reduce((a, i) => a + i.weight, 0);
  let x = rng.next() * total;
  for (const i of items) if ((x -= i.weight) < 0) return i;
  return items[items.length - 1]!;
}

const drawView = ({ id, sequence, prizeName, time, clientOrderId, placementId }: Draw) => ({
  id,
  sequence,
  prizeName,
  time,
  clientOrderId,
  ...(placementId ? { placementId } : {}),
});

export const chancesOf = (s: SandboxState, userId: string) => Math.max(0, s.lottery.chances[userId] ?? 0);

export const registerGames: Register = (r, o) => {
  registerLotteryReads(r, o);
  registerLotteryDraw(r, o);
  if (o.testHooks) registerLotteryTestHooks(r, o);
};

/** The lottery, its winners and the caller's chances and wins. */
const registerLotteryReads: Register = () => {
  commonGet.GETPROJECT = (c) => {
    const l = c.state.lottery;
    const code = c.query.get('code');
    if (code && code !== l.code) return fail('NOT_FOUND', 404);
    return ok({
      code: l.code,
      name: l.name,
      description: l.description,
      projectItems: l.items.map((i) => ({
        sequence: i.sequence,
        name: i.name,
        imageUrl: i.imageUrl,
        prizeType: i.prize ? i.prize.type : 'NONE',
      })),
    });
  };

  commonGet.WINRECORD = (c) => {
    const all = [...c.state.lottery.wins].sort((a, b) => b.time - a.time).map(({ id, mobile, prizeName, time }) => ({ id, mobile, prizeName, time }));
    return ok(page(all, num(c.query.get('page'), 1, 1e6), num(c.query.get('pageSize'), 20)));
  };

  commonGet.GETCHANCE = (c) => (c.userId ? ok({ chances: chancesOf(c.state, c.userId) }) : denied());

  commonGet.USERWINRECORD = (c) => {
    if (!c.userId) return denied();
    const key = c.query.get('clientOrderId');
    const mine = gamesOf(c.state).draws.filter((d) => d.userId === c.userId);
    // by key: whatever that attempt drew, so a lost answer "谢谢参与" is found too
    const rows = key ? mine.filter((d) => d.clientOrderId === key) : mine.filter((d) => d.placementId);
    const sorted = rows.sort((a, b) => b.time - a.time).map(drawView);
    return ok(page(sorted, num(c.query.get('page'), 1, 1e6), num(c.query.get('pageSize'), 10)));
  };
};

/** The draw itself: a money move, keyed by clientOrderId. */
const registerLotteryDraw: Register = () => {
  commonPost.DOAWARD = (c) => {
    const s = c.state;
    const user = findUser(s, c.userId);
    if (!user) return denied();
    if (user.disabled) return fail('USER_DISABLED', 403);
    const l = s.lottery;
    if ((c.form.code ?? c.query.get('code') ?? l.code) !== l.code) return fail('NOT_FOUND', 404);
    const g = gamesOf(s);
    const key = c.form.clientOrderId ?? '';
    // before the chances: the retry of a draw that used the last chance is that draw, not "none left"
    const done = key && g.draws.find((d) => d.userId === user.id && d.clientOrderId === key);
    if (done) return duplicate(drawView(done));
    const left = chancesOf(s, user.id);
    if (left <= 0) return fail('NO_CHANCE', 400);

    const forced = g.forced.shift();
    const item = forced === undefined ? pickItem(l.items, g.rng) : l.items.find((i) => i.sequence === forced);
    const now = c.now();
    const draw: Draw = {
      id: newId(s, 'LD'),
      userId: user.id,
      clientOrderId: key,
      sequence: item?.sequence ?? (forced as number),
      prizeName: item?.name ?? '谢谢参与',
      time: now,
    };
    if (item?.prize) {
      draw.placementId = placeCoupon(s, user.id, item.prize, now, PRIZE_DAYS).id;
      l.wins.push({ id: draw.id, userId: user.id, mobile: maskMobile(user.mobile), prizeName: item.name, time: now });
    }
    l.chances[user.id] = left - 1;
    g.draws.push(draw);
    return ok({ ...drawView(draw), chances: left - 1 });
  };
};

/** Test hooks: a user's chances and the next draws. */
const registerLotteryTestHooks: Register = (r) => {
  // JSON { mobile, chances?, next?: number[] }: set a user's chances and the sequences the next
  // draws give (-1 and 8: no prize). GET ?mobile=: chances and every draw, newest last.
  r.post('/__sandbox/lottery', (c) => {
    const j = (c.json ?? {}) as { mobile?: string; chances?: unknown; next?: unknown };
    const u = findByMobile(c.state, j.mobile ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    if (j.chances !== undefined) {
      if (!Number.isInteger(j.chances) || (j.chances as number) < 0) return fail('INVALID_PARAMS');
      c.state.lottery.chances[u.id] = j.chances as number;
    }
    if (j.next !== undefined) {
      const ok =
        Array.isArray(j.next) && j.next.every((n) => Number.isInteger(n) && (NO_PRIZE.includes(n) || c.state.lottery.items.some((i) => i.sequence === n)));
      if (!ok) return fail('INVALID_PARAMS');
      gamesOf(c.state).forced = [...(j.next as number[])];
    }
    return bare({ chances: chancesOf(c.state, u.id), next: gamesOf(c.state).forced });
  });
  r.get('/__sandbox/lottery', (c) => {
    const u = findByMobile(c.state, c.query.get('mobile') ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    return bare({ chances: chancesOf(c.state, u.id), draws: gamesOf(c.state).draws.filter((d) => d.userId === u.id) });
  });
};
