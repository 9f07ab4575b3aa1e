// Runs before `npm start` and `npm test`: installs dependencies with `npm ci` when
// node_modules is missing or older than package-lock.json. Plain JS: nothing is installed yet.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const lock = readFileSync('package-lock.json');
const hash = createHash('sha256').update(lock).digest('hex');
const stamp = 'node_modules/.deps-stamp';
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) process.exit(0);
console.log('Installing dependencies (npm ci)…');
execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
writeFileSync(stamp, hash);
