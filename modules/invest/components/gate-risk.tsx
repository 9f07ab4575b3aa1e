// The risk-mismatch gate's words (SPEC §4 risk-class mismatch): the loan's rank by name from
// GET /api/v2/loan/ranks (R3 中风险) and the survey grade it needs, the rank's code until the
// names arrive or when the call fails. Its own chunk: only this view needs it.
import { useLoanRanks } from '../../../runtime/domain/loan-ranks';
import type { Verb } from '../../../runtime/format/glossary';

export default function RiskMismatch({ grade, rank, verb }: { grade?: string | null; rank?: string | null; verb: Verb }) {
  const ranks = useLoanRanks(null, !!rank);
  const r = rank ? ranks?.[rank.trim().toUpperCase()] : undefined;
  const named = rank ? (r?.name ? `${rank} ${r.name}` : rank) : '未知';
  const need = r?.grade ? `（需风险承受能力为“${r.grade}”及以上）` : '';
  return (
    <p>
      {`您的风险承受能力为“${grade || '未知'}”，该项目风险等级为${named}${need}，超出您可承受的范围，暂不能${verb}。您可以选择其他项目，或重新进行风险测评。`}
    </p>
  );
}
