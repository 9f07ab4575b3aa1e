// The frame the withdrawal, birthday and interest-rise privilege screens share: a card whose
// look follows the level stage (SPEC §4: L0 → 0, L6 → 6, others 3), what the investor has,
// the rule of every level with their own marked, and the ways on.
import './privilege.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LEVEL_NAMES, asLevel, levelStage } from '../rules/member';

const STAGE_TAG = { 0: '暂未开通', 3: '会员专享', 6: '至尊专享' } as const;

export interface RuleRow {
  level: string;
  name?: string | null;
  /** one text per value column */
  values: string[];
}

export interface PrivilegePageProps {
  title: string;
  memberLevel: string;
  /** what the investor has now (the card's body) */
  children: ReactNode;
  valueHeaders: string[];
  rows: RuleRow[];
  actions?: ReactNode;
}

export function PrivilegePage({ title, memberLevel, children, valueHeaders, rows, actions }: PrivilegePageProps) {
  const level = asLevel(memberLevel);
  const stage = levelStage(level);
  return (
    <div className="mb">
      <section className={`mb-hero mb-stage-${stage}`} aria-labelledby="mb-pp-h">
        <div className="mb-row">
          <h2 id="mb-pp-h" className="mb-level">
            {title}
          </h2>
          <span className="mb-muted" style={{ color: 'inherit' }}>
            {STAGE_TAG[stage]}
          </span>
        </div>
        <p style={{ marginTop: '0.25rem' }}>我的等级：{level ? `${LEVEL_NAMES[level]}（${level}）` : memberLevel || '--'}</p>
        {children}
      </section>

      <section className="mb-card" aria-labelledby="mb-rules-h">
        <h2 id="mb-rules-h">各等级{title}</h2>
        <table className="mb-table">
          <thead>
            <tr>
              <th scope="col">会员等级</th>
              {valueHeaders.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const l = asLevel(r.level);
              const mine = l !== null && l === level;
              return (
                <tr key={r.level} className={mine ? 'mb-mine' : undefined}>
                  <td>
                    {r.name || (l ? LEVEL_NAMES[l] : '')}（{r.level}）{mine && <small className="mb-tag">当前</small>}
                  </td>
                  {r.values.map((v, i) => (
                    <td key={i}>{v}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="mb-links" style={{ marginTop: '0.5rem' }}>
          <Link href="/memberRule">会员规则</Link>
          <Link href="/dashboard/member/memberCenter">会员中心</Link>
        </div>
      </section>
      {actions}
    </div>
  );
}
