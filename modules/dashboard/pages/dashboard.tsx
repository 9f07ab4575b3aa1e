import './dashboard.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { formatFen, formatYuan } from '../../../runtime/format/money';
import { maskMobile } from '../../../runtime/format/mask';
import { totalAssetsFen } from '../assets';

const HIDE_KEY = 'dashboard-hide-figures';
const HIDDEN = '****';

export default function Dashboard() {
  const s = useSession();
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDE_KEY) === '1');
  const toggle = () => {
    localStorage.setItem(HIDE_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const show = (text: string) => (hidden ? HIDDEN : text);
  const due = s.statistics?.investStatistics?.dueAmount;

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
        <p className="dash-total">{show(formatFen(totalAssetsFen(s)))}</p>
        <dl className="dash-figures">
          <div>
            <dt>可用余额</dt>
            <dd>{show(formatYuan(s.fund?.availableAmount ?? 0))}</dd>
          </div>
          <div>
            <dt>冻结金额</dt>
            <dd>{show(formatYuan(s.fund?.frozenAmount ?? 0))}</dd>
          </div>
          <div>
            <dt>待收本金</dt>
            <dd>{show(formatYuan(due?.principal ?? 0))}</dd>
          </div>
          <div>
            <dt>待收收益</dt>
            <dd>{show(formatYuan(due?.interest ?? 0))}</dd>
          </div>
        </dl>
      </section>
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
