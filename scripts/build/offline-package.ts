// The offline package for native apps (bridge/CONTRACT.md §10): every file a screen of this
// build loads, listed with its hash in a manifest and packed in one archive, so an app can put
// the code on the phone and let only API calls cross the network.
//
// The archive is written here rather than with a tar library: only regular files with short
// names go in, with every field fixed (mtime 0, uid/gid 0, mode 0644, sorted), which is 40 lines
// of ustar; a library would add a dependency to the build and its own defaults (mtime from the
// disk, pax headers) to undo for a byte-identical archive.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cspFor, securityHeaders, TYPES } from '../../server/static';
import { CACHED_SHELL } from '../../runtime/sw/offline-page';

export interface PackageFile {
  /** the URL path on our origin: /assets/…, /shells/3.html, /index.html */
  path: string;
  /** SHA-256 of the file's bytes, lowercase hex */
  sha256: string;
  size: number;
  /** the content-type to answer with */
  type: string;
}

/** What a build puts in its package: written by the build as `build.json`, the same bytes for
 *  the same commit. A release signs it (scripts/release-package.ts) into the manifest hosts read. */
export interface PackageBuild {
  version: string;
  /** the build's own version, which its pages send as X-H5-Version on every API call: what an
   *  operator lists in H5_REFUSED_VERSIONS to refuse this build wherever it still runs */
  h5Version?: string;
  files: PackageFile[];
  /** the registry's patterns in router order, each with its shell: first match wins. `re` is
   *  the pattern as the router compiled it (a regular expression's source, matched against the
   *  whole path case-insensitively): a host runs it and need not compile `pattern` itself */
  routes: { pattern: string; re: string; shell: string }[];
  /** the shell of a navigation that matches no route */
  fallback: string;
  /** path prefixes never answered from the package, whatever the request */
  network: string[];
  /** the build's Content-Security-Policy (csp.txt), for the answers that are HTML */
  csp: string;
  /** every header our server sends with an HTML answer over HTTPS to an app's WebView */
  htmlHeaders: Record<string, string>;
  archive: string;
  archiveSize: number;
  /** SHA-256 of the archive's bytes: checked before anything is unpacked */
  archiveSha256: string;
}

/** An incremental package from an earlier version (scripts/build/package-patch.ts). */
export interface PatchRef {
  from: string;
  file: string;
  size: number;
  sha256: string;
}

/** A release (bridge/CONTRACT.md §10): a build, with what a host checks before installing it. */
export interface OfflineManifest extends PackageBuild {
  format: 2;
  /** grows by one or more with every release: a host never installs a lower one */
  sequence: number;
  /** ISO 8601 instants: after `expiresAt` a host stops answering from this package */
  issuedAt: string;
  expiresAt: string;
  /** the lowest app version (dotted numbers) and bridge version that may install it */
  minAppVersion?: string;
  minBridgeVersion?: number;
  patches: PatchRef[];
}

/** A release that turns the package off: hosts stop answering from any package until a later release. */
export interface DisabledRelease {
  format: 2;
  sequence: number;
  issuedAt: string;
  disabled: true;
}

export type Release = OfflineManifest | DisabledRelease;

/** What `/offline-package/manifest.json` holds: a release's JSON, base64, and its Ed25519 signature. */
export interface SignedManifest {
  format: 2;
  keyId: string;
  payload: string;
  signature: string;
}

export const PACKAGE_DIR = 'offline-package';
/** the build's own description of its package, unsigned */
export const BUILD_FILE = 'build.json';
/** the signed release hosts read */
export const MANIFEST_FILE = 'manifest.json';

/** The server's endpoints and anything carrying data: always the network. */
const NETWORK = ['/api/', '/wx/', '/logout', '/getClientIp', '/csp-report', '/vitals', '/sandbox-assets/', '/offline-package/'];

// source maps are never served; .gz/.br are the server's copies of listed files; esbuild's
// legal-comment files are for the licence record, no page loads them
const SKIP = /\.(map|gz|br)$|\.LEGAL\.txt$/i;

function walk(dir: string, base: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file, `${base}/${name}`, out);
    else if (!SKIP.test(name)) out.push(`${base}/${name}`);
  }
}

/** The URL paths the package holds, sorted (code-unit order: the same on every machine). */
export function packagePaths(outdir: string): string[] {
  const paths: string[] = [];
  if (existsSync(join(outdir, 'assets'))) walk(join(outdir, 'assets'), '/assets', paths);
  for (const n of ['index.html', CACHED_SHELL.slice(1), 'offline.html', 'offline.css', 'offline.js', 'sw.js'])
    if (existsSync(join(outdir, n))) paths.push(`/${n}`);
  return paths.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// ---------------------------------------------------------------- ustar

const BLOCK = 512;

function octal(buf: Buffer, offset: number, width: number, value: number) {
  buf.write(value.toString(8).padStart(width - 1, '0') + '\0', offset, width, 'ascii');
}

/** name (≤ 100 bytes) and prefix (≤ 155) of a ustar header, split at a slash. */
function splitName(path: string): [string, string] {
  if (Buffer.byteLength(path) <= 100) return [path, ''];
  for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
    const [prefix, name] = [path.slice(0, i), path.slice(i + 1)];
    if (Buffer.byteLength(name) <= 100 && Buffer.byteLength(prefix) <= 155) return [name, prefix];
  }
  throw new Error(`offline package: path too long for ustar: ${path}`);
}

function tarHeader(path: string, size: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const [name, prefix] = splitName(path);
  h.write(name, 0, 100, 'utf8');
  octal(h, 100, 8, 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, 0);
  h.write('        ', 148, 8, 'ascii'); // the checksum counts its own field as spaces
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\u000000', 257, 8, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

/** A ustar archive of the entries in the order given. */
export function tar(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    parts.push(tarHeader(e.name, e.data.length), e.data);
    const pad = (BLOCK - (e.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------- the package

/** the shell served for every route from the package */
const SHELL = CACHED_SHELL;

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/**
 * Writes `<outdir>/offline-package/build.json` and `h5-<version>.tar.gz` from the finished
 * build in `outdir` (assets, shells, shells.json, csp.txt; the service worker's sw.js,
 * offline.html, offline.css and offline.js when there).
 * The version is a hash of everything the manifest promises, so identical builds give the
 * same version and the same archive bytes.
 */
export function writeOfflinePackage(outdir: string, h5Version?: string): PackageBuild {
  const dir = join(outdir, PACKAGE_DIR);
  rmSync(dir, { recursive: true, force: true });
  const entries = packagePaths(outdir).map((path) => ({ path, data: readFileSync(join(outdir, path)) }));
  const files: PackageFile[] = entries.map(({ path, data }) => ({
    path,
    sha256: sha256(data),
    size: data.length,
    type: TYPES[extname(path)] ?? 'application/octet-stream',
  }));
  const shellsFile = join(outdir, 'shells.json');
  const shells = existsSync(shellsFile) ? (JSON.parse(readFileSync(shellsFile, 'utf8')) as { path: string; re: string; shell: string }[]) : [];
  // Every route gets the shell with the whole route map. The per-route shells (shells/*.html)
  // save bytes on the network only; from the phone one shell serves every route, and an update
  // then changes one shell, not 87 (a one-screen change: ~10 KB to fetch instead of ~190 KB).
  const routes = shells.map((s) => ({ pattern: s.path, re: s.re, shell: SHELL }));
  const cspFile = join(outdir, 'csp.txt');
  const csp = existsSync(cspFile) ? readFileSync(cspFile, 'utf8').trim() : "default-src 'self'";
  // an app's WebView is never WeChat, and our origin is https
  const htmlHeaders = { 'cache-control': 'no-store', ...securityHeaders(cspFor(csp, false), true) };
  const version = sha256(JSON.stringify({ files: files.map((f) => [f.path, f.sha256, f.size, f.type]), routes, csp })).slice(0, 12);
  // gzip writes no name and mtime 0 for a buffer: the bytes depend only on the input
  const archiveBytes = gzipSync(tar(entries.map((e) => ({ name: e.path.slice(1), data: e.data }))), { level: 9 });
  const archive = `h5-${version}.tar.gz`;
  const build: PackageBuild = {
    version,
    ...(h5Version ? { h5Version } : {}),
    files,
    routes,
    fallback: SHELL,
    network: NETWORK,
    csp,
    htmlHeaders,
    archive,
    archiveSize: archiveBytes.length,
    archiveSha256: sha256(archiveBytes),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, archive), archiveBytes);
  writeFileSync(join(dir, BUILD_FILE), JSON.stringify(build, null, 1));
  return build;
}
