import type { IncomingMessage } from 'node:http';

/**
 * Past this many bytes an oversized body is no longer read to the end: the connection is cut.
 * Up to it, the rest is read and dropped, so the client gets its 413 (a server that answers
 * and stops reading while the client still sends resets the connection under it, and the
 * client sees a network error instead of the answer).
 */
export const DRAIN_LIMIT = 32 * 1024 * 1024;

/** Bodies a guard read before the handler (server/guard): the handler reads the same bytes. */
const readEarly = new WeakMap<IncomingMessage, Buffer | null>();

/**
 * Reads the body now and keeps it for the handler's readCapped; null when over `limit`, and
 * the handler's read is then null too, whatever its own limit (it answers 413).
 */
export async function readAhead(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const body = await readCapped(req, limit);
  readEarly.set(req, body);
  return body;
}

/**
 * A request body, or null once it grows past `limit` bytes (the caller answers 413). Rejects
 * when the client goes away before the end.
 */
export function readCapped(req: IncomingMessage, limit: number, drainLimit = Math.max(DRAIN_LIMIT, limit)): Promise<Buffer | null> {
  const early = readEarly.get(req);
  if (early !== undefined) return Promise.resolve(early && early.length <= limit ? early : null);
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (f: () => void) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      f();
    };
    const onData = (c: Buffer) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
      else if (size > drainLimit) {
        settle(() => resolve(null));
        req.destroy();
      }
    };
    req.on('data', onData);
    req.once('end', () => settle(() => resolve(size > limit ? null : Buffer.concat(chunks))));
    req.once('error', (e) => settle(() => reject(e)));
    req.once('close', () => settle(() => reject(new Error('request closed before its end'))));
  });
}
