// Pending money attempts kept beyond the page (DESIGN "Moving money"): what a later page needs
// to settle an attempt whose outcome it never learned, and nothing more.
//
// A record is { intent, key, since, state } — never the password, never the request body —
// under `h5_money:<user id>` (KEPT_PREFIX), one JSON map slot → record, written to both
//   - sessionStorage: the tab (a reload, a history hop away and back), and
//   - localStorage: a WebView the app restarts (the tab's storage is gone then).
// Reading (state.ts `pendingOf`, small because screens ask `unresolved` as they render)
// prefers the tab's copy and falls back to the device's. Scoped to the logged-in user id
// (another investor on the same device, or the app handing off someone else's session, never
// sees it; with no user known the record stays in the tab only); a record older than
// KEPT_MAX_AGE_MS (24 h from the attempt's start) is ignored when read and pruned by the next
// write; logout drops them all (`forgetPendingMoves`, which session/logout.ts calls). Storage
// that throws (private mode, quota, no DOM) only means the attempt is not kept beyond the page.
//
// `state`: 'sent' — written before the request leaves, so a page that goes (reload, closed
// WebView, crash) while it is in flight leaves the record behind; 'unknown' — answer lost and
// records unreadable; 'not-done' — the records said it did not happen (the key is kept in case
// the lost request still lands). A done or refused attempt leaves no record.
//
// This module is loaded with the move logic (move.ts) and by logout, not with the screens.
import { session } from '../session/store';
import { KEPT_MAX_AGE_MS, KEPT_PREFIX } from './state';

export type RecordState = 'sent' | 'unknown' | 'not-done';

export interface PendingRecord {
  intent: string;
  key: string;
  /** when the attempt began (ms), for `check` */
  since: number;
  state: RecordState;
}

/** Who is logged in ('' while nobody is known: such records stay in the tab only). */
export const currentUid = () => session.user?.id ?? '';

type Area = 'sessionStorage' | 'localStorage';
const AREAS: Area[] = ['sessionStorage', 'localStorage'];

function area(a: Area): Storage | null {
  try {
    return (globalThis as unknown as Record<Area, Storage | undefined>)[a] ?? null;
  } catch {
    return null;
  }
}

/** A record this code wrote, not expired. */
export const isKept = (r: unknown, now = Date.now()): r is PendingRecord => {
  const x = r as PendingRecord | null;
  return (
    !!x &&
    typeof x.intent === 'string' &&
    typeof x.key === 'string' &&
    /^[0-9a-zA-Z_-]{8,64}$/.test(x.key) &&
    typeof x.since === 'number' &&
    now - x.since < KEPT_MAX_AGE_MS &&
    x.since - now < KEPT_MAX_AGE_MS &&
    (x.state === 'sent' || x.state === 'unknown' || x.state === 'not-done')
  );
};

function update(uid: string, areas: Area[], change: (map: Record<string, PendingRecord>) => void) {
  const now = Date.now();
  for (const a of areas) {
    const s = area(a);
    if (!s) continue;
    try {
      const raw = s.getItem(KEPT_PREFIX + uid);
      let map: Record<string, PendingRecord> = {};
      try {
        const parsed = raw ? (JSON.parse(raw) as unknown) : null;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) map = parsed as Record<string, PendingRecord>;
      } catch {
        // not ours: replaced
      }
      for (const [slot, r] of Object.entries(map)) if (!isKept(r, now)) delete map[slot];
      change(map);
      if (Object.keys(map).length) s.setItem(KEPT_PREFIX + uid, JSON.stringify(map));
      else s.removeItem(KEPT_PREFIX + uid);
    } catch {
      // full or refused: the attempt is kept in memory only
    }
  }
}

/** Keeps (or updates) the attempt of `slot`: only the four fields, whatever `r` carries. */
export function writeRecord(slot: string, uid: string, r: PendingRecord) {
  // without a known user the device copy could not be scoped: the tab only
  update(uid, uid ? AREAS : ['sessionStorage'], (map) => {
    map[slot] = { intent: r.intent, key: r.key, since: r.since, state: r.state };
  });
}

/** The attempt of `slot` is settled (or replaced by another intent's). */
export function dropRecord(slot: string, uid: string) {
  update(uid, AREAS, (map) => {
    delete map[slot];
  });
}

/** Logout: every kept attempt on this device goes, whoever's it was (the page's own go with state.forgetAll). */
export function forgetPendingMoves() {
  for (const a of AREAS) {
    const s = area(a);
    if (!s) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i);
        if (k?.startsWith(KEPT_PREFIX)) keys.push(k);
      }
      keys.forEach((k) => s.removeItem(k));
    } catch {
      // nothing readable was kept
    }
  }
}
