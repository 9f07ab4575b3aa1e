// The account home's menu: one row per screen of the investor's area, in three groups. Every
// href is a registered route (tests/e2e/dashboard-links walks them).
import { Link } from 'wouter';

type Row = readonly [href: string, label: string];

const HOLDINGS: Row[] = [
  ['/dashboard/invest', '我的出借'],
  ['/dashboard/frfinvest', '基金产品'],
  ['/dashboard/repayments', '回款日历'],
  ['/dashboard/funds', '资金流水'],
  ['/dashboard/coupon', '我的红包'],
  ['/dashboard/bank-card', '银行卡'],
];

const SERVICES: Row[] = [
  ['/dashboard/member/memberCenter', '会员中心'],
  ['/dashboard/invite', '邀请好友'],
  ['/dashboard/risk', '风险测评'],
  ['/dashboard/feedback', '意见反馈'],
];

/** 账户与安全: also on the account settings screen. */
export function securityRows(hasPaymentPassword: boolean): Row[] {
  return [
    ['/dashboard/payment/password', hasPaymentPassword ? '修改交易密码' : '设置交易密码'],
    ['/password/change', '修改登录密码'],
    ['/dashboard/mobile-change', '修改手机号'],
  ];
}

const ACCOUNT: Row[] = [
  ['/dashboard/subhome', '账户设置'],
  ['/dashboard/personinfo', '个人信息'],
];

export function MenuGroup({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <section className="home-menu">
      <h2 className="home-menu-title">{title}</h2>
      <ul>
        {rows.map(([href, label]) => (
          <li key={href}>
            <Link href={href} className="ui-cell">
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeMenu({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  return (
    <>
      <MenuGroup title="资产与出借" rows={HOLDINGS} />
      <MenuGroup title="常用服务" rows={SERVICES} />
      <MenuGroup title="账户与安全" rows={[...ACCOUNT, ...securityRows(hasPaymentPassword)]} />
    </>
  );
}
