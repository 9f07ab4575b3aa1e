// The bench's servers, run as a child process so that Lighthouse's and the probes' work in the
// parent never delays an answer: our build with the sandbox (as tests/e2e/global-setup.ts
// serves it), and the peer's build with /api proxied to that same sandbox.
//   node --import tsx bench/serve.ts --dist <our build> --peer <peer build> --floor <floor page> [--tls <dir>]
// With --tls (a dir holding key.pem and cert.pem, bench/tls-front.ts) the app and the peer are
// also reached over HTTP/2 + TLS, through fronts in this process forwarding to the same servers.
// Prints one JSON line {"app", "peer", "floor", "appH2", "peerH2": url or null} once all listen.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { sandboxApi } from '../server/sandbox/api';
import { h2Front, readCert } from './tls-front';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Static files as server/static serves ours: immutable assets, precompressed by Accept-Encoding, history fallback. */
export function servePeer(dir: string, api: URL) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (/^\/(api\/|sandbox-assets\/)/.test(path)) {
      const up = request({ host: api.hostname, port: api.port, method: req.method, path: req.url, headers: { ...req.headers, host: api.host } }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on('error', () => (res.headersSent ? res.end() : (res.writeHead(502), res.end())));
      req.pipe(up);
      return;
    }
    const file = normalize(join(dir, path));
    const asset = file.startsWith(dir + sep) && path.startsWith('/assets/') && existsSync(file) && statSync(file).isFile();
    if (path.startsWith('/assets/') && !asset) return res.writeHead(404).end();
    const target = asset ? file : join(dir, 'index.html');
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': asset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = target;
    if (/\bbr\b/.test(accept) && existsSync(target + '.br')) {
      body = target + '.br';
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept) && existsSync(target + '.gz')) {
      body = target + '.gz';
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(readFileSync(body));
  };
}

const listen = (s: ReturnType<typeof createServer>) =>
  new Promise<string>((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));

async function main() {
  const dist = arg('--dist');
  const peer = arg('--peer');
  if (!dist) throw new Error('--dist missing');
  const { server } = createApp({ dist, testHooks: true, api: sandboxApi({ testHooks: true }) });
  const app = await listen(server);
  const peerUrl = peer ? await listen(createServer(servePeer(normalize(peer), new URL(app)))) : null;
  const floor = arg('--floor');
  const floorUrl = floor ? await listen(createServer(servePeer(normalize(floor), new URL(app)))) : null;
  const tls = arg('--tls') ? readCert(arg('--tls')!) : null;
  const appH2 = tls ? await h2Front(app, tls) : null;
  const peerH2 = tls && peerUrl ? await h2Front(peerUrl, tls) : null;
  process.stdout.write(JSON.stringify({ app, peer: peerUrl, floor: floorUrl, appH2, peerH2 }) + '\n');
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
