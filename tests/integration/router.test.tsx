import { ApiError } from '../../runtime/api/api-error';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Outlet } from '../../runtime/router/outlet';
import { defineRoutes, type PageProps } from '../../runtime/router/types';
import { emptySession, session } from '../../runtime/session/store';
import { nothingFor } from '../support/time';

const Page = ({ data }: PageProps<string>) => <p>page:{String(data ?? 'none')}</p>;
const mod = { default: Page };

function setSession(loggedIn: boolean) {
  Object.assign(session, emptySession(), { status: 'ready' });
  if (loggedIn) {
    session.user = { id: 'u1', mobile: '13800000002' };
    session.flags.has_logged_in = true;
  }
}

const go = (path: string) => act(() => history.replaceState(null, '', path));

beforeEach(() => {
  sessionStorage.clear();
  setSession(false);
});
afterEach(cleanup);

describe('route outlet', () => {
  const routes = defineRoutes([
    { path: '/', page: async () => mod, access: 'public', title: '首页' },
    { path: '/dashboard', page: async () => mod, access: 'user', title: '我的账户' },
    { path: '/login', page: async () => mod, access: 'guest', title: '登录' },
    { path: '/loan/:id', page: async () => mod, access: 'public', load: async ({ params }) => `loan ${params.id}`, title: '项目详情' },
  ]);

  it('sends unknown paths to /', async () => {
    await go('/no/such/page');
    render(<Outlet routes={routes} />);
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('sends a visitor on a login-only route to /login with next = path + query', async () => {
    await go('/dashboard?x=1');
    render(<Outlet routes={routes} />);
    await waitFor(() => expect(location.pathname + location.search).toBe('/login?next=%2Fdashboard%3Fx%3D1'));
  });

  it('sends a logged-in user away from guest routes to /dashboard', async () => {
    setSession(true);
    await go('/login');
    render(<Outlet routes={routes} />);
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
  });

  it('leaves a login completing on a guest route to the page (no jump to /dashboard)', async () => {
    await go('/login?next=%2Floan%2F7');
    render(<Outlet routes={routes} />);
    await waitFor(() => expect(location.pathname).toBe('/login'));
    // the login flow reloads the session, then navigates to `next` itself
    await act(async () => setSession(true));
    await nothingFor(50);
    expect(location.pathname).toBe('/login');
  });

  it('shows a screen that waits for the user record only before the session’s other parts are in', async () => {
    const r = defineRoutes([
      { path: '/list', page: async () => mod, access: 'user', waits: 'user', load: async () => 'first page', title: '出借' },
      { path: '/dashboard', page: async () => mod, access: 'user', load: async () => 'account', title: '我的账户' },
    ]);
    // the user record is in; the account's other calls are not (status still loading)
    Object.assign(session, emptySession(), { status: 'loading', user: { id: 'u1', mobile: '13800000002' } });
    document.cookie = 'ccat_present=1; path=/';
    try {
      await go('/list');
      render(<Outlet routes={r} />);
      await screen.findByText('page:first page');
      expect(session.status).toBe('loading');
      cleanup();
      Object.assign(session, emptySession(), { status: 'loading', user: { id: 'u1', mobile: '13800000002' } });
      await go('/dashboard');
      render(<Outlet routes={r} />);
      await act(async () => new Promise((done) => setTimeout(done, 0)));
      expect(screen.queryByText('page:account')).toBeNull();
    } finally {
      document.cookie = 'ccat_present=; path=/; max-age=0';
    }
  });

  it('renders the page with its loader data and sets the title', async () => {
    await go('/loan/42');
    render(<Outlet routes={routes} />);
    await screen.findByText('page:loan 42');
    expect(document.title).toBe('项目详情');
  });

  it('starts the chunk and the data together, not one after the other', async () => {
    const started: string[] = [];
    let releasePage!: () => void;
    const r = defineRoutes<[string]>([
      {
        path: '/p',
        page: () => {
          started.push('page');
          return new Promise((res) => (releasePage = () => res(mod)));
        },
        access: 'public',
        load: async () => {
          started.push('load');
          return 'd';
        },
        title: 'p',
      },
    ]);
    await go('/p');
    render(<Outlet routes={r} />);
    expect(started).toEqual(['page', 'load']);
    releasePage();
    await screen.findByText('page:d');
  });

  it('shows an error with retry when the data fails, and says a missing record is not there on its own URL', async () => {
    let fail = true;
    const r = defineRoutes([
      { path: '/', page: async () => mod, access: 'public', title: '首页' },
      {
        path: '/a',
        page: async () => mod,
        access: 'public',
        load: async () => (fail ? Promise.reject(new ApiError('UNKNOWN', '系统繁忙', 503)) : 'ok'),
        missing: { text: '项目不存在', to: '/list', label: '查看项目列表' },
        title: 'a',
      },
      {
        path: '/b',
        page: async () => mod,
        access: 'public',
        load: () => Promise.reject(new ApiError('NOT_FOUND', '内容不存在', 404)),
        missing: { text: '项目不存在', to: '/list', label: '查看项目列表' },
        title: 'b',
      },
      {
        path: '/c',
        page: async () => mod,
        access: 'public',
        load: async () => null as unknown as string,
        missing: { text: '项目不存在', to: '/list', label: '查看项目列表' },
        title: 'c',
      },
    ]);
    await go('/a');
    render(<Outlet routes={r} />);
    await screen.findByText('加载失败，请重试');
    fail = false;
    await act(async () => screen.getByText('重试').click());
    await screen.findByText('page:ok');
    cleanup();
    await go('/b');
    render(<Outlet routes={r} />);
    await screen.findByText('项目不存在');
    expect(location.pathname).toBe('/b');
    expect(screen.queryByText('重试')).toBeNull();
    expect(screen.getByRole('link', { name: '查看项目列表' }).getAttribute('href')).toBe('/list');
    cleanup();
    // an empty record (a 200 with nothing in it) does not exist either
    await go('/c');
    render(<Outlet routes={r} />);
    await screen.findByText('项目不存在');
    expect(location.pathname).toBe('/c');
  });

  it('reloads once when a chunk is gone (stale deploy), then shows a Chinese error with retry', async () => {
    const reload = vi.fn();
    const original = location.reload;
    Object.defineProperty(location, 'reload', { value: reload, configurable: true });
    try {
      const broken = defineRoutes<[unknown]>([
        { path: '/x', page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), access: 'public', title: 'x' },
      ]);
      await go('/x');
      render(<Outlet routes={broken} />);
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(sessionStorage.getItem('chunk-reload')).toBe('1');
      cleanup();
      // after the reload the chunk is still missing: no second reload, an error view instead
      const again = defineRoutes<[unknown]>([{ path: '/x', page: () => Promise.reject(new TypeError('gone')), access: 'public', title: 'x' }]);
      render(<Outlet routes={again} />);
      await screen.findByText('页面加载失败，可能是版本已更新，请重试');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(location, 'reload', { value: original, configurable: true });
    }
  });
});
