// The winners marquee (SPEC §9): asked again 10 s after each answer; 10 placeholder rows until
// the first list arrives (and while it cannot be had). The rows roll by transform only.
import { useEffect, useState } from 'react';
import { getWinners, type Winner } from '../api';

export const WINNERS_REFRESH_MS = 10_000;
export const PLACEHOLDERS = 10;

type State = { state: 'loading' | 'error' } | { state: 'ready'; list: Winner[] };

export function Winners({ first }: { first: Promise<Winner[]> }) {
  const [s, setS] = useState<State>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = (p: Promise<Winner[]>) =>
      p
        .then(
          (list) => live && setS({ state: 'ready', list }),
          // a failed refresh keeps the list it has
          () => live && setS((prev) => (prev.state === 'ready' ? prev : { state: 'error' })),
        )
        .finally(() => {
          if (live) timer = setTimeout(() => take(getWinners()), WINNERS_REFRESH_MS);
        });
    take(first);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [first]);

  if (s.state === 'ready' && !s.list.length)
    return (
      <section className="nine-winners" aria-label="中奖名单">
        <p className="nine-win-empty">暂无中奖记录，快来试试手气吧</p>
      </section>
    );

  const count = s.state === 'ready' ? s.list.length : PLACEHOLDERS;
  const rows = (copy: boolean) =>
    s.state === 'ready'
      ? s.list.map((w, i) => (
          <li key={`${copy ? 'c' : ''}${w.id ?? i}`} aria-hidden={copy || undefined}>
            <span>{w.mobile ?? '***'}</span>
            <span className="nine-win-prize">抽中 {w.prizeName ?? w.name ?? '奖品'}</span>
          </li>
        ))
      : Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={`${copy ? 'c' : ''}${i}`} className="nine-ph" aria-hidden="true">
            <span />
            <span />
          </li>
        ));
  // the list twice, so the roll wraps without a jump
  const roll = count > 3;
  return (
    <section className="nine-winners" aria-label="中奖名单" aria-busy={s.state !== 'ready'}>
      {s.state !== 'ready' && <p className="ui-sr">{s.state === 'loading' ? '中奖名单加载中' : '中奖名单暂时无法加载'}</p>}
      <div className="nine-win-window">
        <ul className={roll ? 'nine-win-roll' : undefined} style={roll ? { animationDuration: `${count * 2}s` } : undefined}>
          {rows(false)}
          {roll && rows(true)}
        </ul>
      </div>
    </section>
  );
}
