// Runs before `npm start` and `npm test`: `npm ci` when node_modules is missing or older than
// package-lock.json (npm writes node_modules/.package-lock.json on every install).
// Plain JS: nothing is installed yet when it runs.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const installed = 'node_modules/.package-lock.json';
const fresh = existsSync(installed) && statSync(installed).mtimeMs >= statSync('package-lock.json').mtimeMs;
if (!fresh) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
