import { Link } from 'wouter';
import { formatRate } from '../../../runtime/format/rate';
import { formatYuan } from '../../../runtime/format/money';
import { durationParts, progressPercent, progressRed } from '../../../runtime/domain/loan';
import { LOAN_STATUS } from '../../../runtime/format/statuses';
import type { HomeLoan } from '../api';

export function LoanCard({ loan }: { loan: HomeLoan }) {
  const [n, unit] = durationParts(loan.duration);
  const pct = progressPercent(loan.status, loan.investPercent);
  const open = loan.status === 'OPENED';
  return (
    <Link href={`/loan/${loan.id}`} className="home-loan">
      <h3>{loan.title}</h3>
      <div className="home-loan-figures">
        <div>
          <strong className="home-rate">
            {formatRate(loan.rate)}
            <small>%</small>
            {loan.addRate ? <em>+{formatRate(loan.addRate)}%</em> : null}
          </strong>
          <span>预期年化</span>
        </div>
        <div>
          <strong>
            {n}
            <small>{unit}</small>
          </strong>
          <span>期限</span>
        </div>
        <div>
          <strong>
            {formatYuan(loan.loanRequest.investRule?.minAmount ?? 100)}
            <small>元</small>
          </strong>
          <span>最低出借金额</span>
        </div>
      </div>
      <div className="home-loan-foot">
        <div className={`home-bar${progressRed(loan.status) ? ' red' : ''}`} role="progressbar" aria-label="已售比例" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
          <i style={{ width: `${pct}%` }} />
        </div>
        <span className="home-pct">已售{pct}%</span>
        {/* the whole card is the link; the pill says what a tap does when it can be lent to */}
        <span className={`home-status${open ? ' open' : ''}`}>{open ? '立即出借' : (LOAN_STATUS[loan.status] ?? loan.status)}</span>
      </div>
    </Link>
  );
}
