// A small build folder shaped like build.ts's output, for the offline package's tests.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../../runtime/router/match';

const re = (path: string) => compile(path)[0];

export const CSP = "default-src 'self'; script-src 'self' 'sha256-abc=' https://res.wx.qq.com; frame-ancestors 'self'";

/** A small build folder shaped like build.ts's output. */
export function fakeBuild(dir: string, extra: Record<string, string> = {}) {
  rmSync(dir, { recursive: true, force: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><script type="module" src="/assets/boot-AAAA.js"></script>',
    'cached-shell.html': '<!doctype html><script>0</script><script type="module" src="/assets/boot-AAAA.js"></script>',
    'shells/0.html': '<!doctype html><title>首页</title>',
    'shells/1.html': '<!doctype html><title>项目</title>',
    'shells.json': JSON.stringify([
      { path: '/', re: re('/'), shell: 'shells/0.html' },
      { path: '/loan/:id', re: re('/loan/:id'), shell: 'shells/1.html' },
    ]),
    'csp.txt': CSP + '\n',
    'manifest.json': '{}',
    'budget-report.json': '{}',
    'assets/boot-AAAA.js': 'console.log("boot")',
    'assets/boot-AAAA.js.map': '{}',
    'assets/boot-AAAA.js.gz': 'gz',
    'assets/boot-AAAA.js.br': 'br',
    'assets/app-BBBB.css': 'body{margin:0}',
    'assets/c/chunk-CCCC.js': 'export const x = 1;',
    'assets/c/chunk-CCCC.js.LEGAL.txt': '/*! licence */',
    'assets/a/icon-DDDD.png': '\u0089PNG fake',
    'assets/route-map-EEEE.js': 'export default {}',
    ...extra,
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}
