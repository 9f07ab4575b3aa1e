import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet } from '../../runtime/router/outlet';
import { defineRoutes, type PageProps } from '../../runtime/router/types';
import { emptySession, session } from '../../runtime/session/store';

// The landing's moment (runtime/router/landed.ts) lets go of the work kept for after the first
// content: the session's other calls, the list's rank names, field data. It is the commit that
// shows the screen, not the one in which its chunk and data are in while the guard still waits.
const marks = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../runtime/router/landed', async (actual) => {
  const m = await actual<typeof import('../../runtime/router/landed')>();
  return { ...m, markLanded: () => (marks.n++, m.markLanded()) };
});

afterEach(() => {
  cleanup();
  document.cookie = 'ccat_present=; path=/; max-age=0';
});

const Page = ({ data }: PageProps<string>) => <p>page:{String(data)}</p>;

it('a screen whose data is in lands only once its guard lets it show', async () => {
  const routes = defineRoutes([
    { path: '/list', page: async () => ({ default: Page }), access: 'user', waits: 'user', load: async () => 'first page', title: '出借' },
  ]);
  // the device's hint says logged in, so the data starts at once; the user record is not in yet
  Object.assign(session, emptySession(), { status: 'loading', user: null });
  document.cookie = 'ccat_present=1; path=/';
  history.replaceState(null, '', '/list');
  marks.n = 0;
  render(<Outlet routes={routes} />);
  await act(async () => new Promise((done) => setTimeout(done, 20)));
  expect(screen.queryByText('page:first page')).toBeNull();
  expect(marks.n).toBe(0);
  await act(async () => void (session.user = { id: 'u1', mobile: '13800000002' }));
  await screen.findByText('page:first page');
  expect(marks.n).toBeGreaterThan(0);
});
