// The handler's answer held back before it leaves, so a guard can count what it said (a refused
// login) and say it in its own words (nothing that tells a registered mobile from another).
// Only for small JSON answers the guard asked for uncompressed (login, code sends).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface HeldAnswer {
  status: number;
  /** the body's JSON, or undefined when it is not JSON */
  json: unknown;
  /** sends the answer on, with `json` in place of the body (and `status` in place of its own) when given */
  send(json?: unknown, status?: number): void;
}

/**
 * Runs `handle` with `res` held: resolves once the handler has ended its answer (which may be
 * after `handle` resolved, as a piped proxy answer is), null when `handle` resolved false
 * without one (`res` is as it was then), and never when it cut the connection (nothing is left
 * to send then).
 */
export function holdAnswer(req: IncomingMessage, res: ServerResponse, handle: () => Promise<unknown>): Promise<HeldAnswer | null> {
  // the handler must not compress what the guard reads
  delete req.headers['accept-encoding'];
  const realWriteHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const realEnd = res.end.bind(res) as (body?: Buffer) => ServerResponse;
  let status: number | undefined;
  let ended = false;
  let headers: OutgoingHttpHeaders = {};
  const chunks: Buffer[] = [];
  const bytes = (c: unknown) => (typeof c === 'string' ? Buffer.from(c) : c instanceof Uint8Array ? Buffer.from(c) : Buffer.alloc(0));

  return new Promise((resolve, reject) => {
    res.writeHead = ((s: number, ...rest: unknown[]) => {
      status = s;
      const h = rest.find((r) => typeof r === 'object' && r !== null);
      if (h) headers = { ...headers, ...(h as OutgoingHttpHeaders) };
      return res;
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown) => (chunks.push(bytes(chunk)), true)) as typeof res.write;
    // the held methods are own properties over the prototype's: deleting them restores those
    const restore = () => {
      const own = res as unknown as Record<string, unknown>;
      delete own.writeHead;
      delete own.write;
      delete own.end;
    };
    res.end = ((chunk?: unknown) => {
      ended = true;
      restore();
      if (chunk !== undefined && typeof chunk !== 'function') chunks.push(bytes(chunk));
      const body = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = undefined;
      }
      resolve({
        status: status ?? res.statusCode,
        json,
        send(replacement, replacedStatus) {
          const out = replacement === undefined ? body : Buffer.from(JSON.stringify(replacement));
          res.removeHeader('content-length');
          realWriteHead(replacedStatus ?? status ?? res.statusCode, { ...headers, 'content-length': String(out.length) });
          realEnd(req.method === 'HEAD' ? undefined : out);
        },
      });
      return res;
    }) as typeof res.end;
    handle().then((handled) => {
      if (ended || handled !== false) return;
      restore();
      resolve(null);
    }, reject);
  });
}
