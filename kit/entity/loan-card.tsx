import './loan-card.css';
// The loan card the homepage and the loan list both show (DESIGN "Layers"): rate, term, the
// minimum with the product's verb, the sold bar and what a tap does. The whole card is the link.
import { Link } from 'wouter';
import { formatRate } from '../../domain/format/rate';
import { formatYuan } from '../../domain/format/money';
import { minAmountLabel, verbOf } from '../../domain/format/glossary';
import { LOAN_STATUS } from '../../domain/format/statuses';
import { Bar } from '../ui/sold-bar';
import { useSession } from '../../runtime/session/use-session';
import type { Duration } from '../../domain/duration';
import { durationParts, PRODUCT_NAMES, progressPercent, progressRed } from '../../domain/loan';

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

/** Who reads the card: an investor who has lent before (SPEC: newbie = total invest below 1), or not (yet) known to be one. */
export type Reader = 'seasoned' | 'other';

/** The session as the card needs it: seasoned only when the fund record said so. */
export function readerOf(s: { status: string; flags: { has_logged_in: boolean; is_newbie: boolean }; failed: readonly string[] }): Reader {
  return s.status === 'ready' && s.flags.has_logged_in && !s.failed.includes('fund') && !s.flags.is_newbie ? 'seasoned' : 'other';
}

/**
 * The card's status word and whether it reads as open: 新手专享 (NEW) loans say 仅限新手 to an
 * investor who has lent before, as the detail refuses them (a visitor still sees 立即出借: the
 * detail asks them to log in first).
 */
export function cardAction(status: string, productKey: string, reader: Reader): { label: string; open: boolean } {
  if (status !== 'OPENED') return { label: LOAN_STATUS[status] ?? status, open: false };
  if (productKey === 'NEW' && reader === 'seasoned') return { label: '仅限新手', open: false };
  return { label: `立即${verbOf(productKey)}`, open: true };
}

/**
 * `tag`: the product's name before the title (the list mixes products; the homepage groups them).
 * `rank`: the risk rank after it, as the list names it (modules/products/components/loan-item).
 */
export function LoanCard({ loan, className, tag, rank }: { loan: CardLoan; className: string; tag?: boolean; rank?: string | null }) {
  const [n, unit] = durationParts(loan.duration);
  const pct = progressPercent(loan.status, loan.investPercent);
  const key = loan.loanRequest.productKey;
  const v = verbOf(key);
  const act = cardAction(loan.status, key, readerOf(useSession()));
  return (
    <Link href={`/loan/${loan.id}`} className={className}>
      <h3 aria-level={2}>
        {tag && <span className="pd-tag">{PRODUCT_NAMES[key] ?? key}</span>}
        {loan.title}
        {rank && <span className="pd-risk">{rank}</span>}
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
      <Bar pct={pct} red={progressRed(loan.status)} label={act.label} open={act.open} />
    </Link>
  );
}
