// A call's outcome as a value: a screen made of blocks (home, the loan list) hands each block
// its own outcome, so one failing call shows in its block and never fails the whole screen.
// A failure carries its moment (performance.now()): a block whose call failed before the
// network came back asks again at once, even when it mounts after that return
// (runtime/ui/block-error.tsx useBlock).
export type Settled<T> = { ok: true; value: T } | { ok: false; at?: number };

/** Never rejects. */
export const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true, value }),
    () => ({ ok: false, at: performance.now() }),
  );
