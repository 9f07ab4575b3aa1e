// The reductions of runtime/vitals/ fed made-up performance entries: CLS session windows, INP's
// worst interaction or high percentile, and LCP's last candidate until it is final.
import { describe, expect, it } from 'vitest';
import { createCls } from '../../runtime/vitals/cls';
import { createInp } from '../../runtime/vitals/inp';
import { createLcp } from '../../runtime/vitals/lcp';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('CLS', () => {
  it('is 0 with no shift and sums shifts less than 1 s apart', () => {
    const cls = createCls();
    expect(cls.value).toBe(0);
    [shift(100, 0.05), shift(900, 0.03), shift(1800, 0.02)].forEach(cls.add);
    expect(cls.value).toBeCloseTo(0.1, 10);
  });

  it('starts a new window after a gap of 1 s and keeps the worst window', () => {
    const cls = createCls();
    [shift(0, 0.2), shift(500, 0.1), shift(2000, 0.05), shift(2500, 0.05)].forEach(cls.add);
    expect(cls.value).toBeCloseTo(0.3, 10);
    [shift(4000, 0.2), shift(4500, 0.2)].forEach(cls.add);
    expect(cls.value).toBeCloseTo(0.4, 10);
  });

  it('closes a window 5 s after its first shift even without a gap', () => {
    const cls = createCls();
    // one shift every 0.8 s for 8 s: windows of 0..4.8 s (7 shifts) and 5.6..8 s (4 shifts)
    for (let t = 0; t <= 8000; t += 800) cls.add(shift(t, 0.01));
    expect(cls.value).toBeCloseTo(0.07, 10);
  });

  it('leaves out shifts right after an input', () => {
    const cls = createCls();
    [shift(0, 0.5, true), shift(100, 0.02), shift(200, 0.4, true)].forEach(cls.add);
    expect(cls.value).toBeCloseTo(0.02, 10);
  });
});

const ev = (interactionId: number, duration: number) => ({ interactionId, duration });

describe('INP', () => {
  it('is null with no interaction; entries without an interactionId are none', () => {
    const inp = createInp();
    expect(inp.value()).toBeNull();
    inp.add({ interactionId: 0, duration: 300 });
    inp.add({ duration: 300 });
    expect(inp.value()).toBeNull();
  });

  it('is the longest interaction, an interaction lasting as long as its longest event', () => {
    const inp = createInp();
    [ev(7, 48), ev(7, 120), ev(14, 88), ev(21, 64)].forEach(inp.add);
    expect(inp.value()).toBe(120);
  });

  it('from 50 interactions leaves out one of the longest per 50', () => {
    const inp = createInp();
    const durations = Array.from({ length: 120 }, (_, i) => 40 + i); // 40 … 159 ms
    durations.forEach((d, i) => inp.add(ev(i + 1, d)));
    // 120 interactions: two left out, the third longest counts
    expect(inp.value()).toBe(157);
    // the browser counts the quick ones it never reported: 160 in all, three left out
    expect(inp.value(160)).toBe(156);
    // fewer than 50 counted by the browser than seen here: what was seen decides
    expect(inp.value(10)).toBe(157);
  });

  it('keeps only the few longest, whatever the order they come in', () => {
    const inp = createInp();
    for (let i = 1; i <= 500; i++) inp.add(ev(i, (i * 37) % 500));
    // 500 interactions: ten left out, the 11th longest would be needed but only ten are kept
    expect(inp.value()).toBe(490);
    const some = createInp();
    for (let i = 1; i <= 60; i++) some.add(ev(i, (i * 7) % 60));
    expect(some.value()).toBe(58);
  });
});

describe('LCP', () => {
  it('is null before any candidate, then the last candidate', () => {
    const lcp = createLcp();
    expect(lcp.value).toBeNull();
    lcp.add({ startTime: 800 });
    lcp.add({ startTime: 1900 });
    expect(lcp.value).toBe(1900);
  });

  it('is final once stopped (first input, page hidden)', () => {
    const lcp = createLcp();
    lcp.add({ startTime: 1200 });
    lcp.stop();
    lcp.add({ startTime: 5000 });
    expect(lcp.value).toBe(1200);
  });

  it('counts a prerendered page from its activation, never below 0', () => {
    const lcp = createLcp(3000);
    lcp.add({ startTime: 3400 });
    expect(lcp.value).toBe(400);
    const early = createLcp(3000);
    early.add({ startTime: 1000 });
    expect(early.value).toBe(0);
  });
});
