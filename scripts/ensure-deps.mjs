// Runs before `npm start` and `npm test`: `npm ci` when node_modules is missing or older than
// package-lock.json (npm writes node_modules/.package-lock.json on every install).
// `node scripts/ensure-deps.mjs bench` does the same for bench/'s own install (the full bench's
// Lighthouse and peer packages, which the root install leaves out).
// Plain JS: nothing is installed yet when it runs.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.';
const installed = join(dir, 'node_modules/.package-lock.json');
const fresh = existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(dir, 'package-lock.json')).mtimeMs;
if (!fresh) {
  const cmd = dir === '.' ? 'npm ci' : `npm ci --prefix ${dir}`;
  console.log(`Installing dependencies (${cmd})…`);
  execSync(`${cmd} --no-audit --no-fund`, { stdio: 'inherit' });
}
