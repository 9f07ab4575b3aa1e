import { Link } from 'wouter';

const TABS = [
  ['/', '首页', '⌂'],
  ['/list', '理财', '¥'],
  ['/dashboard', '我的', '☺'],
  ['/more', '更多', '≡'],
] as const;

export function TabBar({ path }: { path: string }) {
  return (
    <nav className="app-tabs" aria-label="主导航">
      {TABS.map(([href, label, icon]) => (
        <Link key={href} href={href} className={path === href ? 'on' : ''} aria-current={path === href ? 'page' : undefined}>
          <span aria-hidden="true">{icon}</span>
          {label}
        </Link>
      ))}
    </nav>
  );
}
