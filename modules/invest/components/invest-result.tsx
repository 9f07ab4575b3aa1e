// The end of a tender, as the peers show it: the amount, the loan, what paid for it (balance,
// card, coupon), what it is expected to earn, and the dates that follow: 起息 when the loan
// settles, 到期, 回款 to the balance. Its own chunk: only a finished tender shows it.
import { useEffect, useState } from 'react';
import type { Loan } from '../../../kit/entity/loan-record';
import { dueOf } from '../../../kit/entity/loan-record';
import { arrivalDate, estimatedSettleDate } from '../../../domain/loan-terms';
import { METHOD_TEXT } from '../../../domain/repay-method';
import { formatDate } from '../../../domain/format/dates';
import { formatFen, toFen } from '../../../domain/format/money';
import { formatRate } from '../../../domain/format/rate';
import { LEND_RECORDS, type Verb } from '../../../domain/format/glossary';
import { Result } from '../../../kit/ui/result';

export interface InvestFacts {
  loan: Loan;
  fen: number;
  /** what the coupon used says of itself (现金红包 10.00元), null when none */
  coupon: string | null;
  fromBalanceFen: number;
  /** paid by card (快捷支付) beyond the balance */
  toPayFen: number;
  cardTail?: string | null;
  verb: Verb;
  now: number;
}

const day = (t: number | null | undefined) => (t ? formatDate(t) : '');

export default function InvestResult({ loan, fen, coupon, fromBalanceFen, toPayFen, cardTail, verb, now }: InvestFacts) {
  const [interest, setInterest] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    import('../../../kit/entity/analyse')
      .then((m) => m.analyseFor(loan, fen))
      .then(
        (r) => setInterest(r.interest),
        () => setInterest(null),
      );
  }, [loan, fen]);
  const paid = [
    fromBalanceFen > 0 && `余额 ${formatFen(fromBalanceFen)} 元`,
    toPayFen > 0 && `银行卡${cardTail ? `（尾号${cardTail}）` : ''} ${formatFen(toPayFen)} 元`,
  ]
    .filter(Boolean)
    .join(' + ');
  const settle = estimatedSettleDate(loan.status, loan.timeOpen, loan.timeout);
  const due = dueOf(loan);
  return (
    <Result
      ok
      title={`${verb}成功`}
      amount={formatFen(fen)}
      message="资金已冻结，项目满标放款后开始计息"
      rows={[
        ['项目', loan.title],
        ['预期年化', `${formatRate(loan.rate + (loan.addRate ?? 0))}%`],
        ['预期收益', interest === undefined ? '计算中…' : interest === null ? '--' : `${formatFen(toFen(interest))} 元`],
        ['支付方式', paid || '红包抵扣'],
        ['使用红包', coupon ?? '未使用'],
        ['还款方式', METHOD_TEXT[loan.method ?? ''] ?? loan.method ?? '--'],
      ]}
      steps={[
        { label: `${verb}成功`, when: day(now), done: true },
        { label: '起息', when: settle ? `预计${day(settle)}（满标放款当日）` : '满标放款当日' },
        { label: '项目到期', when: due ? day(due) : '--' },
        { label: '回款至账户余额', when: due ? `预计${day(arrivalDate(due))}前` : '到期后3日内' },
      ]}
      actions={[
        { text: `查看${LEND_RECORDS}`, href: '/dashboard/invest' },
        { text: `继续${verb}`, href: '/list', secondary: true },
      ]}
    />
  );
}
