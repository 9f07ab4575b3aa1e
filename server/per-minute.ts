// A few requests a minute per address, in fixed one-minute windows: simple, and enough against
// one noisy client of an endpoint anyone may post to (/csp-report, /vitals). The table is
// dropped whole when a window ends or it holds too many addresses.
const MAX_TRACKED_ADDRESSES = 10_000;

export function perMinuteLimit(perMinute: number, now: () => number): (address: string) => boolean {
  let windowStart = now();
  let counts = new Map<string, number>();
  return (address) => {
    if (now() - windowStart >= 60_000 || counts.size > MAX_TRACKED_ADDRESSES) {
      windowStart = now();
      counts = new Map();
    }
    const n = (counts.get(address) ?? 0) + 1;
    counts.set(address, n);
    return n <= perMinute;
  };
}
