// Lighthouse figures: per-metric medians of a route's runs. Kept apart from the runner
// (lighthouse-run.ts), which needs the lighthouse package that only bench/node_modules holds,
// so that code the root install typechecks and tests can import this without it.
import { median } from './stats';
import type { LhMetrics } from './types';

export const medianMetrics = (runs: LhMetrics[]): LhMetrics => ({
  performance: median(runs.map((r) => r.performance)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  tbt: median(runs.map((r) => r.tbt)),
  fcp: median(runs.map((r) => r.fcp)),
});
