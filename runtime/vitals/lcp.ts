// Largest Contentful Paint of the landing, as web.dev defines it: the last candidate the
// browser reports, counted from activation (a prerendered page from when it was shown), and
// final at the first key press or tap, or when the page goes hidden: what paints later is
// the visitor's doing, not the landing's.
export function createLcp(activationStart = 0) {
  let value: number | null = null;
  let final = false;
  return {
    add(e: { startTime: number }) {
      if (!final) value = Math.max(e.startTime - activationStart, 0);
    },
    stop() {
      final = true;
    },
    get value() {
      return value;
    },
  };
}
