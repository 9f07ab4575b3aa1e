// Interaction to Next Paint as web.dev defines it: an interaction (a tap, a key press) is the
// event timing entries sharing one interactionId and lasts as long as the longest of them.
// The page's INP is its longest interaction; from 50 interactions on, one of the longest is
// left out per 50 (about the 98th percentile), so one hiccup in a long visit is not its score.
// Only the few longest are kept: that is all the percentile ever reads.
export interface EventLike {
  interactionId?: number;
  duration: number;
}

const KEEP = 10;

export function createInp() {
  // longest first
  let longest: { id: number; duration: number }[] = [];
  const ids = new Set<number>();
  return {
    add(e: EventLike) {
      if (!e.interactionId) return; // hovers, scrolls and the like are no interaction
      ids.add(e.interactionId);
      const known = longest.find((x) => x.id === e.interactionId);
      if (known) known.duration = Math.max(known.duration, e.duration);
      else longest.push({ id: e.interactionId, duration: e.duration });
      longest = longest.sort((a, b) => b.duration - a.duration).slice(0, KEEP);
    },
    /**
     * null with no interaction seen. `count`: the page's interactions where the browser counts
     * them (performance.interactionCount), as the quick ones never show up as entries.
     */
    value(count = ids.size): number | null {
      if (!longest.length) return null;
      return longest[Math.min(Math.floor(Math.max(count, ids.size) / 50), longest.length - 1)]!.duration;
    },
  };
}
