import type { Size } from './sizes';
import { kb } from './sizes';

export interface Budgets {
  /** gzip bytes; 1 KB = 1000 bytes, as the React floor is quoted */
  entry: number;
  page: number;
  critical: number;
  /** extra room for routes whose critical path carries DOMPurify (server HTML) */
  sanitizerAllowance: number;
  routes?: Record<string, { page?: number; critical?: number }>;
}

export interface RouteReport {
  path: string;
  page: Size;
  critical: Size;
  sanitises: boolean;
  files: string[];
}

export function checkBudgets(b: Budgets, entry: Size, routes: RouteReport[]): string[] {
  const breaches: string[] = [];
  if (entry.gzip > b.entry) breaches.push(`entry ${kb(entry.gzip)} KB > ${kb(b.entry)} KB`);
  for (const r of routes) {
    const own = b.routes?.[r.path] ?? {};
    const extra = r.sanitises ? b.sanitizerAllowance : 0;
    const page = (own.page ?? b.page) + extra;
    const critical = (own.critical ?? b.critical) + extra;
    if (r.page.gzip > page) breaches.push(`${r.path} page chunk ${kb(r.page.gzip)} KB > ${kb(page)} KB`);
    if (r.critical.gzip > critical) breaches.push(`${r.path} critical path ${kb(r.critical.gzip)} KB > ${kb(critical)} KB`);
  }
  return breaches;
}

export function budgetTable(entry: Size, floor: Size, routes: RouteReport[]): string {
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (s: Size) => `${kb(s.raw).padStart(6)} ${kb(s.gzip).padStart(5)} ${kb(s.brotli).padStart(5)}`;
  const width = Math.max(28, ...routes.map((r) => r.path.length + 2));
  const lines = [
    `Budget report (KB = 1000 B; min / gzip / brotli)   React floor: ${num(floor)}`,
    `${pad('route', width)}${pad('page chunk (min gz br)', 24)}${pad('critical path (min gz br)', 26)}× floor`,
    `${pad('[entry]', width)}${pad(num(entry), 24)}${pad('', 26)}${(entry.gzip / floor.gzip).toFixed(2)}`,
  ];
  for (const r of routes) {
    const mark = r.sanitises ? ' (sanitiser)' : '';
    lines.push(`${pad(r.path, width)}${pad(num(r.page), 24)}${pad(num(r.critical), 26)}${(r.critical.gzip / floor.gzip).toFixed(2)}${mark}`);
  }
  return lines.join('\n');
}
