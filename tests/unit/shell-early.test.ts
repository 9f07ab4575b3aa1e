// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyUrls, partialMap, type RouteMap } from '../../scripts/build/shell';

describe('the shell’s early calls', () => {
  it('puts the api prefix in front and each :param as its place among the path’s params', () => {
    expect(earlyUrls('/loan/:id', ['/api/v2/loan/:id'], '')).toEqual(['/api/v2/loan/$1']);
    expect(earlyUrls('/a/:x/b/:y?', ['/api/:y/:x?size=1'], 'https://api.example.com')).toEqual(['https://api.example.com/api/$2/$1?size=1']);
  });

  it('refuses a call naming a param the path has not, or a relative one', () => {
    expect(() => earlyUrls('/notice', ['/api/v2/cms/article/:id'], '')).toThrow(/names :id/);
    expect(() => earlyUrls('/notice', ['api/v2/x'], '')).toThrow(/must start with \//);
  });

  it('a route’s own shell keeps its early calls and the session’s', () => {
    const full: RouteMap = { f: ['/a.js', '/b.js'], t: { 0: [0], 1: [1] }, r: [['/x', 0, [0], ['/api/x']], ['/y', 0, [1]]], l: -1, d: -1, s: ['/api/v2/user/MYSELF'] };
    const own = partialMap(full, 0, '/map.js');
    expect(own.r).toEqual([['/x', 0, [0], ['/api/x']]]);
    expect(own.s).toEqual(['/api/v2/user/MYSELF']);
  });
});
