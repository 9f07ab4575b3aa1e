// The asset breakdown as a ring, hand-written SVG (no chart library): each part a stroked arc
// of a circle whose circumference is 100, so an arc's dash length is its share in percent.
import { donutArcs, permille, percentText, totalFen, type AssetPart } from '../rules/assets';

const R = 15.9155; // 2πr = 100

/** `parts` null: the figures are unknown, an empty ring is drawn. */
export function HomeDonut({ parts, hidden }: { parts: readonly AssetPart[] | null; hidden: boolean }) {
  const total = parts ? totalFen(parts) : 0;
  const arcs = hidden || !parts ? [] : donutArcs(parts);
  // the legend beside it lists the same parts with their amounts; this says the shares
  const label = !parts
    ? '资产构成（数据未加载）'
    : hidden
      ? '资产构成（金额已隐藏）'
      : total > 0
        ? '资产构成：' + parts.map((p) => `${p.label}${percentText(permille(p.fen, total))}`).join('，')
        : '资产构成：暂无资产';
  return (
    <svg className="dash-donut" viewBox="0 0 42 42" role="img" aria-label={label}>
      <circle cx="21" cy="21" r={R} fill="none" stroke="#ececec" strokeWidth="7" />
      {arcs.map((a) => (
        <circle
          key={a.key}
          cx="21"
          cy="21"
          r={R}
          fill="none"
          stroke={a.color}
          strokeWidth="7"
          strokeDasharray={`${a.length} ${100 - a.length}`}
          // a circle's stroke starts at 3 o'clock, clockwise: 25 back puts the first arc at 12
          // o'clock, each next one where the previous ended
          strokeDashoffset={25 - a.start}
        />
      ))}
    </svg>
  );
}
