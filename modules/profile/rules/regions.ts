// Province → city → district for the address picker, from Vant's divisions (npm
// @vant/area-data, MIT: `areaList`, names keyed by 6-digit administrative codes; ~29 KB gzip with
// the codes and the entries left out below). Fetched only when the address screen asks, as a
// chunk of its own.
//
// The codes give the tree: a city's first 2 digits are its province's, a district's first 4 its
// city's. Addresses are for mainland delivery, so 台湾 (71), 香港 (81), 澳门 (82) and any overseas
// code (9x) are left out, as is the placeholder district "市辖区" (嘉峪关市 has one).
//
// The data names some levels the way the statistics bureau does, not the way people write an
// address, so two cases are reshaped:
// - municipalities (北京、上海、天津、重庆) have the municipality itself, or "市辖区" / "县", as
//   cities: the city becomes the municipality itself, holding all its districts (so the saved
//   city reads 北京市, as before; 重庆's districts and counties together);
// - county-level cities run directly by a province ("省直辖县", "自治区直辖县级行政区划", e.g.
//   仙桃市) become cities of their own, with themselves as the one district.

/** Province name → city name → district names, in the data's order. */
export type RawDivisions = Record<string, Record<string, string[]>>;

/** The shape of @vant/area-data's `areaList`. */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface Regions {
  provinces: string[];
  cities(province: string): string[];
  areas(province: string, city: string): string[];
}

/** Mainland provincial codes run 11–65; 71 台湾, 81 香港, 82 澳门, 9x overseas. */
const mainland = (code: string) => Number(code.slice(0, 2)) < 70;

/** Code-keyed lists to the name tree. Integer-like keys iterate in ascending code order. */
export function divisionsFromAreaList({ province_list, city_list, county_list }: AreaList): RawDivisions {
  const provinces = new Map<string, Record<string, string[]>>();
  const cities = new Map<string, string[]>();
  const raw: RawDivisions = {};
  for (const [code, name] of Object.entries(province_list)) {
    if (!mainland(code)) continue;
    const p: Record<string, string[]> = {};
    provinces.set(code.slice(0, 2), p);
    raw[name] = p;
  }
  for (const [code, name] of Object.entries(city_list)) {
    const p = provinces.get(code.slice(0, 2));
    if (!p) continue;
    const c = (p[name] ??= []);
    cities.set(code.slice(0, 4), c);
  }
  for (const [code, name] of Object.entries(county_list)) {
    if (name !== '市辖区') cities.get(code.slice(0, 4))?.push(name);
  }
  return raw;
}

const MUNICIPAL_PARTS = new Set(['市辖区', '县']);
const DIRECT = /直辖县(级行政区划)?$/;

export function adaptDivisions(raw: RawDivisions): Regions {
  const tree = new Map<string, Map<string, string[]>>();
  for (const [province, cities] of Object.entries(raw)) {
    const out = new Map<string, string[]>();
    const names = Object.keys(cities);
    if (names.length && names.every((c) => c === province || MUNICIPAL_PARTS.has(c))) {
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
    const p = import('./area-data').then((m) => adaptDivisions(divisionsFromAreaList(m.areaList)));
    p.catch(() => {
      if (loading === p) loading = null;
    });
    loading = p;
  }
  return loading;
}
