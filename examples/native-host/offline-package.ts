// The app's side of the offline package (bridge/CONTRACT.md §10), as a native team would write
// it: check the version at app start, download and verify the archive, switch to it whole, and
// answer our origin's requests from it, the network for anything it does not hold.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { OfflineManifest } from '../../scripts/build/offline-package';
import { untar } from './untar';

export const MANIFEST_PATH = '/offline-package/manifest.json';

export interface InstalledPackage {
  version: string;
  manifest: OfflineManifest;
  /** URL path → bytes and content-type */
  files: Map<string, { data: Buffer; type: string }>;
  routes: { re: RegExp; shell: string }[];
}

/**
 * The package as the app would install it, or an error: the archive must hold exactly the
 * manifest's files, each with its size and SHA-256. One bad file rejects the whole package, so
 * a WebView never mixes two builds' chunks.
 */
export function verifyPackage(manifest: OfflineManifest, archive: Buffer): InstalledPackage {
  if (manifest.format !== 1) throw new Error(`unknown package format ${String(manifest.format)}`);
  if (archive.length !== manifest.archiveSize) throw new Error(`archive is ${archive.length} bytes, manifest says ${manifest.archiveSize}`);
  const entries = untar(gunzipSync(archive));
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

export type Source = 'package' | 'previous package' | 'network';

export interface Decision {
  method: string;
  path: string;
  source: Source;
  /** the package version that answered */
  version?: string;
  /** the package file that answered (a route's shell for a navigation) */
  file?: string;
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
}

export interface CheckResult {
  /** installed: a new version; current: the same as before; rejected: the download failed its checks (the old one stays); unavailable: no manifest */
  status: 'installed' | 'current' | 'rejected' | 'unavailable';
  version: string | null;
  error?: string;
}

/**
 * One app's package store. `download(path)` fetches from our origin over the network (as the
 * phone would). `check()` is an app start; `answer()` is the WebView's request interceptor.
 */
export function createPackageHost(download: (path: string) => Promise<Response>) {
  let current: InstalledPackage | null = null;
  // the package before the last switch: a page opened under it still loads its own chunks
  let previous: InstalledPackage | null = null;
  let running: Promise<CheckResult> | null = null;
  const counts: Record<Source, number> = { package: 0, 'previous package': 0, network: 0 };
  const log: Decision[] = [];
  const listeners = new Set<(d: Decision) => void>();

  async function runCheck(): Promise<CheckResult> {
    // an app start: no WebView of the last run is open any more
    previous = null;
    let manifest: OfflineManifest;
    try {
      const r = await download(MANIFEST_PATH);
      if (!r.ok) return { status: 'unavailable', version: current?.version ?? null, error: `manifest: HTTP ${r.status}` };
      manifest = (await r.json()) as OfflineManifest;
    } catch (e) {
      return { status: 'unavailable', version: current?.version ?? null, error: String(e) };
    }
    if (current && manifest.version === current.version) return { status: 'current', version: current.version };
    try {
      const r = await download(`/offline-package/${encodeURIComponent(manifest.archive)}`);
      if (!r.ok) throw new Error(`archive: HTTP ${r.status}`);
      const next = verifyPackage(manifest, Buffer.from(await r.arrayBuffer()));
      previous = current;
      current = next;
      return { status: 'installed', version: next.version };
    } catch (e) {
      return { status: 'rejected', version: current?.version ?? null, error: e instanceof Error ? e.message : String(e) };
    }
  }

  const record = (d: Decision) => {
    counts[d.source]++;
    log.push(d);
    if (log.length > 1000) log.shift();
    for (const l of listeners) l(d);
  };

  return {
    check(): Promise<CheckResult> {
      running ??= runCheck().finally(() => (running = null));
      return running;
    },
    /**
     * What the interceptor answers from the package, or null for the network: a GET of a listed
     * file, or a navigation to a route (its shell) or to any other path (the fallback shell).
     * Never a path the manifest sends to the network, never another method.
     */
    answer(method: string, path: string, navigation: boolean): Answer | null {
      const hit = (): Answer | null => {
        if (!current || method !== 'GET' || current.manifest.network.some((p) => path.startsWith(p))) return null;
        for (const pkg of [current, previous]) {
          const f = pkg?.files.get(path);
          if (f) return { version: pkg!.version, csp: pkg!.manifest.csp, file: path, ...f, html: f.type.startsWith('text/html') };
        }
        if (!navigation) return null;
        const shell = current.routes.find((r) => r.re.test(path))?.shell ?? current.manifest.fallback;
        return { version: current.version, csp: current.manifest.csp, file: shell, ...current.files.get(shell)!, html: true };
      };
      const a = hit();
      const source: Source = !a ? 'network' : a.version === current?.version ? 'package' : 'previous package';
      record({ method, path, source, ...(a ? { version: a.version, file: a.file } : {}) });
      return a;
    },
    installed: () => current?.version ?? null,
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
