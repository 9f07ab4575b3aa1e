// The backend family answers in three shapes (API-NOTES): the standard envelope
// { success, data, error[] }, OAuth-style { error, error_description }, and bare data.
// This reads any of them into either a value or an error code.
export type Unwrapped = { ok: true; value: unknown } | { ok: false; code: string; detail?: unknown };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function unwrap(body: unknown, httpOk: boolean): Unwrapped {
  if (isObj(body)) {
    if ('success' in body) {
      if (body.success === true) return { ok: true, value: 'data' in body ? body.data : body };
      // the login layer answers a refusal as 200 { error, error_description: { result, … },
      // success: false } (tbus web/src/ccc/login/middlewares.js): the OAuth part says why
      if (typeof body.error === 'string') return fromOAuth(body.error, body.error_description);
      return fromErrorList(body.error) ?? { ok: false, code: 'UNKNOWN' };
    }
    if (typeof body.error === 'string') return fromOAuth(body.error, body.error_description);
    const list = fromErrorList(body.error);
    if (list && !httpOk) return list;
  }
  if (!httpOk) return { ok: false, code: 'UNKNOWN', detail: body };
  return { ok: true, value: body };
}

function fromErrorList(error: unknown): Unwrapped | undefined {
  const first = Array.isArray(error) ? error[0] : undefined;
  if (!isObj(first)) return undefined;
  return { ok: false, code: String(first.message ?? first.code ?? 'UNKNOWN'), detail: first };
}

function fromOAuth(error: string, description: unknown): Unwrapped {
  if (error.toLowerCase() === 'access_denied') return { ok: false, code: 'ACCESS_DENIED' };
  const result = isObj(description) ? description.result : undefined;
  return { ok: false, code: typeof result === 'string' ? result : error, detail: description };
}
