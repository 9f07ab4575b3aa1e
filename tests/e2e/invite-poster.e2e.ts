// The invite poster and the friend's landing on a 375-px phone: the poster's QR code is read
// back from the picture's pixels (jsQR) and must be the share link; the picture is what each
// place keeps (a download in a browser, the bridge's saveImage in the app); the link opens the
// register page on who invites and the gift, and a registration through it counts for the inviter.
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { baseURL, phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, loginAt } from '../support/login';
import { freshMobile, sandboxCode } from '../support/sandbox';

const s = phoneSession();
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';

/** The QR code in the poster picture, decoded from its pixels; null when none reads. */
async function readPoster(page: Page): Promise<string | null> {
  const img = await page.evaluate(async () => {
    const el = document.querySelector<HTMLImageElement>('.inv-poster-img')!;
    await el.decode();
    const c = document.createElement('canvas');
    c.width = el.naturalWidth;
    c.height = el.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    // the pixels as base64: a plain array of 2.3 million numbers takes seconds to cross over
    const px = new Uint8Array(ctx.getImageData(0, 0, c.width, c.height).data.buffer);
    let bin = '';
    for (let i = 0; i < px.length; i += 0x8000) bin += String.fromCharCode(...px.subarray(i, i + 0x8000));
    return { w: c.width, h: c.height, px: btoa(bin) };
  });
  const px = new Uint8ClampedArray(Buffer.from(img.px, 'base64'));
  return jsQR(px, img.w, img.h, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

async function openPoster(page: Page) {
  await page.getByRole('button', { name: '生成邀请海报' }).click();
  await page.locator('.inv-poster-img').waitFor();
}

// a host as the apps inject it (Android style): says ready, keeps what the page sent
function installHost() {
  const w = window as unknown as Record<string, unknown> & { h5bridge?: { receive(m: unknown): void } };
  const log: { id?: string; method: string; params: Record<string, unknown> }[] = [];
  w.__hostLog = log;
  const answer = (m: { method: string }) =>
    m.method === 'getSession'
      ? { ok: true, result: { accessToken: null } }
      : m.method === 'saveImage'
        ? { ok: true, result: { saved: true } }
        : { ok: false, error: { code: 'UNKNOWN_METHOD' } };
  w.h5bridgeAndroid = {
    postMessage(json: string) {
      const m = JSON.parse(json) as (typeof log)[number];
      log.push(m);
      if (m.method === 'hello') setTimeout(() => w.h5bridge?.receive({ event: 'ready', data: { platform: 'android', bridge: 1 } }), 0);
      if (m.id) setTimeout(() => w.h5bridge?.receive(JSON.stringify({ id: m.id, ...answer(m) })), 0);
    },
  };
}

describe('invite poster', () => {
  it('draws the code, the inviter and the gift, and its QR code decodes to the share link; a browser downloads it', async () => {
    const page = await s.newPage({ width: 375 });
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await loginAt(page, '/dashboard/invite');
    const link = baseURL() + '/register?ref=WANG88';
    await page.getByText(link, { exact: true }).waitFor();
    // the QR library comes with the poster's chunk, asked for only when the poster is
    expect(scripts.filter((u) => /invite-poster/.test(u))).toEqual([]);
    await openPoster(page);
    expect(scripts.filter((u) => /invite-poster/.test(u))).toHaveLength(1);
    expect(await readPoster(page)).toBe(link);
    const poster = page.locator('.inv-poster-img');
    // what the picture says, for a screen reader too: the same name and gift the landing shows
    expect(await poster.getAttribute('alt')).toBe('邀请海报：王** 邀请你注册，注册即领新手红包，邀请码 WANG88，扫码注册');
    const src = await poster.getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    const save = page.getByRole('link', { name: '保存图片' });
    expect(await save.getAttribute('href')).toBe(src);
    expect(await save.getAttribute('download')).toBe('邀请海报-WANG88.png');
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe('邀请海报-WANG88.png');
    await page.getByText('长按图片可保存或分享').waitFor();
    await shot(page, 'invite-poster');
    expect(unexpected(errors)).toEqual([]);
  });

  it('a VIP referrer’s poster promises the 8888 gift the backend gives with that code', async () => {
    const page = await s.newPage({ width: 375 });
    await loginAt(page, '/dashboard/invite', DEMO.referrer);
    await openPoster(page);
    expect(await page.locator('.inv-poster-img').getAttribute('alt')).toBe('邀请海报：李** 邀请你注册，注册即得8888元VIP专属红包，邀请码 VIP8888，扫码注册');
    expect(await readPoster(page)).toBe(baseURL() + '/register?ref=VIP8888');
    await shot(page, 'invite-poster-vip');
  });

  it('in WeChat the picture is long-pressed (WeChat offers save and send), no download link', async () => {
    const page = await s.newPage({ width: 375, userAgent: WECHAT_UA });
    // WeChat's share SDK is not reachable here; the poster does not need it
    await page.route(/res2?\.wx\.qq\.com/, (r) => r.abort());
    await loginAt(page, '/dashboard/invite');
    await openPoster(page);
    await page.getByText('长按图片，保存到手机或发送给朋友').waitFor();
    expect(await page.getByRole('link', { name: '保存图片' }).count()).toBe(0);
    expect(await readPoster(page)).toBe(baseURL() + '/register?ref=WANG88');
  });

  it('in the app, 保存到相册 hands the picture to the bridge’s saveImage', async () => {
    const page = await s.newPage({ width: 375 });
    await page.addInitScript(installHost);
    await page.goto('/?from=app');
    await loginAt(page, '/dashboard/invite');
    await openPoster(page);
    const src = await page.locator('.inv-poster-img').getAttribute('src');
    expect(await page.getByRole('link', { name: '保存图片' }).count()).toBe(0);
    await page.getByRole('button', { name: '保存到相册' }).click();
    await page.getByText('海报已保存到相册').waitFor();
    const sent = await page.evaluate(() =>
      (window as unknown as { __hostLog: { method: string; params: unknown }[] }).__hostLog.filter((m) => m.method === 'saveImage'),
    );
    expect(sent).toEqual([expect.objectContaining({ method: 'saveImage', params: { dataUrl: src, name: '邀请海报-WANG88.png' } })]);
  });
});

describe('invitee landing', () => {
  it('the share link opens on who invites and the gift, and the form below registers the friend for the inviter', async () => {
    const page = await s.newPage({ width: 375 });
    const errors = watchErrors(page);
    await page.goto('/register?ref=WANG88');
    const head = page.locator('.auth-reg-invite');
    await head.getByText('王** 邀请你注册').waitFor();
    await head.getByText('注册即领新手红包').waitFor();
    expect(await page.inputValue('#reg-referral')).toBe('WANG88');
    await shot(page, 'invite-landing');

    const mobile = freshMobile();
    await page.fill('#reg-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    await page.fill('#reg-code', await sandboxCode(mobile, 'register'));
    await page.fill('#reg-password', 'friend123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.waitForURL((u) => u.pathname === '/authentication');

    // the inviter's list now holds the friend
    const inviter = await s.newPage();
    await loginAt(inviter, '/dashboard/invite');
    const friends = await inviter.evaluate(() => fetch('/api/v2/user/MYSELF/invite?pageNo=1&pageSize=50').then((r) => r.json()));
    expect(friends.data.results.map((f: { user: { mobile: string } }) => f.user.mobile)).toContain(mobile);
    expect(unexpected(errors)).toEqual([]);
  });

  it('a VIP link names the 8888 gift and its condition; plain /register keeps its own head', async () => {
    const page = await s.newPage({ width: 375 });
    await page.goto('/register?ref=VIP8888');
    const head = page.locator('.auth-reg-invite');
    await head.getByText('李** 邀请你注册').waitFor();
    await head.getByText('注册即得8888元VIP专属红包').waitFor();
    await head.getByText('通过VIP邀请码注册专享，单笔出借满888800元可用').waitFor();
    await page.goto('/register');
    await page.locator('#reg-mobile').waitFor();
    expect(await page.locator('.auth-reg-invite').count()).toBe(0);
    expect(await page.locator('.auth-reg-head').textContent()).toBe('注册即领新手红包');
  });
});

describe('获取验证码 stays inside its field', () => {
  for (const elder of [false, true]) {
    for (const path of ['/register', '/password/forgot', '/login']) {
      it(`${path} at 375 px${elder ? ' in 长辈模式' : ''}`, async () => {
        const page = await s.newPage({ width: 375, elder });
        await page.goto(path);
        if (path === '/login') await page.getByRole('button', { name: '验证码登录' }).click();
        const button = page.getByRole('button', { name: '获取验证码' });
        await button.waitFor();
        const field = page.locator('.ui-field', { has: button });
        const [b, i, f] = await Promise.all([button.boundingBox(), field.locator('.ui-input').boundingBox(), field.boundingBox()]);
        // beside its input on one line, and within the field's box
        expect(Math.abs(b!.y + b!.height / 2 - (i!.y + i!.height / 2))).toBeLessThan(4);
        expect(b!.x).toBeGreaterThan(i!.x + i!.width - 1);
        expect(b!.x + b!.width).toBeLessThanOrEqual(f!.x + f!.width);
        await shot(page, `captcha-field${path.replace(/\//g, '-')}${elder ? '-elder' : ''}`);
      });
    }
  }
});
