// The address screen when the region data cannot load: its own file, because it swaps a module
// (vi.resetModules), and modules loaded after that in the same file would be second copies of
// the ones the other screens already hold (a money slot watched in one copy, moved in another).
import { ownSandbox } from '../support/sandbox';
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { flush, reload } from '../../runtime/session';
import { signIn } from '../support/login';

const own = ownSandbox();
afterEach(async () => {
  cleanup();
  await reload().catch(() => {});
  flush();
  own.sandbox.reset();
});

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

it('shows the region data failing to load with a retry, keeping the form', async () => {
  await signIn(DEMO_ACCOUNTS.newbie.mobile);
  vi.resetModules();
  vi.doMock('../../modules/profile/rules/area-data', () => {
    throw new Error('offline');
  });
  const { default: Fresh } = await import('../../modules/profile/pages/address');
  render(<Fresh data={null} params={{}} query={new URLSearchParams()} />);
  await screen.findByText('地区数据加载失败');
  fireEvent.change(screen.getByLabelText('收货人'), { target: { value: '王五' } });
  vi.doUnmock('../../modules/profile/rules/area-data');
  act(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
  await screen.findByLabelText('省份');
  expect(value('收货人')).toBe('王五');
});
