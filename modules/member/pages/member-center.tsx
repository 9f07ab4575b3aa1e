import './member.css';
import '../components/center.css';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PageState } from '../../../runtime/ui/page-state';
import { getPrivileges, type CenterData, type Privilege } from '../api';
import { LevelCard } from '../components/level-card';
import { PRIVILEGES } from '../components/privilege-info';
import { LEVELS, LEVEL_NAMES, asLevel, levelIndex, type Level } from '../rules/member';

const BASE = '/dashboard/member';

export default function MemberCenter({ data }: PageProps<CenterData>) {
  const { membership: m, points } = data;
  const level = asLevel(m.memberLevel);
  return (
    <div className="mb">
      <LevelCard membership={m}>
        <div className="mb-links">
          <Link href="/memberRule">会员规则</Link>
        </div>
      </LevelCard>

      <section className="mb-card" aria-labelledby="mb-points-h">
        <div className="mb-row">
          <div>
            <h2 id="mb-points-h" className="mb-muted">
              我的积分
            </h2>
            <p className="mb-big mb-pts" data-testid="points">
              {points === null ? '--' : points.toLocaleString('en-US')}
            </p>
          </div>
          <div className="mb-links">
            <Link href={`${BASE}/integralRecord`}>积分记录</Link>
            <Link href="/integralRule">积分规则</Link>
          </div>
        </div>
        <div className="mb-actions">
          <Link href={`${BASE}/specialInterest`} className="ui-btn">
            兑换加息券
          </Link>
          <Link href={`${BASE}/integralGift`} className="ui-btn ui-btn-secondary">
            积分礼品
          </Link>
        </div>
      </section>

      <Privileges first={data.privileges} level={level} />
    </div>
  );
}

function Privileges({ first, level }: { first: Privilege[] | null; level: Level | null }) {
  const [list, setList] = useState(first);
  const [failed, setFailed] = useState(first === null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Level>(level ?? 'L0');

  const retry = () => {
    setBusy(true);
    getPrivileges().then(
      (l) => (setList(l), setFailed(false), setBusy(false)),
      () => setBusy(false),
    );
  };

  return (
    <section className="mb-card" aria-labelledby="mb-priv-h">
      <h2 id="mb-priv-h">会员特权</h2>
      {failed || !list ? (
        <PageState state={busy ? 'loading' : 'error'} message={busy ? undefined : '特权加载失败，请重试'} onRetry={retry} shape="list" />
      ) : (
        <>
          <div className="mb-levels" role="group" aria-label="查看各等级特权">
            {LEVELS.map((l) => (
              <button key={l} type="button" className="mb-chip" aria-pressed={l === shown} onClick={() => setShown(l)}>
                {l}
                {l === level && <span className="ui-sr">（我的等级）</span>}
              </button>
            ))}
          </div>
          <p className="mb-muted" style={{ marginTop: '0.5rem' }}>
            {LEVEL_NAMES[shown]}
            {shown === level ? '（当前等级）' : ''}可享特权
          </p>
          <PrivilegeGrid list={list} shown={shown} mine={shown === level} />
        </>
      )}
    </section>
  );
}

/** Whether privilege `p` is open at `shown`: the investor's own at their level, else by the level it unlocks at. */
function openAt(p: Privilege | undefined, shown: Level, mine: boolean) {
  if (!p) return false;
  if (mine) return p.valid;
  const from = asLevel(p.minLevel);
  return from ? levelIndex(shown) >= levelIndex(from) : false;
}

function PrivilegeGrid({ list, shown, mine }: { list: Privilege[]; shown: Level; mine: boolean }) {
  return (
    <ul className="mb-grid" role="list">
      {PRIVILEGES.map((info) => {
        const p = list.find((x) => x.type === info.type);
        const on = openAt(p, shown, mine);
        const from = asLevel(p?.minLevel);
        return (
          <li key={info.type}>
            <Link href={info.href} className={`mb-priv${on ? '' : ' mb-off'}`}>
              <span className="mb-priv-icon" aria-hidden="true">
                {info.icon}
              </span>
              <span>{info.label}</span>
              <span className="mb-priv-state">{on ? '已开通' : from ? `${from}开通` : '未开通'}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
