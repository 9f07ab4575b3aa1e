import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/**
 * Serves the build: hashed assets immutable for a year, the shell never cached, any other
 * path → the shell (history fallback), precompressed .br/.gz when the client accepts them.
 */
export function createStatic(dist: string) {
  const shellPath = join(dist, 'index.html');
  const cspFile = join(dist, 'csp.txt');
  const csp = () => (existsSync(cspFile) ? readFileSync(cspFile, 'utf8') : "default-src 'self'");

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = '/';
    }
    const file = normalize(join(dist, path));
    const inside = file.startsWith(dist + sep);
    const isAsset = inside && path.startsWith('/assets/') && existsSync(file) && statSync(file).isFile();
    if (path.startsWith('/assets/') && !isAsset) {
      // a missing chunk must 404 (the runtime then reloads once), never get the shell
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not found');
    }
    const isPublic = !isAsset && inside && !path.endsWith('.html') && existsSync(file) && statSync(file).isFile();
    const target = isAsset || isPublic ? file : shellPath;
    if (!existsSync(target)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Build missing: run npm run build');
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...securityHeaders(csp()),
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
    headers['content-length'] = String(statSync(body).size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(body).pipe(res);
  };
}
