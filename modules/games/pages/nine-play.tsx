import './nine-play.css';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import type { Outcome } from '../../../runtime/money/state';
import { getChances, type Award, type NineData } from '../api';
import { afterDraw, drawErrorText, isNoPrize, landingCell, NETWORK_TEXT, prizeText } from '../rules/prize';
import { NineBoard, type BoardHandle } from '../components/nine-board';
import { useSpin } from '../components/use-spin';
import { Winners } from '../components/winners';
import type { Dialog } from '../components/nine-dialogs';

const dialogs = () => import('../components/nine-dialogs');
const NineDialogs = lazy(dialogs);

// the slot's name, kept here so the screen does not load the move's code before the first tap
const SLOT = 'lottery-draw';
const NO_CHANCE = '您的抽奖机会已用完';

type Chances = { state: 'unknown' | 'loading' | 'error' } | { state: 'ready'; n: number | null };

export default function NinePlay({ data: { project, winners } }: PageProps<NineData>) {
  const s = useSession();
  const userId = s.user?.id ?? null;
  const items = project.projectItems;
  const [chances, setChances] = useState<Chances>({ state: 'unknown' });
  const [ask, setAsk] = useState(0);
  const [msg, setMsg] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [spinning, setSpinning] = useState(false);
  const board = useRef<BoardHandle>(null);
  const spinner = useSpin(useCallback((c: number) => board.current?.place(c), []));
  const cell = useRef(0);
  // a second tap before React re-renders must find the draw already running
  const running = useRef(false);

  useEffect(() => {
    if (!userId) return setChances({ state: 'unknown' });
    let live = true;
    setChances((c) => (c.state === 'ready' ? c : { state: 'loading' }));
    getChances().then(
      (n) => live && setChances({ state: 'ready', n }),
      () => live && setChances((c) => (c.state === 'ready' ? c : { state: 'error' })),
    );
    return () => {
      live = false;
    };
  }, [userId, ask]);
  const count = chances.state === 'ready' ? chances.n : null;

  const outcome = async (o: Outcome<unknown>) => {
    if (o.kind === 'done') {
      const award = o.value as Award;
      const to = landingCell(award.sequence, items, cell.current);
      await spinner.land(to);
      cell.current = to;
      const left = chances.state === 'ready' ? afterDraw(chances.n) : null;
      setChances((c) => (c.state === 'ready' ? { state: 'ready', n: afterDraw(c.n) } : c));
      setDialog({ kind: 'result', won: !isNoPrize(award.sequence, items), text: prizeText(award.sequence, items, award.prizeName), more: left !== 0 });
    } else {
      spinner.stop();
      if (o.kind === 'refused' && o.error.code === 'NO_CHANCE') setChances({ state: 'ready', n: 0 });
      setMsg(drawErrorText(o));
    }
    running.current = false;
    setSpinning(false);
    // the server's count, whatever happened
    setAsk((n) => n + 1);
  };
  const slot = useMoney(SLOT, (o) => void outcome(o));
  // a draw an earlier page left unsettled is asked about as the screen opens (never drawn again)
  const settling = useSettleOnOpen(SLOT, (intent) => import('../moves').then((m) => m.drawSettle(intent, items)));
  const busy = spinning || slot.busy || settling;

  const draw = async () => {
    if (!userId) {
      if (s.status !== 'loading') setDialog({ kind: 'visitor' });
      return;
    }
    if (running.current || slot.busy || settling) return;
    setMsg('');
    if (count === 0) return setMsg(NO_CHANCE);
    running.current = true;
    setSpinning(true);
    spinner.start();
    try {
      const [{ drawMove }, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
      void moveMoney(SLOT, drawMove(items, count));
    } catch {
      // the move's code could not load: nothing was sent
      spinner.stop();
      running.current = false;
      setSpinning(false);
      setMsg(NETWORK_TEXT);
    }
  };

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
                <button type="button" className="ui-link nine-retry" onClick={() => setAsk((n) => n + 1)}>
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
