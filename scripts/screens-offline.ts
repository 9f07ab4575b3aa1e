// Pictures of what the service worker adds (runtime/sw), normal and 长辈模式, into docs/screens/:
// the 新版本 prompt an open tab gets when a new build takes over, a cached route's screen
// without a network, and the offline page. Apart from scripts/screens.ts because it needs a
// deploy in the middle (tests/support/deploy.ts, scripts/next-build.ts).
//   tsx scripts/screens-offline.ts --dist DIR [--out docs/screens]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, painted, phone } from '../tests/support/phone';
import { deployServer } from '../tests/support/deploy';
import { nextBuild } from './next-build';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dist = arg('--dist') ?? 'dist';
const out = arg('--out') ?? 'docs/screens';
const dir = mkdtempSync(join(tmpdir(), 'screens-next-'));
const next = join(dir, 'next');
nextBuild(dist, next, 'notice-list-');
const browser = await launch();
try {
  for (const elder of [false, true]) {
    const server = await deployServer(dist);
    const ctx = await phone(browser, { baseURL: server.origin, elder, serviceWorkers: 'allow' });
    const tag = elder ? '-elder' : '';
    const page = await ctx.newPage();
    const picture = async (name: string) => {
      await painted(page);
      await page.screenshot({ path: join(out, `${name}${tag}.png`) });
    };
    await page.goto('/notice');
    await page.locator('.ct-row').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    server.deploy(next);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await page.getByText('发现新版本').waitFor({ timeout: 60_000 });
    await picture('update-prompt');
    await page.getByRole('button', { name: '稍后' }).click();
    await ctx.setOffline(true);
    await page.goto('/news');
    await page.getByText('网络未连接，请检查网络后重试').waitFor();
    await picture('offline-route');
    await page.goto('/no-such-page');
    await page.getByText('重新加载').waitFor();
    await picture('offline-page');
    await ctx.close();
    await server.close();
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`6 pictures in ${out}`);
