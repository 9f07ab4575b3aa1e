// /list with nothing to show offers the next step: no loans at all → 看看债权转让; a filter that
// matches nothing → 清除筛选, which shows the whole list again; no claims → 看看出借项目.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import List from '../../modules/products/pages/list';
import { loadList } from '../../modules/products/api/list';
import { emptySession, session } from '../../runtime/session/store';

const go = (path: string) => act(() => history.replaceState(null, '', path));
const props = <D,>(data: D) => ({ data, params: {}, query: new URLSearchParams() });

/** The backend answering every list call with no rows; the URLs asked. */
function noRows() {
  const asked: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!/getLoanWithPage|creditassign/.test(url)) return real(input, init);
    asked.push(url);
    return new Response(JSON.stringify({ results: [], totalSize: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

beforeEach(() => {
  Object.assign(session, emptySession(), { status: 'ready' });
  session.user = { id: 'u', mobile: '13800000000' };
  Object.assign(session.flags, { has_logged_in: true, is_newbie: false, verified: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('no loans: says so and leads to the claims; a filter with none: 清除筛选 shows the whole list again', async () => {
  const asked = noRows();
  await go('/list');
  render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
  await screen.findByText('暂无可出借的项目');
  expect(screen.getByRole('link', { name: '看看债权转让' }).getAttribute('href')).toBe('/list?tab=assignment');

  fireEvent.click(screen.getByRole('button', { name: '筛选' }));
  const sheet = await screen.findByRole('dialog', { name: '筛选' });
  fireEvent.click(sheet.querySelectorAll('input[type=radio]')[1]!);
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await screen.findByText('没有符合条件的项目');
  const before = asked.length;
  fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
  await screen.findByText('暂无可出借的项目');
  screen.getByText('全部项目');
  await waitFor(() => expect(asked.length).toBe(before + 1));
  // the unfiltered list, as the screen opened with it
  expect(asked.at(-1)).toBe(asked[0]);
});

it('no claims: leads to the loans', async () => {
  noRows();
  await go('/list?tab=assignment');
  render(<List {...props(await loadList(new URLSearchParams(location.search)))} />);
  await screen.findByText('暂无可购买的债权');
  expect(screen.getByRole('link', { name: '看看出借项目' }).getAttribute('href')).toBe('/list?tab=loan');
});
