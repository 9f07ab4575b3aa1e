// The native-host simulator (examples/native-host) works: it injects its bridge before the
// page runs, hands over the app's session, shows the share sheet, and logs the messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { close, listen } from '../support/sandbox';
import { createSimulator } from '../../examples/native-host/serve';

const s = phoneSession();
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createSimulator({ dist: process.env.E2E_DIST ?? 'dist' });
  origin = await listen(server);
});
afterAll(() => server && close(server));

describe.each(['ios', 'android'])('native-host simulator (%s)', (platform) => {
  it('hands over the app login, shares through its sheet, and closes on back', async () => {
    // the simulator is a desktop page that holds the phone in a frame
    const ctx = await s.browser().newContext({ viewport: { width: 1280, height: 1000 }, locale: 'zh-CN' });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin}/examples/native-host/?route=/dashboard/invite&platform=${platform}`);
    await page.getByRole('button', { name: 'App 登录' }).click();
    await page.getByText('App 已登录 13800000002').waitFor();
    await page.getByRole('button', { name: '打开页面' }).click();

    const h5 = page.frameLocator('#frame');
    await h5.getByText('WANG88', { exact: true }).waitFor();
    expect(await h5.locator('#login-mobile').count()).toBe(0);
    expect(await h5.locator('.app-header').count()).toBe(0);
    const log = page.locator('#log');
    await expect(log.getByText('"method": "getSession"').count()).resolves.toBe(1);

    await h5.getByRole('button', { name: '分享给好友' }).click();
    const sheet = page.getByRole('dialog', { name: '原生分享面板' });
    await sheet.waitFor();
    expect(await sheet.getByText(`${origin}/register?ref=WANG88`).count()).toBe(1);
    await shot(page, `simulator-share-${platform}`);
    await sheet.getByRole('button', { name: '发送给朋友' }).click();
    await log.getByText('"channel": "wechat-friend"').waitFor();

    // first screen of the visit: back asks the app to close the page
    await page.getByRole('button', { name: '返回键 back' }).click();
    await page.getByText('H5 请求关闭页面（close）').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
