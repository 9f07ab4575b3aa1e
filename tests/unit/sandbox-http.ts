// An in-process sandbox on a loopback port, for tests that drive it over HTTP with a clock
// they own. Registers its own start and stop; read `sandbox` and `base` inside tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSandbox, type Sandbox } from '../../server/sandbox';
import { createClock, type Clock } from '../../server/sandbox/clock';

export interface Res {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export function serveSandbox(clock: Clock) {
  let server: Server;
  const h = { sandbox: undefined as unknown as Sandbox, base: '' };
  beforeAll(async () => {
    h.sandbox = createSandbox({ clock, testHooks: true });
    server = createServer((req, res) => void h.sandbox.handle(req, res).then((own) => own || res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    h.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** A form or JSON call; `cookie` carries the session, the answer's cookies come back. */
  async function call(method: string, path: string, cookie = '', form?: Record<string, string>, json?: unknown): Promise<Res & { cookie: string }> {
    const headers: Record<string, string> = { cookie };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(h.base + path, { method, headers, body: form ? new URLSearchParams(form).toString() : json !== undefined ? JSON.stringify(json) : undefined });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    return { status: res.status, body: await res.json(), cookie: set };
  }
  return Object.assign(h, { call });
}

/**
 * The usual setup of a sandbox test: a clock the test owns at `now`, a served sandbox, both
 * reset before each test, and the error code of an answer.
 */
export function sandboxAt(now: number) {
  const clock = createClock(now);
  const srv = serveSandbox(clock);
  beforeEach(() => {
    clock.set(now);
    srv.sandbox.reset();
  });
  return { clock, srv, call: srv.call, err: (r: Res) => r.body?.error?.[0]?.message as string | undefined, state: () => srv.sandbox.state };
}
