// A sandbox of the test file's own (for tests that change its state), served with the app on
// loopback, and the happy-dom page origin switched to it for the file's duration.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app';
import type { Sandbox } from '../../server/sandbox';

const setURL = (u: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(u);

export function ownSandbox(): { sandbox: Sandbox } {
  const h = { sandbox: undefined as unknown as Sandbox };
  let server: Server;
  let home = '';
  beforeAll(async () => {
    const app = createApp({ dist: 'dist' });
    server = app.server;
    h.sandbox = app.sandbox!;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    home = location.href;
    setURL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  });
  afterAll(async () => {
    setURL(home);
    await new Promise<void>((r) => server.close(() => r()));
  });
  return h;
}
