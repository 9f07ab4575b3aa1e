/** The sandbox's time: real by default; tests move it instead of waiting. */
export interface Clock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function createClock(start?: number): Clock {
  let offset = start === undefined ? 0 : start - Date.now();
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    set: (ms) => {
      offset = ms - Date.now();
    },
  };
}
