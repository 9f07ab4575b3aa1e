// A real Redis for the tests that share the guards' counts between server instances: Debian's
// `redis-server` (installed by .ci/run and by scripts/test.ts like Chromium), started on a free
// port with nothing saved to disk, stopped after the file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** A fresh redis-server on loopback; rejects with what to install when there is none. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
    child.once('error', (e) => (clearTimeout(timer), reject(new Error(`redis-server missing (apt-get install -y redis-server): ${e.message}`))));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (!/ready to accept connections/i.test(out)) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill()))),
  };
}
