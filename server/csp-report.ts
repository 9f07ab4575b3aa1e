// POST /csp-report: where browsers send Content-Security-Policy violations (the shell's CSP
// header names it, server/static.ts). Two formats arrive: `application/csp-report` (report-uri,
// one `{"csp-report":{…}}` per request) and `application/reports+json` (the Reporting API's
// report-to, a batch of `{type:"csp-violation", body:{…}}`). Each violation becomes one line on
// stderr for the log pipeline. Anyone can post here, so the body is capped, each address gets a
// few reports a minute, the server logs so many lines a minute at most, and what is logged is cut
// short, its control and bidi characters escaped (no forged or reordered log lines) and its query
// strings dropped (they may carry personal data).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeForLog, lineBudget, perMinuteLimit } from './per-minute';
import type { GuardStore } from './guard/store';
import { answerEmpty, readReport } from './report-post';

export interface CspReportOptions {
  /** where the lines go (stderr) */
  log?: (line: string) => void;
  now?: () => number;
  /** requests per address per minute */
  perMinute?: number;
  maxBytes?: number;
  /** log lines a minute for the whole server, so a flood cannot fill the disk */
  linesPerMinute?: number;
  /** where the per-address counts live (the guards' store; this endpoint's own memory otherwise) */
  store?: GuardStore;
}

const TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);
const MAX_VIOLATIONS_PER_REQUEST = 20;

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field fit for one log line. */
function clean(v: unknown, max = 200): string {
  if (typeof v !== 'string' && typeof v !== 'number') return '-';
  const s = escapeForLog(String(v).trim());
  return s.length > max ? s.slice(0, max) + '…' : s || '-';
}

/** A URL without its query and fragment; keywords such as `inline` or `eval` as they are. */
function place(v: unknown): string {
  if (typeof v !== 'string') return '-';
  return clean(v.replace(/[?#].*$/s, ''));
}

interface Violation {
  directive: unknown;
  blocked: unknown;
  document: unknown;
  source: unknown;
  line: unknown;
  column: unknown;
  sample: unknown;
  disposition: unknown;
}

/** The violations in a report body of either format; nothing for anything else. */
export function violationsOf(json: unknown): Violation[] {
  const legacy = isObj(json) && isObj(json['csp-report']) ? json['csp-report'] : null;
  if (legacy) {
    return [
      {
        directive: legacy['effective-directive'] ?? legacy['violated-directive'],
        blocked: legacy['blocked-uri'],
        document: legacy['document-uri'],
        source: legacy['source-file'],
        line: legacy['line-number'],
        column: legacy['column-number'],
        sample: legacy['script-sample'],
        disposition: legacy.disposition,
      },
    ];
  }
  const list = Array.isArray(json) ? json : [];
  return list
    .filter((r): r is Json => isObj(r) && r.type === 'csp-violation' && isObj(r.body))
    .map((r) => {
      const b = r.body as Json;
      return {
        directive: b.effectiveDirective,
        blocked: b.blockedURL,
        document: b.documentURL ?? r.url,
        source: b.sourceFile,
        line: b.lineNumber,
        column: b.columnNumber,
        sample: b.sample,
        disposition: b.disposition,
      };
    });
}

export const violationLine = (v: Violation) =>
  `[csp] ${clean(v.directive, 60)} blocked=${place(v.blocked)} page=${place(v.document)} ` +
  `at=${place(v.source)}:${clean(v.line, 10)}:${clean(v.column, 10)} ${clean(v.disposition, 10)} sample=${JSON.stringify(clean(v.sample, 80))}`;

const answer = answerEmpty;

/** The handler of POST /csp-report: 204 once logged, 4xx for what it will not take. */
export function createCspReport(o: CspReportOptions = {}) {
  const now = o.now ?? Date.now;
  const log = lineBudget(o.linesPerMinute ?? 300, now, o.log ?? ((line: string) => console.error(line)), 'csp');
  const perMinute = o.perMinute ?? 30;
  const maxBytes = o.maxBytes ?? 32 * 1024;
  const allowed = perMinuteLimit(perMinute, now, 'csp', o.store);

  return async (req: IncomingMessage, res: ServerResponse) => {
    const json = await readReport(req, res, { types: TYPES, maxBytes, allowed });
    if (res.headersSent) return;
    for (const v of violationsOf(json).slice(0, MAX_VIOLATIONS_PER_REQUEST)) log(violationLine(v));
    answer(res, 204);
  };
}
