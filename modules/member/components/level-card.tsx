// The dark gold card with the investor's level, the way to the next one (a 300-wide bar,
// SPEC §9) and the gap. Figures that are not known show -- (the backend family's /membership
// sends the level's name only: no amounts, so no bar).
import './center.css';
import type { ReactNode } from 'react';
import { formatYuan } from '../../../domain/format/money';
import type { Membership } from '../api';
import { BAR_WIDTH, LEVELS, LEVEL_NAMES, asLevel, levelIndex, levelStage, progressWidth } from '../rules/member';

const yuanOrDash = (v: number | null) => (v === null ? '--' : formatYuan(v));

export function LevelCard({ membership: m, children }: { membership: Membership; children?: ReactNode }) {
  const level = asLevel(m.memberLevel);
  const next = level ? LEVELS[levelIndex(level) + 1] : undefined;
  const known = m.totalAmount !== null && m.nextLeveGap !== null;
  const px = known ? progressWidth(m.totalAmount!, m.nextLeveGap!) : 0;
  const pct = Math.round((px / BAR_WIDTH) * 100);
  const top = level !== null && (!next || (m.nextLeveGap !== null && m.nextLeveGap <= 0));
  return (
    <section className={`mb-hero mb-stage-${levelStage(level)}`} aria-labelledby="mb-level-h">
      <p id="mb-level-h" className="mb-level">
        {level ? LEVEL_NAMES[level] : m.memberLevel || '--'}
        {level && <small>{level}</small>}
      </p>
      <p>累计出借 {yuanOrDash(m.totalAmount)} 元</p>
      <div
        className="mb-bar"
        role="progressbar"
        aria-label="升级进度"
        aria-valuemin={0}
        aria-valuemax={100}
        {...(known ? { 'aria-valuenow': pct } : { 'aria-valuetext': '--' })}
      >
        <span style={{ width: `${pct}%` }} data-px={px} />
      </div>
      <p>
        {top ? (
          '您已是最高等级会员'
        ) : next ? (
          <>
            距{LEVEL_NAMES[next]}（{next}）还差 <strong>{yuanOrDash(m.nextLeveGap)}</strong> 元
          </>
        ) : m.nextLeveGap !== null && m.nextLeveGap > 0 ? (
          <>
            距下一等级还差 <strong>{formatYuan(m.nextLeveGap)}</strong> 元
          </>
        ) : null}
      </p>
      {children}
    </section>
  );
}
