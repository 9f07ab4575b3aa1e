// Cumulative Layout Shift as web.dev defines it: shifts right after an input are the
// visitor's doing and do not count; the rest group into session windows (a gap of under 1 s
// between shifts, at most 5 s from a window's first shift), and the page's score is its worst
// window, so a long visit is not punished for its length.
export interface ShiftLike {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

export function createCls() {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  return {
    add(e: ShiftLike) {
      if (e.hadRecentInput) return;
      if (e.startTime - last < 1000 && e.startTime - first < 5000) sum += e.value;
      else {
        sum = e.value;
        first = e.startTime;
      }
      last = e.startTime;
      worst = Math.max(worst, sum);
    },
    get value() {
      return worst;
    },
  };
}
