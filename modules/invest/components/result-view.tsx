// The end of an invest or a claim purchase: what happened, in words, and where to go next.
import { Link } from 'wouter';
import { formatDate } from '../../../runtime/format/dates';
import { formatYuan } from '../../../runtime/format/money';
import { LEND, type Verb } from '../../../runtime/format/glossary';

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
  note?: string;
  onBack?: () => void;
  /** what the user did: 出借, or 购买 for a fund or a claim */
  verb?: Verb;
}

export function ResultView({ ok, title, amountYuan, message, transfer, note, onBack, verb = LEND }: Props) {
  const rows: [string, string][] = transfer
    ? ([
        ['收款户名', transfer.corporationAccountName],
        ['收款账号', transfer.corporationAccount],
        ['开户行', transfer.corporationOpenBank],
        ['转账附言（支付编号）', transfer.paymentNo],
        ['转账截止时间', transfer.timeEnd ? formatDate(transfer.timeEnd, 'minute') : ''],
      ].filter(([, v]) => v) as [string, string][])
    : [];
  return (
    <section className={ok ? 'inv-result inv-ok' : 'inv-result inv-fail'} role={ok ? 'status' : 'alert'}>
      <h2>{title}</h2>
      {amountYuan != null && <p className="inv-result-amount">{formatYuan(amountYuan)} 元</p>}
      {message && <p>{message}</p>}
      {rows.length > 0 && (
        <dl className="inv-transfer">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
      {note && <p className="inv-note">{note}</p>}
      <div className="inv-result-acts">
        {ok ? (
          <>
            <Link href="/dashboard" className="ui-btn">
              查看我的账户
            </Link>
            <Link href="/list" className="ui-btn ui-btn-secondary">
              继续{verb}
            </Link>
          </>
        ) : (
          <button type="button" className="ui-btn" onClick={onBack}>
            返回修改
          </button>
        )}
      </div>
    </section>
  );
}
