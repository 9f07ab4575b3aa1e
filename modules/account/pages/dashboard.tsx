import './dashboard.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { reload } from '../../../runtime/session';
import { formatFen, toFen } from '../../../domain/format/money';
import { formatDate } from '../../../domain/format/dates';
import { maskMobile } from '../../../domain/format/mask';
import { getCouponCount, getInvitedCount, getLastInvest, getStatistic, loadHome, type HomeData, type LastInvest, type StatisticAnswer } from '../api/home';
import { PullRefresh } from '../../../kit/ui/pull-refresh';
import { getMemberLevel, type Membership } from '../../../kit/entity/membership';
import { assetParts, complete, linesOf, partKnown, permille, percentText, sessionFigures, totalFen, type AssetPart, type Figures } from '../rules/assets';
import { Figure, useCall, type Call } from '../components/home-call';
import { HomeDonut } from '../components/home-donut';
import { securityRows } from '../components/home-menu';
import { HomeIncome } from '../components/home-income';
import { HomeOpening } from '../components/home-opening';
import { IconRows, type IconRow } from '../../../kit/ui/icon-rows';
import { calendar, card, chat, crown, doc, envelope, idcard, invite, key, lock, phone, pie, receipt, shield, sliders } from '../../../kit/ui/menu-icons';

const HIDE_KEY = 'dashboard-hide-figures';

// The menu: one row per screen of the investor's area, in three groups, each with its icon.
// Every href is a registered route (tests/integration/home-pages checks them).
type Row = IconRow;
const HOLDINGS: Row[] = [
  ['/dashboard/invest', '我的出借', doc],
  ['/dashboard/frfinvest', '基金产品', pie],
  ['/dashboard/repayments', '回款日历', calendar],
  ['/dashboard/funds', '资金流水', receipt],
  ['/dashboard/coupon', '我的红包', envelope],
  ['/dashboard/bank-card', '银行卡', card],
];
const SERVICES: Row[] = [
  ['/dashboard/member/memberCenter', '会员中心', crown],
  ['/dashboard/invite', '邀请好友', invite],
  ['/dashboard/risk', '风险测评', shield],
  ['/dashboard/feedback', '意见反馈', chat],
];
const ACCOUNT: Row[] = [
  ['/dashboard/subhome', '账户设置', sliders],
  ['/dashboard/personinfo', '个人信息', idcard],
];
// 账户与安全's password and mobile rows are shared with the settings screen (home-menu.tsx)
const SECURITY_ICONS: Record<string, string> = { '/dashboard/payment/password': key, '/password/change': lock, '/dashboard/mobile-change': phone };

function Menu({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <section className="home-menu">
      <h2 className="home-menu-title">{title}</h2>
      <IconRows rows={rows} />
    </section>
  );
}

const HIDDEN = '****';

// Private browsing may refuse storage; the toggle then lasts for the visit.
const stored = () => {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
};
const store = (hidden: boolean) => {
  try {
    localStorage.setItem(HIDE_KEY, hidden ? '1' : '0');
  } catch {
    /* kept in memory only */
  }
};

function Dashboard({ data }: PageProps<HomeData>) {
  const s = useSession();
  const [hidden, setHidden] = useState(stored);
  const toggle = () => {
    store(!hidden);
    setHidden(!hidden);
  };
  const money = (fen: number) => (hidden ? HIDDEN : formatFen(fen));

  const [stats, retryStats] = useCall(data.stats, getStatistic);
  const [last, retryLast] = useCall(data.last, getLastInvest);
  const [coupons, retryCoupons] = useCall(data.coupons, getCouponCount);
  const [info, retryInfo] = useCall(data.level, getMemberLevel);
  const [invited, retryInvited] = useCall(data.invited, getInvitedCount);

  // the statistic when it is in; until then, or when it fails, what the session holds
  const figures =
    stats.state === 'ok'
      ? { ...stats.value, investInterestAmount: stats.value.investInterestAmount ?? null, holdingAssetsAmount: stats.value.holdingAssetsAmount ?? null }
      : sessionFigures(s);
  const whole = complete(figures);
  const parts = whole ? assetParts(whole) : null;
  const total = parts ? totalFen(parts) : 0;
  const missing = !whole || figures.investInterestAmount == null;

  // The statistic is this screen's source for every asset line: one answer, one instant, so the
  // total is the sum of its lines. The session's fund was read earlier (at boot, or after the
  // last payment); when it tells a different story, it is reloaded so the recharge and
  // withdraw screens show the balance this screen shows.
  // The session may complete after the statistic (the screen waits only for the user record):
  // compared once per statistic, whenever both are in, so a lasting difference reloads once.
  const fund = s.status === 'ready' && !s.failed.includes('fund') ? s.fund : null;
  const compared = useRef<unknown>(null);
  useEffect(() => {
    if (stats.state !== 'ok' || !fund || compared.current === stats) return;
    compared.current = stats;
    if (toFen(fund.availableAmount) !== toFen(stats.value.balance) || toFen(fund.frozenAmount) !== toFen(stats.value.frozenAmount)) void reload();
  }, [stats, fund]);

  return (
    <div className="dash">
      <Head
        name={s.user?.name || maskMobile(s.user?.mobile)}
        info={info}
        retryInfo={retryInfo}
        hidden={hidden}
        toggle={toggle}
        total={parts ? money(total) : '--'}
        stats={stats}
      />

      {stats.state === 'error' && missing && (
        <div className="dash-stale" role="alert">
          <span>资产数据加载失败，显示为“--”（{stats.message}）</span>
          <button type="button" className="ui-btn ui-btn-secondary" onClick={retryStats}>
            重试
          </button>
        </div>
      )}

      <Assets figures={figures} parts={parts} total={total} hidden={hidden} busy={stats.state === 'loading' && !whole} money={money} />

      <nav className="dash-actions" aria-label="资金操作">
        <Link href="/dashboard/recharge" className="ui-btn">
          充值
        </Link>
        <Link href="/dashboard/withdraw" className="ui-btn ui-btn-secondary">
          提现
        </Link>
      </nav>

      {/* the steps need the account's flags: never a checklist from flags not in yet */}
      {s.user && s.status === 'ready' && (
        <HomeOpening
          account={{
            hasCard: s.flags.has_bank_card,
            hasDefaultCard: s.fundAccounts.some((c) => c.defaultAccount),
            hasPayPassword: s.flags.has_payment_password,
          }}
        />
      )}

      <Strip coupons={[coupons, retryCoupons]} invited={[invited, retryInvited]} last={[last, retryLast]} money={money} />

      <Menu title="资产与出借" rows={HOLDINGS} />
      <Menu title="常用服务" rows={SERVICES} />
      <Menu
        title="账户与安全"
        rows={[...ACCOUNT, ...securityRows(s.status === 'ready' ? s.flags.has_payment_password : null).map(([h, l]): Row => [h, l, SECURITY_ICONS[h] ?? lock])]}
      />
    </div>
  );
}

interface HeadProps {
  name: string | undefined;
  info: Call<Membership>;
  retryInfo: () => void;
  hidden: boolean;
  toggle: () => void;
  total: string;
  stats: Call<StatisticAnswer>;
}

/** Who is in, the total and the eye that hides the figures, the income below. */
function Head({ name, info, retryInfo, hidden, toggle, total, stats }: HeadProps) {
  const level = info.state === 'ok' ? info.value.memberLevel : null;
  return (
    <section className="dash-head">
      <div className="dash-who">
        <p className="dash-user">{name}</p>
        <p className="dash-level">
          会员等级 <Figure call={info} what="会员等级" retry={retryInfo} render={() => <strong>{level || '--'}</strong>} />
        </p>
        <Link href="/dashboard/subhome" className="dash-settings">
          账户设置
        </Link>
      </div>
      <p className="dash-label">
        总资产（元）
        <button type="button" className="dash-eye" onClick={toggle} aria-pressed={hidden}>
          {hidden ? '显示金额' : '隐藏金额'}
        </button>
      </p>
      <p className="dash-total">{total}</p>
      <HomeIncome stats={stats} hidden={hidden} />
    </section>
  );
}

interface AssetsProps {
  figures: Figures;
  parts: AssetPart[] | null;
  total: number;
  hidden: boolean;
  busy: boolean;
  money: (fen: number) => string;
}

/** 资产构成: the donut and each asset line with its share of the total. */
function Assets({ figures, parts, total, hidden, busy, money }: AssetsProps) {
  return (
    <section className="dash-assets" aria-labelledby="dash-assets-title" aria-busy={busy}>
      <h2 id="dash-assets-title" className="ui-sr">
        资产构成
      </h2>
      <HomeDonut parts={parts} hidden={hidden} />
      <dl className="dash-figures">
        {(parts ?? linesOf(figures)).map((p) => (
          <div key={p.key}>
            <dt>
              <i style={{ background: p.color }} aria-hidden="true" />
              {p.label}
              {parts && !hidden && total > 0 && <small>{percentText(permille(p.fen, total))}</small>}
            </dt>
            <dd>{partKnown(figures, p.key) ? money(p.fen) : '--'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Called<T> = [Call<T>, () => void];

/** 可用红包, 已邀请好友 and 最近出借, each its own call with its own retry. */
function Strip(p: { coupons: Called<number>; invited: Called<number>; last: Called<LastInvest | null>; money: (fen: number) => string }) {
  const [coupons, retryCoupons] = p.coupons;
  const [invited, retryInvited] = p.invited;
  const [last, retryLast] = p.last;
  const money = p.money;
  return (
    <dl className="dash-strip">
      <div>
        <dt>可用红包</dt>
        <dd>
          <Figure call={coupons} what="可用红包数" retry={retryCoupons} render={(n) => `${n} 张`} />
        </dd>
      </div>
      <div>
        <dt>已邀请好友</dt>
        <dd>
          <Figure call={invited} what="已邀请好友数" retry={retryInvited} render={(n) => `${n} 人`} />
        </dd>
      </div>
      <div>
        <dt>最近出借</dt>
        <dd>
          <Figure
            call={last}
            what="最近出借"
            retry={retryLast}
            render={(l) =>
              l ? (
                <>
                  <span className="dash-last-date">{formatDate(l.date) || '--'}</span>
                  <span className="dash-last-amount">{money(toFen(l.totalAmount))} 元</span>
                </>
              ) : (
                // never invested: the way to the first loan, a full tap high
                <>
                  暂无出借
                  <Link href="/list" className="ui-link dash-first">
                    去出借
                  </Link>
                </>
              )
            }
          />
        </dd>
      </div>
    </dl>
  );
}

// A pull asks this screen's five calls again (the route's loader), once, and shows the new
// answers as the screen's opening would; the head says 刷新成功 once every figure is in.
export default function DashboardPage(props: PageProps<HomeData>) {
  const [fresh, setFresh] = useState({ n: 0, data: props.data });
  const refresh = () =>
    loadHome().then((data) => {
      setFresh((f) => ({ n: f.n + 1, data }));
      return Promise.allSettled([data.last, data.coupons, data.level, data.invited]);
    });
  return (
    <PullRefresh onRefresh={refresh}>
      <Dashboard key={fresh.n} {...props} data={fresh.data} />
    </PullRefresh>
  );
}
