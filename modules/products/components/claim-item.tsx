import { Link } from 'wouter';
import { formatPercentFraction } from '../../../domain/format/rate';
import { formatYuan, toFen } from '../../../domain/format/money';
import { progressRed } from '../../../domain/loan';
import { BUY_NOW } from '../../../domain/format/glossary';
import { CLAIM_STATUS } from '../../../domain/format/statuses';
import { claimPercent, claimStatus } from '../../../domain/claim-status';
import { Bar } from '../../../kit/ui/sold-bar';
import { useSession } from '../../../runtime/session/use-session';
import type { ListClaim } from '../api/list';

/**
 * The status word: 立即购买 while on sale, except on the reader's own transfer, which says
 * 我的转让 (its detail refuses the purchase, as the backend does); else the status.
 */
export function claimAction(status: string, own: boolean): { label: string; open: boolean } {
  const st = claimStatus(status);
  if (st !== 'OPENED') return { label: CLAIM_STATUS[st] ?? st, open: false };
  return own ? { label: '我的转让', open: false } : { label: BUY_NOW, open: true };
}

export function ClaimItem({ claim }: { claim: ListClaim }) {
  const st = claimStatus(claim.status);
  const me = useSession().user?.id;
  const act = claimAction(claim.status, !!me && claim.userId === me);
  return (
    <Link href={`/assignment/${claim.id}`} className="pd-item">
      <h3 aria-level={2}>{claim.title}</h3>
      <div className="pd-figs">
        <p>
          <b className="pd-rate">
            {formatPercentFraction(claim.actualRate)}
            <small>%</small>
          </b>
          预期年化
        </p>
        <p>
          <b>
            {claim.remainPeriod ?? '--'}
            <small>天</small>
          </b>
          剩余期限
        </p>
        <p>
          <b>
            {formatYuan(claim.creditDealAmount)}
            <small>元</small>
          </b>
          转让价格
        </p>
      </div>
      <Bar pct={claimPercent(claim.status, toFen(claim.creditDealAmount), toFen(claim.balance))} red={progressRed(st)} label={act.label} open={act.open} />
    </Link>
  );
}
