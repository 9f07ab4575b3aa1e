// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CaptchaButton } from '../../kit/ui/captcha-button';
import { GraphicCaptchaPopup } from '../../kit/ui/graphic-captcha';
import { InfiniteList } from '../../kit/ui/infinite-list';
import { PageState } from '../../runtime/ui/page-state';
import { PayPasswordPopup } from '../../kit/ui/pay-password';
import { Popup } from '../../kit/ui/popup';
import { Tabs, useTabParam } from '../../kit/ui/tabs';
import { UiHost } from '../../runtime/ui/ui-host';
import { alert, confirm, toast, ui } from '../../runtime/ui/ui-store';
import { fakeIntersection } from './dom-kit';
import { tapPin } from '../support/keypad';

const flush = () => act(async () => {});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  ui.toast = null;
  ui.dialogs.splice(0);
});

describe('toast and dialogs', () => {
  it('shows a toast for 2 s, latest wins', async () => {
    vi.useFakeTimers();
    render(<UiHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    toast('第一条');
    await flush();
    expect(region.textContent).toBe('第一条');
    await act(async () => vi.advanceTimersByTime(1500));
    toast('已复制');
    await flush();
    expect(region.textContent).toBe('已复制');
    await act(async () => vi.advanceTimersByTime(1999));
    expect(region.textContent).toBe('已复制');
    await act(async () => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
  });

  it('confirm resolves true on OK and false on cancel; dialogs queue one at a time', async () => {
    render(<UiHost />);
    const a = confirm('确定要取消转让吗？', { title: '提示', okText: '确定取消', cancelText: '再想想' });
    const b = confirm('第二个对话框');
    await flush();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const dlg = screen.getByRole('dialog');
    expect(dlg.getAttribute('aria-modal')).toBe('true');
    expect(dlg.textContent).toContain('确定要取消转让吗？');
    expect(document.activeElement?.textContent).toBe('确定取消');

    fireEvent.click(screen.getByText('确定取消'));
    fireEvent.click(screen.getByText('确定取消')); // a double tap must not close the next one
    await expect(a).resolves.toBe(true);
    await flush();
    expect(screen.getByRole('dialog').textContent).toContain('第二个对话框');
    fireEvent.click(screen.getByText('取消'));
    await expect(b).resolves.toBe(false);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alert resolves when dismissed and has only one button', async () => {
    render(<UiHost />);
    const p = alert('登录已过期', { okText: '知道了' });
    await flush();
    expect(screen.getByRole('dialog').querySelectorAll('button')).toHaveLength(1);
    fireEvent.click(screen.getByText('知道了'));
    await expect(p).resolves.toBeUndefined();
  });
});

describe('Popup', () => {
  it('is a dialog that closes on mask tap but not on sheet tap', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Popup open onClose={onClose} title="选择银行卡">
        <p>内容</p>
      </Popup>,
    );
    const sheet = screen.getByRole('dialog', { name: '选择银行卡' });
    fireEvent.click(sheet);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(container.querySelector('.ui-mask')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('PayPasswordPopup', () => {
  const type = (_sheet: HTMLElement, digits: string) => tapPin(document, digits, fireEvent.click);
  const dots = () => document.querySelectorAll('.ui-paypw-dot').length;

  it('auto-submits exactly once on the sixth digit and clears on failure', async () => {
    const first = deferred<boolean>();
    const onSubmit = vi.fn().mockReturnValueOnce(first.promise).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(true);
    const { container } = render(<PayPasswordPopup open onSubmit={onSubmit} onClose={() => {}} forgotHref="/forgot-pay" />);
    const input = screen.getByRole('group', { name: '支付密码，6位数字' });
    expect(container.querySelector('input')).toBeNull();

    type(input, '12345');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelectorAll('.ui-paypw-dot')).toHaveLength(5);
    type(input, '6');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
    expect(input.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: '数字7' }).hasAttribute('disabled')).toBe(true); // while submitting: ignored
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(input.textContent).not.toContain('123456');

    await act(async () => first.resolve(false));
    expect(dots()).toBe(0);
    expect(input.getAttribute('aria-busy')).toBe('false');
    expect(container.querySelectorAll('.ui-paypw-dot')).toHaveLength(0);
    screen.getByText('支付密码错误，请重新输入');

    type(input, '654321');
    await flush();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(dots()).toBe(0); // rejected: cleared
    type(input, '111111');
    await flush();
    expect(onSubmit).toHaveBeenCalledTimes(3);
    expect(onSubmit).toHaveBeenLastCalledWith('111111');
    expect(screen.getByText('忘记密码？').getAttribute('href')).toBe('/forgot-pay');
  });

  it('forgets typed digits when closed and reopened', () => {
    const onSubmit = vi.fn();
    const { rerender, container } = render(<PayPasswordPopup open onSubmit={onSubmit} onClose={() => {}} />);
    type(screen.getByRole('group', { name: '支付密码，6位数字' }), '123');
    rerender(<PayPasswordPopup open={false} onSubmit={onSubmit} onClose={() => {}} />);
    expect(container.querySelector('.ui-kp')).toBeNull();
    rerender(<PayPasswordPopup open onSubmit={onSubmit} onClose={() => {}} />);
    type(screen.getByRole('group', { name: '支付密码，6位数字' }), '456789');
    expect(onSubmit).toHaveBeenCalledWith('456789');
    expect(container.querySelectorAll('.ui-paypw-dot')).toHaveLength(6);
  });
});

describe('GraphicCaptchaPopup', () => {
  it('strips non-alphanumerics, submits at exactly 5, refreshes and clears on refusal', async () => {
    let n = 0;
    const fetchCaptcha = vi.fn(async () => ({ token: `t${++n}`, image: `data:image/png;base64,${n}` }));
    const onSubmit = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    render(<GraphicCaptchaPopup open fetchCaptcha={fetchCaptcha} onSubmit={onSubmit} onClose={() => {}} />);
    await flush();
    const img = screen.getByAltText('图形验证码') as HTMLImageElement;
    expect(img.getAttribute('width')).toBe('72');
    expect(img.getAttribute('height')).toBe('24');
    const input = screen.getByLabelText('图形验证码，5位字母或数字') as HTMLInputElement;

    fireEvent.change(input, { target: { value: 'a-b c!' } });
    expect(input.value).toBe('abc');
    fireEvent.change(input, { target: { value: 'abc1' } });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'abc1Z9' } }); // paste of 6: cut to 5
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ token: 't1', answer: 'abc1Z' });
    await flush();
    expect(input.value).toBe('');
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect((screen.getByAltText('图形验证码') as HTMLImageElement).src).toContain('base64,2');
    screen.getByText('验证码错误，请重新输入');

    fireEvent.change(input, { target: { value: 'XY7Q2' } });
    await flush();
    expect(onSubmit).toHaveBeenLastCalledWith({ token: 't2', answer: 'XY7Q2' });
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByLabelText('看不清？换一张'));
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledTimes(3);
  });
});

describe('InfiniteList', () => {
  type Row = { id: number };
  const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));
  // late=true also fires disconnected observers (an entry queued before disconnect)
  const intersect = fakeIntersection();

  const list = (load: (p: number) => Promise<{ items: Row[]; total: number }>, resetKey?: string) => (
    <InfiniteList<Row> load={load} pageSize={10} keyOf={(r) => r.id} render={(r) => <div className="row">第{r.id}条</div>} resetKey={resetKey} />
  );

  it('loads page 2 on intersection, never the same page twice at once, then shows the end', async () => {
    const pending: Record<number, ReturnType<typeof deferred<{ items: Row[]; total: number }>>> = {};
    const load = vi.fn((p: number) => (pending[p] = deferred()).promise);
    const { container } = render(list(load));
    screen.getByText('加载中…');
    expect(load.mock.calls).toEqual([[1]]);
    await act(async () => pending[1]!.resolve({ items: rows(1, 10), total: 25 }));
    expect(container.querySelectorAll('.row')).toHaveLength(10);

    await intersect();
    await intersect(true); // a late second signal while page 2 is loading
    expect(load.mock.calls).toEqual([[1], [2]]);
    await act(async () => pending[2]!.resolve({ items: rows(11, 10), total: 25 }));
    expect(container.querySelectorAll('.row')).toHaveLength(20);

    await intersect();
    expect(load.mock.calls).toEqual([[1], [2], [3]]);
    await act(async () => pending[3]!.resolve({ items: rows(21, 5), total: 25 }));
    expect(container.querySelectorAll('.row')).toHaveLength(25);
    screen.getByText('没有更多了');
    await intersect();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads page 1 once under StrictMode', async () => {
    const load = vi.fn(async () => ({ items: rows(1, 10), total: 20 }));
    const { container } = render(<StrictMode>{list(load)}</StrictMode>);
    await flush();
    expect(load.mock.calls).toEqual([[1]]);
    expect(container.querySelectorAll('.row')).toHaveLength(10);
  });

  it('shows the empty state', async () => {
    render(list(async () => ({ items: [], total: 0 })));
    await flush();
    screen.getByText('暂无数据');
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('retries a failed first page', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValue({ items: rows(1, 3), total: 3 });
    const { container } = render(list(load));
    await flush();
    fireEvent.click(screen.getByText('加载失败，点击重试'));
    await flush();
    expect(load.mock.calls).toEqual([[1], [1]]);
    expect(container.querySelectorAll('.row')).toHaveLength(3);
    screen.getByText('没有更多了');
  });

  it('keeps loaded items when a later page fails, and retries that page', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce({ items: rows(1, 10), total: 15 })
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ items: rows(11, 5), total: 15 });
    const { container } = render(list(load));
    await flush();
    await intersect();
    expect(container.querySelectorAll('.row')).toHaveLength(10);
    fireEvent.click(screen.getByText('加载失败，点击重试'));
    await flush();
    expect(load.mock.calls).toEqual([[1], [2], [2]]);
    expect(container.querySelectorAll('.row')).toHaveLength(15);
  });

  it('reloads from page 1 when resetKey changes and ignores the stale answer', async () => {
    const old = deferred<{ items: Row[]; total: number }>();
    const load = vi
      .fn()
      .mockResolvedValueOnce({ items: rows(1, 10), total: 30 })
      .mockReturnValueOnce(old.promise)
      .mockResolvedValueOnce({ items: rows(101, 2), total: 2 });
    const { container, rerender } = render(list(load, 'INHAND'));
    await flush();
    await intersect(); // page 2 of the old filter, still pending
    rerender(list(load, 'CLEARED'));
    await flush();
    await act(async () => old.resolve({ items: rows(11, 10), total: 30 }));
    expect(load.mock.calls).toEqual([[1], [2], [1]]);
    expect([...container.querySelectorAll('.row')].map((e) => e.textContent)).toEqual(['第101条', '第102条']);
  });

  it('offers a 加载更多 button without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(async (p: number) => ({ items: rows(p * 10, 10), total: 40 }));
    const { container } = render(list(load));
    await flush();
    fireEvent.click(screen.getByText('加载更多'));
    await flush();
    expect(load.mock.calls).toEqual([[1], [2]]);
    expect(container.querySelectorAll('.row')).toHaveLength(20);
  });
});

describe('Tabs', () => {
  const items = [
    { key: 'INHAND', label: '持有中' },
    { key: 'ASSIGN', label: '转让中' },
    { key: 'CLEARED', label: '已结清' },
  ];
  function Page() {
    const tab = useTabParam('tab', 'INHAND', ['INHAND', 'ASSIGN', 'CLEARED']);
    return (
      <>
        <Tabs items={items} defaultKey="INHAND" />
        <p data-testid="active">{tab}</p>
      </>
    );
  }

  it('writes the tab to the query with replace and keeps other params', async () => {
    const loc = memoryLocation({ path: '/invest?from=app&x=1', record: true });
    render(
      <Router hook={loc.hook} searchHook={loc.searchHook}>
        <Page />
      </Router>,
    );
    expect(screen.getByTestId('active').textContent).toBe('INHAND');
    expect(screen.getByRole('tab', { name: '持有中' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '已结清' }));
    await flush();
    expect(loc.history).toEqual(['/invest?from=app&x=1&tab=CLEARED']);
    expect(screen.getByTestId('active').textContent).toBe('CLEARED');
    expect(screen.getByRole('tab', { name: '已结清' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '转让中' }));
    await flush();
    expect(loc.history).toEqual(['/invest?from=app&x=1&tab=ASSIGN']);
  });

  it('works on the browser location and falls back to the default for unknown keys', async () => {
    history.replaceState(null, '', '/invest?tab=BOGUS&from=app');
    const before = history.length;
    render(<Page />);
    expect(screen.getByTestId('active').textContent).toBe('INHAND');
    fireEvent.click(screen.getByRole('tab', { name: '转让中' }));
    await flush();
    expect(location.pathname + location.search).toBe('/invest?tab=ASSIGN&from=app');
    expect(history.length).toBe(before);
    expect(screen.getByTestId('active').textContent).toBe('ASSIGN');
  });
});

describe('CaptchaButton', () => {
  it('counts down, offers voice under 30 s, then confirms the voice call', async () => {
    vi.useFakeTimers();
    const sms = deferred<void>();
    const send = vi.fn(() => sms.promise);
    const sendVoice = vi.fn(async () => {});
    render(<CaptchaButton send={send} sendVoice={sendVoice} />);
    await flush();
    const btn = screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    fireEvent.click(btn);
    expect(btn.textContent).toBe('发送中…');
    expect(btn.disabled).toBe(true);
    await act(async () => sms.resolve());
    expect(btn.textContent).toBe('重新发送(60s)');
    await act(async () => vi.advanceTimersByTime(18_000));
    expect(btn.textContent).toBe('重新发送(42s)');
    expect(screen.queryByText('收不到短信？试试语音验证码')).toBeNull();
    await act(async () => vi.advanceTimersByTime(13_000));
    fireEvent.click(screen.getByText('收不到短信？试试语音验证码'));
    await flush();
    expect(sendVoice).toHaveBeenCalledTimes(1);
    screen.getByText('语音验证码已发送，请注意接听来电');
    expect(btn.textContent).toBe('重新发送(60s)');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(btn.textContent).toBe('获取验证码');
    expect(btn.disabled).toBe(false);
  });

  it('returns to idle when the send rejects (StrictMode)', async () => {
    const send = vi.fn(() => Promise.reject(new Error('请输入手机号')));
    render(
      <StrictMode>
        <CaptchaButton send={send} />
      </StrictMode>,
    );
    await flush();
    const btn = screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    fireEvent.click(btn);
    expect(btn.textContent).toBe('发送中…');
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(btn.textContent).toBe('获取验证码');
    expect(btn.disabled).toBe(false);
  });
});

describe('PageState', () => {
  it('has Chinese defaults and a retry button on error', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<PageState state="loading" />);
    screen.getByText('加载中…');
    rerender(<PageState state="empty" />);
    screen.getByText('暂无数据');
    rerender(<PageState state="error" onRetry={onRetry} />);
    screen.getByText('加载失败，请重试');
    fireEvent.click(screen.getByText('重试'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
