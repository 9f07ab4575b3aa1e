import './elder-home.css';
// The homepage in 长辈模式 (MIIT 适老化: a simple layout, no promotion): the brand and the
// switch back, five big entries, then the loans one to a row in large type. No carousel,
// no ticker, no article tiles. Its own chunk: home loads it only in 长辈模式.
import { Link } from 'wouter';
import type { HomeData, HomeLoan } from '../api';
import { durationParts, progressPercent } from '../../../domain/loan';
import { HOTLINE, HOTLINE_HREF } from '../../../domain/hotline';
import { formatRate } from '../../../domain/format/rate';
import { formatYuan } from '../../../domain/format/money';
import { LOAN_STATUS } from '../../../domain/format/statuses';
import { verbOf } from '../../../domain/format/glossary';
import { hasHint } from '../../../runtime/session/cookies';
import { useSession } from '../../../runtime/session/use-session';
import { BlockError, useBlock } from '../../../kit/ui/block-error';
import { ElderSwitch } from '../../../kit/ui/elder-switch';
import { Icon, coin } from '../../../runtime/ui/icons';
import { card, download, headset, pie } from '../../../kit/ui/menu-icons';
import { RiskNotice } from '../../../kit/ui/risk-notice';

const ORDER = ['NEW', 'GDSY', 'CPTJ', 'HDZX', 'DQCP'];
/** loans shown here; the rest are one tap away in the list */
const SHOWN = 4;

/**
 * Newbie-only loans (NEW) for visitors and newbies only: the rule of the full homepage
 * (home.tsx, showsNewbie), so the two homes show the same loans.
 */
function newbieShown(s: ReturnType<typeof useSession>): boolean {
  if (s.status !== 'ready') return !hasHint();
  if (!s.flags.has_logged_in) return true;
  return s.flags.is_newbie && !s.failed.includes('fund');
}

/** The first loan of each product (in the homepage's product order), then each one's next. */
function inOrder(groups: Record<string, HomeLoan[]>, newbie: boolean): HomeLoan[] {
  const keys = [...ORDER, ...Object.keys(groups).filter((k) => !ORDER.includes(k))];
  const rows = keys.filter((k) => k !== 'NEW' || newbie).map((k) => groups[k] ?? []);
  const out: HomeLoan[] = [];
  for (let i = 0; out.length < SHOWN && rows.some((r) => r[i]); i++) {
    for (const r of rows) {
      const l = r[i];
      if (l && out.length < SHOWN) out.push(l);
    }
  }
  return out;
}

function ElderLoan({ loan }: { loan: HomeLoan }) {
  const [n, unit] = durationParts(loan.duration);
  const open = loan.status === 'OPENED';
  const v = verbOf(loan.loanRequest.productKey);
  return (
    <Link href={`/loan/${loan.id}`} className="eh-loan">
      <h3>{loan.title}</h3>
      <p>
        <strong className="eh-rate">
          {formatRate(loan.rate)}%{loan.addRate ? <small>+{formatRate(loan.addRate)}%</small> : null}
        </strong>
        预期年化
      </p>
      <p>
        期限{' '}
        <b>
          {n}
          {unit}
        </b>
        ，{formatYuan(loan.loanRequest.investRule?.minAmount ?? 100)}元起，已售{progressPercent(loan.status, loan.investPercent)}%
      </p>
      {/* looks like a button, says what a tap on the card does; the card is the one link */}
      <span className={open ? 'ui-btn ui-btn-block' : 'ui-btn ui-btn-block ui-btn-disabled'}>
        {open ? `立即${v}` : (LOAN_STATUS[loan.status] ?? loan.status)}
      </span>
    </Link>
  );
}

/** `again`: the loans' call, for the retry (given by home, whose chunk has the api: importing it here would split it off). */
export default function ElderHome({ data, again }: { data: HomeData; again: () => Promise<Record<string, HomeLoan[]>> }) {
  const loans = useBlock(data.loans, again);
  const newbie = newbieShown(useSession());
  const list = loans.got.ok ? inOrder(loans.got.value, newbie) : [];
  return (
    <div className="eh">
      {/* the full home's brand row (home.css), the switch back to it at its end */}
      <div className="home-top">
        <div className="home-brand">
          <h1>汇盈金服</h1>
          <ElderSwitch className="home-elder" />
        </div>
      </div>
      <nav className="eh-entries" aria-label="常用功能">
        <Link href="/dashboard" className="ui-btn ui-btn-secondary eh-entry">
          <Icon d={pie} />
          我的资产
        </Link>
        <Link href="/list" className="ui-btn ui-btn-secondary eh-entry">
          <Icon d={coin} />
          出借
        </Link>
        <Link href="/dashboard/recharge" className="ui-btn ui-btn-secondary eh-entry">
          <Icon d={card} />
          充值
        </Link>
        <Link href="/dashboard/withdraw" className="ui-btn ui-btn-secondary eh-entry">
          <Icon d={download} />
          提现
        </Link>
        <a href={HOTLINE_HREF} className="ui-btn ui-btn-secondary eh-entry eh-tel">
          <Icon d={headset} />
          客服电话 {HOTLINE}
        </a>
      </nav>
      <section className="eh-loans" aria-labelledby="eh-loans-h">
        <h2 id="eh-loans-h">出借项目</h2>
        {!loans.got.ok ? (
          <BlockError what="出借项目" busy={loans.busy} onRetry={loans.retry} />
        ) : list.length ? (
          list.map((l) => <ElderLoan key={l.id} loan={l} />)
        ) : (
          <p className="ui-state">暂无可出借项目</p>
        )}
        <Link href="/list" className="ui-btn ui-btn-secondary ui-btn-block">
          查看全部项目
        </Link>
        <RiskNotice />
      </section>
    </div>
  );
}
