/**
 * Fault injection for the sandbox: what a poor mobile network, a failing gateway or a captive
 * portal does to a call, so journeys can prove every screen and every payment survives it.
 * Off unless rules are given.
 *
 * Rules come from env `SANDBOX_FAULTS` when the sandbox starts, or from `POST /__sandbox/faults`
 * (tests set them per journey; `[]` clears). The format is a JSON array of rules:
 *
 *   [{"path":"/api/v2/multiPayment/router/charge","kind":"drop"},
 *    {"path":"/api/v2/cms/*","kind":"latency","ms":2000,"rate":0.5,"method":"GET","count":3}]
 *
 *   path    pattern of the URL path (no query): `*` matches any run of characters, `:name` one
 *           segment, the rest is literal. /__sandbox/* is never faulted.
 *   kind    latency   wait `ms` (default 1500), then the work and the normal answer
 *           slow      the work IS done at once, the answer waits `ms` (default 1500): a reload or
 *                     a closed screen meanwhile loses an answer to work already done
 *           error500  `status` (default 500, any 5xx) with the standard error envelope; no work
 *           abort     socket destroyed before the work
 *           drop      the work IS done (money moves), then the socket is destroyed: answer lost
 *           malformed the work is done, then 200 with the JSON body cut in half
 *           shape     the work is done, then 200 with `body` (default the envelope with data null)
 *           html      200 text/html captive-portal page; no work
 *           denied    401 access_denied (OAuth shape); no work
 *   method  only this HTTP method (default any)
 *   rate    probability 0–1 that a match is injected (default 1)
 *   count   the rule applies to its first `count` matches only (default unlimited)
 *
 * Rates draw from mulberry32 seeded with `SANDBOX_FAULTS_SEED` (default 1), re-seeded whenever
 * rules are set, so a journey sees the same faults on every run whatever ran before it.
 * Injections are counted per rule and in a running total that survives clearing, so a suite can
 * report how many faults it put its screens through.
 *
 * `abort` and `drop` meet the browser's own recovery: Chromium silently resends a request, POSTs
 * included, whose reused keep-alive connection died before any byte of the answer (once per
 * pooled connection, then on a new one). Those resends match the rule too: without `count`, one
 * tap on a payment can reach the server several times, which is what a real lost answer does
 * and why every money call carries a key the server refuses to process twice. `count: 1` loses
 * only the first answer and lets the resends through.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mulberry32 } from './seed/rng';
import { denied, fail, type Reply } from './reply';

export const FAULT_KINDS = ['latency', 'slow', 'error500', 'abort', 'drop', 'malformed', 'shape', 'html', 'denied'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  path: string;
  kind: FaultKind;
  method?: string;
  rate?: number;
  count?: number;
  ms?: number;
  status?: number;
  body?: unknown;
}

export interface FaultsReport {
  seed: number;
  rules: (FaultRule & { matched: number; injected: number })[];
  /** since the server started, across every set of rules */
  injected: { total: number; byKind: Partial<Record<FaultKind, number>> };
}

/** A fault picked for one request: `before` the work and `after` it; true = answered. */
export interface Fault {
  readonly kind: FaultKind;
  before(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  after(res: ServerResponse, reply: Reply): boolean | Promise<boolean>;
}

export interface Faults {
  /** Replaces the rules (validated) and re-seeds. */
  set(rules: unknown): void;
  clear(): void;
  /** The fault this request gets, if any; counts it. */
  pick(method: string, path: string): Fault | null;
  report(): FaultsReport;
}

export const DEFAULT_FAULTS_SEED = 1;
const DEFAULT_LATENCY_MS = 1500;
const MAX_LATENCY_MS = 120_000;

const CAPTIVE_PORTAL =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>无线网络认证</title></head>' +
  '<body><h1>欢迎使用免费WiFi</h1><p>请输入手机号获取验证码，认证后即可上网。</p>' +
  '<form action="/portal/auth" method="post"><input name="mobile"><button>获取验证码</button></form></body></html>';

/** Compiles a path pattern: `*` any run of characters, `:name` one segment. */
function compile(pattern: string): RegExp {
  const src = pattern
    .split(/(\*|:[A-Za-z_][\w]*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${src}$`);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks rules from JSON text or a parsed value; throws with the reason when one is wrong. */
export function parseFaults(input: unknown): FaultRule[] {
  const value = typeof input === 'string' ? (input.trim() ? JSON.parse(input) : []) : input;
  const list = isObj(value) && Array.isArray(value.rules) ? value.rules : value;
  if (!Array.isArray(list)) throw new Error('faults: expected a JSON array of rules');
  return list.map((r, i): FaultRule => {
    const bad = (why: string) => new Error(`faults[${i}]: ${why}`);
    if (!isObj(r)) throw bad('not an object');
    const { path, kind, method, rate, count, ms, status, body } = r;
    if (typeof path !== 'string' || !path.startsWith('/')) throw bad('path must start with /');
    if (path.startsWith('/__sandbox')) throw bad('/__sandbox/* cannot be faulted');
    if (!FAULT_KINDS.includes(kind as FaultKind)) throw bad(`kind must be one of ${FAULT_KINDS.join(', ')}`);
    if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) throw bad('method must be a word');
    if (rate !== undefined && !(typeof rate === 'number' && rate >= 0 && rate <= 1)) throw bad('rate must be 0–1');
    if (count !== undefined && !(Number.isInteger(count) && (count as number) >= 0)) throw bad('count must be a whole number');
    if (ms !== undefined && !(typeof ms === 'number' && ms >= 0 && ms <= MAX_LATENCY_MS)) throw bad(`ms must be 0–${MAX_LATENCY_MS}`);
    if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 500 && (status as number) <= 599)) throw bad('status must be 5xx');
    return {
      path,
      kind: kind as FaultKind,
      ...(method !== undefined ? { method: (method as string).toUpperCase() } : {}),
      ...(rate !== undefined ? { rate: rate as number } : {}),
      ...(count !== undefined ? { count: count as number } : {}),
      ...(ms !== undefined ? { ms: ms as number } : {}),
      ...(status !== undefined ? { status: status as number } : {}),
      ...(body !== undefined ? { body } : {}),
    };
  });
}

function send(res: ServerResponse, status: number, type: string, text: string, cookies?: string[]) {
  const headers: Record<string, string | string[]> = { 'content-type': type, 'cache-control': 'no-store' };
  if (cookies) headers['set-cookie'] = cookies;
  res.writeHead(status, headers);
  res.end(text);
}

// The socket goes, not just the response: the client sees the connection die with no answer.
const cut = (req: IncomingMessage | undefined, res: ServerResponse) => (res.socket ?? req?.socket)?.destroy();

/** The JSON of a reply cut in half, never parseable. */
export function truncateJson(text: string): string {
  let out = text.slice(0, Math.ceil(text.length / 2));
  try {
    JSON.parse(out);
    out += '"';
  } catch {
    // already broken, as intended
  }
  return out;
}

function faultOf(rule: FaultRule): Fault {
  const kind = rule.kind;
  return {
    kind,
    async before(req, res) {
      switch (kind) {
        case 'latency':
          await new Promise((r) => setTimeout(r, rule.ms ?? DEFAULT_LATENCY_MS));
          // the client hung up before its request had fully arrived: nothing left to answer
          return req.destroyed && !req.complete;
        case 'error500': {
          const status = rule.status ?? 500;
          send(res, status, 'application/json; charset=utf-8', JSON.stringify(fail('SYSTEM_ERROR', status).body));
          return true;
        }
        case 'abort':
          cut(req, res);
          return true;
        case 'html':
          send(res, 200, 'text/html; charset=utf-8', CAPTIVE_PORTAL);
          return true;
        case 'denied':
          send(res, 401, 'application/json; charset=utf-8', JSON.stringify(denied().body));
          return true;
        default:
          return false; // the rest act once the work is done
      }
    },
    async after(res, reply) {
      switch (kind) {
        case 'slow':
          await new Promise((r) => setTimeout(r, rule.ms ?? DEFAULT_LATENCY_MS));
          return false;
        case 'drop':
          cut(undefined, res);
          return true;
        case 'malformed':
          // headers (and cookies) got through; the body did not
          send(res, 200, 'application/json; charset=utf-8', truncateJson(JSON.stringify(reply.body) ?? ''), reply.cookies);
          return true;
        case 'shape':
          send(res, 200, 'application/json; charset=utf-8', JSON.stringify(rule.body ?? { success: true, data: null, error: [] }), reply.cookies);
          return true;
        default:
          return false;
      }
    },
  };
}

export function createFaults(initial: unknown = [], seed = DEFAULT_FAULTS_SEED): Faults {
  type Live = { rule: FaultRule; re: RegExp; matched: number; injected: number };
  let live: Live[] = [];
  let random = mulberry32(seed);
  const total = { total: 0, byKind: {} as Partial<Record<FaultKind, number>> };
  const faults: Faults = {
    set(rules) {
      live = parseFaults(rules).map((rule) => ({ rule, re: compile(rule.path), matched: 0, injected: 0 }));
      random = mulberry32(seed);
    },
    clear() {
      faults.set([]);
    },
    pick(method, path) {
      if (path.startsWith('/__sandbox/')) return null;
      for (const l of live) {
        const { rule } = l;
        if (rule.method && rule.method !== method.toUpperCase()) continue;
        if (!l.re.test(path)) continue;
        if (rule.count !== undefined && l.matched >= rule.count) continue;
        l.matched++;
        // draw only for partial rates, so adding a rate-1 rule leaves the others' draws alone
        const rate = rule.rate ?? 1;
        if (rate < 1 && !(random() < rate)) continue;
        l.injected++;
        total.total++;
        total.byKind[rule.kind] = (total.byKind[rule.kind] ?? 0) + 1;
        return faultOf(rule);
      }
      return null;
    },
    report: () => ({
      seed,
      rules: live.map((l) => ({ ...l.rule, matched: l.matched, injected: l.injected })),
      injected: { total: total.total, byKind: { ...total.byKind } },
    }),
  };
  faults.set(initial);
  return faults;
}

/** The sandbox's faults from SANDBOX_FAULTS / SANDBOX_FAULTS_SEED; a bad value stops the start. */
export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): Faults {
  const raw = env.SANDBOX_FAULTS ?? '';
  const seedText = env.SANDBOX_FAULTS_SEED;
  const seed = seedText ? Number(seedText) : DEFAULT_FAULTS_SEED;
  if (!Number.isInteger(seed)) throw new Error(`SANDBOX_FAULTS_SEED must be an integer, got ${seedText}`);
  const faults = createFaults(raw, seed);
  const n = faults.report().rules.length;
  if (n) console.warn(`[sandbox] fault injection on: ${n} rule${n > 1 ? 's' : ''} from SANDBOX_FAULTS`);
  return faults;
}
