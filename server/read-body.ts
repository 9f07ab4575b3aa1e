import type { IncomingMessage } from 'node:http';

/** A request body, or null once it grows past `limit` bytes (the caller answers 413). */
export async function readCapped(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > limit) return null;
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}
