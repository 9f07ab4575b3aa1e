import { sumYuan } from '../../runtime/format/money';
import type { SessionState } from '../../runtime/session/store';

type Figures = Pick<SessionState, 'fund' | 'statistics'>;

/** SPEC §9: total = available + principal due (offline included) + frozen + outstanding interest, in fen. */
export function totalAssetsFen({ fund, statistics }: Figures): number {
  const due = statistics?.investStatistics?.dueAmount;
  return sumYuan(
    fund?.availableAmount,
    due?.principal ?? fund?.outstandingPrincipal,
    statistics?.offlineDataInvestAmount,
    fund?.frozenAmount,
    due?.interest ?? statistics?.outstandingInterest,
  );
}
