// The call engine: promise calls keyed by id in a private Map, a queue for everything sent
// before the host's `ready`, a time-out on every call, exactly one settle per call, and one
// eventemitter3 instance for the host's repeated pushes. No DOM here: the transport and the
// receiving door are given to it, so tests drive it with an in-memory host.
import EventEmitter from 'eventemitter3';
import { BRIDGE_VERSION, isThenable, type BridgeFailure, type EventMessage, type OutMessage, type ReplyMessage, type Transport } from './protocol';

export const DEFAULT_TIMEOUT_MS = 5000;
/** notices kept while waiting for `ready`; older ones are dropped first */
const MAX_QUEUED_NOTICES = 20;

export class BridgeError extends Error {
  constructor(
    /** UNAVAILABLE, TIMEOUT, SEND_FAILED, or the host's own code (UNKNOWN_METHOD, CANCELLED…) */
    readonly code: string,
    message = code,
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}

export const isBridgeError = (e: unknown): e is BridgeError => e instanceof BridgeError;

export interface CallOptions {
  timeoutMs?: number;
}

export interface BridgeOptions {
  /** looked up on every send: a host may inject itself late */
  transport: () => Transport | null;
  timeoutMs?: number;
}

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: BridgeError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export type Bridge = ReturnType<typeof createBridge>;

export function createBridge(o: BridgeOptions) {
  const events = new EventEmitter();
  const pending = new Map<string, Pending>();
  let queue: OutMessage[] = [];
  let ready = false;
  let seq = 0;
  // a fresh prefix per page load: a reply meant for the previous page's "c1" cannot settle ours
  const prefix = Math.random().toString(36).slice(2, 8);

  function settle(id: string, done: (p: Pending) => void) {
    const p = pending.get(id);
    if (!p) return; // unknown, late, or already settled: ignored
    pending.delete(id);
    clearTimeout(p.timer);
    queue = queue.filter((m) => m.id !== id);
    done(p);
  }

  const fail = (id: string, code: string, message?: string) => settle(id, (p) => p.reject(new BridgeError(code, message)));

  function onReply(r: ReplyMessage) {
    if (r.ok === true) settle(r.id, (p) => p.resolve(r.result));
    else fail(r.id, String(r.error?.code || 'FAILED'), r.error?.message);
  }

  const transmit = (m: OutMessage) => sendVia(o.transport(), m, onReply, fail);

  function markReady(data: unknown) {
    if (!ready) {
      ready = true;
      const out = queue;
      queue = [];
      for (const m of out) transmit(m);
    }
    events.emit('ready', data);
  }

  return {
    /** the host's pushes (ready, back, resume, session…), each as often as it sends them */
    events,

    get ready() {
      return ready;
    },

    /** Calls a native method; settles exactly once: the reply, the time-out, or UNAVAILABLE. */
    call<T = unknown>(method: string, params: Record<string, unknown> = {}, co: CallOptions = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (!ready && !o.transport()) return reject(new BridgeError('UNAVAILABLE'));
        const id = `${prefix}-${++seq}`;
        const timer = setTimeout(() => fail(id, 'TIMEOUT'), co.timeoutMs ?? o.timeoutMs ?? DEFAULT_TIMEOUT_MS);
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
        const m: OutMessage = { bridge: BRIDGE_VERSION, id, method, params };
        if (ready) transmit(m);
        else queue.push(m);
      });
    },

    /** Tells the host something; no reply. Dropped when there is no host. */
    notify(method: string, params: Record<string, unknown> = {}) {
      const m: OutMessage = { bridge: BRIDGE_VERSION, method, params };
      if (ready) return transmit(m);
      if (!o.transport()) return;
      queue.push(m);
      dropOldNotices(queue);
    },

    /** The handshake: sent at once, before `ready`, so the host knows the page is listening. */
    hello: (params: Record<string, unknown> = {}) => sendHello(o.transport(), params),

    /** The one door for the host's replies and events (object or JSON text). */
    receive(raw: unknown) {
      const m = incoming(raw);
      if (m && isEvent(m)) {
        if (m.event === 'ready') markReady(m.data);
        else events.emit(m.event, m.data);
      } else if (m) onReply(m);
    },

    /** calls still waiting (for tests and the simulator's log) */
    get pendingCount() {
      return pending.size;
    },
  };
}

/** A message to the host; a call that cannot go, or that the host's promise refuses, fails at once. */
function sendVia(t: Transport | null, m: OutMessage, onReply: (r: ReplyMessage) => void, fail: (id: string, code: string, message?: string) => void) {
  if (!t) {
    if (m.id) fail(m.id, 'UNAVAILABLE');
    return;
  }
  let r: PromiseLike<unknown> | void;
  try {
    r = t.send(m);
  } catch (e) {
    if (m.id) fail(m.id, 'SEND_FAILED', String(e));
    return;
  }
  if (!isThenable(r)) return;
  const id = m.id;
  r.then(
    (v) => id && onReply(asReply(id, v)),
    (e: unknown) => id && fail(id, 'NATIVE_ERROR', e instanceof Error ? e.message : String(e)),
  );
}

function sendHello(t: Transport | null, params: Record<string, unknown>) {
  if (!t) return false;
  try {
    const r = t.send({ bridge: BRIDGE_VERSION, method: 'hello', params: { ...params, bridge: BRIDGE_VERSION } });
    if (isThenable(r)) r.then(undefined, () => {});
  } catch {
    return false;
  }
  return true;
}

/** Notices queued before `ready` beyond the limit: the oldest go. */
function dropOldNotices(queue: OutMessage[]) {
  const notices = queue.filter((q) => !q.id);
  if (notices.length > MAX_QUEUED_NOTICES) queue.splice(queue.indexOf(notices[0]!), 1);
}

const isEvent = (m: object): m is EventMessage => typeof (m as Partial<EventMessage>).event === 'string';

/** What the host sent (an object or JSON text): an event, a reply, or null for anything else. */
function incoming(raw: unknown): EventMessage | ReplyMessage | null {
  let m: unknown = raw;
  if (typeof raw === 'string') {
    try {
      m = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!m || typeof m !== 'object') return null;
  if (isEvent(m)) return m;
  const r = m as Partial<ReplyMessage>;
  return typeof r.id === 'string' && typeof r.ok === 'boolean' ? (r as ReplyMessage) : null;
}

// WKWebView's reply handler may answer with the full reply or just the result.
function asReply(id: string, v: unknown): ReplyMessage {
  if (v && typeof v === 'object' && typeof (v as { ok?: unknown }).ok === 'boolean') {
    const r = v as { ok: boolean; result?: unknown; error?: BridgeFailure };
    return r.ok ? { id, ok: true, result: r.result } : { id, ok: false, error: r.error ?? { code: 'FAILED' } };
  }
  return { id, ok: true, result: v };
}
