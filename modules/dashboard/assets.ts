import { sumYuan, toFen } from '../../runtime/format/money';
import type { SessionState } from '../../runtime/session/store';

type Figures = Pick<SessionState, 'fund' | 'statistics'> & { failed: readonly SessionState['failed'][number][] };

export interface AssetPart {
  label: string;
  /** null: its call failed, so the figure is unknown (shown as --, never 0.00) */
  fen: number | null;
}

/**
 * SPEC §9: total = available + principal due (offline included) + frozen + outstanding
 * interest. Each addend is its own line, so the total shown is the sum of the lines shown.
 */
export function assetParts({ fund, statistics, failed }: Figures): AssetPart[] {
  const fundOk = !!fund && !failed.includes('fund');
  const statsOk = !!statistics && !failed.includes('statistics');
  const due = statistics?.investStatistics?.dueAmount;
  const fen = (ok: boolean, v: number | null | undefined) => (ok ? toFen(v ?? 0) : null);
  return [
    { label: '可用余额', fen: fen(fundOk, fund?.availableAmount) },
    { label: '冻结金额', fen: fen(fundOk, fund?.frozenAmount) },
    { label: '待收本金', fen: due?.principal != null ? fen(statsOk, due.principal) : fen(fundOk, fund?.outstandingPrincipal) },
    { label: '线下待收本金', fen: fen(statsOk, statistics?.offlineDataInvestAmount) },
    { label: '待收收益', fen: due?.interest != null ? fen(statsOk, due.interest) : fen(statsOk, statistics?.outstandingInterest) },
  ];
}

/** The total in fen, or null when any part is unknown. */
export function totalAssetsFen(parts: AssetPart[]): number | null {
  if (parts.some((p) => p.fen === null)) return null;
  return sumYuan(...parts.map((p) => p.fen! / 100));
}
