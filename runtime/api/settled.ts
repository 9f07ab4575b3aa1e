// A call's outcome as a value: a screen made of blocks (home, the loan list) hands each block
// its own outcome, so one failing call shows in its block and never fails the whole screen.
// A failure carries the moment its call started (performance.now()): a block whose call was
// on its way when the network came back asks again at once, even when it fails or mounts after
// that return (kit/ui/block-error.tsx useBlock; a failed request waits for the network
// check, which may be the return itself).
export type Settled<T> = { ok: true; value: T } | { ok: false; at?: number };

/** Never rejects; call it as the call starts. */
export function settle<T>(p: Promise<T>): Promise<Settled<T>> {
  const at = performance.now();
  return p.then(
    (value) => ({ ok: true, value }),
    () => ({ ok: false, at }),
  );
}
