// The dark gold card with the investor's level, the way to the next one (a 300-wide bar,
// SPEC §9) and the gap. Figures that are not known show --.
import './center.css';
import type { ReactNode } from 'react';
import { formatYuan } from '../../../runtime/format/money';
import type { Membership } from '../api';
import { BAR_WIDTH, LEVELS, LEVEL_NAMES, asLevel, levelIndex, levelStage, progressWidth } from '../rules';

export function LevelCard({ membership: m, children }: { membership: Membership; children?: ReactNode }) {
  const level = asLevel(m.memberLevel);
  const next = level ? LEVELS[levelIndex(level) + 1] : undefined;
  const px = progressWidth(m.totalAmount, m.nextLeveGap);
  const pct = Math.round((px / BAR_WIDTH) * 100);
  return (
    <section className={`mb-hero mb-stage-${levelStage(level)}`} aria-labelledby="mb-level-h">
      <p id="mb-level-h" className="mb-level">
        {level ? LEVEL_NAMES[level] : '--'}
        <small>{level ?? m.memberLevel}</small>
      </p>
      <p>累计出借 {formatYuan(m.totalAmount)} 元</p>
      <div className="mb-bar" role="progressbar" aria-label="升级进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={{ width: `${pct}%` }} data-px={px} />
      </div>
      <p>
        {next && m.nextLeveGap > 0
          ? <>距{LEVEL_NAMES[next]}（{next}）还差 <strong>{formatYuan(m.nextLeveGap)}</strong> 元</>
          : '您已是最高等级会员'}
      </p>
      {children}
    </section>
  );
}
