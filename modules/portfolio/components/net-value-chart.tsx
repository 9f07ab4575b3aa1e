// A fund's net value as a line, hand-drawn in SVG (a chart library would cost more than this
// page's whole budget for one line). Sized for 375 px: three dates, four values, the latest
// value marked; the same numbers are in a visually hidden table for screen readers.
import { useId } from 'react';
import { formatDate } from '../../../domain/format/dates';
import { formatNav as nav, formatPct as pct } from '../rules/invest-status';

export interface NetPoint {
  date: number | string;
  netValue: number;
  dayIncreaseRate?: number | null;
}

const W = 343;
const H = 208;
const PAD = { l: 50, r: 14, t: 30, b: 30 };

/** The scale: a little room above and below, never a flat zero-height range. */
export function yRange(values: number[]): [number, number] {
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < 0.002) {
    lo -= 0.001;
    hi += 0.001;
  }
  const pad = (hi - lo) * 0.08;
  return [lo - pad, hi + pad];
}

export function NetValueChart({ points }: { points: NetPoint[] }) {
  const uid = useId();
  if (!points.length) return <p className="pf-note">产品成立后公布净值，暂无净值数据</p>;
  const values = points.map((p) => p.netValue);
  const [lo, hi] = yRange(values);
  const iw = W - PAD.l - PAD.r;
  const ih = H - PAD.t - PAD.b;
  const x = (i: number) => PAD.l + (points.length === 1 ? iw : (iw * i) / (points.length - 1));
  const y = (v: number) => PAD.t + ih - ((v - lo) / (hi - lo)) * ih;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.netValue).toFixed(1)}`).join('');
  const area = `${line}L${x(points.length - 1).toFixed(1)} ${PAD.t + ih}L${x(0).toFixed(1)} ${PAD.t + ih}Z`;
  const ticks = [0, 1, 2, 3].map((k) => lo + ((hi - lo) * (k + 0.5)) / 4);
  const dates = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  const last = points[points.length - 1]!;
  const lx = x(points.length - 1);
  const ly = y(last.netValue);
  const first = points[0]!;
  const summary = `${formatDate(first.date)} 至 ${formatDate(last.date)} 共${points.length}个净值，最高 ${nav(Math.max(...values))}，最低 ${nav(Math.min(...values))}，最新 ${nav(last.netValue)}`;

  return (
    <figure className="pf-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${uid}t ${uid}d`}>
        <title id={`${uid}t`}>净值走势</title>
        <desc id={`${uid}d`}>{summary}</desc>
        <g className="pf-chart-grid">
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} />
              <text x={PAD.l - 6} y={y(v) + 4} textAnchor="end">
                {nav(v)}
              </text>
            </g>
          ))}
          {dates.map((i) => (
            <text key={i} x={x(i)} y={H - 10} textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}>
              {formatDate(points[i]!.date, 'month-day')}
            </text>
          ))}
        </g>
        <path className="pf-chart-area" d={area} />
        <path className="pf-chart-line" d={line} />
        <circle className="pf-chart-dot" cx={lx} cy={ly} r="4.5" />
        <g className="pf-chart-last">
          <rect x={Math.max(PAD.l, lx - 68)} y={Math.max(2, ly - 28)} width="68" height="20" rx="4" />
          <text x={Math.max(PAD.l, lx - 68) + 34} y={Math.max(2, ly - 28) + 14} textAnchor="middle">
            {nav(last.netValue)}
          </text>
        </g>
      </svg>
      <figcaption className="pf-chart-cap">
        最新净值 <strong>{nav(last.netValue)}</strong>（{formatDate(last.date)}），日涨跌 {pct(last.dayIncreaseRate)}
      </figcaption>
      <table className="ui-sr">
        <caption>净值明细</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">单位净值</th>
            <th scope="col">日涨跌</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={i}>
              <td>{formatDate(p.date)}</td>
              <td>{nav(p.netValue)}</td>
              <td>{pct(p.dayIncreaseRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
