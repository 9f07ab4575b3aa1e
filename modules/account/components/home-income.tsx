// 昨日收益, 持有收益 and 累计收益 in the asset card, as the peers' account homes lead with them.
// 昨日收益 is the family's statistics.yesterdayIncome: the account home's statistic when it
// carries it, else the session's statistics/invest (read at login). -- only when neither says.
import './home-income.css';
import { useSession } from '../../../runtime/session/use-session';
import { formatFen, toFen } from '../../../domain/format/money';
import type { StatisticAnswer } from '../api/home';
import type { Call } from './home-call';

type Yuan = number | null | undefined;

export interface Income {
  /** fen; null: the backend gave nothing */
  yesterday: number | null;
  holding: number | null;
  earned: number | null;
}

const fen = (v: Yuan) => (v == null || !Number.isFinite(v) ? null : toFen(v));

/** The three figures from the statistic (null while loading or failed) and the session's. */
export function incomeOf(stat: Partial<StatisticAnswer> | null, session: { yesterdayIncome?: Yuan; investInterestAmount?: Yuan } | null): Income {
  return {
    yesterday: fen(stat?.yesterdayIncome ?? session?.yesterdayIncome),
    holding: fen(stat?.holdingIncome),
    earned: fen(stat?.investInterestAmount ?? session?.investInterestAmount),
  };
}

/** What one figure reads: hidden by the eye, -- when unknown, else exact yuan. */
export const incomeText = (v: number | null, hidden: boolean) => (v == null ? '--' : hidden ? '****' : formatFen(v));

export function HomeIncome({ stats, hidden }: { stats: Call<StatisticAnswer>; hidden: boolean }) {
  const s = useSession();
  const session = s.status === 'ready' && !s.failed.includes('statistics') ? s.statistics : null;
  const f = incomeOf(stats.state === 'ok' ? stats.value : null, session);
  const rows: [string, number | null][] = [
    ['昨日收益', f.yesterday],
    ['持有收益', f.holding],
    ['累计收益', f.earned],
  ];
  return (
    <dl className="dash-income">
      {rows.map(([label, v]) => (
        <div key={label}>
          <dt>{label}（元）</dt>
          <dd>{incomeText(v, hidden)}</dd>
        </div>
      ))}
    </dl>
  );
}
