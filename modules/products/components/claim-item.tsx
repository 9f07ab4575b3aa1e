import { Link } from 'wouter';
import { formatPercentFraction } from '../../../runtime/format/rate';
import { formatYuan, toFen } from '../../../runtime/format/money';
import { progressRed } from '../../../runtime/domain/loan';
import { BUY_NOW } from '../../../runtime/format/glossary';
import { CLAIM_STATUS } from '../../../runtime/format/statuses';
import { claimPercent, claimStatus } from '../../../runtime/domain/claim-status';
import { Bar } from '../../../runtime/ui/sold-bar';
import type { ListClaim } from '../api/list';

export function ClaimItem({ claim }: { claim: ListClaim }) {
  const st = claimStatus(claim.status);
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
      <Bar
        pct={claimPercent(claim.status, toFen(claim.creditDealAmount), toFen(claim.balance))}
        red={progressRed(st)}
        label={st === 'OPENED' ? BUY_NOW : (CLAIM_STATUS[st] ?? st)}
        open={st === 'OPENED'}
      />
    </Link>
  );
}
