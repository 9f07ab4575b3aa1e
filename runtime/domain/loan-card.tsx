import './loan-card.css';
// The loan card the homepage and the loan list both show (DESIGN "Layers"): rate, term, the
// minimum with the product's verb, the sold bar and what a tap does. The whole card is the link.
import { Link } from 'wouter';
import { formatRate } from '../format/rate';
import { formatYuan } from '../format/money';
import { minAmountLabel, verbOf } from '../format/glossary';
import { LOAN_STATUS } from '../format/statuses';
import { Bar } from '../ui/sold-bar';
import type { Duration } from './duration';
import { durationParts, PRODUCT_NAMES, progressPercent, progressRed } from './loan';

/** What the card reads of a loan: the homepage's and the list's records both carry it. */
export interface CardLoan {
  id: string;
  title: string;
  status: string;
  rate: number;
  addRate?: number | null;
  investPercent: number;
  duration: Duration;
  loanRequest: { productKey: string; investRule?: { minAmount: number } | null };
}

/** `tag`: the product's name before the title (the list mixes products; the homepage groups them). */
export function LoanCard({ loan, className, tag }: { loan: CardLoan; className: string; tag?: boolean }) {
  const [n, unit] = durationParts(loan.duration);
  const pct = progressPercent(loan.status, loan.investPercent);
  const key = loan.loanRequest.productKey;
  const v = verbOf(key);
  const open = loan.status === 'OPENED';
  return (
    <Link href={`/loan/${loan.id}`} className={className}>
      <h3 aria-level={2}>
        {tag && <span className="pd-tag">{PRODUCT_NAMES[key] ?? key}</span>}
        {loan.title}
      </h3>
      <div className="pd-figs">
        <p>
          <b className="pd-rate">
            {formatRate(loan.rate)}
            <small>%</small>
            {loan.addRate ? <small>+{formatRate(loan.addRate)}%</small> : null}
          </b>
          预期年化
        </p>
        <p>
          <b>
            {n}
            <small>{unit}</small>
          </b>
          期限
        </p>
        <p>
          <b>
            {formatYuan(loan.loanRequest.investRule?.minAmount ?? 100)}
            <small>元</small>
          </b>
          {minAmountLabel(v)}
        </p>
      </div>
      <Bar pct={pct} red={progressRed(loan.status)} label={open ? `立即${v}` : (LOAN_STATUS[loan.status] ?? loan.status)} open={open} />
    </Link>
  );
}
