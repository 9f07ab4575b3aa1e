// The check that fails a test for a request nothing answers (tests/support/unhandled.ts), on
// itself: each test here says which requests it sends on purpose, so the check fails it both
// when one of those goes unnoticed (expectUnhandled sees none) and when an answered one is
// taken for unanswered (the list after the test).
import { expect, it } from 'vitest';
import { expectUnhandled } from '../support/unhandled';

it('a path no sandbox route takes is unanswered', async () => {
  expectUnhandled('/api/v2/no-such-call', 'the check itself: a GET no route takes');
  expectUnhandled(/^POST \/api\/v2\/loan\/L1\/no-such-step$/, 'the check itself: a POST no route takes');
  expect((await fetch('/api/v2/no-such-call')).status).toBe(404);
  expect((await fetch('/api/v2/loan/L1/no-such-step', { method: 'POST' })).status).toBe(404);
});

it('a route’s own 404 (a record that does not exist) is an answer', async () => {
  expect((await fetch('/api/v2/loan/no-such-loan')).status).toBe(404);
  expect((await fetch('/api/v2/cms/article/does-not-exist')).status).toBe(404);
});

it('a path that does not percent-decode is unanswered (the sandbox refuses it before routing)', async () => {
  expectUnhandled(/^GET \/api\/v2\/loan\/%E0%A4%A$/, 'the check itself: an undecodable path');
  expect((await fetch('/api/v2/loan/%E0%A4%A')).status).toBe(400);
});

it('another origin is refused at once, as offline', async () => {
  expectUnhandled(/^GET https:\/\/example\.com\/x$/, 'the check itself: an origin no test serves');
  await expect(fetch('https://example.com/x')).rejects.toThrow(TypeError);
});
