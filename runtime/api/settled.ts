// A call's outcome as a value: a screen made of blocks (home, the loan list) hands each block
// its own outcome, so one failing call shows in its block and never fails the whole screen.
export type Settled<T> = { ok: true; value: T } | { ok: false };

/** Never rejects. */
export const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true, value }),
    () => ({ ok: false }),
  );
