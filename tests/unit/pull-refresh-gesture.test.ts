// The pull's state machine: from the finger's way down alone, what the head says and how far it
// opens (the kit's rubber band), and which touches are a pull at all.
import { describe, expect, it } from 'vitest';
import { HEAD, PULL_TEXT, THRESHOLD, axisOf, pullHeight, pullStatus, statusAt } from '../../kit/ui/pull-refresh-gesture';

describe('the pull', () => {
  it('says 下拉刷新 until the head is open past the threshold, then 释放刷新', () => {
    expect(PULL_TEXT[statusAt(0)]).toBe('下拉刷新');
    expect(PULL_TEXT[statusAt(60)]).toBe('下拉刷新');
    // the finger goes further than the head: 60 px of finger is not yet enough
    expect(PULL_TEXT[statusAt(120)]).toBe('下拉刷新');
    expect(PULL_TEXT[statusAt(180)]).toBe('释放刷新');
    expect(PULL_TEXT[statusAt(400)]).toBe('释放刷新');
    expect(pullStatus(THRESHOLD - 0.01)).toBe('pulling');
    expect(pullStatus(THRESHOLD)).toBe('canRelease');
  });

  it('opens the head with resistance: slower than the finger, ever slower, never past five heads', () => {
    expect(pullHeight(-50)).toBe(0);
    expect(pullHeight(0)).toBe(0);
    let last = 0;
    let step = Infinity;
    for (let dy = 20; dy <= 2000; dy += 20) {
      const h = pullHeight(dy);
      expect(h).toBeLessThan(dy);
      expect(h).toBeGreaterThan(last);
      // each 20 px of finger opens less than the 20 before
      expect(h - last).toBeLessThan(step);
      step = h - last;
      last = h;
    }
    expect(pullHeight(1e6)).toBeLessThan(HEAD * 5);
    // the threshold is reached at a finger's way of a thumb's stroke (the kit's ~170 px)
    const at = [...Array(400).keys()].find((dy) => statusAt(dy) === 'canRelease');
    expect(at).toBeGreaterThan(150);
    expect(at).toBeLessThan(190);
  });

  it('is a pull only when the finger goes down more than sideways', () => {
    expect(axisOf(2, 3)).toBeNull();
    expect(axisOf(0, 10)).toBe('pull');
    expect(axisOf(-5, 10)).toBe('pull');
    // a swipe of tabs or chips, and a scroll up, stay the page's
    expect(axisOf(20, 10)).toBe('other');
    expect(axisOf(-20, 10)).toBe('other');
    expect(axisOf(0, -10)).toBe('other');
  });
});
