// The guards' counts in one process, in bounded memory whatever arrives: a count-min sketch per
// window length (a few fixed arrays; a flood of new addresses or mobiles adds no memory and
// resets nothing, it can only make a count read a little high, never low) and a small table of
// captcha answers that drops its oldest entry when full (a dropped captcha just fails).
import { createHash, randomBytes } from 'node:crypto';
import { slidingCount, windowIndex, type GuardStore } from './store';

const DEPTH = 4;
const WIDTH = 1 << 15;
const MAX_VALUES = 50_000;

interface Sketch {
  index: number;
  current: Uint32Array;
  previous: Uint32Array;
}

export function createMemoryStore(now: () => number = Date.now): GuardStore {
  // keyed per process, so nobody can choose keys that collide with someone else's
  const secret = randomBytes(16);
  const sketches = new Map<number, Sketch>();
  const values = new Map<string, { value: string; until: number }>();

  const cells = (key: string): number[] => {
    const d = createHash('sha256').update(secret).update(key).digest();
    return Array.from({ length: DEPTH }, (_, row) => row * WIDTH + (d.readUInt32LE(row * 4) % WIDTH));
  };

  const sketchFor = (windowMs: number): Sketch => {
    const index = windowIndex(now(), windowMs);
    let s = sketches.get(windowMs);
    if (!s) {
      s = { index, current: new Uint32Array(DEPTH * WIDTH), previous: new Uint32Array(DEPTH * WIDTH) };
      sketches.set(windowMs, s);
    }
    if (index !== s.index) {
      // time moved on a window (or more): the one that ended becomes the previous one
      const ended = s.current;
      s.previous = index === s.index + 1 ? ended : new Uint32Array(DEPTH * WIDTH);
      s.current = new Uint32Array(DEPTH * WIDTH);
      s.index = index;
    }
    return s;
  };

  const read = (s: Sketch, at: number[], windowMs: number) =>
    slidingCount(Math.min(...at.map((i) => s.current[i]!)), Math.min(...at.map((i) => s.previous[i]!)), now(), windowMs);

  return {
    async hit(key, windowMs, fixed) {
      const s = sketchFor(windowMs);
      const at = cells(key);
      // conservative update: only the cells at the minimum grow, which keeps the overcount small
      const min = Math.min(...at.map((i) => s.current[i]!));
      for (const i of at) if (s.current[i] === min) s.current[i] = min + 1;
      return fixed ? min + 1 : read(s, at, windowMs);
    },
    async count(key, windowMs) {
      return read(sketchFor(windowMs), cells(key), windowMs);
    },
    async put(key, value, ttlMs) {
      values.delete(key);
      if (values.size >= MAX_VALUES) values.delete(values.keys().next().value!);
      values.set(key, { value, until: now() + ttlMs });
    },
    async get(key) {
      const v = values.get(key);
      return v && v.until > now() ? v.value : null;
    },
    async take(key) {
      const v = values.get(key);
      values.delete(key);
      return v && v.until > now() ? v.value : null;
    },
    async reset() {
      sketches.clear();
      values.clear();
    },
    async close() {},
  };
}
