// A host in memory, for tests: records what the H5 sends, and answers through the same
// doors a real app uses (the bridge's `receive`, or a promise like WKWebView's reply handler).
import type { OutMessage, Transport } from '../protocol';

export interface MemoryHost {
  transport: Transport;
  /** every message the H5 sent, in order */
  sent: OutMessage[];
  /** the calls (messages with an id) sent so far */
  calls(method?: string): (OutMessage & { id: string })[];
}

export function memoryTransport(onSend?: (m: OutMessage) => PromiseLike<unknown> | void): MemoryHost {
  const sent: OutMessage[] = [];
  return {
    sent,
    calls: (method) => sent.filter((m): m is OutMessage & { id: string } => !!m.id && (!method || m.method === method)),
    transport: {
      kind: 'memory',
      send(m) {
        // a copy, as across a real process boundary
        const copy = JSON.parse(JSON.stringify(m)) as OutMessage;
        sent.push(copy);
        return onSend?.(copy);
      },
    },
  };
}
