import type { IncomingMessage } from 'node:http';
import { parse } from 'regexparam';
import type { Reply } from './reply';
import { decodeOrNull } from '../decode';

export interface Ctx<S = unknown> {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** form fields, or the JSON body's top-level fields */
  form: Record<string, string>;
  json: unknown;
  userId: string | null;
  cookies: Record<string, string>;
  state: S;
  now(): number;
  ip: string;
  /** the raw request, for the few checks that read its headers (the login hand-off) */
  req: IncomingMessage;
}

export type Handler<S> = (c: Ctx<S>) => Reply | Promise<Reply>;

interface Entry<S> {
  method: string;
  re: RegExp;
  keys: string[];
  handler: Handler<S>;
  auth: boolean;
}

export class SandboxRouter<S> {
  private entries: Entry<S>[] = [];

  private add(method: string, pattern: string, handler: Handler<S>, auth: boolean) {
    const { pattern: re, keys } = parse(pattern);
    this.entries.push({ method, re, keys, handler, auth });
  }

  get = (p: string, h: Handler<S>) => this.add('GET', p, h, false);
  post = (p: string, h: Handler<S>) => this.add('POST', p, h, false);
  /** login-required: answers access_denied without a valid token */
  getAuth = (p: string, h: Handler<S>) => this.add('GET', p, h, true);
  postAuth = (p: string, h: Handler<S>) => this.add('POST', p, h, true);

  match(method: string, path: string) {
    for (const e of this.entries) {
      if (e.method !== method && !(method === 'HEAD' && e.method === 'GET')) continue;
      const m = e.re.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      const values = e.keys.map((_, i) => decodeOrNull(m[i + 1] ?? ''));
      // a parameter that does not decode matches nothing (the sandbox refuses such paths first)
      if (values.some((v) => v === null)) continue;
      e.keys.forEach((k, i) => (params[k] = values[i]!));
      return { entry: e, params };
    }
    return null;
  }
}
