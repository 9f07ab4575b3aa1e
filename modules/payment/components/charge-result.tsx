// The end of a recharge in the one result view (kit/ui/result.tsx): the amount, the card it
// came from (bank and 尾号 only), where it went (账户余额) and the balance after; or, while the
// bank still confirms (PROCESSING), the same facts in the pending form with the steps left. A
// POS order ends here too: the order to pay at the terminal. Its own chunk: only a finished
// recharge shows it, the form does not carry it.
import { formatDate } from '../../../domain/format/dates';
import { formatFen, formatYuan } from '../../../domain/format/money';
import { BUY, LEND } from '../../../domain/format/glossary';
import type { Fund } from '../../../runtime/session/schemas';
import { cardLabel } from '../rules/cards';
import { Result, type ResultAction } from '../../../kit/ui/result';
import { PendingResult } from './pending-result';

export interface ChargeFacts {
  /** 'done', 'processing' (the bank confirms later) or a POS order (its number) */
  kind: 'done' | 'processing' | 'pos';
  /** null when the attempt's amount is not known here (it is in `message`) */
  fen: number | null;
  card?: { bankName?: string | null; account: string } | null;
  /** the move's own sentence (成功充值1,000.00元, 充值处理中…): what is said stays honest */
  message: string;
  /** the balance asked for after the outcome: undefined while asked, null when that failed */
  after: Fund | null | undefined;
  order?: string;
  /** where the investor came from (an invest screen short of balance): the first action */
  next: string | null;
  now: number;
}

/** 继续出借 back to a loan, 继续购买 back to a claim, 继续 elsewhere. */
export function nextText(next: string): string {
  // patterns, not paths: a claim's and a loan's screens, whichever one it came from
  if (/^\/assignment\//.test(next)) return `继续${BUY}`;
  if (/^\/loan\//.test(next)) return `继续${LEND}`;
  return '继续';
}

export default function ChargeResult({ kind, fen, card, message, after, order, next, now }: ChargeFacts) {
  const balance = after === undefined ? '查询中…' : after === null ? '--' : `${formatYuan(after.availableAmount)} 元`;
  const go: ResultAction = next ? { text: nextText(next), href: next } : { text: `去${LEND}`, href: '/list' };
  const funds: ResultAction = { text: '查看资金流水', href: '/dashboard/funds', secondary: true };
  const rows: [string, string][] = [];
  if (card) rows.push(['银行卡', cardLabel(card.bankName, card.account)]);
  if (kind === 'pos') {
    return (
      <PendingResult
        title="POS充值订单已生成"
        fen={fen}
        message={message}
        rows={[...rows, ['订单号', order ?? '--'], ['到账', '账户余额（刷卡支付成功后）']]}
        steps={[
          { label: '生成订单', when: formatDate(now), done: true },
          { label: '在POS机上刷卡支付', when: '待支付' },
          { label: '到账至账户余额', when: '支付成功后' },
        ]}
        note="POS充值不受银行卡快捷支付限额限制。"
        actions={[
          { ...funds, secondary: false },
          { ...go, secondary: true },
        ]}
      />
    );
  }
  const processing = kind === 'processing';
  rows.push(['到账', processing ? '账户余额（银行确认后）' : '账户余额'], ['可用余额', balance]);
  return (
    <Result
      ok
      pending={processing}
      title={processing ? '充值处理中' : '充值成功'}
      amount={fen != null ? formatFen(fen) : null}
      message={message}
      rows={rows}
      steps={
        processing
          ? [
              { label: '提交充值', when: formatDate(now), done: true },
              { label: '银行确认', when: '处理中' },
              { label: '到账至账户余额', when: '银行确认后' },
            ]
          : undefined
      }
      note={processing ? '银行确认前请勿重复充值；结果可在资金流水中查看。' : undefined}
      actions={[go, funds]}
    />
  );
}
