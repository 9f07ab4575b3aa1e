/// <reference types="vite/client" />
// The recorded backend contract through the client: each fixture of tests/fixtures/backend is
// fed to the app's own API function (request path, body, envelope, schema), with the network
// stubbed. Any schema error fails, including one a function swallows (the session's side
// calls), and so does any request no fixture answers (nothing is left to the sandbox here).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../runtime/api/client';
import { isApiError, SCHEMA } from '../../runtime/api/api-error';
import { callPattern, fixtures, type Fixture } from '../contract/fixtures';

const MODULES = import.meta.glob(['../../modules/**/*.ts', '../../runtime/**/*.ts']);

const patterns = fixtures.map((f) => ({ f, ...callPattern(f) }));
const refusal = (f: Fixture) => !!f.expect?.error;

/** The fixture answering a request: the one under test, else an accepted answer to the same call. */
function answerFor(current: Fixture, method: string, path: string): Fixture | undefined {
  const hits = patterns.filter((p) => p.method === method && p.re.test(path)).map((p) => p.f);
  return hits.find((f) => f === current) ?? hits.find((f) => !refusal(f));
}

let unhandled: string[] = [];
let schemaErrors: string[] = [];

function stub(current: Fixture) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const f = answerFor(current, method, url.pathname);
    if (!f) {
      unhandled.push(`${method} ${url.pathname}`);
      return new Response('no fixture', { status: 599 });
    }
    const { status, body, contentType = 'application/json' } = f.response;
    const text = typeof body === 'string' && !contentType.includes('json') ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': contentType } });
  });
}

const onSchemaError = apiConfig.onSchemaError;
beforeEach(() => {
  unhandled = [];
  schemaErrors = [];
  apiConfig.onSchemaError = (path, problem) => schemaErrors.push(`${path}: ${String(problem).slice(0, 400)}`);
});
afterEach(() => {
  apiConfig.onSchemaError = onSchemaError;
  vi.restoreAllMocks();
});

const withClient = fixtures.filter((f) => f.client);

describe('every recorded backend answer parses through the client', () => {
  it('has fixtures, each naming its sources and kind', () => {
    expect(fixtures.length).toBeGreaterThan(60);
    for (const f of fixtures) {
      expect(f.sources.length, f.name).toBeGreaterThan(0);
      expect(['literal', 'rebuilt'], f.name).toContain(f.kind);
    }
  });

  it.each(withClient.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    const load = MODULES[`../../${f.client!.module}`];
    expect(load, `module ${f.client!.module}`).toBeTypeOf('function');
    const fn = ((await load!()) as Record<string, unknown>)[f.client!.fn];
    expect(fn, `${f.client!.module} exports ${f.client!.fn}`).toBeTypeOf('function');
    stub(f);
    let value: unknown;
    let error: unknown;
    try {
      value = await (fn as (...a: unknown[]) => Promise<unknown>)(...f.client!.args);
    } catch (e) {
      error = e;
    }
    expect(unhandled, 'requests no fixture answers').toEqual([]);
    expect(schemaErrors, 'answers the client refused').toEqual([]);
    if (f.expect?.error) {
      expect(isApiError(error) && error.code, 'the refusal it reads').toBe(f.expect.error);
      return;
    }
    if (isApiError(error) && error.code === SCHEMA) throw new Error(`schema error: ${JSON.stringify(error.detail).slice(0, 600)}`);
    expect(error, 'no error').toBeUndefined();
    if (f.expect && 'value' in f.expect) return expect(value).toEqual(f.expect.value);
    // a list that parses to nothing, or to rows with nothing in them, read no field the backend sent
    const rows = Array.isArray(value) ? value : (value as { items?: unknown[] } | null)?.items;
    if (rows && (f.response.body as unknown[] | { length?: number }) !== null) {
      expect(rows.length, 'rows read').toBeGreaterThan(0);
      for (const r of rows) if (r && typeof r === 'object') expect(Object.values(r).filter((v) => v != null && v !== '').length, 'fields read in a row').toBeGreaterThan(1);
    }
  });
});
