// A few requests a minute per address, in fixed one-minute windows, for the endpoints anyone may post to (/csp-report,
// /vitals), counted in the guards' store (server/guard): bounded memory in one process (a flood
// of new addresses makes nobody's count forget), or Redis shared by every instance.
import { createMemoryStore } from './guard/memory-store';
import type { GuardStore } from './guard/store';

const MINUTE = 60_000;

export function perMinuteLimit(
  perMinute: number,
  now: () => number,
  name: string,
  store: GuardStore = createMemoryStore(now),
): (address: string) => Promise<boolean> {
  if (perMinute === Infinity) return async () => true;
  return async (address) => (await store.hit(`${name}:a:${address}`, MINUTE, true)) <= perMinute;
}

/**
 * A budget of log lines a minute for the whole process, so a flood of reports cannot fill the
 * disk: past it lines are dropped and counted, and the next minute's first line says how many.
 */
export function lineBudget(perMinute: number, now: () => number, log: (line: string) => void, what: string): (line: string) => void {
  let windowStart = now();
  let written = 0;
  let dropped = 0;
  return (line) => {
    if (now() - windowStart >= MINUTE) {
      if (dropped) log(`[${what}] ${dropped} lines not logged in the last minute (over ${perMinute} a minute)`);
      windowStart = now();
      written = 0;
      dropped = 0;
    }
    if (written >= perMinute) return void dropped++;
    written++;
    log(line);
  };
}

/**
 * Text fit for one log line: control characters, line and paragraph separators and the bidi
 * controls (which can make a line read differently from what it holds) written as \u{…}.
 */
// control characters are exactly what is escaped
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_LOG = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
export const escapeForLog = (s: string) => s.replace(UNSAFE_IN_LOG, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
