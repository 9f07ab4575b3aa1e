import { describe, expect, it } from 'vitest';
import { checkBudgets, type Budgets, type RouteReport } from '../../scripts/build/budgets';

const size = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip - 100 });
const budgets: Budgets = { entry: 84000, page: 12000, critical: 95000, sanitizerAllowance: 12000, routes: { '/big': { page: 20000 } } };
const route = (path: string, page: number, critical: number, sanitises = false): RouteReport => ({
  path,
  page: size(page),
  critical: size(critical),
  sanitises,
  files: [],
});

describe('budget check', () => {
  it('passes routes within the default budgets', () => {
    expect(checkBudgets(budgets, size(80000), [route('/', 11000, 94000)])).toEqual([]);
  });
  it('names each breach: entry, page chunk, critical path', () => {
    const b = checkBudgets(budgets, size(85000), [route('/a', 12001, 95001)]);
    expect(b).toHaveLength(3);
    expect(b[0]).toMatch(/^entry 85\.0 KB > 84\.0 KB/);
    expect(b[1]).toMatch(/\/a page chunk/);
    expect(b[2]).toMatch(/\/a critical path/);
  });
  it('gives routes that carry the sanitiser its 12 KB and no more', () => {
    expect(checkBudgets(budgets, size(80000), [route('/article', 23000, 106000, true)])).toEqual([]);
    expect(checkBudgets(budgets, size(80000), [route('/article', 23000, 107001, true)])).toHaveLength(1);
  });
  it('uses per-route overrides', () => {
    expect(checkBudgets(budgets, size(80000), [route('/big', 19000, 90000)])).toEqual([]);
  });
});
