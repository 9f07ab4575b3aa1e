import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../../runtime/ui/icons';
import { megaphone } from '../../../kit/ui/menu-icons';
import type { Article } from '../api';

export const TICKER_MS = 4000;

/** Rolls one announcement up every 4 s (1 s slide, in CSS); each links to its notice. */
export function NoticeTicker({ notices }: { notices: Article[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (notices.length < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % notices.length), TICKER_MS);
    return () => clearInterval(t);
  }, [notices.length]);
  if (!notices.length) return null;
  return (
    <div className="home-ticker" aria-label="平台公告">
      <span className="home-ticker-tag">
        <Icon d={megaphone} />
        公告
      </span>
      <div className="home-ticker-window">
        {/* a percentage of the list's own height: one item is 100 / n of it */}
        <ul style={{ transform: `translateY(${(-index * 100) / notices.length}%)` }}>
          {notices.map((n, i) => (
            <li key={n.id} aria-hidden={i !== index}>
              <Link href={`/notice/${n.id}`} tabIndex={i === index ? 0 : -1}>
                <span>{n.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Link href="/notice" className="home-ticker-more">
        更多
      </Link>
    </div>
  );
}
