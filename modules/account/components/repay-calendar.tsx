// The repayment calendar's pieces: the month grid (a dot and the day's sum on each day with
// periods, the selected day pressed), the periods of a month or a day below it, the list of
// the default window by month and day, and one period's row.
import { Link } from 'wouter';
import { formatFen, toFen } from '../../../domain/format/money';
import { formatDate } from '../../../domain/format/dates';
import type { RepaymentItem } from '../api/calendar';
import { groupByMonthDay, loanKey, repaymentKind, repaymentStatus, shortAmount, summarize, type GridDay, type MonthGrid } from '../rules/calendar-days';

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

/** The month's days; a day with periods is a button that selects it (again: the whole month). */
export function MonthCalendar({
  grid,
  word,
  selected,
  onSelect,
}: {
  grid: MonthGrid;
  word: string;
  selected: string | null;
  onSelect: (key: string | null) => void;
}) {
  return (
    <table className="rep-grid">
      <thead>
        <tr>
          {WEEK.map((w) => (
            <th key={w} scope="col" abbr={`星期${w}`}>
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week, i) => (
          <tr key={i}>
            {week.map((d, j) => (
              <td key={j}>{d && <Day d={d} word={word} pressed={selected === d.key} onSelect={onSelect} />}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Day({ d, word, pressed, onSelect }: { d: GridDay; word: string; pressed: boolean; onSelect: (key: string | null) => void }) {
  const cls = `rep-cell${d.today ? ' rep-today' : ''}${d.late ? ' rep-cell-late' : ''}`;
  if (!d.items.length) {
    return (
      <span className={cls} aria-label={d.today ? `${d.label}（今天）` : undefined}>
        <span className="rep-d">{d.day}</span>
      </span>
    );
  }
  const short = shortAmount(d.amountFen);
  // the name starts with what the cell shows (day, short sum), so it can be found by what is seen
  const label = `${d.day} ${short}，${d.label}${d.today ? '（今天）' : ''}，${d.items.length}笔${word}，合计${formatFen(d.amountFen)}元${d.late ? '，含逾期' : ''}`;
  return (
    <button type="button" className={`${cls} rep-has`} aria-pressed={pressed} aria-label={label} onClick={() => onSelect(pressed ? null : d.key)}>
      <span className="rep-d">{d.day}</span>
      {/* drawn as nothing in the flex column; keeps the day and the sum two words, as the name says them */} <span className="rep-dot" aria-hidden="true" />
      <span className="rep-amt" aria-hidden="true">
        {short}
      </span>
    </button>
  );
}

/** A day's periods, under its heading: h3 under a month's h2 in the list, h2 under the month grid. */
export function DayPeriods({
  title,
  items,
  now,
  affected,
  level = 3,
}: {
  title: string;
  items: RepaymentItem[];
  now: number;
  affected: ReadonlySet<string>;
  level?: 2 | 3;
}) {
  const sum = summarize(items);
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section className="rep-day" aria-label={title}>
      <H className="rep-day-head">
        <span>{title}</span>
        <span>
          {sum.count} 笔 · {formatFen(sum.amountFen)} 元
        </span>
      </H>
      <ul>
        {items.map((it) => (
          <Item key={`${loanKey(it)}-${it.period ?? ''}-${it.dueDate}`} it={it} now={now} affected={affected.has(loanKey(it))} />
        ))}
      </ul>
    </section>
  );
}

/** The periods of several months, by month and day (the default window's list). */
export function MonthsList({ items, now, affected }: { items: RepaymentItem[]; now: number; affected: ReadonlySet<string> }) {
  return (
    <>
      {groupByMonthDay(items).map((m) => (
        <section key={m.key} className="rep-month" aria-labelledby={`rep-${m.key}`}>
          <h2 id={`rep-${m.key}`} className="rep-month-head">
            <span>{m.label}</span>
            <small>
              {m.count} 笔 · 合计 {formatFen(m.amountFen)} 元
            </small>
          </h2>
          {m.days.map((d) => (
            <DayPeriods key={d.key} title={d.label} items={d.items} now={now} affected={affected} />
          ))}
        </section>
      ))}
    </>
  );
}

function Item({ it, now, affected }: { it: RepaymentItem; now: number; affected: boolean }) {
  const st = repaymentStatus(it, now, affected);
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
