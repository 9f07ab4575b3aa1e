// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'regexparam';
import { shellScript } from '../../scripts/build/shell';
import { compile, matchCompiled, matchPath } from '../../runtime/router/match';
import { earlyCalls } from '../../runtime/router/match';
import type { RouteMap } from '../../runtime/router/route-map';

// The build compiles each route's pattern (match.ts's compile) into the shell's route map, and
// the shell's script only runs it; the runtime compiles the registry's patterns itself. Both
// must match the same paths to the same params, and as regexparam does (wouter, server/shells).
const CASES: [pattern: string, paths: string[]][] = [
  ['/feature/:feature?', ['/feature', '/feature/', '/feature/spring', '/FEATURE/Spring/', '/feature/a/b', '/featured']],
  [
    '/loan/:id',
    ['/loan/L-1', '/loan/L-1/', '/LOAN/L-2', '/loan/', '/loan//', '/loan/L%2D3', '/loan/a%2Fb', '/loan/%E4%B8%AD', '/loan/%E0%A4%A', '/loan/1/party'],
  ],
  ['/loan/:id/invest-appoint', ['/loan/7/invest-appoint', '/loan/7/invest-appoint/', '/loan/7/invest']],
  ['/dashboard/claim-transfer/:investId', ['/dashboard/claim-transfer/I_9', '/Dashboard/Claim-Transfer/I_9']],
  ['/a/:x/b/:y?', ['/a/1/b', '/a/1/b/2', '/a/1/b/2/']],
  ['/dashboard/member/exchangeResult', ['/dashboard/member/exchangeresult', '/dashboard/member/exchangeResult/', '/dashboard/member']],
  ['/', ['/', '/x']],
  ['/files/*', ['/files/a/b', '/files']],
];

describe('one compiler, one runner', () => {
  it('the compiled pattern, as it travels in the map (JSON), matches as the runtime and regexparam do', () => {
    for (const [pattern, paths] of CASES) {
      const shipped = JSON.parse(JSON.stringify(compile(pattern)));
      const lib = parse(pattern);
      // the flag the runner gives every compiled pattern
      expect(lib.pattern.flags).toBe('i');
      for (const path of paths) {
        const runtime = matchPath(pattern, path);
        expect(matchCompiled(shipped, path), `${pattern} ${path}`).toEqual(runtime);
        expect(runtime !== undefined, `${pattern} ${path}`).toBe(lib.pattern.test(path));
      }
    }
  });

  it('case, a trailing slash, an optional param, encoded characters', () => {
    expect(matchPath('/feature/:feature?', '/feature/')).toEqual({});
    expect(matchPath('/feature/:feature?', '/FEATURE/Spring/')).toEqual({ feature: 'Spring' });
    expect(matchPath('/loan/:id', '/loan/L%2D3')).toEqual({ id: 'L-3' });
    expect(matchPath('/loan/:id', '/loan/a%2Fb')).toEqual({ id: 'a/b' });
    // not decodable: kept as it came
    expect(matchPath('/loan/:id', '/loan/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
    expect(matchPath('/loan/:id', '/loan/')).toBeUndefined();
  });
});

describe('the shell’s script and the runtime agree', () => {
  let script = '';
  beforeAll(async () => {
    script = await shellScript(process.cwd(), ['es2020', 'chrome80', 'safari14.1', 'ios14.5']);
  }, 30_000);
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{}')));
  });
  afterEach(() => vi.restoreAllMocks());

  it('on every case: the same match, and the same params in the early calls it starts', () => {
    for (const [pattern, paths] of CASES) {
      const keys = compile(pattern)[1].filter((k) => /^\w+$/.test(k));
      // one call per param, so each param the shell matched shows in a URL
      const early = keys.map((k) => `/e/${k}/:${k}`);
      const map: RouteMap = { f: ['/p/page.js'], t: { 0: [0] }, r: [[compile(pattern), 0, [0], early]], l: -1, d: -1 };
      for (const path of paths) {
        history.replaceState(null, '', path);
        document.head.innerHTML = `<script type="application/json" id="route-map">${JSON.stringify(map)}</script>`;
        vi.mocked(globalThis.fetch).mockClear();
        new Function(script)();
        const params = matchPath(pattern, location.pathname);
        const preloaded = document.head.querySelectorAll('link[rel=modulepreload]').length === 1;
        expect(preloaded, `${pattern} ${path}`).toBe(params !== undefined);
        const calls = vi.mocked(globalThis.fetch).mock.calls.map((c) => String(c[0]));
        expect(calls, `${pattern} ${path}`).toEqual(params ? earlyCalls(early, params, '') : []);
      }
    }
  });
});
