import './offline-detail.css';
// 线下出借详情 (SPEC §2): what was transferred to whom, and the investment's dates and interest.
// The contract has no call for one offline record; the loader finds it in the list.
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { formatYuan } from '../../../domain/format/money';
import { Facts, Head } from '../components/portfolio-facts';
import { offlineStatusWord, rateText, toneOf } from '../rules/invest-status';
import type { Offline } from '../api/holdings';

const or = (v: string | null | undefined) => v || '--';

export default function OfflineDetail({ data: o }: PageProps<Offline>) {
  return (
    <div className="pf-offline">
      <Head title={o.productTitle} badge={offlineStatusWord(o.status)} tone={toneOf(o.status)} label="出借金额(元)" figure={formatYuan(o.amount)} />
      <section className="pf-section" aria-labelledby="pf-off-terms">
        <h2 id="pf-off-terms">出借信息</h2>
        <Facts
          rows={[
            ['年化利率', rateText(o.rate)],
            ['起息日', formatDate(o.valueDate ?? '') || '--'],
            ['到期日', formatDate(o.dueDate ?? '') || '--'],
            ['预期收益', o.expectedInterest == null ? '--' : `${formatYuan(o.expectedInterest)}元`],
          ]}
        />
      </section>
      <section className="pf-section" aria-labelledby="pf-off-pay">
        <h2 id="pf-off-pay">打款信息</h2>
        <Facts
          rows={[
            ['收款户名', or(o.corporationAccountName)],
            ['收款账号', <span className="pf-account">{or(o.corporationAccount)}</span>],
            ['开户银行', or(o.corporationOpenBank)],
            ['打款编号', or(o.paymentNo)],
            ['打款金额', `${formatYuan(o.amount)}元`],
          ]}
        />
        <p className="pf-note">线下转账请在备注中填写打款编号，到账后以平台确认为准。</p>
      </section>
    </div>
  );
}
