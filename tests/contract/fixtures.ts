// The recorded backend contract (tests/fixtures/backend): what the backend family's public front
// ends show it sending, one file per call. Read by the contract tests on both sides: the client
// parses each fixture, and the sandbox answers each call with the fixture's keys and types.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Fixture {
  /** the file's name, without .json */
  name: string;
  /** method and SPEC-style path, e.g. GET /api/v2/loan/{id} */
  call: string;
  request: { method: string; path: string; query?: Record<string, unknown>; body?: Record<string, unknown> };
  kind: 'literal' | 'rebuilt';
  sources: { repo: string; path: string; lines?: string; shows?: string }[];
  notes?: string;
  response: { status: number; contentType?: string; body: unknown };
  client: { module: string; fn: string; args: unknown[] } | null;
  /** what the client function must make of it: a value, or an error code (default: any value) */
  expect?: { error?: string; value?: unknown };
}

export const FIXTURE_DIR = join(import.meta.dirname, '../fixtures/backend');

export const fixtures: Fixture[] = readdirSync(FIXTURE_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ name: f.slice(0, -5), ...(JSON.parse(readFileSync(join(FIXTURE_DIR, f), 'utf8')) as Omit<Fixture, 'name'>) }));

/** The call's path template as a pattern: `{id}` is one segment. */
export function callPattern(f: Fixture): { method: string; re: RegExp } {
  const [method, path] = f.call.split(' ') as [string, string];
  const re = new RegExp('^' + path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$');
  return { method, re };
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the actual value does not have the recorded one's keys and types ('' when it does). */
export function shapeDiff(want: unknown, got: unknown, at = '$'): string[] {
  if (want === null || want === undefined) return [];
  if (got === undefined) return [`${at}: missing`];
  if (got === null) return [];
  if (Array.isArray(want)) {
    if (!Array.isArray(got)) return [`${at}: array expected, got ${typeof got}`];
    return want.length && got.length ? shapeDiff(want[0], got[0], `${at}[0]`) : [];
  }
  if (typeof want === 'object') {
    if (typeof got !== 'object' || Array.isArray(got)) return [`${at}: object expected, got ${Array.isArray(got) ? 'array' : typeof got}`];
    // a map keyed by ids (invest/list's dates by loan id): its values are compared, not its keys
    const keys = Object.keys(want as object);
    if (keys.length && keys.every((k) => ID.test(k))) {
      const first = Object.values(got as object)[0];
      return first === undefined ? [] : shapeDiff((want as Record<string, unknown>)[keys[0]!], first, `${at}[id]`);
    }
    return Object.entries(want as Record<string, unknown>).flatMap(([k, v]) => shapeDiff(v, (got as Record<string, unknown>)[k], `${at}.${k}`));
  }
  return typeof want === typeof got ? [] : [`${at}: ${typeof want} expected, got ${typeof got}`];
}
