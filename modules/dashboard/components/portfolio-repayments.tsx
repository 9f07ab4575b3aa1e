// An investment's repayment schedule with its totals, exact in fen (SPEC §3 Repayment).
import type { RepaymentRow } from '../../../runtime/domain/repayments';
import { formatDate } from '../../../runtime/format/dates';
import { formatFen, formatYuan, sumYuan } from '../../../runtime/format/money';
import { REPAYMENT_STATUS } from '../../../runtime/format/statuses';
import { Facts } from './portfolio-facts';

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

/** A period's state: repaid, to come, or past its date and still unpaid. */
const periodKey = (r: { status: string; dueDate: number }, now: number) => (r.status === 'REPAYED' ? 'REPAYED' : r.dueDate < now ? 'LATE' : 'UNDUE');

/** A period in words. */
export const periodWord = (r: { status: string; dueDate: number }, now: number) => REPAYMENT_STATUS[periodKey(r, now)]!;

const fen = (v: number) => (Number.isFinite(v) ? `${formatFen(v)}元` : '--');

export function RepaymentSchedule({ rows, now }: { rows: RepaymentRow[]; now: number }) {
  const t = repaymentTotals(rows);
  return (
    <section className="pf-section" aria-labelledby="pf-repay-title">
      <h2 id="pf-repay-title">回款计划</h2>
      {rows.length ? (
        <>
          <Facts
            rows={[
              { label: '应收本息合计', value: fen(t.total) },
              { label: '已收本息', value: fen(t.received) },
              { label: '待收本金', value: fen(t.duePrincipal) },
              { label: '待收利息', value: fen(t.dueInterest) },
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
                const key = periodKey(r, now);
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
                    <td className={key === 'LATE' ? 'pf-late' : key === 'REPAYED' ? 'pf-paid' : undefined}>{REPAYMENT_STATUS[key]}</td>
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
