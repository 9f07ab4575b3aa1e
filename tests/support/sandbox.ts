// The sandbox for tests: starting it (the app server with it, or the sandbox alone with a
// clock the test owns), and its test hooks (README "Demo accounts", "Fault injection"): codes,
// captchas, the seed again, faults, and the witnesses of what a move did.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';
import { backendApi } from '../../server/backend-api';
import { sandboxApi } from '../../server/sandbox/api';
import { createSandbox, type Sandbox } from '../../server/sandbox';
import { createClock, type Clock } from '../../server/sandbox/clock';
import type { FaultRule, FaultsReport } from '../../server/sandbox/faults';
import { loginFields } from './login';

// ---- starting

/** Listens on a free loopback port; the origin. */
export const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
/** Closes the server, kept-alive connections included, so a test's end never waits on them. */
export const close = (server: Server) => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));

/** The app's options as tests give them: the sandbox (on `clock`) unless `apiTarget`. */
export interface TestAppOptions extends Omit<AppOptions, 'api'> {
  /** proxy API calls to a real backend (the auth layer in front of it) instead of the sandbox */
  apiTarget?: string;
  clock?: Clock;
}

/** The app server (with the sandbox unless `apiTarget`) on a free loopback port; test hooks unless told otherwise. */
export async function startApp(o: TestAppOptions = { dist: 'dist' }) {
  const { apiTarget, clock, ...rest } = { testHooks: true, ...o };
  const embedded = apiTarget ? null : sandboxApi({ clock, testHooks: rest.testHooks });
  const app = createApp({ ...rest, api: embedded ?? backendApi(apiTarget!) });
  const origin = await listen(app.server);
  return { ...app, sandbox: embedded?.sandbox ?? null, origin, close: () => close(app.server) };
}

/**
 * An app server and sandbox of the test file's own, for tests that change its state: started
 * before the file's tests, the seed again before each, closed after. Read `origin` and
 * `sandbox` inside tests.
 */
export function appPerFile(o: TestAppOptions = { dist: 'dist' }) {
  const h = { origin: '', sandbox: undefined as unknown as Sandbox };
  let server: Server;
  beforeAll(async () => {
    const app = await startApp(o);
    server = app.server;
    h.origin = app.origin;
    h.sandbox = app.sandbox!;
  });
  beforeEach(() => h.sandbox?.reset());
  afterAll(() => server && close(server));
  return h;
}

/**
 * happy-dom: an app server and sandbox of the test file's own, with the page's origin moved
 * to it for the file's duration (the pages' calls go there, and its state is the file's).
 */
export function ownSandbox(): { sandbox: Sandbox } {
  const setURL = (u: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(u);
  const h = { sandbox: undefined as unknown as Sandbox };
  let server: Server;
  let home = '';
  beforeAll(async () => {
    const app = await startApp();
    server = app.server;
    h.sandbox = app.sandbox!;
    home = location.href;
    setURL(app.origin + '/');
  });
  afterAll(async () => {
    setURL(home);
    await close(server);
  });
  return h;
}

export interface Res {
  status: number;
  // the answers' shapes are what the tests check, one by one
  body: any;
}

/**
 * The sandbox alone, over HTTP on loopback, with a clock the test owns. `call` sends a form
 * or JSON with a session cookie and returns the answer's cookies; `login` gives an agent that
 * keeps a demo account's session.
 */
export function serveSandbox(clock: Clock) {
  let server: Server;
  const h = { sandbox: undefined as unknown as Sandbox, base: '' };
  beforeAll(async () => {
    h.sandbox = createSandbox({ clock, testHooks: true });
    server = createServer((req, res) => void h.sandbox.handle(req, res).then((own) => own || res.writeHead(404).end()));
    h.base = await listen(server);
  });
  afterAll(() => close(server));

  async function call(method: string, path: string, cookie = '', form?: Record<string, string>, json?: unknown): Promise<Res & { cookie: string }> {
    const headers: Record<string, string> = { cookie };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(h.base + path, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : json !== undefined ? JSON.stringify(json) : undefined,
    });
    const set = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, body: await res.json(), cookie: set };
  }

  /** `mobile` logged in (`ok` says whether the sandbox took the password). */
  async function login(mobile: string, password = 'demo1234') {
    const r = await call('POST', '/api/web/login', '', loginFields({ mobile, password }));
    return {
      ok: r.status === 200 && !!r.body.access_token,
      cookie: r.cookie,
      get: (p: string) => call('GET', p, r.cookie),
      post: (p: string, f: Record<string, string> = {}) => call('POST', p, r.cookie, f),
    };
  }
  return Object.assign(h, { call, login });
}
export type Agent = Awaited<ReturnType<ReturnType<typeof serveSandbox>['login']>>;

/**
 * The usual set-up of a sandbox test: a clock the test owns at `now`, a served sandbox, both
 * back to the start before each test, and the error code of an answer.
 */
export function sandboxAt(now: number) {
  const clock = createClock(now);
  const srv = serveSandbox(clock);
  beforeEach(() => {
    clock.set(now);
    srv.sandbox.reset();
  });
  return {
    clock,
    srv,
    call: srv.call,
    login: srv.login,
    err: (r: Res) => r.body?.error?.[0]?.message as string | undefined,
    state: () => srv.sandbox.state,
  };
}

// ---- test hooks of a running server (the project's own unless told another origin)

/** The /__sandbox/* hooks of the server at `origin()`. */
export function sandboxHooks(origin: () => string) {
  /** GET `path`, or POST `body` as JSON; the answer's JSON, or an error naming the status. */
  async function hook<T = unknown>(path: string, body?: unknown): Promise<T> {
    const init: RequestInit | undefined =
      body === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const res = await fetch(origin() + path, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  const q = encodeURIComponent;
  return {
    hook,
    /** the seed again */
    reset: () => hook('/__sandbox/reset', {}),
    /** the web layer's counts of login tries and code sends forgotten (server/guard) */
    guardReset: () => hook('/__sandbox/guard-reset', {}),
    /** the latest SMS / voice code sent to `mobile` (purpose: login, register, BIND_CARD, …) */
    code: (mobile: string, purpose?: string) =>
      hook<{ code: string }>(`/__sandbox/code?mobile=${mobile}${purpose ? `&purpose=${purpose}` : ''}`).then((r) => r.code),
    /** the answer of the picture captcha with this token (the sandbox's, or the web layer's login picture) */
    captcha: (token: string) => hook<{ answer: string }>(`/__sandbox/captcha?token=${q(token)}`).then((r) => r.answer),
    /** moves the sandbox's clock (the browser's is page.clock) */
    clock: (advanceMs: number) => hook('/__sandbox/clock', { advanceMs }),
    setFaults: (rules: FaultRule[]) => hook<FaultsReport>('/__sandbox/faults', rules),
    faults: () => hook<FaultsReport>('/__sandbox/faults'),
    /** everything a value move can change for a user, whole */
    witness: <T = Witness>(mobile: string) => hook<T>(`/__sandbox/witness?mobile=${mobile}`),
    /** a user's fund records and figures */
    ledger: <T = Ledger>(mobile: string) => hook<T>(`/__sandbox/ledger?mobile=${mobile}`),
    investments: <T = { userId: string; investments: Holding[] }>(mobile: string) => hook<T>(`/__sandbox/investments?mobile=${mobile}`),
    holdings: <T = { offline: { amount: number; status: string }[] }>(mobile: string) => hook<T>(`/__sandbox/holdings?mobile=${mobile}`),
    /** points and their records, and the coupons they bought */
    member: <T = unknown>(mobile: string) => hook<T>(`/__sandbox/member?mobile=${mobile}`),
    addCoupon: (c: Record<string, unknown>) => hook<{ id: string }>('/__sandbox/coupon', c),
    /** registers `mobile` through the API, as another device would */
    async register(mobile: string, password = 'pass1234', extra: Record<string, string> = {}) {
      await hook(`/api/web/register/smsCaptcha?mobile=${mobile}`);
      const code = await hook<{ code: string }>(`/__sandbox/code?mobile=${mobile}&purpose=register`);
      const form = new URLSearchParams({ mobile, password, mobile_captcha: code.code, source: 'H5', ...extra });
      const r = await (await fetch(origin() + '/api/web/register/submitFromMobile', { method: 'POST', body: form })).json();
      if (!(r as { success?: boolean }).success) throw new Error(`register ${mobile} failed`);
      return { mobile, password };
    },
  };
}

export interface Holding {
  id: string;
  loanId: string;
  amount: number;
  status: string;
  creditAssignId?: string;
}
export interface Ledger {
  fund: { availableAmount: number } & Record<string, number | string>;
  records: { type: string; amount: number; status: string }[];
}
export interface Witness {
  userId: string;
  fund: Record<string, number>;
  records: { type: string; amount: number; status: string }[];
  investments: Holding[];
  transfers: { id: string; investId: string; status: string; creditAmount: number }[];
}

/** The hooks of this project's server (the browser projects' global setup provides it). */
export const sandbox = sandboxHooks(() => inject('baseURL'));
export const sandboxCode = sandbox.code;
export const sandboxCaptcha = sandbox.captcha;
export const registerByApi = sandbox.register;

let mobiles = 0;
/** A mobile number nobody has registered in this run. */
export const freshMobile = () => `19${String((Date.now() * 10 + (mobiles++ % 10)) % 1e9).padStart(9, '0')}`;
