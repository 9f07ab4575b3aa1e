// What the app reports about its offline package (bridge/CONTRACT.md §10): each download, each
// refused release or download, each install, and the hit rate — how many requests the package
// answered against those that could have come from it but went to the network. Records, oldest
// first, for the app to send to its own analytics; the simulator keeps them for its page and
// tests. Data (the API, the manifest's `network` paths, non-GETs) is never in a package, so it
// does not count against the hit rate.
import type { CheckResult } from './offline-package';

export type PackageReport =
  | { type: 'download'; at: string; version: string; bytes: number; kind: 'full' | 'incremental' }
  /** version: the release refused, when the check got that far; null when the manifest itself was */
  | { type: 'verification-failed'; at: string; version: string | null; reason: string; kind?: 'full' | 'incremental' }
  | { type: 'installed'; at: string; version: string; previous: string | null }
  /** one period (since the last record): answers from the package, misses that went to the network */
  | { type: 'hit-rate'; at: string; since: string; package: number; network: number; rate: number | null };

/** how many records are kept (an app sends and drops them; the simulator only shows them) */
const KEPT = 500;

export function createReports(now: () => number = Date.now) {
  const list: PackageReport[] = [];
  const iso = (t = now()) => new Date(t).toISOString();
  let since = now();
  let hits = 0;
  let misses = 0;
  const push = (r: PackageReport) => {
    list.push(r);
    if (list.length > KEPT) list.shift();
  };

  /** Closes the period: one hit-rate record when anything was asked. */
  function hitRate() {
    if (hits + misses) push({ type: 'hit-rate', at: iso(), since: iso(since), package: hits, network: misses, rate: hits / (hits + misses) });
    since = now();
    hits = misses = 0;
  }

  return {
    /** One interceptor answer: from the package, a miss (a file it could hold), or data. */
    answered(source: 'package' | 'network' | 'data') {
      if (source === 'package') hits++;
      else if (source === 'network') misses++;
    },
    hitRate,
    /**
     * A version check's outcome. `release` is the version a refused release named, when known.
     * The hit rate is closed at each check too: an app start, or a resume 10 minutes after the
     * last one, is the period.
     */
    checked(r: CheckResult, previous: string | null, release: string | null = null) {
      const at = iso();
      const kind = r.via === 'patch' ? 'incremental' : 'full';
      if (r.status === 'installed' && r.version) {
        // an incremental package that failed its checks, then the whole archive
        if (r.error) push({ type: 'verification-failed', at, version: r.version, reason: r.error, kind: 'incremental' });
        push({ type: 'download', at, version: r.version, bytes: r.bytes ?? 0, kind });
        push({ type: 'installed', at, version: r.version, previous });
      }
      if (r.status === 'rejected') push({ type: 'verification-failed', at, version: release, reason: r.error ?? 'rejected' });
      hitRate();
    },
    list: () => [...list],
  };
}

export type Reports = ReturnType<typeof createReports>;
