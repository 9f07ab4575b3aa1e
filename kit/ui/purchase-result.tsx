// The end of an offline appointment, a claim purchase or a refused tender, in the one result
// view (result.tsx): what happened, the transfer still to make, where to go next. Both purchase
// screens (modules/invest, modules/claims) load it as its own chunk: the form does not carry it.
import { formatDate } from '../../domain/format/dates';
import { formatYuan } from '../../domain/format/money';
import { LEND, LEND_RECORDS, type Verb } from '../../domain/format/glossary';
import { Result } from './result';

export interface Transfer {
  corporationAccountName?: string | null;
  corporationAccount?: string | null;
  corporationOpenBank?: string | null;
  paymentNo?: string | null;
  timeEnd?: number | null;
}

interface Props {
  ok: boolean;
  title: string;
  amountYuan?: number | null;
  message?: string;
  /** offline transfer details (SPEC §3 tender result) */
  transfer?: Transfer | null;
  /** facts of what was done (the claim bought, its rate and term) */
  rows?: readonly (readonly [string, string])[];
  note?: string;
  onBack?: () => void;
  /** what the user did: 出借, or 购买 for a fund or a claim */
  verb?: Verb;
}

export default function ResultView({ ok, title, amountYuan, message, transfer, rows = [], note, onBack, verb = LEND }: Props) {
  const facts = transfer
    ? ([
        ['收款户名', transfer.corporationAccountName],
        ['收款账号', transfer.corporationAccount],
        ['开户行', transfer.corporationOpenBank],
        ['转账附言（支付编号）', transfer.paymentNo],
        ['转账截止时间', transfer.timeEnd ? formatDate(transfer.timeEnd, 'minute') : ''],
      ].filter(([, v]) => v) as [string, string][])
    : rows;
  return (
    <Result
      ok={ok}
      pending={ok && !!transfer}
      title={title}
      amount={amountYuan != null ? formatYuan(amountYuan) : null}
      message={message}
      rows={facts}
      note={note}
      actions={
        ok
          ? [
              { text: `查看${LEND_RECORDS}`, href: '/dashboard/invest' },
              { text: `继续${verb}`, href: '/list', secondary: true },
            ]
          : [{ text: '返回修改', onClick: onBack }]
      }
    />
  );
}
