// A request nothing answers fails the test that sent it (issue 38), as msw's
// `onUnhandledRequest: 'error'` does: a call to a path the sandbox has no route for (a typo, a
// renamed endpoint, a call the client should not make) used to come back as the sandbox's 404
// envelope, which a page shows as one more failure, and the test passed on whatever it checked.
//
// The integration set-up (tests/integration/setup.ts) puts `guardRequests` around the global
// fetch before any test file runs, so the `real` fetch a file keeps, and every stub that passes a
// call on to it, goes through it too; what a stub answers itself never gets here. Unanswered is:
//  - an answer 404 for a method and path no route of the sandbox takes (its router, built from the
//    same registerAll as the servers'; a route's own 404, such as a loan that does not exist, is
//    an answer). The sandbox answers a path it has no route for with fail('NOT_FOUND', 404)
//    (server/sandbox/index.ts), the very envelope its routes use for a missing record, so the
//    route table, not the answer, tells the two apart; a 404 outside the sandbox's paths (the
//    build's files, a stub server's) is no route either;
//  - an answer 400 for a path that does not percent-decode (the sandbox's INVALID_PATH: it is
//    refused before any route is looked for);
//  - any request to an origin other than loopback: no test serves one, and the machine has no
//    network to answer it; it is refused at once, as an offline network would.
// A test that sends such a request on purpose says so with `expectUnhandled`.
import { afterAll, afterEach, beforeEach } from 'vitest';

interface Sent {
  method: string;
  url: URL;
  /** the answer's status, or why none came: another origin, or a stub that has no answer */
  status: number | 'refused' | 'no stub';
  /** the test running when it was sent (an answer can come after that test's end) */
  test: string;
}

interface Expectation {
  pattern: string | RegExp;
  why: string;
  seen: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const unanswered: Sent[] = [];
let expected: Expectation[] = [];
let current = '(before the tests)';
let installed = false;

/**
 * This test sends, on purpose, a request nothing answers: `pattern` is a path (the whole
 * pathname) or a RegExp tried on `METHOD pathname?search` and on `METHOD URL` (e.g.
 * /^GET \/api\/v2\/nope/, /^GET https:\/\/res\.wx\.qq\.com\//). `why` is said in the failure when
 * no such request was sent: the test no longer does what it says. Call it in the test (or its
 * file's beforeEach); it holds until the test ends.
 */
export function expectUnhandled(pattern: string | RegExp, why: string) {
  if (!installed) throw new Error('expectUnhandled: no check is installed (guardRequests, tests/integration/setup.ts)');
  expected.push({ pattern, why, seen: 0 });
}

/**
 * What a stub answers a request it has no answer for: the request goes on the test's list of
 * unanswered ones (the test fails unless it said so), and the caller gets a 599 (no status a
 * server sends, so no branch of the client takes it for a real answer).
 */
export function noStub(input: RequestInfo | URL, init?: RequestInit): Response {
  const sent = what(input, init);
  if (sent) unanswered.push({ ...sent, status: 'no stub', test: current });
  return new Response('no stub answers this', { status: 599 });
}

const line = (s: Sent) => `${s.method} ${s.url.pathname}${s.url.search}`;
const matches = (e: Expectation, s: Sent) =>
  typeof e.pattern === 'string' ? s.url.pathname === e.pattern : e.pattern.test(line(s)) || e.pattern.test(`${s.method} ${s.url.href}`);

/** Whether any route of the sandbox takes `method` `path`: its router, built once per file, on the first 404. */
let routeTable: Promise<(method: string, path: string) => boolean> | undefined;
function routed(method: string, path: string) {
  routeTable ??= (async () => {
    const [{ SandboxRouter }, { registerAll }, { createClock }] = await Promise.all([
      import('../../server/sandbox/router'),
      import('../../server/sandbox/routes'),
      import('../../server/sandbox/clock'),
    ]);
    type Router = Parameters<typeof registerAll>[0];
    const router = new SandboxRouter() as Router;
    // every route (the test hooks too, and the default mode's, a superset of the backend
    // mode's); registering runs no handler, so the sandbox they would act on is never read
    registerAll(router, { testHooks: true, mode: 'default', clock: createClock(), sandbox: undefined as never });
    return (m: string, p: string) => router.match(m, p) !== null;
  })();
  return routeTable.then((has) => has(method, path));
}

function decodes(path: string) {
  try {
    for (const seg of path.split('/')) decodeURIComponent(seg);
    return true;
  } catch {
    return false;
  }
}

async function isUnanswered(method: string, url: URL, status: number) {
  if (status === 400) return !decodes(url.pathname);
  if (status !== 404) return false;
  // the router sees the decoded path's segments as the sandbox does (new URL keeps the spelling)
  return !(await routed(method, url.pathname));
}

function what(input: RequestInfo | URL, init?: RequestInit) {
  const req = typeof input === 'object' && !(input instanceof URL) ? input : undefined;
  const method = (init?.method ?? req?.method ?? 'GET').toUpperCase();
  const href = req ? req.url : String(input);
  try {
    return { method, url: new URL(href, typeof location === 'undefined' ? undefined : location.href) };
  } catch {
    return null;
  }
}

/**
 * Puts the check around `globalThis.fetch` and fails, after each test, the test that sent a
 * request nothing answers (with the list: method and URL), unless it said so (`expectUnhandled`).
 */
export function guardRequests() {
  const real = globalThis.fetch;
  const guarded = async (input: RequestInfo | URL, init?: RequestInit) => {
    const sent = what(input, init);
    if (!sent) return real(input, init);
    const test = current;
    if (!LOOPBACK.has(sent.url.hostname)) {
      unanswered.push({ ...sent, status: 'refused', test });
      throw new TypeError(`Failed to fetch: ${sent.method} ${sent.url.href} (no test answers ${sent.url.origin})`);
    }
    const res = await real(input, init);
    // checked before the caller has the answer, so the test that reads it has it on its list
    if (await isUnanswered(sent.method, sent.url, res.status)) unanswered.push({ ...sent, status: res.status, test });
    return res;
  };
  globalThis.fetch = guarded as typeof fetch;
  installed = true;

  beforeEach((ctx) => {
    current = ctx.task.name;
    expected = [];
  });

  afterEach((ctx) => {
    const sent = unanswered.splice(0);
    const surprises = sent.filter((s) => {
      const saidSo = expected.filter((e) => matches(e, s));
      for (const e of saidSo) e.seen++;
      return saidSo.length === 0;
    });
    const missing = expected.filter((e) => e.seen === 0);
    expected = [];
    current = `(after "${ctx.task.name}")`;
    const problems: string[] = [];
    if (surprises.length) problems.push(report(surprises, ctx.task.name));
    for (const e of missing) problems.push(`expectUnhandled(${String(e.pattern)}): no such request was sent (${e.why})`);
    if (problems.length) throw new Error(problems.join('\n'));
  });

  // what was answered after the file's last test, or sent by its afterAll hooks
  afterAll(() => {
    const sent = unanswered.splice(0);
    if (sent.length) throw new Error(report(sent, ''));
  });
}

function report(sent: Sent[], test: string) {
  const rows = sent.map((s) => {
    const answer = s.status === 'refused' ? 'refused: not loopback' : s.status === 'no stub' ? 'the stub has no answer' : `${s.status}, no route`;
    const by = s.test === test ? '' : `, sent by "${s.test}"`;
    return `  ${s.method} ${s.url.href} (${answer}${by})`;
  });
  return (
    `${sent.length} request${sent.length > 1 ? 's' : ''} nothing answers (a deliberate one says so with ` +
    `expectUnhandled, tests/support/unhandled.ts):\n${rows.join('\n')}`
  );
}
