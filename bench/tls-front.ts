// HTTP/2 over TLS in front of the bench's plain servers (issue 37): the same app and peer
// answers, reached over h2 instead of HTTP/1.1, so the protocol is the only difference.
// The certificate is self-signed, made per run in a temp dir; Chromium trusts it through its
// SPKI hash (--ignore-certificate-errors-spki-list), never through a global switch.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

export interface Tls {
  key: Buffer;
  cert: Buffer;
  /** base64 SHA-256 of the certificate's public key, as --ignore-certificate-errors-spki-list takes it */
  spki: string;
}

/** A P-256 certificate for 127.0.0.1 (openssl), its key written to `dir` only. */
export function makeCert(dir: string): Tls {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    // prettier-ignore
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  return readCert(dir);
}

export function readCert(dir: string): Tls {
  const cert = readFileSync(join(dir, 'cert.pem'));
  const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(join(dir, 'key.pem')), cert, spki: createHash('sha256').update(der).digest('base64') };
}

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2) or that belong to one hop only. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host', 'http2-settings']);

/**
 * An h2-only TLS server forwarding every request to `origin` over kept-alive HTTP/1.1 sockets
 * on loopback (the browser's side is what is measured). The origin is told the browser's
 * host and scheme (Host, X-Forwarded-Proto: the app believes loopback), so it spells its own
 * origin as the browser sees it and accepts the page's own requests.
 */
export function h2Front(origin: string, tls: Tls): Promise<string> {
  const up = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: false }, (req, res) => {
    const headers: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!k.startsWith(':') && !HOP.has(k)) headers[k] = v;
    headers.host = req.authority;
    headers['x-forwarded-proto'] = 'https';
    const fwd = request({ host: up.hostname, port: up.port, method: req.method, path: req.url, headers, agent }, (r) => {
      const out: OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(r.headers)) if (!HOP.has(k) && v !== undefined) out[k] = v;
      res.writeHead(r.statusCode ?? 502, out);
      r.pipe(res);
    });
    fwd.on('error', () => (res.headersSent ? res.end() : res.writeHead(502).end()));
    req.pipe(fwd);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`https://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}
