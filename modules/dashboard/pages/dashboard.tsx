import './dashboard.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { reload } from '../../../runtime/session';
import { formatFen } from '../../../runtime/format/money';
import { maskMobile } from '../../../runtime/format/mask';
import { assetParts, totalAssetsFen } from '../assets';

const HIDE_KEY = 'dashboard-hide-figures';
const HIDDEN = '****';
const UNKNOWN = '--';

export default function Dashboard() {
  const s = useSession();
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDE_KEY) === '1');
  const toggle = () => {
    localStorage.setItem(HIDE_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const show = (fen: number | null) => (hidden ? HIDDEN : fen === null ? UNKNOWN : formatFen(fen));
  const parts = assetParts(s);
  const total = totalAssetsFen(parts);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void reload().finally(() => setRetrying(false));
  };
  const stale = s.error || parts.some((p) => p.fen === null);

  return (
    <div className="dash">
      <section className="dash-head">
        <p className="dash-user">{s.user?.name || maskMobile(s.user?.mobile)}</p>
        <p className="dash-label">
          总资产（元）
          <button type="button" className="dash-eye" onClick={toggle} aria-pressed={hidden}>
            {hidden ? '显示金额' : '隐藏金额'}
          </button>
        </p>
        <p className="dash-total">{show(total)}</p>
        <dl className="dash-figures">
          {parts.map((p) => (
            <div key={p.label}>
              <dt>{p.label}</dt>
              <dd>{show(p.fen)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {stale && (
        <div className="dash-stale" role="alert">
          <span>{s.error || '部分数据加载失败，显示为“--”'}</span>
          <button type="button" className="ui-btn ui-btn-secondary" disabled={retrying} onClick={retry}>
            {retrying ? '加载中…' : '重试'}
          </button>
        </div>
      )}
      <nav className="dash-actions">
        <Link href="/dashboard/recharge" className="ui-btn">
          充值
        </Link>
        <Link href="/dashboard/withdraw" className="ui-btn ui-btn-secondary">
          提现
        </Link>
      </nav>
      <ul className="dash-links">
        {[
          ['/dashboard/invest', '我的投资'],
          ['/dashboard/funds', '资金流水'],
          ['/dashboard/coupon', '我的红包'],
          ['/dashboard/bank-card', '银行卡'],
          ['/dashboard/member/memberCenter', '会员中心'],
          ['/dashboard/invite', '邀请好友'],
        ].map(([href, label]) => (
          <li key={href}>
            <Link href={href!} className="ui-cell">
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
