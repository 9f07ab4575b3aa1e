import './icon-rows.css';
import { Link } from 'wouter';
import { Icon } from '../../runtime/ui/icons';
import { chevron } from './menu-icons';

/** href, words, leading icon (path data from menu-icons) */
export type IconRow = readonly [href: string, label: string, icon: string];

/** A white card of menu rows: icon, words, chevron; each row a full-width 44/60 px target. */
export function IconRows({ rows }: { rows: readonly IconRow[] }) {
  return (
    <ul className="ui-icon-rows">
      {rows.map(([href, label, icon]) => (
        <li key={href}>
          <Link href={href} className="ui-cell">
            <Icon d={icon} />
            <span>{label}</span>
            <Icon d={chevron} className="ui-icon-rows-chev" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
