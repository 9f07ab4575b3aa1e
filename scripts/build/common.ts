// Which small shared modules ride in the runtime's chunk instead of files of their own.
//
// esbuild gives each module a chunk per combination of entries that reach it, so a 200-byte
// date or money formatter shared by a third of the screens becomes its own file, and a
// directly opened screen needed 11–33 files: over HTTP/1.1's six connections per host that is
// two to five waves of round trips before anything shows. The runtime's shared vocabulary
// (formats, records, validation, the money slot) is small next to React, so when enough
// routes use a module it costs less to send it to every route than to make its users wait
// for another file.
import type { Metafile } from 'esbuild';
import type { RegistryRoute } from './registry';

/** A module joins the runtime's chunk when at least this share of the routes loads it… */
export const MIN_SHARE = 0.1;
/** …and its source is at most this large (bytes before minifying). */
export const MAX_SOURCE_BYTES = 6000;
/**
 * Only the runtime's own vocabulary; never a feature module, and no package file (an injected
 * bare import of a package marked side-effect free is dropped, with a warning per file).
 */
const ELIGIBLE = /^(domain\/((format|validate)\/)?[^/]+\.ts|kit\/(entity|money)\/[^/]+\.tsx?|runtime\/(money|session)\/[^/]+\.tsx?)$/;

export interface Folded {
  path: string;
  routes: number;
  bytes: number;
}

/**
 * From a first pass's metafile: the eligible modules (no stylesheet of their own, so no CSS
 * is lost from a page's bundle) that at least MIN_SHARE of the routes reach statically from
 * their page or loader.
 */
export function sharedModules(meta: Metafile, targetFiles: string[], routes: RegistryRoute[]): Folded[] {
  const reach = new Map<string, Set<string>>();
  const closure = (start: string) => {
    let seen = reach.get(start);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const p = stack.pop()!;
      if (seen.has(p) || !meta.inputs[p]) continue;
      seen.add(p);
      for (const i of meta.inputs[p]!.imports) if (i.kind === 'import-statement' && !i.external) stack.push(i.path);
    }
    reach.set(start, seen);
    return seen;
  };
  const count = new Map<string, number>();
  for (const r of routes) {
    const used = new Set([r.page, ...r.load].flatMap((n) => [...closure(targetFiles[n]!)]));
    for (const p of used) count.set(p, (count.get(p) ?? 0) + 1);
  }
  const imports = (p: string) => meta.inputs[p]!.imports;
  return [...count]
    .filter(([p, n]) => ELIGIBLE.test(p) && n >= MIN_SHARE * routes.length)
    .filter(([p]) => meta.inputs[p]!.bytes <= MAX_SOURCE_BYTES && !imports(p).some((i) => i.path.endsWith('.css')))
    .map(([path, n]) => ({ path, routes: n, bytes: meta.inputs[path]!.bytes }))
    .sort((a, b) => b.routes - a.routes || a.path.localeCompare(b.path));
}
