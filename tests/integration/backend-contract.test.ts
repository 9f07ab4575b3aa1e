/// <reference types="vite/client" />
// The recorded backend contract through the client: each fixture of tests/fixtures/backend is
// fed to the app's own API function (request path, body, envelope, schema), with the network
// stubbed. Any schema error fails, including one a function swallows (the session's side
// calls), and so does any request no fixture answers (nothing is left to the sandbox here).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../runtime/api/client';
import { isApiError, SCHEMA } from '../../runtime/api/api-error';
import { callPattern, fixtures, type Fixture } from '../contract/fixtures';

const MODULES = import.meta.glob(['../../modules/**/*.ts', '../../kit/**/*.ts', '../../runtime/**/*.ts']);

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

  /** The client's function on the fixture's answer: what it returned or threw. */
  async function read(f: Fixture): Promise<{ value?: unknown; error?: unknown }> {
    const load = MODULES[`../../${f.client!.module}`];
    expect(load, `module ${f.client!.module}`).toBeTypeOf('function');
    const fn = ((await load!()) as Record<string, unknown>)[f.client!.fn];
    expect(fn, `${f.client!.module} exports ${f.client!.fn}`).toBeTypeOf('function');
    stub(f);
    try {
      return { value: await (fn as (...a: unknown[]) => Promise<unknown>)(...f.client!.args) };
    } catch (error) {
      return { error };
    } finally {
      expect(unhandled, 'requests no fixture answers').toEqual([]);
      expect(schemaErrors, 'answers the client refused').toEqual([]);
    }
  }
  /** An error as the test reports it: the code of ours, the schema's complaint in full. */
  const said = (e: unknown) => (isApiError(e) ? (e.code === SCHEMA ? `schema error: ${JSON.stringify(e.detail).slice(0, 600)}` : e.code) : e && String(e));

  // each fixture declares what the client makes of it: a refusal, a value, or rows
  const refusals = withClient.filter(refusal);
  const values = withClient.filter((f) => !refusal(f) && f.expect && 'value' in f.expect);
  const rest = withClient.filter((f) => !refusals.includes(f) && !values.includes(f));

  it.each(refusals.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    expect(said((await read(f)).error)).toBe(f.expect!.error);
  });

  it.each(values.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    const r = await read(f);
    expect(said(r.error), 'no error').toBeUndefined();
    expect(r.value).toEqual((f.expect as { value: unknown }).value);
  });

  it.each(rest.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    const r = await read(f);
    expect(said(r.error), 'no error').toBeUndefined();
    // a list that parses to nothing, or to rows with nothing in them, read no field the backend sent
    const list = Array.isArray(r.value) ? r.value : (r.value as { items?: unknown[] } | null)?.items;
    expect(list?.length === 0 && f.response.body !== null, 'a list read empty from a recorded answer').toBe(false);
    const rows = list ?? [];
    const thin = rows.filter((row) => row !== null && typeof row === 'object' && Object.values(row).filter((v) => v != null && v !== '').length <= 1);
    expect(thin, 'rows with at most one field read').toEqual([]);
  });
});
