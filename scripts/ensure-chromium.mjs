// Runs before `npm test`: the browser journeys need Debian's chromium (never a downloaded
// browser), and the guards' shared-count tests a real Redis (Debian's redis-server, started by
// the tests themselves). Installs what is absent when we may (root with apt-get); otherwise says
// what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onPath = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-noto-cjk']), ...(onPath('redis-server') ? [] : ['redis-server'])];
if (!missing.length) process.exit(0);
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    `\n缺少测试所需的软件包: ${missing.join(' ')}。请先运行: sudo apt-get install -y ${missing.join(' ')}\n(Missing Debian packages for the tests: ${missing.join(', ')}.)\n`,
  );
  process.exit(0); // the steps that need them then fail with this message; the rest still runs
}
console.log(`Installing Debian ${missing.join(', ')} (apt-get)…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
