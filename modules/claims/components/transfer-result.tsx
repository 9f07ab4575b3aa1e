// The end of publishing a claim transfer, in the one result view (kit/ui/result.tsx): the
// price on sale, the facts the seller confirmed (what arrives, the fee), what happens next and
// where to go. Loaded when the transfer is published, not with the form.
import { Result } from '../../../kit/ui/result';
import { formatDate } from '../../../domain/format/dates';
import { LEND_RECORDS } from '../../../domain/format/glossary';

export interface Published {
  /** the new transfer's id ('' when the list could not name it yet) */
  id: string;
  /** the price as confirmed, formatted (1,000.00) */
  price: string;
  /** the rows the seller confirmed in the summary */
  rows: readonly (readonly [string, string])[];
  /** hours the transfer stays on sale, when the valuation said */
  hours?: number | null;
}

const SHOWN = ['债权', '转让标题', '债权价值', '转让手续费', '预计到账'];

export default function TransferResult({ id, price, rows, hours }: Published) {
  const detail = id ? `/dashboard/assignment/${encodeURIComponent(id)}` : '/dashboard/invest?tab=ASSIGN';
  return (
    <Result
      ok
      title="债权转让已发布"
      amount={price}
      message="转让价格已挂出，等待其他出借人购买"
      rows={rows.filter(([k]) => SHOWN.includes(k))}
      steps={[
        { label: '发布转让', when: formatDate(Date.now(), 'minute'), done: true },
        { label: '等待购买', when: hours ? `${hours}小时内有效` : '转让有效期内' },
        { label: '售出到账', when: '售出后转入账户余额' },
      ]}
      note="未售出前可在转让详情中随时撤销；售出后收取转让手续费，到账金额以实际成交为准。"
      actions={[
        { text: '查看转让详情', href: detail },
        { text: `返回${LEND_RECORDS}`, href: '/dashboard/invest?tab=ASSIGN', secondary: true },
      ]}
    />
  );
}
