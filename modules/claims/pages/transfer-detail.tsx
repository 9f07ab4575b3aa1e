import '../components/claim-card.css';
import './transfer-detail.css';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { formatDate } from '../../../domain/format/dates';
import { formatYuan, toFen } from '../../../domain/format/money';
import { maskMobile, maskName } from '../../../domain/format/mask';
import { formatPercentFraction } from '../../../domain/format/rate';
import { PageState } from '../../../runtime/ui/page-state';
import { getClaim, type Claim } from '../api/claim-record';
import { TimeLeft, cancelBlock, closesAt, isOpen, soldPercent, statusWord } from '../components/claims-status';
import { CancelTransfer } from '../components/claims-cancel';
import type { AssignmentData } from '../api/transfer';

const yuanOr = (v: number | null | undefined) => (v == null ? '--' : `${formatYuan(v)}元`);

export default function Assignment({ data, params }: PageProps<AssignmentData>) {
  const id = params.id!;
  const [claim, setClaim] = useState<Claim | null>(data.claim);
  const [state, setState] = useState<'ready' | 'loading' | 'error'>('ready');

  const refresh = () => {
    setState('loading');
    getClaim(id).then(
      (c) => (setClaim(c), setState('ready')),
      () => setState('error'),
    );
  };

  if (state === 'loading') return <PageState state="loading" />;
  if (state === 'error') return <PageState state="error" onRetry={refresh} />;
  if (!claim) return <Missing />;
  return <Transfer c={claim} onRefresh={refresh} />;
}

function Transfer({ c, onRefresh }: { c: Claim; onRefresh: () => void }) {
  const s = useSession();
  const me = s.user?.id;
  const price = toFen(c.creditDealAmount);
  const pct = soldPercent(c.status, price, toFen(c.balance));
  const block = cancelBlock(c, me);
  const open = isOpen(c.status);
  const ends = closesAt(c.timeOpen, c.timeOut);
  const invests = c.invests ?? [];

  return (
    <div className="as">
      <Facts c={c} open={open} pct={pct} ends={ends} />

      <Buyers invests={invests} />

      {c.loanId && (
        <Link className="ui-cell as-link" href={`/loan/${encodeURIComponent(c.loanId)}`}>
          <span>原项目详情</span>
        </Link>
      )}

      {me && (
        <CancelTransfer
          id={c.id}
          userId={me}
          onDone={onRefresh}
          offer={block === null}
          summary={[
            ['转让债权', c.title],
            ['转让价格', yuanOr(c.creditDealAmount)],
          ]}
        />
      )}
      {block === 'sold' && <p className="as-why">已有受让人购买，不能撤销</p>}
      {block === 'not-seller' && (
        <div className="as-why" role="status">
          <p>这不是您发起的债权转让，不能撤销</p>
          <Link href={`/assignment/${encodeURIComponent(c.id)}`} className="ui-link">
            查看债权详情
          </Link>
        </div>
      )}
      {c.status === 'CANCELED' && (
        <div className="as-why">
          <p>转让已撤销，该笔出借恢复为持有中</p>
          <Link href="/dashboard/invest" className="ui-link">
            查看我的出借
          </Link>
        </div>
      )}
    </div>
  );
}

/** The transfer's figures, its progress and its times. */
function Facts({ c, open, pct, ends }: { c: Claim; open: boolean; pct: number; ends: number | null }) {
  return (
    <section className="ct-card">
      <div className="as-head">
        <h2>{c.title}</h2>
        <span className={`as-status as-${open ? 'open' : 'closed'}`}>{statusWord(c.status)}</span>
      </div>
      <div className="as-figs">
        <p>
          <b>{yuanOr(c.creditDealAmount)}</b>转让价格
        </p>
        <p>
          <b>{yuanOr(c.creditAmount)}</b>转让本金
        </p>
        <p>
          <b>{formatPercentFraction(c.actualRate)}%</b>受让人年化
        </p>
      </div>
      <div className="as-progress">
        <span className="as-bar" role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label="转让进度">
          <span style={{ width: `${pct}%` }} />
        </span>
        <span>已售{pct}%</span>
      </div>
      <dl className="ct-rows">
        <div>
          <dt>剩余可购</dt>
          <dd>{open ? yuanOr(c.balance) : '0.00元'}</dd>
        </div>
        <div>
          <dt>债权价值</dt>
          <dd>{yuanOr(c.bidValuation)}</dd>
        </div>
        {/* a fraction of the valuation (the family's lists show it ×100: assign.js:136) */}
        <div>
          <dt>转让价格比例</dt>
          <dd>{c.creditDealRate == null ? '--' : `${formatPercentFraction(c.creditDealRate)}%`}</dd>
        </div>
        <div>
          <dt>剩余期限</dt>
          <dd>{c.remainPeriod == null ? '--' : `${c.remainPeriod}天`}</dd>
        </div>
        <div>
          <dt>发布时间</dt>
          <dd>{formatDate(c.timeOpen, 'minute') || '--'}</dd>
        </div>
        <div>
          <dt>截止时间</dt>
          <dd>{ends == null ? '--' : formatDate(ends, 'minute')}</dd>
        </div>
        {open && ends != null && (
          <div>
            <dt>剩余时间</dt>
            <dd>
              <TimeLeft until={ends} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** 购买记录: who bought, how much and when. */
function Buyers({ invests }: { invests: NonNullable<Claim['invests']> }) {
  return (
    <>
      <h3 className="as-h">购买记录</h3>
      {invests.length ? (
        <ul className="as-inv">
          {invests.map((i, n) => (
            <li key={n}>
              <span>{[maskName(i.userName), maskMobile(i.userLoginName)].filter(Boolean).join(' ') || '匿名用户'}</span>
              <span>{formatYuan(i.amount)}元</span>
              <span>{formatDate(i.submitTime, 'minute')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="as-none">暂无购买记录</p>
      )}
    </>
  );
}

function Missing() {
  return (
    <div className="ui-state ct-stop" role="status">
      <p>该债权转让不存在</p>
      <Link href="/dashboard/invest" className="ui-btn">
        返回我的出借
      </Link>
    </div>
  );
}
