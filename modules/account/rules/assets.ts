// What the investor holds: the parts of the total (SPEC §9) and the donut's geometry. All sums
// in integer fen.
import { toFen } from '../../../domain/format/money';
import type { Statistic } from '../api/home';
import type { SessionState } from '../../../runtime/session/store';

export interface AssetPart {
  key: 'balance' | 'frozen' | 'principal' | 'offline' | 'interest';
  label: string;
  fen: number;
  /** the donut's colour; the legend says the same in words */
  color: string;
}

/**
 * SPEC §9: total = available + principal due (offline included) + frozen + outstanding
 * interest. Every addend is a line of its own, offline principal too, so the total shown is
 * the sum of the lines shown. All five come from one statistic answer: one snapshot.
 */
export function assetParts(s: Statistic): AssetPart[] {
  return [
    { key: 'balance', label: '可用余额', fen: toFen(s.balance), color: '#cc310b' },
    { key: 'frozen', label: '冻结金额', fen: toFen(s.frozenAmount), color: '#7a7a7a' },
    { key: 'principal', label: '待收本金', fen: toFen(s.principal), color: '#1f64c8' },
    { key: 'offline', label: '线下待收本金', fen: toFen(s.offlineDataInvestAmount), color: '#1d8a5a' },
    { key: 'interest', label: '待收收益', fen: toFen(s.uncollectedIncome), color: '#b07800' },
  ];
}

/** The statistic's figures where some may be unknown (null). */
export type Figures = { [K in keyof Statistic]-?: Statistic[K] | null };

/**
 * The figures the session already holds (userfund and statistics/invest, read at login): what
 * the screen shows while the statistic is on its way, or when it fails (no public front end of
 * the family shows that call). A part whose call failed is unknown, never zero.
 */
export function sessionFigures(s: {
  readonly fund: SessionState['fund'];
  readonly statistics: SessionState['statistics'];
  readonly failed: readonly string[];
}): Figures {
  const fund = s.failed.includes('fund') ? null : s.fund;
  const st = s.failed.includes('statistics') ? null : s.statistics;
  const due = st?.investStatistics?.dueAmount;
  return {
    balance: fund?.availableAmount ?? null,
    frozenAmount: fund?.frozenAmount ?? null,
    principal: due?.principal ?? fund?.outstandingPrincipal ?? null,
    offlineDataInvestAmount: st ? (st.offlineDataInvestAmount ?? 0) : null,
    uncollectedIncome: st?.outstandingInterest ?? due?.interest ?? fund?.outstandingInterest ?? null,
    investInterestAmount: st?.investInterestAmount ?? null,
    holdingAssetsAmount: null,
  };
}

const FIELD: Record<AssetPart['key'], keyof Statistic> = {
  balance: 'balance',
  frozen: 'frozenAmount',
  principal: 'principal',
  offline: 'offlineDataInvestAmount',
  interest: 'uncollectedIncome',
};

/** Whether a part's figure is known. */
export const partKnown = (f: Figures, key: AssetPart['key']) => f[FIELD[key]] != null;

/** The five addends when all are known: only then is there a total (and a donut). */
export function complete(f: Figures): Statistic | null {
  const { balance, frozenAmount, principal, offlineDataInvestAmount, uncollectedIncome } = f;
  if (balance == null || frozenAmount == null || principal == null || offlineDataInvestAmount == null || uncollectedIncome == null) return null;
  return {
    balance,
    frozenAmount,
    principal,
    offlineDataInvestAmount,
    uncollectedIncome,
    investInterestAmount: f.investInterestAmount,
    holdingAssetsAmount: f.holdingAssetsAmount,
  };
}

/** Every part, unknown ones at 0 (their amounts are shown as --). */
export const linesOf = (f: Figures) =>
  assetParts({
    ...f,
    balance: f.balance ?? 0,
    frozenAmount: f.frozenAmount ?? 0,
    principal: f.principal ?? 0,
    offlineDataInvestAmount: f.offlineDataInvestAmount ?? 0,
    uncollectedIncome: f.uncollectedIncome ?? 0,
  });

export const totalFen = (parts: readonly AssetPart[]) => parts.reduce((sum, p) => sum + p.fen, 0);

/** Share of the total in tenths of a percent (123 = 12.3%), so the figures never drift. */
export const permille = (fen: number, total: number) => (total > 0 ? Math.round((fen * 1000) / total) : 0);
export const percentText = (pm: number) => `${(pm - (pm % 10)) / 10}.${pm % 10}%`;

export interface Arc {
  key: string;
  color: string;
  /** the arc's length and where it starts, on a circle whose circumference is 100 */
  length: number;
  start: number;
}

/**
 * The donut's arcs, clockwise from 12 o'clock, on a circle of circumference 100. Parts too
 * small to see still get a sliver (0.6) so no held amount vanishes from the picture; the
 * others give way in proportion so the ring still closes.
 */
export function donutArcs(parts: readonly AssetPart[]): Arc[] {
  const total = totalFen(parts);
  const shown = parts.filter((p) => p.fen > 0);
  if (!total || !shown.length) return [];
  const MIN = 0.6;
  const raw = shown.map((p) => (p.fen * 100) / total);
  const small = raw.filter((r) => r < MIN).length;
  const bigSum = raw.filter((r) => r >= MIN).reduce((a, b) => a + b, 0);
  const scale = bigSum > 0 ? (100 - small * MIN) / bigSum : 0;
  let at = 0;
  return shown.map((p, i) => {
    const length = raw[i]! < MIN ? MIN : raw[i]! * scale;
    const arc = { key: p.key, color: p.color, length, start: at };
    at += length;
    return arc;
  });
}
