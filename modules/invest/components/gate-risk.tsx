// The risk-mismatch gate (SPEC §4 risk-class mismatch): the loan's rank by name from
// GET /api/v2/loan/ranks (R3 中风险) and the survey grade it needs, the rank's code until the
// names arrive or when the call fails; then what the investor may lend to instead, before the
// offer to take the survey again (a mismatch is an answer, not a gate to argue with).
// Its own chunk: only this view needs it.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useLoanRanks } from '../../../kit/entity/loan-ranks';
import type { Loan } from '../../../kit/entity/loan-record';
import { formatRate } from '../../../domain/format/rate';
import type { Verb } from '../../../domain/format/glossary';
import { fittingLoans } from '../api/fitting-loans';

export default function RiskMismatch({
  grade,
  rank,
  ceiling,
  loanId,
  verb,
}: {
  grade?: string | null;
  rank?: string | null;
  ceiling: number | null;
  loanId: string;
  verb: Verb;
}) {
  const ranks = useLoanRanks(null, !!rank);
  const r = rank ? ranks?.[rank.trim().toUpperCase()] : undefined;
  const named = rank ? (r?.name ? `${rank} ${r.name}` : rank) : '未知';
  const need = r?.grade ? `（需风险承受能力为“${r.grade}”及以上）` : '';
  const [fits, setFits] = useState<Loan[] | null>(null);
  useEffect(() => {
    if (ceiling === null) return setFits([]);
    fittingLoans(ceiling, loanId).then(setFits, () => setFits([]));
  }, [ceiling, loanId]);
  return (
    <>
      <p>{`您的风险承受能力为“${grade || '未知'}”，该项目风险等级为${named}${need}，超出您可承受的范围，暂不能${verb}。`}</p>
      <section className="inv-fits" aria-label="适合您的项目" aria-busy={fits === null}>
        <h3>适合您的项目</h3>
        {fits === null ? (
          <p className="inv-fits-note">正在查找…</p>
        ) : fits.length ? (
          <ul>
            {fits.map((l) => (
              <li key={l.id}>
                <Link href={`/loan/${l.id}`}>
                  <b>{l.title}</b>
                  <span>
                    <em>{formatRate(l.rate)}%</em> 预期年化 · 风险等级{l.loanRequest.riskRank}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="inv-fits-note">暂未找到符合您风险承受能力的项目</p>
        )}
        <Link href="/list" className="ui-btn">
          查看全部项目
        </Link>
      </section>
    </>
  );
}
