import '../../../kit/ui/detail-head.css';
import './claim-detail.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { loginPath } from '../../../runtime/router/safe-path';
import { formatPercentFraction } from '../../../domain/format/rate';
import { formatYuan, toFen } from '../../../domain/format/money';
import { formatDate } from '../../../domain/format/dates';
import { progressRed } from '../../../domain/loan';
import { BUY_NOW } from '../../../domain/format/glossary';
import { CLAIM_STATUS } from '../../../domain/format/statuses';
import { claimPercent, claimStatus } from '../../../domain/claim-status';
import { METHOD_TEXT } from '../../../domain/repay-method';
import { Bar } from '../../../kit/ui/sold-bar';
import { Schedule } from '../../../kit/entity/schedule';
import { investorLabel } from '../../../domain/format/investor-label';
import type { Claim } from '../api/claim-record';
import { Rows } from '../../../kit/ui/rows';
import { DetailAct, type DetailAction } from '../../../kit/entity/detail-act';
import { givenRows } from '../../../kit/ui/label-rows';

const HOUR = 36e5;

export default function Assignment({ data: c }: PageProps<Claim>) {
  const s = useSession();
  const st = claimStatus(c.status);
  const open = st === 'OPENED';
  const repayments = c.repayments ?? [];
  const invests = c.invests ?? [];
  const rows = givenRows([
    ['转让本金', c.creditAmount != null && `${formatYuan(c.creditAmount)}元`],
    ['债权价值', c.bidValuation != null && `${formatYuan(c.bidValuation)}元`],
    // a fraction of the valuation (the family's lists show it ×100: assign.js:136)
    ['转让价格比例', c.creditDealRate != null && `${formatPercentFraction(c.creditDealRate)}%（按债权价值）`],
    ['剩余还款', `${repayments.filter((r) => r.status !== 'REPAYED').length}期`],
    ['还款方式', c.repaymentMethod && (METHOD_TEXT[c.repaymentMethod] ?? c.repaymentMethod)],
    ['转让截止', c.timeOut != null && formatDate(c.timeOpen + c.timeOut * HOUR, 'minute')],
    ['到期日', c.dueDate != null && formatDate(c.dueDate)],
  ]);

  let act: DetailAction = { text: open ? BUY_NOW : (CLAIM_STATUS[st] ?? st) };
  // the account could not be learned: say so and ask again rather than a silent grey button
  if (open && s.status === 'error') act = { text: '账户信息加载失败，点击重试', retry: true };
  if (open && s.status === 'ready') {
    if (!s.flags.has_logged_in) act = { href: loginPath(`/assignment/${c.id}/invest`), text: '登录后购买' };
    else if (c.userId && c.userId === s.user?.id) act = { text: '不能购买自己转让的债权' };
    else if (toFen(c.balance) <= 0) act = { text: CLAIM_STATUS.FINISHED! };
    else act = { href: `/assignment/${c.id}/invest`, text: BUY_NOW };
  }

  return (
    <div className="cd">
      <section className="dh-top">
        <h2>{c.title}</h2>
        <p className="dh-rate">
          <b>
            {formatPercentFraction(c.actualRate)}
            <small>%</small>
          </b>
          预期年化收益率
        </p>
        <div className="dh-figs cd-figs">
          <p>
            <b>{formatYuan(c.creditDealAmount)}元</b>转让价格
          </p>
          <p>
            <b>{formatYuan(open ? c.balance : 0)}元</b>剩余可购
          </p>
          <p>
            <b>{c.remainPeriod ?? '--'}天</b>剩余期限
          </p>
        </div>
        <Bar pct={claimPercent(c.status, toFen(c.creditDealAmount), toFen(c.balance))} red={progressRed(st)} />
      </section>

      <Rows className="cd-rows" rows={rows} />
      {c.loanId && (
        <Link className="ui-cell" href={`/loan/${c.loanId}`}>
          <span>原项目详情</span>
        </Link>
      )}

      <h3 className="cd-h">回款计划</h3>
      <Schedule rows={repayments} />

      <h3 className="cd-h">购买记录</h3>
      {invests.length ? (
        <ul className="cd-inv">
          {invests.map((i, n) => (
            <li key={n}>
              <span>{investorLabel(i)}</span>
              <span>{formatYuan(i.amount)}元</span>
              <span>{formatDate(i.submitTime, 'minute')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="cd-none">暂无购买记录</p>
      )}

      {/* a bought claim is a loan the buyer now holds: the lending risk notice */}
      <DetailAct act={act} />
    </div>
  );
}
