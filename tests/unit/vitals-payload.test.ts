// The beacon's wire format as the server takes it (runtime/vitals/payload.ts): every field of
// its kind and within bounds, a route the build does not have kept as `other`.
import { describe, expect, it } from 'vitest';
import { buildLabelOf, parseVitals, type Vitals } from '../../runtime/vitals/payload';

const good: Vitals = {
  route: '/loan/:id',
  lcp: 1834.6,
  cls: 0.123456,
  inp: 96,
  nav: 'navigate',
  host: 'app',
  elder: false,
  ect: '4g',
  sw: true,
  build: 'RJ4EOV74',
};
const known = (r: string) => r === '/loan/:id' || r === '/';

describe('parseVitals', () => {
  it('keeps a good report, rounding ms to whole and CLS to 4 places', () => {
    expect(parseVitals(good, known)).toEqual({ ...good, lcp: 1835, cls: 0.1235 });
  });

  it('takes null for a metric the browser did not measure, and no connection or build', () => {
    const r = parseVitals({ ...good, lcp: null, cls: null, inp: null, ect: null, build: null }, known);
    expect(r).toMatchObject({ lcp: null, cls: null, inp: null, ect: null, build: null });
  });

  it('keeps a route the build does not have, or a real URL, as other', () => {
    expect(parseVitals({ ...good, route: '/loan/123?mobile=13800000000' }, known)?.route).toBe('other');
    expect(parseVitals({ ...good, route: '/' }, known)?.route).toBe('/');
  });

  it.each([
    ['lcp', -1],
    ['lcp', 60_001],
    ['lcp', Infinity],
    ['lcp', '1200'],
    ['cls', 10.5],
    ['inp', 60_001],
    ['inp', -5],
    ['nav', 'prefetch'],
    ['host', 'ie'],
    ['elder', 'yes'],
    ['sw', 1],
    ['ect', '5g'],
    ['build', '"><script>'],
    ['build', 'x'],
    ['route', 12],
  ])('refuses %s = %j', (field, value) => {
    expect(parseVitals({ ...good, [field]: value }, known)).toBeNull();
  });

  it('refuses a report missing a field, and anything that is not an object', () => {
    const { inp: _inp, ...noInp } = good;
    expect(parseVitals(noInp, known)).toBeNull();
    expect(parseVitals([good], known)).toBeNull();
    expect(parseVitals(null, known)).toBeNull();
  });

  it('never keeps a field it was not asked for', () => {
    expect(parseVitals({ ...good, url: 'https://h5.test/loan/9', mobile: '13800000000' }, known)).toEqual({ ...good, lcp: 1835, cls: 0.1235 });
  });
});

describe('buildLabelOf', () => {
  it('is the hash in the entry script name', () => {
    expect(buildLabelOf('https://h5.test/assets/boot-RJ4EOV74.js')).toBe('RJ4EOV74');
    expect(buildLabelOf('/static/assets/boot-AB12CD34.js?v=1')).toBe('AB12CD34');
  });
  it('is null for a name without one', () => {
    expect(buildLabelOf('https://h5.test/assets/boot.js')).toBeNull();
    expect(buildLabelOf('')).toBeNull();
  });
});
