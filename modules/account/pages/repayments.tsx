import './repayments.css';
// 回款日历: the month as a calendar (Beijing days), each day with periods marked by a dot and
// its sum; a tap on a day lists that day's periods below, otherwise the whole month's. The
// status tabs (待回款 / 已回款) and the default window's list (SPEC §9: the six months ahead, or
// behind for what is paid) stay. Late periods say 已逾期, and the periods still to come of a
// loan with a late one say so (待回款（借款已逾期）).
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatFen } from '../../../domain/format/money';
import { formatDate } from '../../../domain/format/dates';
import { PageState } from '../../../runtime/ui/page-state';
import { Tabs } from '../../../kit/ui/tabs';
import { errorText } from '../../../runtime/api/settled-text';
import {
  getLate,
  getWindowRepayments,
  REPAY_STATUSES,
  shiftMonth,
  viewOf,
  type CalendarView,
  type Found,
  type RepaymentsData,
  type RepayStatus,
} from '../api/calendar';
import { lateLoans, monthGrid, summarize, withLate } from '../rules/calendar-days';
import { isLate } from '../../../domain/overdue';
import { DayPeriods, MonthCalendar, MonthsList } from '../components/repay-calendar';
import type { Call } from '../components/home-call';

const monthLabel = (m: string) => `${+m.slice(0, 4)}年${+m.slice(5)}月`;
/** 待回款 / 已回款 */
const wordOf = (status: RepayStatus) => REPAY_STATUSES.find((s) => s.key === status)!.label;
/** the default window in words: what is to come looks ahead, what is paid looks back */
const rangeLabel = (status: RepayStatus) => (status === 'REPAYED' ? '近6个月' : '未来6个月');
const keyOf = (v: CalendarView) => `${v.window.status}|${v.list ? 'list' : v.window.month}`;

export default function Repayments({ data }: PageProps<RepaymentsData>) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const now = Date.now();
  const view = viewOf(new URLSearchParams(search), now);
  const { list, window: win } = view;
  const status = win.status;
  // what is on show: the status with the month or the list
  const key = keyOf(view);
  const loaded = keyOf(data.view);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<{ key: string; call: Call<Found> }>(() => ({
    key: loaded,
    call: data.first.ok ? { state: 'ok', value: data.first.value } : { state: 'error', message: data.first.message },
  }));
  // the late periods: asked with the loader (待回款), or once the 待回款 tab is first opened
  const [late, setLate] = useState<{ asked: boolean; found: Found | null }>({ asked: data.view.window.status === 'UNDUE', found: data.late });
  const [picked, setPicked] = useState<{ key: string; day: string | null }>({ key, day: null });
  const day = picked.key === key ? picked.day : null;

  useEffect(() => {
    // what the loader brought is on show: nothing to ask
    if (!attempt && key === loaded && shown.key === key) return;
    let live = true;
    setShown({ key, call: { state: 'loading' } });
    getWindowRepayments(win).then(
      (value) => live && setShown({ key, call: { state: 'ok', value } }),
      (e: unknown) => live && setShown({ key, call: { state: 'error', message: errorText(e) } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  useEffect(() => {
    if (status !== 'UNDUE' || late.asked) return;
    setLate({ asked: true, found: null });
    getLate().then(
      (found) => setLate({ asked: true, found }),
      () => {},
    );
  }, [status, late.asked]);

  // replace navigation keeps the status, from=app and whatever else the URL carries
  const go = (set: Record<string, string | null>) => {
    const q = new URLSearchParams(search);
    for (const [k, v] of Object.entries(set)) v ? q.set(k, v) : q.delete(k);
    const qs = q.toString();
    navigate(path + (qs ? `?${qs}` : ''), { replace: true });
  };

  const call = shown.key === key ? shown.call : { state: 'loading' as const };
  const word = wordOf(status);
  const lateItems = status === 'UNDUE' ? (late.found?.items ?? []) : [];
  const thisMonth = shiftMonth('', 0, now);
  // the earliest late period's month, 'YYYY-MM' in Beijing
  const lateMonth = lateItems.length ? formatDate(lateItems[0]!.dueDate).slice(0, 7) : '';

  return (
    <div className="rep">
      <Tabs items={REPAY_STATUSES} param="status" defaultKey="UNDUE" />
      <Bar list={list} win={win} thisMonth={thisMonth} go={go} />
      <LateAlert late={lateItems} show={list || lateMonth !== win.month} open={() => go({ view: null, month: lateMonth })} />

      {call.state === 'loading' ? (
        <PageState state="loading" shape="list" />
      ) : call.state === 'error' ? (
        <PageState state="error" message={`回款计划加载失败：${call.message}`} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Shown found={call.value} view={view} word={word} late={lateItems} now={now} day={day} pick={(d) => setPicked({ key, day: d })} />
      )}
    </div>
  );
}

function Shown({
  found,
  view,
  word,
  late,
  now,
  day,
  pick,
}: {
  found: Found;
  view: CalendarView;
  word: string;
  late: Found['items'];
  now: number;
  day: string | null;
  pick: (d: string | null) => void;
}) {
  const { list, window: win } = view;
  const items = withLate(found.items, late, win);
  const affected = lateLoans([...late, ...items.filter((it) => isLate(it, now))]);
  const sum = summarize(items);
  const where = list ? rangeLabel(win.status) : monthLabel(win.month);
  const grid = list ? null : monthGrid(win.month, items, now);
  const chosen = grid && day ? grid.days.find((d) => d.key === day && d.items.length) : undefined;

  return (
    <>
      <dl className="rep-sum">
        <div>
          <dt>{list ? `${word}总额（元）` : `${+win.month.slice(5)}月${word}（元）`}</dt>
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
      {grid && <MonthCalendar grid={grid} word={word} selected={chosen?.key ?? null} onSelect={pick} />}
      {found.total > found.items.length && (
        <p className="rep-note">
          共 {found.total} 笔，显示前 {found.items.length} 笔
        </p>
      )}
      {!items.length ? (
        <PageState state="empty" message={`${where}暂无${word}`} action={{ label: '去出借', to: '/list' }} />
      ) : list ? (
        <MonthsList items={items} now={now} affected={affected} />
      ) : chosen ? (
        <div className="rep-days">
          <DayPeriods level={2} title={chosen.label} items={chosen.items} now={now} affected={affected} />
          <button type="button" className="rep-all" onClick={() => pick(null)}>
            查看{monthLabel(win.month)}全部{word}
          </button>
        </div>
      ) : (
        <div className="rep-days">
          {grid!.days
            .filter((d) => d.items.length)
            .map((d) => (
              <DayPeriods key={d.key} level={2} title={d.label} items={d.items} now={now} affected={affected} />
            ))}
        </div>
      )}
    </>
  );
}

type Window = CalendarView['window'];

/** 按月查看 or the default window, and the month's arrows (or the window's dates). */
function Bar({ list, win, thisMonth, go }: { list: boolean; win: Window; thisMonth: string; go: (set: Record<string, string | null>) => void }) {
  const status = win.status;
  return (
    <div className="rep-bar">
      <div className="rep-modes" role="group" aria-label="查看范围">
        <button type="button" className="rep-chip" aria-pressed={!list} onClick={() => list && go({ view: null, month: null })}>
          按月查看
        </button>
        <button type="button" className="rep-chip" aria-pressed={list} onClick={() => !list && go({ view: 'list', month: null })}>
          {rangeLabel(status)}
        </button>
      </div>
      {list ? (
        <p className="rep-range" aria-live="polite">
          {formatDate(win.from)} 至 {formatDate(win.to)}
        </p>
      ) : (
        <div className="rep-step">
          <button type="button" className="rep-arrow" aria-label="上一月" onClick={() => go({ month: shiftMonth(win.month, -1) })}>
            ‹
          </button>
          <strong aria-live="polite">{monthLabel(win.month)}</strong>
          <button type="button" className="rep-arrow" aria-label="下一月" onClick={() => go({ month: shiftMonth(win.month, 1) })}>
            ›
          </button>
          {win.month !== thisMonth && (
            <button type="button" className="rep-today-btn" onClick={() => go({ month: null })}>
              回到本月
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The late periods' warning, with the way to the earliest one's month. */
function LateAlert({ late, show, open }: { late: Found['items']; show: boolean; open: () => void }) {
  if (!late.length) return null;
  return (
    <div className="rep-alert" role="note">
      <p>
        <strong>有 {late.length} 笔回款已逾期</strong>
        最早一期应于 {formatDate(late[0]!.dueDate)} 回款，借款人尚未还款；相关借款的后续回款可能延迟。
      </p>
      {show && (
        <button type="button" className="rep-chip" onClick={open}>
          查看
        </button>
      )}
    </div>
  );
}
