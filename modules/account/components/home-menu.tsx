// Menu rows of the investor's area: the security rows the account home and the settings
// screen share, and the plain group the settings screen draws. Every href is a registered
// route (tests/e2e/no-dead-ends walks them).
import { Link } from 'wouter';

type Row = readonly [href: string, label: string];

/** 账户与安全: also on the account settings screen. */
/** `null`: the session's flags are not in yet (the account home waits only for the user record). */
export function securityRows(hasPaymentPassword: boolean | null): Row[] {
  return [
    ['/dashboard/payment/password', hasPaymentPassword === null ? '支付密码' : hasPaymentPassword ? '修改支付密码' : '设置支付密码'],
    ['/password/change', '修改登录密码'],
    ['/dashboard/mobile-change', '修改手机号'],
  ];
}

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
