import type { ZodMiniType } from 'zod/mini';
import { ApiError, ACCESS_DENIED, NETWORK, SCHEMA } from './api-error';
import { unwrap } from './envelope';
import { compact, formBody, type Params } from './form';
import { DEV_VERSION, VERSION_REFUSED, versionHeaders } from './h5-version';
import { isOffline, netAnswered, netFailed } from '../net/connectivity';

// zod 4 probes `new Function` for its fast path; under our CSP (no unsafe-eval) that probe is
// reported as a violation. zod reads its config from this global (core.js), so the entry sets
// it without importing zod, which stays out of the entry (tests/unit/zod-jitless checks it).
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;

declare const __API_PREFIX__: string | undefined;

// The build's version is in the shell's route map (runtime/router/route-map.ts), read here
// from the page rather than imported: the api client knows no router. '' for none (development).
function shellVersion(): string {
  try {
    return (JSON.parse(document.getElementById('route-map')!.textContent!) as { v?: string }).v ?? '';
  } catch {
    return '';
  }
}

export const apiConfig = {
  prefix: typeof __API_PREFIX__ === 'string' ? __API_PREFIX__ : '',
  timeoutMs: 15000,
  /** called once per ACCESS_DENIED unless the call is `silent`; boot sets alert-then-reload */
  onAccessDenied: (_e: ApiError) => {},
  /**
   * Every answer that is not what its schema (or JSON) says it must be: the one place to
   * report the backend drifting from the contract (error tracking in production).
   */
  onSchemaError: (path: string, problem: unknown) => console.warn('[api] unexpected answer', path, problem),
  /** every call runs through it: an owed logout goes first and never beside a call (runtime/session/owed.ts) */
  gate: <T>(run: () => Promise<T>): Promise<T> => run(),
  /**
   * A GET's answer already on its way (the shell's or a navigation's, started ahead of the
   * loader), taken once by URL; the router sets it (runtime/router/work.ts).
   */
  adopt: (_url: string, _timeoutMs: number): Promise<{ status?: number; data?: unknown }> | undefined => undefined,
  /** the build's version, sent as X-H5-Version (h5-version.ts) */
  version: shellVersion(),
};

/** A call's URL from its path and params: what it is sent to, and what an early GET is keyed by. */
export const requestUrl = (url: string, params?: Record<string, unknown>) =>
  params ? url + (url.includes('?') ? '&' : '?') + new URLSearchParams(params as Record<string, string>).toString() : url;

export interface RequestOptions<T> {
  schema: ZodMiniType<T>;
  query?: Params;
  /** form-encoded (empty values dropped) unless `json` is set */
  body?: Params;
  json?: unknown;
  /** leave ACCESS_DENIED to the caller (the session loader, login) */
  silent?: boolean;
  /**
   * Success must be said in the standard envelope (`success: true`): for moves of money, value
   * or a credential whose data proves nothing by itself, a bare `{}` or `null` is no success.
   */
  envelope?: boolean;
  /** the answer is plain text, not JSON (the web layer's /getClientIp): the text is the value */
  text?: boolean;
}

const RETRY_DELAYS = [300, 900];
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// fetch has no time-out of its own.
function timedFetch(url: RequestInfo | URL, init?: RequestInit) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), apiConfig.timeoutMs);
  return fetch(url, { ...init, signal: ctrl.signal }).finally(() => clearTimeout(timer));
}

type Raw = { status?: number; data?: unknown };

// The body is read as bytes and parsed here: a JSON string answer ("PROCESSING") must not look
// the same as an HTML page.
const NOT_JSON = Symbol('not json');
function parseBody(raw: unknown): unknown {
  if (!(raw instanceof ArrayBuffer)) return undefined;
  const text = new TextDecoder().decode(raw);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

const send = (method: 'get' | 'post', path: string, o: RequestOptions<unknown>) => apiConfig.gate(() => sendNow(method, path, o));

async function sendNow(method: 'get' | 'post', path: string, o: RequestOptions<unknown>): Promise<Raw> {
  const headers: Record<string, string> = { accept: 'application/json', ...versionHeaders(apiConfig.prefix, apiConfig.version) };
  let data: BodyInit | undefined;
  if (o.json !== undefined) {
    data = JSON.stringify(o.json);
    headers['content-type'] = 'application/json';
  } else if (method === 'post') {
    data = formBody(o.body);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const params = o.query ? compact(o.query) : undefined;
  // a landing's first call may already be on its way, started by the shell
  const early = method === 'get' && data === undefined ? apiConfig.adopt(requestUrl(apiConfig.prefix + path, params), apiConfig.timeoutMs) : undefined;
  if (early) return early;
  try {
    // fetch itself: the URL is built once, so what is sent is what an early answer is keyed by
    const res = await timedFetch(requestUrl(apiConfig.prefix + path, params), { method: method.toUpperCase(), body: data, headers, credentials: 'include' });
    return { status: res.status, data: await res.arrayBuffer() };
  } catch (e) {
    // fetch threw: the request reached no server (our time-out aside, which is a slow one);
    // whether the phone is offline is known before the call goes on
    if (!(e instanceof DOMException && e.name === 'AbortError')) await netFailed();
    return { status: 0 };
  }
}

async function fail(code: string, status: number, detail: unknown, silent?: boolean): Promise<never> {
  const { messageFor } = await import('./messages').catch(() => ({ messageFor: offlineMessage }));
  const err = new ApiError(code, messageFor(code, detail), status, detail);
  if (code === ACCESS_DENIED && !silent) apiConfig.onAccessDenied(err);
  // whoever made the call, silent or not: no screen can answer this but by a reload. Its own
  // chunk, as the catalogue: a refused build's files stay on the server (or in the app's package)
  if (code === VERSION_REFUSED)
    void import('./version-refused').then(
      (m) => m.versionRefused(apiConfig.version || DEV_VERSION),
      () => {},
    );
  throw err;
}

// The catalogue is its own chunk; when even that cannot load, the network is down.
const offlineMessage = () => '网络异常，请检查网络后重试';

export async function request<T>(method: 'get' | 'post', path: string, o: RequestOptions<T>): Promise<T> {
  let res = await send(method, path, o);
  // Only GETs retry, and only when nothing came back: a POST may have reached the server. A
  // phone with no network at all (the browser says so, or the check found no server) does not
  // wait for retries that cannot work: the screen says 网络未连接 at once and tries again when
  // the server answers again (runtime/net).
  for (let i = 0; method === 'get' && !res.status && online() && !isOffline() && i < RETRY_DELAYS.length; i++) {
    await sleep(RETRY_DELAYS[i]!);
    res = await send(method, path, o);
  }
  if (!res.status) return fail(NETWORK, 0, undefined, o.silent);
  const status = res.status;
  netAnswered();
  if (o.text && status >= 200 && status < 300 && res.data instanceof ArrayBuffer) return parsed(o, path, status, new TextDecoder().decode(res.data).trim());
  const body = parseBody(res.data);
  const httpOk = status >= 200 && status < 300;
  // A 200 that is not JSON (a Wi-Fi login page, a truncated answer) proves nothing: failure.
  if (body === NOT_JSON && httpOk) {
    apiConfig.onSchemaError(path, 'not JSON');
    return fail(SCHEMA, status, undefined, o.silent);
  }
  const out = unwrap(body === NOT_JSON ? undefined : body, httpOk);
  if (!out.ok) {
    // 426: the web layer refuses this build's version (server/h5-version.ts), whatever the body
    const code = status === 426 ? VERSION_REFUSED : status === 401 && out.code === 'UNKNOWN' ? ACCESS_DENIED : out.code;
    return fail(code, status, out.detail, o.silent);
  }
  if (o.envelope && !(typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true)) {
    apiConfig.onSchemaError(path, 'no success envelope');
    return fail(SCHEMA, status, undefined, o.silent);
  }
  return parsed(o, path, status, out.value);
}

function parsed<T>(o: RequestOptions<T>, path: string, status: number, value: unknown): Promise<T> {
  const p = o.schema.safeParse(value);
  if (!p.success) {
    apiConfig.onSchemaError(path, p.error);
    return fail(SCHEMA, status, p.error, o.silent);
  }
  return Promise.resolve(p.data);
}

export const get = <T>(path: string, o: RequestOptions<T>) => request('get', path, o);
export const post = <T>(path: string, o: RequestOptions<T>) => request('post', path, o);
