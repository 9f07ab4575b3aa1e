// An investment's repayment schedule with its totals, exact in fen (SPEC §3 Repayment).
import type { RepaymentRow } from '../../../domain/repayments';
import { formatDate } from '../../../domain/format/dates';
import { formatFen, formatYuan, sumYuan, toFen } from '../../../domain/format/money';
import { REPAYMENT_STATUS } from '../../../domain/format/statuses';
import { Facts } from './portfolio-facts';
import { AFFECTED, isLate, lateDays } from '../../../domain/overdue';

export interface RepaymentLike {
  amount: number;
  amountPrincipal: number;
  amountInterest: number;
  status: string;
}

/** Fen, exact: the schedule's whole, what has come back, and the principal and interest still due. */
export function repaymentTotals(rows: readonly RepaymentLike[]) {
  const paid = rows.filter((r) => r.status === 'REPAYED');
  const due = rows.filter((r) => r.status !== 'REPAYED');
  return {
    total: sumYuan(...rows.map((r) => r.amount)),
    received: sumYuan(...paid.map((r) => r.amount)),
    duePrincipal: sumYuan(...due.map((r) => r.amountPrincipal)),
    dueInterest: sumYuan(...due.map((r) => r.amountInterest)),
  };
}

type Period = { status: string; dueDate: number };

/** A period's state: repaid, late (domain/overdue.ts), or to come. */
export const periodKey = (r: Period, now: number): 'REPAYED' | 'LATE' | 'UNDUE' => (r.status === 'REPAYED' ? 'REPAYED' : isLate(r, now) ? 'LATE' : 'UNDUE');

/** A period in words. */
export const periodWord = (r: Period, now: number) => REPAYMENT_STATUS[periodKey(r, now)]!;

export interface PeriodView {
  key: 'REPAYED' | 'LATE' | 'UNDUE';
  word: string;
  /** late (red), affected by an earlier late period, paid, or due */
  tone: 'late' | 'hit' | 'paid' | 'due';
}

/**
 * Every period in words. Once one period is late (or the investment is OVERDUE/BREACH:
 * `overdue`), the periods after it that are still to come say the loan is overdue.
 */
export function periodViews(rows: readonly Period[], now: number, overdue = false): PeriodView[] {
  let hit = overdue;
  return rows.map((r) => {
    const key = periodKey(r, now);
    if (key === 'LATE') hit = true;
    if (key === 'REPAYED') return { key, word: REPAYMENT_STATUS.REPAYED!, tone: 'paid' };
    if (key === 'LATE') return { key, word: REPAYMENT_STATUS.LATE!, tone: 'late' };
    return hit ? { key, word: AFFECTED, tone: 'hit' } : { key, word: REPAYMENT_STATUS.UNDUE!, tone: 'due' };
  });
}

const fen = (v: number) => (Number.isFinite(v) ? `${formatFen(v)}元` : '--');

/** 待回款 over （借款已逾期）, so the narrow status column breaks it where it reads. */
function Affected({ word }: { word: string }) {
  const at = word.indexOf('（');
  return at < 0 ? (
    <>{word}</>
  ) : (
    <>
      {word.slice(0, at)}
      <small>{word.slice(at)}</small>
    </>
  );
}

/** What an overdue loan means for this lender, in words: which period is late, since when, and what follows. */
function OverdueNote({ rows, views, now }: { rows: RepaymentRow[]; views: PeriodView[]; now: number }) {
  const late = rows.map((r, i) => ({ r, n: i + 1 })).filter((_, i) => views[i]!.key === 'LATE');
  const first = late[0];
  const days = lateDays(rows, now);
  const after = views.some((v) => v.tone === 'hit');
  return (
    <p className="pf-overdue" role="note">
      <strong>借款{REPAYMENT_STATUS.LATE}</strong>
      {!first
        ? '借款人未按期还款。'
        : late.length === 1
          ? `第${first.n}期应于 ${formatDate(first.r.dueDate)} 回款 ${fen(toFen(first.r.amount))}，借款人至今未还，已逾期${days}天。`
          : `第${late.map((l) => l.n).join('、')}期共 ${fen(sumYuan(...late.map((l) => l.r.amount)))} 未按期回款，最早一期应于 ${formatDate(first.r.dueDate)} 回款，已逾期${days}天。`}
      {after ? '后续各期回款可能延迟，以实际到账为准。' : ''}
    </p>
  );
}

export function RepaymentSchedule({ rows, now, overdue = false }: { rows: RepaymentRow[]; now: number; overdue?: boolean }) {
  const t = repaymentTotals(rows);
  const views = periodViews(rows, now, overdue);
  const hasLate = overdue || views.some((v) => v.key === 'LATE');
  return (
    <section className="pf-section" aria-labelledby="pf-repay-title">
      <h2 id="pf-repay-title">回款计划</h2>
      {rows.length ? (
        <>
          {hasLate && <OverdueNote rows={rows} views={views} now={now} />}
          <Facts
            rows={[
              ['应收本息合计', fen(t.total)],
              ['已收本息', fen(t.received)],
              ['待收本金', fen(t.duePrincipal)],
              ['待收利息', fen(t.dueInterest)],
            ]}
          />
          <table className="pf-repay">
            <thead>
              <tr>
                <th scope="col">期数</th>
                <th scope="col">回款日期</th>
                <th scope="col">本息(元)</th>
                <th scope="col">状态</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const v = views[i]!;
                return (
                  <tr key={i}>
                    <td>{i + 1}</td>
                    <td>{formatDate(r.dueDate)}</td>
                    <td>
                      {formatYuan(r.amount)}
                      <small>
                        本金{formatYuan(r.amountPrincipal)} 利息{formatYuan(r.amountInterest)}
                      </small>
                    </td>
                    <td className={`pf-${v.tone}`}>{v.tone === 'hit' ? <Affected word={v.word} /> : v.word}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : (
        <p className="pf-note">起息后生成回款计划</p>
      )}
    </section>
  );
}
