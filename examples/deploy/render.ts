// Fills the nginx templates of this folder from a build and a few flags.
//   npx tsx examples/deploy/render.ts --dist dist --api http://10.0.0.5:8081 --listen 8080 \
//       --prefix /srv/h5-nginx [--auth http://127.0.0.1:8090] [--server-name h5.example.com] [--brotli] \
//       [--mime /etc/nginx/mime.types]
// writes <prefix>/nginx.conf and <prefix>/h5.conf and creates <prefix>/tmp/*; then:
//   nginx -p <prefix> -c <prefix>/nginx.conf -e <prefix>/error.log [-g 'daemon off;']
import { cspFor } from '../../server/static';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export interface DeployOptions {
  /** the build folder (index.html, assets/, csp.txt) */
  dist: string;
  /** where nginx keeps its config, pid, logs and temp files */
  prefix: string;
  /** address nginx listens on: a port or host:port */
  listen: string;
  /** the backend, e.g. http://127.0.0.1:8081 (no path: requests keep theirs) */
  api: string;
  /**
   * the Node auth layer for login, registration, logout and the hand-off: the app server run with
   * API_TARGET=<api>, e.g. http://127.0.0.1:8080. Default `api`, for when `api` is that server itself.
   */
  auth?: string;
  serverName?: string;
  /** ngx_brotli is present: serve the build's .br files too */
  brotli?: boolean;
  /** load_module lines for dynamic modules (e.g. the brotli static module) */
  loadModules?: string[];
  mimeTypes?: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`no value for {{${k}}}`);
    return values[k]!;
  });

/**
 * The build's per-route shells (dist/shells.json) as an nginx map from the path to the shell:
 * the registry's patterns in its order, as the build compiled them for the router (`re`),
 * case-insensitive like it; nginx tries regex entries in order, so the first match wins as
 * in the router. Anything else gets index.html, which carries the whole route map.
 */
export function renderShellMap(dist: string): string {
  const file = join(dist, 'shells.json');
  const list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { path: string; re: string; shell: string }[]) : [];
  const lines = list.map((s) => {
    // `\/` is only JavaScript's way of writing `/` in a literal
    const re = s.re.replace(/\\\//g, '/');
    if (!/^[\w^$/()[\]?+*:.|-]+$/.test(re) || !/^shells\/\d+\.html$/.test(s.shell)) throw new Error(`shells.json: unexpected entry ${s.path} → ${s.shell}`);
    return `    "~*${re}"  /${s.shell};`;
  });
  return ['map $uri $h5_shell {', ...lines, '    default  /index.html;', '}'].join('\n');
}

/** The server block for the build at `dist`. */
export function renderSite(o: Pick<DeployOptions, 'dist' | 'listen' | 'api' | 'auth' | 'serverName' | 'brotli'>): string {
  const dist = resolve(o.dist);
  const csp = readFileSync(join(dist, 'csp.txt'), 'utf8').trim();
  // the CSP goes inside double quotes; the build never emits one, but a broken build must fail here
  if (/["\n]/.test(csp)) throw new Error('csp.txt has a double quote or a newline');
  for (const [flag, v] of [
    ['api', o.api],
    ['auth', o.auth ?? o.api],
  ] as const) {
    if (!/^https?:\/\/[^/]+\/?$/.test(v)) throw new Error(`--${flag} must be scheme://host[:port], got ${v}`);
  }
  return fill(readFileSync(join(here, 'h5.conf.template'), 'utf8'), {
    LISTEN: o.listen,
    SERVER_NAME: o.serverName ?? '_',
    ROOT: dist,
    CSP: csp,
    CSP_PLAIN: cspFor(csp, false),
    API_UPSTREAM: o.api.replace(/\/$/, ''),
    AUTH_UPSTREAM: (o.auth ?? o.api).replace(/\/$/, ''),
    SHELL_MAP: renderShellMap(dist),
    BROTLI: o.brotli ? 'brotli_static on;' : '# brotli_static on;  (needs ngx_brotli: --brotli)',
    // where a .br beside a file may be stale (h5.conf.template): only with the module loaded
    BROTLI_OFF: o.brotli ? 'brotli_static off;' : '# brotli_static off;  (with --brotli)',
  });
}

/** The main config that runs only the H5 site, everything under `prefix`. */
export function renderMain(o: Pick<DeployOptions, 'prefix' | 'loadModules' | 'mimeTypes'>): string {
  return fill(readFileSync(join(here, 'nginx.conf.template'), 'utf8'), {
    PREFIX: resolve(o.prefix),
    MIME_TYPES: o.mimeTypes ?? '/etc/nginx/mime.types',
    LOAD_MODULES: (o.loadModules ?? []).map((m) => `load_module ${m};`).join('\n'),
  });
}

/** Writes both files and the temp folders; returns the path of nginx.conf. */
export function writeDeploy(o: DeployOptions): string {
  const prefix = resolve(o.prefix);
  mkdirSync(prefix, { recursive: true });
  // workers drop root for `nobody`: they must be able to read the config and use the temp dirs
  chmodSync(prefix, 0o755);
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, 'tmp', d), { recursive: true });
    chmodSync(join(prefix, 'tmp', d), 0o777);
  }
  writeFileSync(join(prefix, 'h5.conf'), renderSite(o));
  const main = join(prefix, 'nginx.conf');
  writeFileSync(main, renderMain(o));
  return main;
}

function cli() {
  const a = process.argv.slice(2);
  const get = (k: string) => {
    const i = a.indexOf(`--${k}`);
    return i >= 0 ? a[i + 1] : undefined;
  };
  const dist = get('dist') ?? 'dist';
  if (!existsSync(join(dist, 'csp.txt'))) throw new Error(`${dist}/csp.txt missing: run npm run build first`);
  const conf = writeDeploy({
    dist,
    prefix: get('prefix') ?? 'nginx-h5',
    listen: get('listen') ?? '8080',
    api: get('api') ?? 'http://127.0.0.1:8081',
    auth: get('auth'),
    serverName: get('server-name'),
    brotli: a.includes('--brotli'),
    loadModules: get('load-module') ? [get('load-module')!] : [],
    mimeTypes: get('mime'),
  });
  console.log(`wrote ${conf}\nrun: nginx -p ${dirname(conf)} -c ${conf} -e ${join(dirname(conf), 'error.log')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) cli();
