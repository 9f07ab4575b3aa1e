// The build behind Debian's nginx with the example configuration (examples/deploy), for the
// files of the e2e run that check the deploy: started once per file on a free port, in the
// foreground (stopped with the run, never left behind as a daemon).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { writeDeploy, type DeployOptions } from '../../examples/deploy/render';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const dist = resolve(process.env.E2E_DIST ?? 'dist');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => done(port));
    });
  });

const accepting = (port: number) =>
  new Promise<boolean>((done) => {
    const c = connect(port, '127.0.0.1');
    c.once('connect', () => (c.destroy(), done(true)));
    c.once('error', () => done(false));
  });

/**
 * nginx with the example configuration for the file's tests; `deploy` (read once the file's
 * other servers are up) says where the API and the auth layer are. Read `origin` inside tests.
 */
export function nginxPerFile(deploy: () => Pick<DeployOptions, 'api' | 'auth'>, tmpName = 'h5-nginx-') {
  const h = { origin: '' };
  let nginx: ChildProcess | null = null;
  let prefix = '';
  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} missing: install nginx (Debian: apt-get install nginx-light) or set NGINX_PATH`);
    prefix = mkdtempSync(join(tmpdir(), tmpName));
    const port = await freePort();
    h.origin = `http://127.0.0.1:${port}`;
    const conf = writeDeploy({ dist, prefix, listen: `127.0.0.1:${port}`, ...deploy() });
    const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')];
    const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    const child = (nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] }));
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited:\n${stderr}`);
        if (!(await accepting(port))) throw new Error(`nginx is not listening yet:\n${stderr}`);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });
  return h;
}
