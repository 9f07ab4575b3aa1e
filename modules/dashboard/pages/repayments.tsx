import './repayments.css';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatFen, toFen } from '../../../runtime/format/money';
import { formatDate } from '../../../runtime/format/dates';
import { PageState } from '../../../runtime/ui/page-state';
import { Tabs } from '../../../runtime/ui/tabs';
import { errorText } from '../home-settle';
import {
  getWindowRepayments, groupByMonthDay, monthWindow, REPAY_STATUSES, repaymentKind, repaymentStatus, shiftMonth, statusOf, summarize, windowOf,
  type RepaymentItem, type RepaymentsData, type RepayStatus,
} from '../home-calendar';
import type { Call } from '../components/home-call';

type Found = { items: RepaymentItem[]; total: number };

/** The month the URL asks for, '' for the default window (so a bad value reads as the default). */
const monthOf = (search: string) => {
  const m = new URLSearchParams(search).get('month') ?? '';
  return monthWindow(m) ? m : '';
};

const monthLabel = (m: string) => `${+m.slice(0, 4)}年${+m.slice(5)}月`;
/** 待回款 / 已回款 */
const wordOf = (status: RepayStatus) => REPAY_STATUSES.find((s) => s.key === status)!.label;
/** the default window in words: what is to come looks ahead, what is paid looks back */
const rangeLabel = (status: RepayStatus) => (status === 'REPAYED' ? '近6个月' : '未来6个月');

export default function Repayments({ data }: PageProps<RepaymentsData>) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const month = monthOf(search);
  const status = statusOf(new URLSearchParams(search).get('status'));
  // what is on show: the status and the window together
  const key = `${status}|${month}`;
  const loaded = `${data.window.status}|${data.window.month}`;
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<{ key: string; call: Call<Found> }>(() => ({
    key: loaded,
    call: data.first.ok ? { state: 'ok', value: data.first.value } : { state: 'error', message: data.first.message },
  }));
  const win = key === loaded ? data.window : windowOf(month, Date.now(), status);

  useEffect(() => {
    // what the loader brought is on show: nothing to ask
    if (!attempt && key === loaded && view.key === key) return;
    let live = true;
    setView({ key, call: { state: 'loading' } });
    getWindowRepayments(windowOf(month, Date.now(), status)).then(
      (value) => live && setView({ key, call: { state: 'ok', value } }),
      (e: unknown) => live && setView({ key, call: { state: 'error', message: errorText(e) } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  // replace navigation keeps the status, from=app and whatever else the URL carries
  const go = (m: string) => {
    const q = new URLSearchParams(search);
    if (m) q.set('month', m);
    else q.delete('month');
    const qs = q.toString();
    navigate(path + (qs ? `?${qs}` : ''), { replace: true });
  };

  const call = view.key === key ? view.call : { state: 'loading' as const };
  const word = wordOf(status);

  return (
    <div className="rep">
      <Tabs items={REPAY_STATUSES} param="status" defaultKey="UNDUE" />
      <div className="rep-bar">
        <div className="rep-modes" role="group" aria-label="查看范围">
          <button type="button" className="rep-chip" aria-pressed={!month} onClick={() => go('')}>
            {rangeLabel(status)}
          </button>
          <button type="button" className="rep-chip" aria-pressed={!!month} onClick={() => !month && go(shiftMonth('', 0))}>
            按月查看
          </button>
        </div>
        {month ? (
          <div className="rep-step">
            <button type="button" className="rep-arrow" aria-label="上一月" onClick={() => go(shiftMonth(month, -1))}>
              ‹
            </button>
            <strong aria-live="polite">{monthLabel(month)}</strong>
            <button type="button" className="rep-arrow" aria-label="下一月" onClick={() => go(shiftMonth(month, 1))}>
              ›
            </button>
          </div>
        ) : (
          <p className="rep-range" aria-live="polite">
            {formatDate(win.from)} 至 {formatDate(win.to)}
          </p>
        )}
      </div>

      {call.state === 'loading' ? (
        <PageState state="loading" shape="list" />
      ) : call.state === 'error' ? (
        <PageState state="error" message={`回款计划加载失败：${call.message}`} onRetry={() => setAttempt((n) => n + 1)} />
      ) : call.value.items.length === 0 ? (
        <PageState state="empty" message={`${month ? monthLabel(month) : rangeLabel(status)}暂无${word}`} />
      ) : (
        <Calendar found={call.value} word={word} />
      )}
    </div>
  );
}

function Calendar({ found, word }: { found: Found; word: string }) {
  const sum = summarize(found.items);
  const months = groupByMonthDay(found.items);
  const now = Date.now();
  return (
    <>
      <dl className="rep-sum">
        <div>
          <dt>{word}总额（元）</dt>
          <dd className="rep-sum-total">{formatFen(sum.amountFen)}</dd>
        </div>
        <div>
          <dt>本金</dt>
          <dd>{formatFen(sum.principalFen)}</dd>
        </div>
        <div>
          <dt>利息</dt>
          <dd>{formatFen(sum.interestFen)}</dd>
        </div>
        <div>
          <dt>笔数</dt>
          <dd>{sum.count}</dd>
        </div>
      </dl>
      {found.total > found.items.length && <p className="rep-note">共 {found.total} 笔，显示前 {found.items.length} 笔</p>}
      {months.map((m) => (
        <section key={m.key} className="rep-month" aria-labelledby={`rep-${m.key}`}>
          <h2 id={`rep-${m.key}`} className="rep-month-head">
            <span>{m.label}</span>
            <small>
              {m.count} 笔 · 合计 {formatFen(m.amountFen)} 元
            </small>
          </h2>
          {m.days.map((d) => (
            <div key={d.key} className="rep-day">
              <h3 className="rep-day-head">
                <span>{d.label}</span>
                <span>{formatFen(d.amountFen)} 元</span>
              </h3>
              <ul>
                {d.items.map((it) => (
                  <Item key={`${it.investId}-${it.period ?? it.dueDate}`} it={it} now={now} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function Item({ it, now }: { it: RepaymentItem; now: number }) {
  const st = repaymentStatus(it, now);
  const body = (
    <>
      <span className="rep-title">{it.loanTitle}</span>
      <span className="rep-amount">{formatFen(toFen(it.amount))} 元</span>
      <span className="rep-meta">
        {it.period != null ? `第${it.period}${it.totalPeriods ? `/${it.totalPeriods}` : ''}期 · ` : ''}
        {repaymentKind(it)} · 本金 {formatFen(toFen(it.amountPrincipal))} · 利息 {formatFen(toFen(it.amountInterest))}
        {it.status === 'REPAYED' && it.repayDate != null ? ` · ${formatDate(it.repayDate)}到账` : ''}
      </span>
      <span className={`rep-status rep-${st.tone}`}>{st.text}</span>
    </>
  );
  // the family's rows name no investment (repayment.ctrl.coffee): such a row opens nothing
  return (
    <li>
      {it.investId ? (
        <Link href={`/dashboard/invest/${encodeURIComponent(it.investId)}`} className="rep-item">
          {body}
        </Link>
      ) : (
        <div className="rep-item">{body}</div>
      )}
    </li>
  );
}
