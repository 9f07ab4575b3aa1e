// 幸运九宫格's state and calls (pages/nine-play.tsx is this hook plus its view): the chances
// left, the draw as a money move, the board's spin and the dialog that follows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../runtime/session/use-session';
import { useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import type { Outcome } from '../../../runtime/money/state';
import { getChances, type Award, type LotteryItem } from '../api';
import { afterDraw, drawErrorText, isNoPrize, landingCell, NETWORK_TEXT, prizeText } from '../rules/prize';
import type { BoardHandle } from './nine-board';
import { useSpin } from './use-spin';
import type { Dialog } from './nine-dialogs';

// the slot's name, kept here so the screen does not load the move's code before the first tap
const SLOT = 'lottery-draw';
const NO_CHANCE = '您的抽奖机会已用完';

type Chances = { state: 'unknown' | 'loading' | 'error' } | { state: 'ready'; n: number | null };

export function useNinePlay(items: LotteryItem[]) {
  const s = useSession();
  const userId = s.user?.id ?? null;
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

  return { s, userId, chances, count, retry: () => setAsk((n) => n + 1), msg, dialog, setDialog, board, busy, draw };
}
