// The end of a withdrawal in the one result view (kit/ui/result.tsx): accepted, not final
// (the bank pays it out), so the pending form: the amount, the fee and what arrives, the card
// (bank and 尾号 only), and 申请提交 → 银行处理 → 预计到账 with dates. Its own chunk: only a
// finished withdrawal shows it.
import { formatDate } from '../../../domain/format/dates';
import { formatYuan } from '../../../domain/format/money';
import { FUND_RECORD_STATUS } from '../../../domain/format/statuses';
import { cardLabel } from '../rules/cards';
import { PendingResult } from './pending-result';

export interface WithdrawFacts {
  /** null when the attempt's amount is not known here (it is in `message`) */
  fen: number | null;
  /** the server's fee for it, when it was asked before the withdrawal (not for one settled later) */
  fee?: { totalFee: number; withdrawAmount: number } | null;
  card?: { bankName?: string | null; account: string } | null;
  /** the arrival date the form showed (null when not known: settled on a later page) */
  arrival: number | null;
  /** the move's own sentence (提现申请已提交，…): what is said stays honest */
  message: string;
  /** where 完成 goes (`next`, else the account home) */
  done: string;
  now: number;
}

export default function WithdrawResult({ fen, fee, card, arrival, message, done, now }: WithdrawFacts) {
  const rows: [string, string][] = [];
  if (fee) rows.push(['手续费', fee.totalFee ? `${formatYuan(fee.totalFee)} 元` : '免费'], ['实际到账', `${formatYuan(fee.withdrawAmount)} 元`]);
  if (card) rows.push(['到账银行卡', cardLabel(card.bankName, card.account)]);
  return (
    <PendingResult
      title="提现申请已提交"
      fen={fen}
      message={message}
      rows={rows}
      steps={[
        { label: '申请提交', when: formatDate(now), done: true },
        // the word 资金流水 gives the withdrawal's record until the bank pays it
        { label: '银行处理', when: FUND_RECORD_STATUS.PROCESSING! },
        { label: '预计到账', when: arrival ? formatDate(arrival) : '以资金流水为准' },
      ]}
      note="到账时间以银行处理为准，进度可在资金流水中查看。"
      actions={[
        { text: '完成', href: done },
        { text: '查看资金流水', href: '/dashboard/funds', secondary: true },
      ]}
    />
  );
}
