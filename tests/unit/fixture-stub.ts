// Serves recorded backend answers (tests/fixtures/backend) to the API client with the network
// stubbed, so a fixture goes through the client's own function; schema problems are collected.
import { readFileSync } from 'node:fs';
import { afterEach } from 'vitest';
import { apiConfig } from '../../runtime/api/client';

export interface Fixture {
  request: { path: string };
  response: { status: number; body: unknown };
}

export const fixture = (name: string): Fixture => JSON.parse(readFileSync(new URL(`../fixtures/backend/${name}.json`, import.meta.url), 'utf8')) as Fixture;

/** Call once per test file: restores fetch after each test. */
export function fixtureStub() {
  const realFetch = globalThis.fetch;
  const problems: unknown[] = [];
  afterEach(() => {
    globalThis.fetch = realFetch;
    apiConfig.onSchemaError = () => {};
    problems.length = 0;
  });
  /** Answers each path (query ignored) with its body, 404 otherwise; returns what was sent. */
  function serve(routes: Record<string, unknown>, status = 200) {
    const sent: { path: string; body?: string }[] = [];
    apiConfig.onSchemaError = (_p, e) => void problems.push(e);
    globalThis.fetch = (async (u: RequestInfo | URL, init?: RequestInit) => {
      const path = String(u)
        .replace(/^https?:\/\/[^/]+/, '')
        .split('?')[0]!;
      sent.push({ path, body: init?.body == null ? undefined : String(init.body) });
      if (!(path in routes)) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(routes[path]), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return sent;
  }
  /** Serves fixtures at their own paths. */
  const serveFixtures = (...f: Fixture[]) => serve(Object.fromEntries(f.map((x) => [x.request.path, x.response.body])));
  return { serve, serveFixtures, problems };
}
