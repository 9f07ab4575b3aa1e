// 加息券 by points (the special-interest screen): what is picked (amount, rate, term), what it
// costs, and the exchange itself, a money move that spends points.
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { formatFen, parseAmountInput, toFen } from '../../../domain/format/money';
import { session } from '../../../runtime/session';
import { alert, confirm } from '../../../runtime/ui/ui-store';
import type { SpecialData } from '../api';
import { amountProblem, parseDurations, pointsNeeded, rateText, stepBy } from '../rules/member';
import { spendQuestion } from '../rules/spend-question';
import { openingChoice } from '../rules/special-opening';
import { EXCHANGE_SLOT, useSpend } from './use-spend';

const yuan = (fen: number) => formatFen(fen, { group: false }).replace(/\.00$/, '');
/** for reading: with thousands separators */
export const shown = (fen: number) => formatFen(fen).replace(/\.00$/, '');

export type SpecialInterestState = ReturnType<typeof useSpecialInterest>;

export function useSpecialInterest(data: SpecialData) {
  const c = data.config;
  const [, navigate] = useLocation();
  const minFen = toFen(c.minAmount);
  const stepFen = toFen(c.stepAmount);
  const durations = useMemo(() => parseDurations(c.duration), [c.duration]);
  // opens on the cheapest coupon that costs anything: affordable when any is
  const [first] = useState(() => openingChoice(c, data.points));
  const [text, setText] = useState(() => yuan(first?.fen ?? minFen));
  const [par, setPar] = useState(first?.par ?? c.minParValue);
  const [days, setDays] = useState(first?.days ?? durations[0] ?? 0);
  const [points, setPoints] = useState(data.points);

  const { slot, unknown, recheck, settling } = useSpend(EXCHANGE_SLOT, {
    setPoints,
    done: () => void alert('兑换成功，加息券已发放至“我的红包”').then(() => navigate('/dashboard/coupon')),
    settleWith: (intent) => import('../moves').then((m) => m.exchangeSettle(intent, c.kValue)),
  });
  const busy = slot.busy || settling;

  const fen = parseAmountInput(text);
  const problem = amountProblem(fen, minFen, stepFen, shown);
  const cost = problem || !days ? 0 : pointsNeeded(c.kValue, days, fen!, par);
  const short = points !== null && cost > points;
  const canExchange = !problem && days > 0 && cost > 0 && !short && !busy;

  const stepAmount = (dir: 1 | -1) => setText(yuan(stepBy(fen ?? minFen, dir, minFen, stepFen)));
  const stepPar = (dir: 1 | -1) => setPar((v) => stepBy(v, dir, c.minParValue, c.stepParValue, c.maxParValue));

  // one question at a time: a second tap while it is up asks nothing more
  const asking = useRef(false);
  const exchange = async () => {
    if (!canExchange || asking.current) return;
    // nothing is spent until the investor confirms what it costs and what remains
    asking.current = true;
    const coupon = `${rateText(par)}加息券`;
    const note = `（单笔出借满${shown(fen!)}元、期限${days}天及以上项目可用）`;
    const ok = await confirm(spendQuestion(cost, coupon, points, note), { title: '确认兑换', okText: '确认', cancelText: '取消' }).finally(
      () => (asking.current = false),
    );
    if (!ok) return;
    const [{ exchangeMove }, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
    await moveMoney(EXCHANGE_SLOT, exchangeMove({ userId: session.user?.id ?? 'MYSELF', parValue: par, duration: days, investAmount: yuan(fen!) }, cost));
  };

  return {
    c,
    minFen,
    stepFen,
    durations,
    first,
    text,
    setText,
    par,
    days,
    setDays,
    points,
    slot,
    unknown,
    recheck,
    settling,
    busy,
    fen,
    problem,
    cost,
    short,
    canExchange,
    stepAmount,
    stepPar,
    exchange,
  };
}
