// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkEarly, ownFiles, partialMap, renderShell } from '../../scripts/build/shell';
import { earlyCalls } from '../../runtime/router/match';
import { ACCESS, type RouteMap } from '../../runtime/router/route-map';
import { compile } from '../../runtime/router/match';

describe('early calls: one builder for the shell, a tap and any navigation', () => {
  it('fills each :param and puts the api prefix in front (a prefix with a port is left alone)', () => {
    expect(earlyCalls(['/api/v2/loan/:id'], { id: 'L-1' }, '')).toEqual(['/api/v2/loan/L-1']);
    expect(earlyCalls(['/api/:y/:x?size=1'], { x: 'a', y: 'b' }, '?from=app&elder=1', 'http://10.0.0.5:8081')).toEqual(['http://10.0.0.5:8081/api/b/a?size=1']);
  });

  it('starts none for a landing with other query keys, and leaves a call with a param that is not plain to its loader', () => {
    expect(earlyCalls(['/api/v2/loan/:id'], { id: 'L-1' }, '?page=2')).toEqual([]);
    expect(earlyCalls(['/api/v2/cms/article/:id', '/api/v2/user/MYSELF'], { id: 'a/b' }, '')).toEqual(['/api/v2/user/MYSELF']);
    expect(earlyCalls(['/api/v2/user/:uid/userfund'], {}, '')).toEqual([]);
    expect(earlyCalls(undefined, {}, '')).toEqual([]);
  });
});

describe('the build checks each route’s early calls', () => {
  it('refuses a call naming a param the path has not, or a relative one', () => {
    expect(checkEarly('/a/:x/b/:y?', ['/api/:y/:x?size=1'])).toEqual(['/api/:y/:x?size=1']);
    expect(() => checkEarly('/notice', ['/api/v2/cms/article/:id'])).toThrow(/names :id/);
    expect(() => checkEarly('/notice', ['api/v2/x'])).toThrow(/must start with \//);
  });

  it('a route’s own shell keeps its early calls, the session’s and the api prefix', () => {
    const full: RouteMap = {
      f: ['/a.js', '/b.js'],
      t: { 0: [0], 1: [1] },
      r: [
        [compile('/x'), 0, [0], ['/api/x']],
        [compile('/y'), 0, [1]],
      ],
      l: -1,
      d: -1,
      p: 'https://api.example.com',
      s: ['/api/v2/user/MYSELF'],
    };
    const own = partialMap(full, 0, '/map.js');
    expect(own.r).toEqual([[compile('/x'), 0, [0], ['/api/x']]]);
    expect(own.s).toEqual(['/api/v2/user/MYSELF']);
    expect(own.p).toBe('https://api.example.com');
  });
});

describe('a public route’s shell names its own files', () => {
  const map: RouteMap = {
    f: ['/page.js', '/shared.js', '/page.css', '/api.js', '/login.js'],
    t: { 0: [0, 1, 2], 1: [3, 1], 2: [4] },
    r: [
      [compile('/loan/:id'), ACCESS.public, [0, 1]],
      [compile('/list'), ACCESS.user, [0]],
      [compile('/login'), ACCESS.guest, [2]],
    ],
    l: 2,
    d: -1,
  };

  it('as links the parser finds: page, loader and shared chunk once each, the stylesheet as a preload', () => {
    expect(ownFiles(map, 0)).toEqual(['/page.js', '/shared.js', '/page.css', '/api.js']);
    const html = renderShell({ entry: '/rt.js', entryChunks: [], css: '', map, script: '', csp: '', title: 't', own: ownFiles(map, 0) });
    const head = html.slice(0, html.indexOf('<script'));
    expect(head.match(/<link[^>]+>/g)).toEqual([
      '<link rel="modulepreload" href="/rt.js">',
      '<link rel="modulepreload" href="/page.js">',
      '<link rel="modulepreload" href="/shared.js">',
      '<link rel="preload" as="style" href="/page.css">',
      '<link rel="modulepreload" href="/api.js">',
    ]);
  });

  it('not a login-only or guest route’s: the session hint, which only the script reads, decides them', () => {
    expect(ownFiles(map, 1)).toEqual([]);
    expect(ownFiles(map, 2)).toEqual([]);
  });
});
