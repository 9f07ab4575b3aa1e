import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build writes a shell per route (shells.json: the registry's patterns in order, each
 * compiled as the router compiled it, with its shell). A landing gets the shell of the first
 * route that matches, as the router decides; anything else gets index.html, which carries the
 * whole route map.
 */
export function shellPicker(dist: string): (pathname: string) => string {
  const fallback = join(dist, 'index.html');
  const listFile = join(dist, 'shells.json');
  let list: { pattern: RegExp; file: string }[] = [];
  let read = 0;
  const load = () => {
    // re-read after a rebuild (`npm run dev` writes a new list)
    const mtime = existsSync(listFile) ? statSync(listFile).mtimeMs : 0;
    if (mtime === read) return;
    read = mtime;
    try {
      const raw = JSON.parse(readFileSync(listFile, 'utf8')) as { re: string; shell: string }[];
      list = raw.map((s) => ({ pattern: new RegExp(s.re, 'i'), file: join(dist, s.shell) }));
    } catch {
      list = [];
    }
  };
  return (pathname) => {
    load();
    const hit = list.find((s) => s.pattern.test(pathname));
    return hit && existsSync(hit.file) ? hit.file : fallback;
  };
}
