import './nine-play.css';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import type { NineData } from '../api';
import { NineBoard } from '../components/nine-board';
import { useNinePlay } from '../components/use-nine-play';
import { Winners } from '../components/winners';

const dialogs = () => import('../components/nine-dialogs');
const NineDialogs = lazy(dialogs);

export default function NinePlay({ data: { project, winners } }: PageProps<NineData>) {
  const items = project.projectItems;
  const { s, userId, chances, count, retry, msg, dialog, setDialog, board, busy, draw } = useNinePlay(items);

  const sub = !userId ? (s.status === 'loading' ? '加载中' : '登录后抽奖') : count === null ? '剩余 -- 次' : `剩余 ${count} 次`;
  return (
    <div className="nine">
      <header className="nine-hero">
        <h2>{project.name || '幸运九宫格'}</h2>
        <p className="nine-chances" aria-live="polite">
          {!userId ? (
            '登录后即可参与抽奖'
          ) : (
            <>
              您还有 <strong>{count ?? '--'}</strong> 次抽奖机会
              {chances.state === 'error' && (
                <button type="button" className="ui-link nine-retry" onClick={retry}>
                  重试
                </button>
              )}
            </>
          )}
        </p>
      </header>

      <Winners first={winners} />

      <NineBoard ref={board} items={items} busy={busy} sub={sub} onDraw={() => void draw()} onReady={() => void dialogs()} />
      <p className="nine-msg" role="alert">
        {msg}
      </p>

      <nav className="nine-links">
        <Link href="/lotteryRecord" className="ui-btn ui-btn-secondary">
          我的中奖记录
        </Link>
      </nav>

      {project.description && (
        <section className="nine-rules" aria-labelledby="nine-rules">
          <h3 id="nine-rules">活动规则</h3>
          <p>{project.description}</p>
        </section>
      )}

      {dialog && (
        <Suspense fallback={null}>
          <NineDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
