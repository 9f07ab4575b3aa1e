// Fault injection (server/sandbox/faults.ts): the rule format and repeatable rates (what each
// kind does on the wire: integration/sandbox-faults).
import { describe, expect, it } from 'vitest';
import { createFaults, faultsFromEnv, parseFaults, truncateJson } from '../../server/sandbox/faults';

const CHARGE = '/api/v2/multiPayment/router/charge';

describe('fault rules', () => {
  it('parses the JSON format and refuses what it cannot honour', () => {
    expect(parseFaults('')).toEqual([]);
    expect(parseFaults(`[{"path":"${CHARGE}","kind":"drop","method":"post","count":1}]`)).toEqual([{ path: CHARGE, kind: 'drop', method: 'POST', count: 1 }]);
    expect(parseFaults({ rules: [{ path: '/api/*', kind: 'latency', ms: 10 }] })).toHaveLength(1);
    expect(() => parseFaults('{"path":"/api"}')).toThrow(/array/);
    expect(() => parseFaults([{ path: 'api', kind: 'drop' }])).toThrow(/faults\[0\]: path/);
    expect(() => parseFaults([{ path: '/api', kind: 'explode' }])).toThrow(/kind/);
    expect(() => parseFaults([{ path: '/api', kind: 'drop', rate: 2 }])).toThrow(/rate/);
    expect(() => parseFaults([{ path: '/api', kind: 'drop', count: 1.5 }])).toThrow(/count/);
    expect(() => parseFaults([{ path: '/api', kind: 'error500', status: 404 }])).toThrow(/5xx/);
    expect(() => parseFaults([{ path: '/__sandbox/ledger', kind: 'drop' }])).toThrow(/__sandbox/);
    expect(() => parseFaults('[{')).toThrow();
  });

  it('matches `*`, `:name` and method, and never /__sandbox/*', () => {
    const f = createFaults([
      { path: '/api/v2/loan/:id', kind: 'error500', method: 'GET' },
      { path: '/api/v2/cms/*', kind: 'html' },
      { path: '/*', kind: 'abort' },
    ]);
    expect(f.pick('GET', '/api/v2/loan/L1')?.kind).toBe('error500');
    expect(f.pick('GET', '/api/v2/loan/L1/info')?.kind).toBe('abort');
    expect(f.pick('POST', '/api/v2/loan/L1')?.kind).toBe('abort');
    expect(f.pick('GET', '/api/v2/cms/category/A/name/B')?.kind).toBe('html');
    expect(f.pick('GET', '/__sandbox/faults')).toBeNull();
    const literal = createFaults([{ path: '/api/v2.x', kind: 'abort' }]);
    expect(literal.pick('GET', '/api/v2Yx')).toBeNull();
  });

  it('applies a rule to its first `count` matches only, then lets the next rule have them', () => {
    const f = createFaults([
      { path: CHARGE, kind: 'drop', count: 2 },
      { path: CHARGE, kind: 'latency', ms: 0 },
    ]);
    expect([1, 2, 3, 4].map(() => f.pick('POST', CHARGE)?.kind)).toEqual(['drop', 'drop', 'latency', 'latency']);
    const r = f.report();
    expect(r.rules.map((x) => [x.matched, x.injected])).toEqual([
      [2, 2],
      [2, 2],
    ]);
    expect(r.injected).toEqual({ total: 4, byKind: { drop: 2, latency: 2 } });
  });

  it('draws rates from a fixed seed: the same picks on every run and after every set', () => {
    const rules = [{ path: '/api/*', kind: 'abort', rate: 0.5 }];
    const picks = (f: ReturnType<typeof createFaults>) => Array.from({ length: 40 }, () => (f.pick('GET', '/api/x') ? 1 : 0)).join('');
    const a = createFaults(rules, 7);
    const first = picks(a);
    a.set(rules);
    expect(picks(a)).toBe(first);
    expect(picks(createFaults(rules, 7))).toBe(first);
    expect(picks(createFaults(rules, 8))).not.toBe(first);
    expect(first).toMatch(/1/);
    expect(first).toMatch(/0/);
    const { matched, injected } = a.report().rules[0]!;
    expect(matched).toBe(40);
    expect(injected).toBe(first.split('').filter((c) => c === '1').length);
  });

  it('keeps the running total across clearing', () => {
    const f = createFaults([{ path: '/api/*', kind: 'html' }]);
    f.pick('GET', '/api/a');
    f.clear();
    expect(f.pick('GET', '/api/a')).toBeNull();
    expect(f.report()).toMatchObject({ rules: [], injected: { total: 1, byKind: { html: 1 } } });
  });

  it('reads SANDBOX_FAULTS and SANDBOX_FAULTS_SEED, off when unset', () => {
    expect(faultsFromEnv({}).report()).toMatchObject({ seed: 1, rules: [] });
    const f = faultsFromEnv({ SANDBOX_FAULTS: `[{"path":"${CHARGE}","kind":"drop"}]`, SANDBOX_FAULTS_SEED: '42' });
    expect(f.report()).toMatchObject({ seed: 42, rules: [{ path: CHARGE, kind: 'drop', matched: 0 }] });
    expect(() => faultsFromEnv({ SANDBOX_FAULTS: 'drop everything' })).toThrow();
    expect(() => faultsFromEnv({ SANDBOX_FAULTS_SEED: 'x' })).toThrow(/SEED/);
  });

  it('cuts JSON so that it never parses', () => {
    for (const text of ['{"success":true,"data":"SUCCESSFUL","error":[]}', 'true', '1234', '"ok"', '[]']) {
      expect(() => JSON.parse(truncateJson(text))).toThrow();
    }
  });
});
