// The app's WebViews and the package versions their pages came from (bridge/CONTRACT.md §10,
// step 4). A page loads its own build's chunks for as long as it is open, and the next version
// may not have them: so each WebView is pinned to the version that served its page, its requests
// are answered from that version, and a version is deleted only when it is neither current nor
// used by an open WebView — however many checks install newer ones meanwhile.
import type { CheckResult, InstalledPackage } from './offline-package';
import type { Reports } from './reports';

/**
 * How long a version served to a navigation stays for that page before its WebView says it is
 * open (a page that never does — a tab outside the app — holds nothing after this).
 */
export const HOLD_MS = 60_000;

export interface VersionUse {
  version: string;
  current: boolean;
  /** open WebViews whose page came from this version */
  webviews: number;
}

export type LifecycleEvent =
  /** the versions on the phone changed (installed, deleted, a WebView opened or closed) */
  | { type: 'versions'; versions: VersionUse[] }
  /** a new version is installed: the WebViews listed are on an older one and should be told */
  | { type: 'package'; version: string; webviews: string[] };

export interface Found {
  pkg: InstalledPackage;
  /** the package file that answers (a route's shell for a navigation) */
  file: string;
  /** a navigation: the version is held for the page until its WebView registers with this */
  hold?: string;
}

const isNetwork = (pkg: InstalledPackage, path: string) => pkg.manifest.network.some((p) => path.startsWith(p));
const shellOf = (pkg: InstalledPackage, path: string) => pkg.routes.find((r) => r.re.test(path))?.shell ?? pkg.manifest.fallback;

/** What is on the phone besides the current version, and who uses it. */
interface Phone {
  /** the installed version (the package host owns it) */
  current: () => InstalledPackage | null;
  now: () => number;
  /** versions a page was served from, by version; the current one stays by being current */
  kept: Map<string, InstalledPackage>;
  /** open WebView → the version its page came from (null: not from a package); the last is in front */
  views: Map<string, string | null>;
  /** navigations answered whose WebView has not registered yet */
  holds: Map<string, { version: string; at: number }>;
  seq: number;
}

/** the current version first, then the kept ones newest first */
const onPhone = (s: Phone) => [...new Set([s.current(), ...[...s.kept.values()].reverse()])].filter((p): p is InstalledPackage => !!p);

function versionsOf(s: Phone): VersionUse[] {
  const cur = s.current();
  return onPhone(s).map((p) => ({ version: p.version, current: p === cur, webviews: [...s.views.values()].filter((v) => v === p.version).length }));
}

/** Deletes every version that is not current and that no open WebView or arriving page holds. */
function prune(s: Phone) {
  const t = s.now();
  for (const [k, h] of s.holds) if (t - h.at >= HOLD_MS) s.holds.delete(k);
  const used = new Set([...s.views.values(), ...[...s.holds.values()].map((h) => h.version)]);
  const cur = s.current()?.version;
  for (const v of [...s.kept.keys()]) if (v !== cur && !used.has(v)) s.kept.delete(v);
}

/**
 * A file the asking version lacks, from another version on the phone: only when every one that
 * lists it has the same bytes (a hashed file: its name is its content), so the answer cannot
 * depend on which WebView asked. The simulator needs this because it cannot tell a request of
 * a WebView behind the front one from the front one's (serve.ts); an app's interceptor, called
 * per WebView, never does.
 */
function shared(s: Phone, path: string, except: InstalledPackage | null): InstalledPackage | null {
  const have = onPhone(s).filter((p) => p !== except && p.files.has(path));
  const first = have[0];
  return first && have.every((p) => p.files.get(path)!.data.equals(first.files.get(path)!.data)) ? first : null;
}

/**
 * What answers a GET: a navigation starts a new page, from the current version (held for that
 * page until its WebView registers); any other request comes from the version of the WebView
 * that made it (`webview`), else the current one. null: the network.
 */
function find(s: Phone, path: string, navigation: boolean, webview?: string): Found | null {
  if (navigation) {
    const pkg = s.current();
    if (!pkg || isNetwork(pkg, path)) return null;
    const hold = `h${++s.seq}`;
    s.kept.set(pkg.version, pkg);
    s.holds.set(hold, { version: pkg.version, at: s.now() });
    return { pkg, file: pkg.files.has(path) ? path : shellOf(pkg, path), hold };
  }
  const own = webview === undefined ? undefined : s.kept.get(s.views.get(webview) ?? '');
  const pkg = own ?? s.current();
  if (pkg && isNetwork(pkg, path)) return null;
  if (pkg?.files.has(path)) return { pkg, file: path };
  const other = shared(s, path, pkg);
  return other && !isNetwork(other, path) ? { pkg: other, file: path } : null;
}

/**
 * The WebViews of one app and the versions kept for them. `current()` is the installed version
 * (the package host owns it); this keeps the others while a page uses them.
 */
export function createWebViews(current: () => InstalledPackage | null, now: () => number = Date.now) {
  const s: Phone = { current, now, kept: new Map(), views: new Map(), holds: new Map(), seq: 0 };
  const listeners = new Set<(e: LifecycleEvent) => void>();
  const emit = (e: LifecycleEvent) => listeners.forEach((l) => l(e));
  /** prunes, and tells the listeners what is left */
  const settle = () => {
    prune(s);
    emit({ type: 'versions', versions: versionsOf(s) });
  };

  return {
    find: (path: string, navigation: boolean, webview?: string) => find(s, path, navigation, webview),
    /**
     * WebView `id` shows a page served from `version` (null: not from a package), given with the
     * navigation's `hold`. Opening again (a reload, another page) pins it anew. Returns whether
     * that version is on the phone.
     */
    open(id: string, version: string | null, hold?: string): boolean {
      if (hold) s.holds.delete(hold);
      const cur = current();
      const pkg = version === null ? undefined : (s.kept.get(version) ?? (cur?.version === version ? cur : undefined));
      if (pkg) s.kept.set(pkg.version, pkg);
      s.views.delete(id); // re-inserted: the WebView opened last is in front
      s.views.set(id, pkg ? pkg.version : null);
      settle();
      return !!pkg;
    },
    close(id: string) {
      if (s.views.delete(id)) settle();
    },
    /** a page that turned out to be no WebView's (a browser tab on our origin): it holds nothing */
    release(hold: string) {
      if (s.holds.delete(hold)) settle();
    },
    /** the WebView opened last: the one on screen */
    front: (): string | undefined => [...s.views.keys()].pop(),
    list: () => [...s.views].map(([id, version]) => ({ id, version })),
    versions: () => versionsOf(s),
    settle,
    /** After `version` is installed: the WebViews on an older version, told through listeners. */
    installed(version: string) {
      const older = [...s.views].filter(([, v]) => v !== null && v !== version).map(([id]) => id);
      settle();
      emit({ type: 'package', version, webviews: older });
    },
    on(l: (e: LifecycleEvent) => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

export type WebViews = ReturnType<typeof createWebViews>;

/**
 * After a version check: its reports, then what no WebView uses any more is deleted; after an
 * install the WebViews on an older version are told (bridge/CONTRACT.md §6 `package`).
 */
export function afterCheck(r: CheckResult, previous: string | null, webviews: WebViews, reports: Reports): CheckResult {
  reports.checked(r, previous);
  if (r.status === 'installed' && r.version) webviews.installed(r.version);
  else webviews.settle();
  return r;
}
