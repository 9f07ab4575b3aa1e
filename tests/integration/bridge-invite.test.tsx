// @vitest-environment happy-dom
// /dashboard/invite in a plain browser against the sandbox: figures, code, link, the invitee
// list, and the web share fallbacks (Web Share API, else copy with a toast).
import { logout } from '../../runtime/session/logout';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flush } from '../../runtime/session';
import { loadInvite } from '../../modules/profile/api/invite';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import Invite from '../../modules/profile/pages/invite';
import { signIn } from '../support/login';

beforeAll(async () => {
  sessionStorage.clear();
  history.replaceState(null, '', '/dashboard/invite');
  await signIn('13800000002');
});
afterAll(async () => {
  await logout().catch(() => {});
  flush();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  ui.toast = null;
});

async function open(broken = false) {
  const data = await loadInvite();
  if (broken) {
    data.firstPage = Promise.reject(new Error('网络异常'));
    data.firstPage.catch(() => {});
  }
  render(
    <>
      <Invite data={data} params={{}} query={new URLSearchParams()} />
      <UiHost />
    </>,
  );
  if (!broken) await screen.findByText('没有更多了');
}

/** the browser's navigator with some capabilities swapped (undefined: the browser lacks it) */
const stubNavigator = (props: Record<string, unknown>) =>
  vi.stubGlobal('navigator', Object.create(navigator, Object.fromEntries(Object.entries(props).map(([k, value]) => [k, { value }]))));

const link = () => `${location.origin}/register?ref=WANG88`;

describe('/dashboard/invite', () => {
  it('shows the figures, the invite code and link, and the invited friends masked', async () => {
    await open();
    expect(screen.getByText('已邀请好友（人）').nextElementSibling?.textContent).toBe('4');
    expect(screen.getByText('已获红包（个）').nextElementSibling?.textContent).toBe('1');
    screen.getByText('WANG88');
    screen.getByText(link());
    const rows = document.querySelectorAll('.inv-list .ui-cell');
    expect(rows).toHaveLength(4);
    for (const r of rows) within(r as HTMLElement).getByText(/\*{4}\d{4}/);
    screen.getByText('没有更多了');
  });

  it('retries the prefetched first page against the server after it failed', async () => {
    await open(true);
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    await screen.findByText('没有更多了');
    expect(document.querySelectorAll('.inv-list .ui-cell')).toHaveLength(4);
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const shared = vi.fn(async (_d: ShareData) => {});
    stubNavigator({ share: shared });
    await open();
    fireEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    await vi.waitFor(() => expect(shared).toHaveBeenCalled());
    expect(shared.mock.calls[0]![0]).toMatchObject({ title: '邀请你一起稳健出借', url: link() });
  });

  it('copies the link with a toast where it does not', async () => {
    const copied: string[] = [];
    stubNavigator({ share: undefined, clipboard: { writeText: async (t: string) => void copied.push(t) } });
    await open();
    fireEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    await screen.findByText('链接已复制，快去分享给好友吧');
    const copy = screen.getByRole('button', { name: '复制链接' });
    await vi.waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(copy);
    await vi.waitFor(() => expect(copied).toEqual([link(), link()]));
  });

  it('shows the link to copy by hand where nothing can copy', async () => {
    stubNavigator({ share: undefined, clipboard: undefined });
    document.execCommand = () => false;
    await open();
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('请长按复制链接');
    within(dialog).getByText(link());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
  });
});
