// The app's bridge over WKWebView's message handler with promise replies, against the
// sandbox: the hand-off through the reply channel, share through the native sheet, and the
// web fallback when the app cannot share.
import { logout } from '../../runtime/session/logout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flush, reload, session } from '../../runtime/session';
import { ui } from '../../runtime/ui/ui-store';
import type { OutMessage } from '../../bridge/protocol';
import { appLogin, until } from './bridge-helpers';

let token = '';
let shareAnswer: unknown = { ok: true, result: { shared: true, channel: 'wechat' } };
const log: OutMessage[] = [];
let core: typeof import('../../bridge/core');

beforeAll(async () => {
  await logout().catch(() => {});
  flush();
  session.status = 'loading';
  sessionStorage.clear();
  history.replaceState(null, '', '/dashboard/invite?from=app');
  token = await appLogin();
  const handler = {
    // WKScriptMessageHandlerWithReply: the reply comes back as the promise's value
    postMessage(m: OutMessage) {
      log.push(structuredClone(m));
      if (m.method === 'hello') {
        setTimeout(() => (window as unknown as { h5bridge: { receive(x: unknown): void } }).h5bridge.receive({ event: 'ready' }), 0);
        return Promise.resolve(null);
      }
      if (m.method === 'getSession') return Promise.resolve({ ok: true, result: { accessToken: token } });
      if (m.method === 'share') return Promise.resolve(shareAnswer);
      return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
    },
  };
  (window as unknown as Record<string, unknown>).webkit = { messageHandlers: { h5bridge: handler } };
  core = await import('../../bridge/core');
});
afterAll(async () => {
  await logout().catch(() => {});
});

const card = { title: '邀请你一起稳健出借', desc: '注册时填写邀请码', link: `${location.origin}/register?ref=WANG88`, image: `${location.origin}/i.png` };

describe('bridge over iOS message handlers with promise replies', () => {
  it('takes the app session from the reply channel', async () => {
    await core.startCore();
    await reload();
    expect(session.user?.mobile).toBe('13800000002');
    expect(log.map((m) => m.method).slice(0, 2)).toEqual(['hello', 'getSession']);
  });

  it('shares through the native sheet with the exact payload', async () => {
    const { share } = await import('../../bridge/share');
    expect(await share(card)).toBe('app');
    expect(log.filter((m) => m.method === 'share').at(-1)).toMatchObject({ bridge: 1, method: 'share', params: card });
  });

  it('a cancelled native sheet is an answer: no web fallback', async () => {
    shareAnswer = { ok: false, error: { code: 'CANCELLED' } };
    const { share } = await import('../../bridge/share');
    expect(await share(card)).toBe('cancelled');
    expect(ui.toast).toBeNull();
  });

  it('an app that cannot share falls back to copying the link', async () => {
    shareAnswer = { ok: false, error: { code: 'UNKNOWN_METHOD' } };
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void (copied = t) }, configurable: true });
    const { share } = await import('../../bridge/share');
    expect(await share(card)).toBe('copied');
    expect(copied).toBe(card.link);
    await until(() => ui.toast?.text === '链接已复制，快去分享给好友吧');
  });
});
