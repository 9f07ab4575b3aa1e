// The empty state's way on and the bottom-sheet picker, in happy-dom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PageState } from '../../runtime/ui/page-state';
import { InfiniteList } from '../../kit/ui/infinite-list';
import { SheetPicker } from '../../kit/ui/sheet-picker';

afterEach(cleanup);

describe('an empty state', () => {
  it('offers its way on as a link, the first one the main button', () => {
    render(
      <PageState
        state="empty"
        message="暂无红包"
        action={[
          { label: '去出借', to: '/list' },
          { label: '邀请好友', to: '/dashboard/invite' },
        ]}
      />,
    );
    const lend = screen.getByRole('link', { name: '去出借' });
    expect(lend.getAttribute('href')).toBe('/list');
    expect(lend.className).toBe('ui-btn');
    const invite = screen.getByRole('link', { name: '邀请好友' });
    expect(invite.getAttribute('href')).toBe('/dashboard/invite');
    expect(invite.className).toContain('ui-btn-secondary');
  });

  it('takes one way too, and a failure never offers it', () => {
    const { rerender } = render(<PageState state="empty" action={{ label: '返回首页', to: '/' }} />);
    screen.getByText('暂无数据');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    rerender(<PageState state="error" action={{ label: '返回首页', to: '/' }} onRetry={() => {}} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('in a paged list with nothing in it', async () => {
    render(
      <InfiniteList<number>
        load={() => Promise.resolve({ items: [], total: 0 })}
        render={(n) => <p>{n}</p>}
        keyOf={(n) => n}
        pageSize={10}
        empty="暂无积分记录"
        emptyAction={{ label: '去出借', to: '/list' }}
      />,
    );
    await screen.findByText('暂无积分记录');
    expect(screen.getByRole('link', { name: '去出借' }).getAttribute('href')).toBe('/list');
  });
});

const CARDS = [
  { value: 'a1', label: '中国工商银行 尾号0001', note: '单笔限额5万元，单日限额5万元' },
  { value: 'b2', label: '招商银行 尾号0002' },
  { value: 'c3', label: '中国农业银行 尾号0003' },
];

function Form({ onChange }: { onChange?: (v: string) => void }) {
  const [v, setV] = useState('a1');
  const [amount, setAmount] = useState('');
  return (
    <form>
      <label htmlFor="card">银行卡</label>
      <SheetPicker id="card" title="选择付款银行卡" options={CARDS} value={v} onChange={(x) => (setV(x), onChange?.(x))} />
      <label htmlFor="amt">金额</label>
      <input id="amt" value={amount} onChange={(e) => setAmount(e.target.value)} />
    </form>
  );
}

describe('SheetPicker', () => {
  it('shows the choice on a labelled button and opens a sheet of radios, the chosen one checked and focused', async () => {
    render(<Form />);
    const button = screen.getByLabelText('银行卡');
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toContain('中国工商银行 尾号0001');
    // a screen reader hears the field's name, then the choice
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('中国工商银行 尾号0001');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: '选择付款银行卡' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(radios[0]!.textContent).toContain('✓');
    expect(radios[0]!.textContent).toContain('单笔限额5万元');
    expect(document.activeElement).toBe(radios[0]);
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    screen.getByRole('button', { name: '取消' });
  });

  it('moves with the arrows, picks with a tap, closes and keeps what was typed', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '100' } });
    const button = screen.getByLabelText('银行卡');
    button.focus();
    fireEvent.click(button);
    const group = await screen.findByRole('radiogroup', { name: '选择付款银行卡' });
    fireEvent.keyDown(group, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('招商银行');
    fireEvent.keyDown(group, { key: 'ArrowUp' });
    fireEvent.keyDown(group, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toContain('中国农业银行');
    fireEvent.click(screen.getByRole('radio', { name: /招商银行/ }));
    expect(onChange).toHaveBeenCalledWith('b2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.textContent).toContain('招商银行 尾号0002');
    expect((screen.getByLabelText('金额') as HTMLInputElement).value).toBe('100');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('取消, Escape and picking the same one change nothing', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const button = screen.getByLabelText('银行卡');
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('radio', { name: /中国工商银行/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(button.textContent).toContain('中国工商银行 尾号0001');
  });
});
