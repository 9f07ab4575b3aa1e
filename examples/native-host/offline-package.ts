// The app's side of the offline package (bridge/CONTRACT.md §10), as a native team would write
// it: check the version at app start, download and verify the archive, switch to it whole, and
// answer our origin's requests from it, the network for anything it does not hold.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { OfflineManifest } from '../../scripts/build/offline-package';
import { untar } from './untar';
import { judge, openManifest, type AppFacts } from './release-check';
import { checkRelease } from './update';
import { afterCheck, createWebViews, type Found } from './webviews';
import { createReports } from './reports';

export interface InstalledPackage {
  version: string;
  manifest: OfflineManifest;
  /** URL path → bytes and content-type */
  files: Map<string, { data: Buffer; type: string }>;
  routes: { re: RegExp; shell: string }[];
}

/**
 * The package as the app would install it, or an error: the files (by archive name) must be
 * exactly the manifest's, each with its size and SHA-256. One bad file rejects the whole
 * package, so a WebView never mixes two builds' chunks.
 */
export function verifyFiles(manifest: OfflineManifest, entries: Map<string, Buffer>): InstalledPackage {
  const files = new Map<string, { data: Buffer; type: string }>();
  for (const f of manifest.files) {
    const data = entries.get(f.path.slice(1));
    if (!data) throw new Error(`${f.path} missing from the archive`);
    if (data.length !== f.size) throw new Error(`${f.path}: ${data.length} bytes, manifest says ${f.size}`);
    if (createHash('sha256').update(data).digest('hex') !== f.sha256) throw new Error(`${f.path}: sha256 differs from the manifest`);
    files.set(f.path, { data, type: f.type });
  }
  if (entries.size !== files.size) throw new Error(`the archive holds ${entries.size - files.size} files the manifest does not list`);
  for (const s of [...manifest.routes.map((r) => r.shell), manifest.fallback]) if (!files.has(s)) throw new Error(`shell ${s} not in the package`);
  return { version: manifest.version, manifest, files, routes: manifest.routes.map((r) => ({ re: new RegExp(r.re, 'i'), shell: r.shell })) };
}

/** A full archive checked whole before it is unpacked (size, SHA-256), then file by file. */
export function verifyPackage(manifest: OfflineManifest, archive: Buffer): InstalledPackage {
  if (archive.length !== manifest.archiveSize) throw new Error(`archive is ${archive.length} bytes, manifest says ${manifest.archiveSize}`);
  if (createHash('sha256').update(archive).digest('hex') !== manifest.archiveSha256) throw new Error('archive: sha256 differs from the manifest');
  return verifyFiles(manifest, untar(gunzipSync(archive)));
}

/** package: the current version; previous package: an older one kept for a WebView still on it */
export type Source = 'package' | 'previous package' | 'network';

export interface Decision {
  method: string;
  path: string;
  source: Source;
  /** the package version that answered */
  version?: string;
  /** the package file that answered (a route's shell for a navigation) */
  file?: string;
  /** the WebView the request was answered for */
  webview?: string;
}

export interface Answer {
  version: string;
  file: string;
  data: Buffer;
  type: string;
  /** the package's Content-Security-Policy (for an HTML answer) */
  csp: string;
  /** an HTML page (a shell): answered with the page's security headers */
  html: boolean;
  /** a navigation: the version stays for this page until its WebView opens with this (webviews.ts) */
  hold?: string;
}

export interface CheckResult {
  /** installed: a new version; current: nothing newer; disabled: a signed release turned the
   *  package off; rejected: the release or its download failed a check (what runs stays);
   *  unavailable: no manifest */
  status: 'installed' | 'current' | 'disabled' | 'rejected' | 'unavailable';
  version: string | null;
  error?: string;
  /** for an install: how it came (the incremental package or the whole archive) and its bytes */
  via?: 'patch' | 'archive';
  bytes?: number;
}

export interface HostOptions {
  /** the release keys built into the app, its version and its bridge's (release-check.ts) */
  app?: AppFacts;
  now?: () => number;
  /** the package shipped inside the app for its first launch: checked like a download */
  bundled?: { manifest: string; archive: Buffer };
}

/** An app with no release key installs nothing: every manifest is refused. */
const NO_KEYS: AppFacts = { keys: {}, appVersion: '5.2.0', bridgeVersion: 1 };

/** The package shipped in the app, checked as a download is: installed, or why not. */
function installBundled(b: NonNullable<HostOptions['bundled']>, app: AppFacts, now: number): { pkg: InstalledPackage; sequence: number } | { refused: string } {
  try {
    const v = judge(openManifest(b.manifest, app.keys), 0, null, app, now);
    if (v.action !== 'install') throw new Error(v.action === 'refuse' ? v.reason : v.action);
    return { pkg: verifyPackage(v.manifest, b.archive), sequence: v.manifest.sequence };
  } catch (e) {
    return { refused: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * One app's package store. `download(path)` fetches from our origin over the network (as the
 * phone would). `check()` is an app start; `answer()` is the WebView's request interceptor.
 */
export function createPackageHost(download: (path: string) => Promise<Response>, o: HostOptions = {}) {
  const app = o.app ?? NO_KEYS;
  const now = o.now ?? Date.now;
  let current: InstalledPackage | null = null;
  // every version a WebView's page came from stays while that WebView is open (webviews.ts)
  const webviews = createWebViews(() => current, now);
  const reports = createReports(now);
  /** the highest release sequence accepted: a lower one is a downgrade */
  let seen = 0;
  let running: Promise<CheckResult> | null = null;
  const counts: Record<Source, number> = { package: 0, 'previous package': 0, network: 0 };
  const log: Decision[] = [];
  const listeners = new Set<(d: Decision) => void>();

  async function runCheck(): Promise<CheckResult> {
    const r = await checkRelease(download, seen, current, app, now());
    const version = () => current?.version ?? null;
    if (r.status === 'disabled') {
      seen = r.sequence;
      current = null;
      return { status: 'disabled', version: null };
    }
    if (r.status === 'renewed') {
      [seen, current] = [r.sequence, r.next];
      return { status: 'current', version: r.next.version };
    }
    if (r.status !== 'installed') return { status: r.status, version: version(), ...('error' in r ? { error: r.error } : {}) };
    const next = r.next;
    seen = r.sequence;
    current = next;
    return { status: 'installed', version: next.version, via: r.via, bytes: r.bytes, ...(r.patchError ? { error: r.patchError } : {}) };
  }

  // first launch: the package inside the app, signed and checked as a download is; one that
  // fails is not used (the network serves) and says why
  const expired = (p: InstalledPackage) => !(Date.parse(p.manifest.expiresAt) > now());
  const bundled = o.bundled ? installBundled(o.bundled, app, now()) : null;
  const bundledRefused = bundled && 'refused' in bundled ? bundled.refused : null;
  if (bundled && 'pkg' in bundled) [current, seen] = [bundled.pkg, bundled.sequence];

  const record = (d: Decision) => {
    counts[d.source]++;
    log.push(d);
    if (log.length > 1000) log.shift();
    for (const l of listeners) l(d);
  };

  return {
    check(): Promise<CheckResult> {
      const before = current?.version ?? null;
      running ??= runCheck()
        .then((r) => afterCheck(r, before, webviews, reports))
        .finally(() => (running = null));
      return running;
    },
    /**
     * What the interceptor answers from the package, or null for the network: a GET of a listed
     * file, or a navigation to a route (its shell) or to any other path (the fallback shell).
     * Never a path the manifest sends to the network, never another method.
     */
    answer(method: string, path: string, navigation: boolean, webview?: string): Answer | null {
      // past its expiry a package answers nothing until a newer release reaches the app: one
      // kept from the server (a blocked manifest) cannot pin the app to an old build for ever
      const live = current && !expired(current);
      const found = live && method === 'GET' ? webviews.find(path, navigation, webview) : null;
      const a = found && answerOf(found);
      const source: Source = !a ? 'network' : a.version === current?.version ? 'package' : 'previous package';
      const data = method !== 'GET' || !!current?.manifest.network.some((p) => path.startsWith(p));
      reports.answered(a ? 'package' : data ? 'data' : 'network');
      record({ method, path, source, ...(webview ? { webview } : {}), ...(a ? { version: a.version, file: a.file } : {}) });
      return a;
    },
    installed: () => current?.version ?? null,
    /** the WebViews and the versions kept for them: open, close, versions, events (webviews.ts) */
    webviews,
    /** download, verification, install and hit-rate records (reports.ts) */
    reports: reports.list,
    /** closes the hit rate's period now (an app's own timer; each check closes one too) */
    reportHitRate: reports.hitRate,
    /** why the package bundled in the app was not used, if it was not */
    bundledRefused: () => bundledRefused,
    stats: () => ({ ...counts, log: [...log] }),
    resetStats() {
      for (const k of Object.keys(counts) as Source[]) counts[k] = 0;
      log.length = 0;
    },
    onDecision(l: (d: Decision) => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

export type PackageHost = ReturnType<typeof createPackageHost>;

/** A found package file as the interceptor answers it. */
function answerOf({ pkg, file, hold }: Found): Answer {
  const f = pkg.files.get(file)!;
  return { version: pkg.version, csp: pkg.manifest.csp, file, ...f, html: f.type.startsWith('text/html'), ...(hold ? { hold } : {}) };
}
