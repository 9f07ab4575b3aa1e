export type Params = Record<string, string | number | boolean | null | undefined>;

// Empty values are dropped from every payload (SPEC §5), so the backend never sees "".
export function compact(params: Params | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = String(v);
  }
  return out;
}

export const formBody = (params: Params | undefined) => new URLSearchParams(compact(params));
