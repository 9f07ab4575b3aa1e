import '../../../kit/ui/detail-head.css';
import './loan-detail.css';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { loginPath } from '../../../runtime/router/safe-path';
import { formatRate } from '../../../domain/format/rate';
import { formatWanYi, formatYuan, toFen } from '../../../domain/format/money';
import { formatCountdown, formatDate } from '../../../domain/format/dates';
import { durationParts, PRODUCT_NAMES, progressPercent, progressRed, shownBalance } from '../../../domain/loan';
import { BUY, fromYuan, limitYuan, verbOf } from '../../../domain/format/glossary';
import { LOAN_STATUS } from '../../../domain/format/statuses';
import { rankText, useLoanRanks } from '../../../kit/entity/loan-ranks';
import { arrivalDate, estimatedSettleDate, timeLeftAt } from '../../../domain/loan-terms';
import { METHOD_TEXT } from '../../../domain/repay-method';
import { Bar } from '../../../kit/ui/sold-bar';
import { borrowerName, dueOf, getLoan, type Loan, type LoanView } from '../api/loan';
import { Rows } from '../../../kit/ui/rows';
import { DetailAct, type DetailAction } from '../../../kit/entity/detail-act';

type Session = ReturnType<typeof useSession>;
type Pair = [string, string];

/** The invest button: a link when the user may go on, else the reason in words. */
function action(l: Loan, s: Session): DetailAction {
  const v = verbOf(l.loanRequest.productKey);
  if (l.status !== 'OPENED') return { text: LOAN_STATUS[l.status] ?? `暂不可${v}` };
  // the account could not be learned: say so and ask again, never a spinner for ever
  if (s.status === 'error') return { text: '重试', note: '账户信息加载失败', retry: true };
  if (s.status !== 'ready') return { text: '加载中…' };
  if (!s.flags.has_logged_in) return { href: loginPath(`/loan/${l.id}/invest`), text: `登录后${v}` };
  if (l.loanRequest.productKey === 'NEW' && !s.flags.is_newbie) return { text: '新手专享', note: '该项目仅限首次出借的新手用户，请选择其他项目' };
  if (shownBalance(l.status, l.balance) <= 0) return { text: LOAN_STATUS.FINISHED! };
  if (l.loanRequest.userId && l.loanRequest.userId === s.user?.id) return { text: v === BUY ? '不能购买自己的项目' : '不能出借给自己' };
  return { href: `/loan/${l.id}/invest`, text: `立即${v}` };
}

/** Time to opening (SCHEDULED) or closing (OPENED); at zero the loan is fetched again once. */
function Countdown({ loan, onEnd }: { loan: Loan; onEnd: () => void }) {
  const [now, setNow] = useState(Date.now);
  const left = timeLeftAt(loan, loan.receivedAt, now);
  useEffect(() => {
    if (left <= 0) return onEnd();
    const t = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(t);
    // ticks on its own clock (left follows now); onEnd is the parent's inline callback, and a
    // new one each render must neither restart the tick nor call it twice at zero
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now]);
  return (
    <p className="ld-count">
      {loan.status === 'SCHEDULED' ? '距开始 ' : '距结束 '}
      <time>{formatCountdown(left)}</time>
    </p>
  );
}

/** The loan's figures: rate, term, amount and what is left, how much is sold, and the countdown. */
function LoanHead({ l, v, onEnd }: { l: Loan; v: string; onEnd: () => void }) {
  const r = l.loanRequest;
  const [n, unit] = durationParts(l.duration);
  const pct = progressPercent(l.status, l.investPercent);
  // counts only what the server said was still to come, so a loan the server has not yet
  // moved on (time left 0) is not fetched again and again
  const live = (l.status === 'SCHEDULED' || l.status === 'OPENED') && timeLeftAt(l, l.receivedAt, l.receivedAt) > 0;
  return (
    <section className="dh-top">
      <h2>
        <span className="pd-tag">{PRODUCT_NAMES[r.productKey] ?? r.productKey}</span>
        {l.title}
      </h2>
      <p className="dh-rate">
        <b>
          {formatRate(l.rate)}
          <small>%</small>
          {l.addRate ? <small>+{formatRate(l.addRate)}%</small> : null}
        </b>
        预期年化收益率
      </p>
      <div className="dh-figs ld-figs">
        <p>
          <b>
            {n}
            {unit}
          </b>
          期限
        </p>
        <p>
          <b>{formatWanYi(l.amount).replace(/元$/, '')}元</b>项目总额
        </p>
        <p>
          <b>{formatYuan(shownBalance(l.status, l.balance))}元</b>剩余可{v}
        </p>
      </div>
      <Bar pct={pct} red={progressRed(l.status)} />
      {live && <Countdown key={l.receivedAt} loan={l} onEnd={onEnd} />}
    </section>
  );
}

export default function LoanDetail({ data }: PageProps<LoanView>) {
  const [l, setLoan] = useState<Loan>(data);
  const s = useSession();
  const r = l.loanRequest;
  const rule = r.investRule;
  // the rank's name from /loan/ranks (asked beside the loan); its code until then, or when it fails
  const ranks = useLoanRanks(data.ranks, !!r.riskRank);
  const settle = estimatedSettleDate(l.status, l.timeOpen, l.timeout);
  const due = l.status === 'FAILED' ? null : dueOf(l);
  const act = action(l, s);
  const v = verbOf(r.productKey);
  const refresh = () => void getLoan(l.id).then(setLoan, () => {});
  const date = (t: number | null | undefined, label: string): Pair | false => t != null && [label, formatDate(t)];
  const rows = [
    ['还款方式', METHOD_TEXT[l.method ?? ''] ?? l.method ?? '--'],
    rule && [
      `${v}规则`,
      `${fromYuan(limitYuan(toFen(rule.minAmount)))}，${limitYuan(toFen(rule.stepAmount || 1))}元递增${rule.maxAmount ? `，单笔最多${limitYuan(toFen(rule.maxAmount))}元` : ''}`,
    ],
    r.riskRank && ['风险等级', rankText(r.riskRank, ranks)],
    ['红包', r.useCoupon === false ? '不可使用红包' : '可使用红包'],
    settle != null ? date(settle, '预计起息日') : date(l.valueDate, '起息日'),
    date(due, '到期日'),
    due != null && ['预计到账日', `${formatDate(arrivalDate(due))}（到期后3日内）`],
  ].filter(Boolean) as Pair[];

  return (
    <div className="ld">
      <LoanHead l={l} v={v} onEnd={refresh} />

      <Rows className="ld-rows" rows={rows} />

      {r.cycleProduct && (
        <p className="ld-note">
          循环产品：共{r.cyclePeriods ?? 1}个周期，每个周期结束前{l.dueDateSubEndRansomDays ?? 15}天（T−{l.dueDateSubEndRansomDays ?? 15}
          ）可申请赎回，未申请赎回的自动进入下一周期。
        </p>
      )}
      {r.activityInfo && <p className="ld-note">{r.activityInfo}</p>}

      <nav className="ld-links" aria-label="项目信息">
        <Link className="ui-cell" href={`/loan/${l.id}/info`}>
          <span>项目详情、风险与保障</span>
        </Link>
        <Link className="ui-cell" href={`/loan/${l.id}/info?tab=profit`}>
          <span>还款计划与收益计算</span>
        </Link>
        {/* the family's record names the borrower without an id (corporationName, …ShortName) */}
        {(l.corporationId || borrowerName(l)) && (
          <Link className="ui-cell" href={`/loan/${l.id}/party`}>
            <span>借款方信息</span>
            {borrowerName(l) && <span className="ui-cell-note">{l.corporationShortName || borrowerName(l)}</span>}
          </Link>
        )}
        <Link className="ui-cell" href={`/loan/${l.id}/investors`}>
          <span>{v}记录</span>
          {!s.flags.has_logged_in && <span className="ui-cell-note">登录后可查看</span>}
        </Link>
      </nav>

      <DetailAct act={act} verb={v} className="ld-act" />
    </div>
  );
}
