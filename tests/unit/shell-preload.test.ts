// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellScript } from '../../scripts/build/shell';
import { takeEarly } from '../../runtime/router/cache';
import { sessionEarly } from '../../runtime/session/early';
import type { RouteMap } from '../../runtime/router/route-map';
import { compile } from '../../runtime/router/match';

// The shell's inline script, compiled as the build compiles it (runtime/shell/preload.ts), run
// on a landing: the router's matcher picks the route, the files and the early calls start,
// and the runtime's navigation cache adopts the calls.
let script = '';
beforeAll(async () => {
  script = await shellScript(process.cwd(), ['es2020', 'chrome80', 'safari14.1', 'ios14.5']);
}, 30_000);

const map: RouteMap = {
  f: ['/p/loan.js', '/p/shared.js', '/p/loan.css', '/p/login.js', '/p/dash.js'],
  t: { 0: [0, 1, 2], 1: [3, 1], 2: [4] },
  // compiled as the build writes them
  r: [
    [compile('/loan/:id'), 0, [0], ['/api/v2/loan/:id']],
    [compile('/login'), 2, [1]],
    [compile('/dashboard'), 1, [2], ['/api/v2/user/MYSELF/userfund']],
    [compile('/list'), 1, [2], ['/api/v2/loans/page'], 1],
  ],
  l: 1,
  d: 2,
  p: '/h5',
  s: sessionEarly(),
};

function land(path: string, m: RouteMap = map) {
  history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="application/json" id="route-map">${JSON.stringify(m)}</script>`;
  // as the browser runs an inline script: once, in the page's global scope
  new Function(script)();
}
const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.getAttribute('as') ? ':' + l.getAttribute('as') : ''} ${l.getAttribute('href')}`);
const fetched = () => vi.mocked(globalThis.fetch).mock.calls.map((c) => String(c[0]));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{}')));
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'ccat_present=; max-age=0; path=/';
  localStorage.clear();
  document.documentElement.className = '';
});

describe('the shell’s script', () => {
  it('is one small function, without eval', () => {
    expect(script).toMatch(/^\(\(\)=>\{[^]*\}\)\(\);$/);
    expect(script).not.toMatch(/\beval\(|new Function/);
    // so that it does not grow unseen: the hand-written snippet it replaced was 1.54 kB; the
    // route map's patterns come compiled, so no pattern compiler is in here; +50 for the owed
    // logout, which must be the open's first call; +30 for a landing that needs only the user
    // record (the session's other calls after its content); +96 for the build's version on its
    // calls (X-H5-Version: the web layer can refuse a revoked build's first calls too)
    expect(script.length).toBeLessThanOrEqual(1876);
    expect(script).not.toContain('[^/]+?');
  });

  it('preloads the landing’s files, starts its early calls with the api prefix, and hands them over', async () => {
    land('/loan/L-1?from=app');
    expect(links()).toEqual(['modulepreload /p/loan.js', 'modulepreload /p/shared.js', 'preload:style /p/loan.css']);
    expect(fetched()).toEqual(['/h5/api/v2/loan/L-1']);
    await expect(takeEarly('/h5/api/v2/loan/L-1', 1000)).resolves.toMatchObject({ status: 200 });
  });

  it('adds no link in a public route’s own shell, which names its files itself, but still starts its calls', () => {
    land('/loan/L-1', { ...map, o: 1 });
    expect(links()).toEqual([]);
    expect(fetched()).toEqual(['/h5/api/v2/loan/L-1']);
  });

  it('matches as the router does: case-insensitive, a trailing slash, a param that is not plain starts nothing', () => {
    land('/LOAN/L-2/');
    expect(fetched()).toEqual(['/h5/api/v2/loan/L-2']);
    land('/loan/..%2Fuser');
    expect(fetched()).toEqual(['/h5/api/v2/loan/L-2']);
    expect(links()).toContain('modulepreload /p/loan.js');
  });

  it('preloads the login screen for a login-only landing without the session hint, and starts nothing', () => {
    land('/dashboard');
    expect(links()).toEqual(['modulepreload /p/login.js', 'modulepreload /p/shared.js']);
    expect(fetched()).toEqual([]);
  });

  it('with the hint: the screen’s calls and the session’s, the investor’s own by the id this device remembers', () => {
    document.cookie = 'ccat_present=1; path=/';
    localStorage.setItem('h5_uid', 'U-9');
    land('/dashboard');
    expect(links()).toEqual(['modulepreload /p/dash.js']);
    expect(fetched()).toEqual(['/h5/api/v2/user/MYSELF/userfund', ...sessionEarly().map((u) => '/h5' + u.replace(':uid', 'U-9'))]);
  });

  it('with the hint on a screen that shows only who is logged in: the user record, the rest after its content', () => {
    document.cookie = 'ccat_present=1; path=/';
    localStorage.setItem('h5_uid', 'U-9');
    land('/list');
    expect(fetched()).toEqual(['/h5/api/v2/loans/page', '/h5/api/v2/user/MYSELF']);
  });

  it('starts no call while a logout is owed: the runtime sends that first (runtime/session/owed.ts)', () => {
    localStorage.setItem('logout_owed', '1');
    land('/loan/L-1');
    expect(links()).toContain('modulepreload /p/loan.js');
    expect(fetched()).toEqual([]);
  });

  it('applies 长辈模式 before the first paint: asked for with ?elder=1, remembered, and left with ?elder=0', () => {
    land('/loan/L-1?elder=1');
    expect(document.documentElement.classList.contains('elder')).toBe(true);
    document.documentElement.className = '';
    land('/loan/L-1');
    expect(document.documentElement.classList.contains('elder')).toBe(true);
    document.documentElement.className = '';
    land('/loan/L-1?elder=0');
    expect(document.documentElement.classList.contains('elder')).toBe(false);
    expect(localStorage.getItem('h5_elder')).toBeNull();
  });
});
