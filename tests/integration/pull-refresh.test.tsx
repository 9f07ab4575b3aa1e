// The pull-to-refresh head in happy-dom: touches from the top of the page open it, past the
// threshold letting go refreshes once; sideways, scrolled, under a sheet or a money move, nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PullRefresh } from '../../kit/ui/pull-refresh';
import { money, slotOf } from '../../runtime/money/state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  for (const k of Object.keys(money.slots)) delete money.slots[k];
});

/** A touch event as the browser sends it: one finger at (x, y). */
function touch(el: Element, type: string, x: number, y: number) {
  const e = new Event(type, { bubbles: true, cancelable: true });
  const list = type === 'touchend' || type === 'touchcancel' ? [] : [{ clientX: x, clientY: y }];
  Object.defineProperty(e, 'touches', { value: list });
  act(() => void el.dispatchEvent(e));
  return e;
}

/** A finger from (x0, 0) drawn to (x, y) in steps, then lifted; the moves' events. */
function drag(el: Element, x: number, y: number, x0 = 100) {
  touch(el, 'touchstart', x0, 0);
  const moves = [1, 2, 3, 4].map((i) => touch(el, 'touchmove', x0 + ((x - x0) * i) / 4, (y * i) / 4));
  return { moves, lift: () => touch(el, 'touchend', x, y) };
}

/** The touches load after the first render (off the critical path): until they are listening. */
const listening = () =>
  act(async () => {
    await import('../../kit/ui/pull-refresh-touch');
    await new Promise((r) => setTimeout(r, 0));
  });

async function setup() {
  let done!: () => void;
  const onRefresh = vi.fn(() => new Promise<void>((r) => (done = r)));
  render(
    <PullRefresh onRefresh={onRefresh}>
      <p>列表</p>
    </PullRefresh>,
  );
  await listening();
  const el = screen.getByText('列表');
  const head = screen.getByRole('status');
  return { el, head, onRefresh, finish: () => act(() => done()) };
}

describe('pull to refresh', () => {
  it('says 下拉刷新, then 释放刷新 past the threshold, refreshes once and says 刷新成功', async () => {
    const { el, head, onRefresh, finish } = await setup();
    touch(el, 'touchstart', 100, 0);
    const first = touch(el, 'touchmove', 100, 60);
    expect(head.textContent).toBe('下拉刷新');
    // the page must not scroll under a pull
    expect(first.defaultPrevented).toBe(true);
    touch(el, 'touchmove', 100, 220);
    expect(head.textContent).toBe('释放刷新');
    expect(parseFloat(head.style.height)).toBeGreaterThanOrEqual(60);
    touch(el, 'touchend', 100, 220);
    expect(head.textContent).toBe('刷新中…');
    expect(head.querySelector('.ui-spinner')).not.toBeNull();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // another pull while refreshing asks nothing more
    drag(el, 100, 300).lift();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await finish();
    expect(head.textContent).toBe('刷新成功');
    await vi.waitFor(() => expect(head.textContent).toBe(''));
    expect(head.style.height).toBe('0px');
  });

  it('says 刷新失败 when the calls failed, and closes', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('down')));
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullRefresh>,
    );
    await listening();
    drag(screen.getByText('列表'), 100, 300).lift();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('刷新失败'));
  });

  it('closes without refreshing when let go before the threshold', async () => {
    const { el, head, onRefresh } = await setup();
    const d = drag(el, 100, 120);
    expect(head.textContent).toBe('下拉刷新');
    d.lift();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.textContent).toBe('');
    expect(head.style.height).toBe('0px');
  });

  it('leaves a sideways swipe and a scroll up to the page', async () => {
    const { el, head, onRefresh } = await setup();
    const side = drag(el, 400, 150);
    expect(side.moves.some((e) => e.defaultPrevented)).toBe(false);
    side.lift();
    touch(el, 'touchstart', 100, 300);
    expect(touch(el, 'touchmove', 100, 100).defaultPrevented).toBe(false);
    touch(el, 'touchend', 100, 100);
    expect(head.textContent).toBe('');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does nothing when the page is scrolled down', async () => {
    const { el, head, onRefresh } = await setup();
    // happy-dom keeps no scroll offset for a page that does not overflow: the page says it is scrolled
    Object.defineProperty(document.documentElement, 'scrollTop', { value: 200, configurable: true });
    const d = drag(el, 100, 300);
    expect(d.moves.some((e) => e.defaultPrevented)).toBe(false);
    d.lift();
    expect(head.textContent).toBe('');
    expect(onRefresh).not.toHaveBeenCalled();
    delete (document.documentElement as { scrollTop?: number }).scrollTop;
  });

  it('does nothing while a sheet or dialog is open, or while money is moving', async () => {
    const { el, head, onRefresh } = await setup();
    const sheet = document.createElement('div');
    sheet.setAttribute('aria-modal', 'true');
    document.body.append(sheet);
    drag(el, 100, 300).lift();
    sheet.remove();
    expect(onRefresh).not.toHaveBeenCalled();
    slotOf('charge').busy = true;
    drag(el, 100, 300).lift();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.textContent).toBe('');
    slotOf('charge').busy = false;
    drag(el, 100, 300).lift();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
