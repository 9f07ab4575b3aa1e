// What the page tests fake or watch in happy-dom: an IntersectionObserver the test fires by
// hand (happy-dom lays nothing out, so nothing ever comes into view by itself), and the
// calls a page makes.
import { act, fireEvent, screen } from '@testing-library/react';
import { clearPin, tapPin } from '../support/keypad';
import { beforeEach, vi } from 'vitest';

interface Observed {
  cb: IntersectionObserverCallback;
  el?: Element;
  live: boolean;
}

/**
 * IntersectionObserver stubbed for the tests around it; the function returned says every
 * observed element came into view (`late`: also those disconnected since, as an entry the
 * browser queued before the disconnect).
 */
export function fakeIntersection() {
  let observers: Observed[] = [];
  class MockIO {
    o: Observed;
    constructor(cb: IntersectionObserverCallback) {
      this.o = { cb, live: true };
      observers.push(this.o);
    }
    observe(el: Element) {
      this.o.el = el;
    }
    disconnect() {
      this.o.live = false;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', MockIO);
  });
  return (late = false) =>
    act(async () => {
      for (const o of observers.filter((x) => (late || x.live) && x.el))
        o.cb([{ isIntersecting: true, target: o.el } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

/** The calls the page makes from here on (path and query), those under `prefix`; they still go out. */
export function recordCalls(prefix = '/'): URL[] {
  const calls: URL[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const u = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (u.pathname.startsWith(prefix)) calls.push(u);
    return real(input, init);
  });
  return calls;
}

/** Types `value` into the field labelled `label`: a text field, or a pad of the secure keypad (tapped key by key). */
export function typeInto(label: string, value: string) {
  const el = screen.getByLabelText(label);
  if (el.getAttribute('role') !== 'group') return fireEvent.change(el, { target: { value } });
  // a pad of the secure keypad: selected, emptied, then its keys tapped
  fireEvent.click(el);
  clearPin(el, fireEvent.click);
  tapPin(document, value, fireEvent.click);
}
