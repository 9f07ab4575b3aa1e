// What Chromium does when a kept-alive connection dies before any byte of the answer: it
// resends the request by itself, POSTs included, and the page sees only the resend's answer.
// With the sandbox's `drop` fault (count 1) the first request does its work and loses its
// answer; the resend meets the state it left (a coupon redeemed, a code used) and is refused.
import { afterEach } from 'vitest';

const real = globalThis.fetch;

/** Resends once, as Chromium does, each POST to a path matching `re` whose answer was lost. */
export function resendLostPosts(re: RegExp): { resent: () => number } {
  let resent = 0;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const post = (init?.method ?? 'GET').toUpperCase() === 'POST' && re.test(new URL(url, location.href).pathname);
    try {
      return await real(input, init);
    } catch (e) {
      if (!post || init?.signal?.aborted) throw e;
      resent++;
      return real(input, init);
    }
  }) as typeof fetch;
  return { resent: () => resent };
}

afterEach(() => {
  globalThis.fetch = real;
});
