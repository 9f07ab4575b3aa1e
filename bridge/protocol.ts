// The wire format between the H5 and a native host. CONTRACT.md is the human version; bump
// BRIDGE_VERSION when a shape changes incompatibly (the native side reads it from `hello`).
export const BRIDGE_VERSION = 1;

/** H5 → native. A call has an `id` and gets exactly one reply; a notice has none. */
export interface OutMessage {
  bridge: typeof BRIDGE_VERSION;
  id?: string;
  method: string;
  params: Record<string, unknown>;
}

export interface BridgeFailure {
  code: string;
  message?: string;
}

/** native → H5: the answer to one call. */
export type ReplyMessage = { id: string; ok: true; result?: unknown } | { id: string; ok: false; error: BridgeFailure };

/** native → H5: a push that may come any number of times. */
export interface EventMessage {
  event: string;
  data?: unknown;
}

/** One way of reaching the native side; bridge/transports/* each make one. */
export interface Transport {
  readonly kind: 'ios' | 'android' | 'memory';
  /**
   * Hands one message to the host. A host with its own reply channel (WKWebView's reply
   * handler) returns the reply as a promise; the others answer through `h5bridge.receive`.
   */
  send(message: OutMessage): PromiseLike<unknown> | void;
}

export const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  !!v && (typeof v === 'object' || typeof v === 'function') && typeof (v as { then?: unknown }).then === 'function';
