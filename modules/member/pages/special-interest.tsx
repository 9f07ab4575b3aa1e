import './member.css';
import './special.css';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatFen, parseAmountInput, toFen } from '../../../domain/format/money';
import { session } from '../../../runtime/session';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { INPUT_KINDS } from '../../../kit/ui/field';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { alert, confirm } from '../../../runtime/ui/ui-store';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { SpecialData } from '../api';
import { amountProblem, parseDurations, pointsNeeded, rateRangeText, rateText, stepBy } from '../rules/member';
import { spendQuestion } from '../rules/spend-question';
import { EXCHANGE_SLOT, useSpend } from '../components/use-spend';
import { PointLinks } from '../components/points-hero';
import { openingChoice } from '../rules/special-opening';

const yuan = (fen: number) => formatFen(fen, { group: false }).replace(/\.00$/, '');
/** for reading: with thousands separators */
const shown = (fen: number) => formatFen(fen).replace(/\.00$/, '');

export default function SpecialInterest({ data }: PageProps<SpecialData>) {
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

  return (
    <div className="mb">
      <section className="mb-hero" aria-label="可用积分">
        <p>可用积分</p>
        <p className="mb-big" data-testid="points">
          {points === null ? '--' : points.toLocaleString('en-US')}
        </p>
        <p>用积分兑换加息券，出借时使用，加息收益到期随本息发放。</p>
      </section>

      <section className="mb-card" aria-labelledby="si-h">
        <h2 id="si-h">选择加息券</h2>
        <div className="mb-field">
          <label className="mb-label" htmlFor="si-amount">
            出借金额（元）· {shown(minFen)}元起，按{shown(stepFen)}元递增
          </label>
          <div className="mb-stepper">
            <button type="button" aria-label="减少出借金额" disabled={busy || (fen !== null && fen <= minFen)} onClick={() => stepAmount(-1)}>
              −
            </button>
            <input
              id="si-amount"
              {...INPUT_KINDS.amount}
              value={text}
              disabled={busy}
              onChange={(e) => setText(normalizeAmount(e.target.value))}
              aria-invalid={!!problem}
              aria-describedby={problem ? 'si-amount-err' : undefined}
            />
            <button type="button" aria-label="增加出借金额" disabled={busy} onClick={() => stepAmount(1)}>
              +
            </button>
          </div>
          {problem && (
            <p id="si-amount-err" className="mb-err ui-error" role="alert">
              {problem}
            </p>
          )}
        </div>

        <div className="mb-field">
          <span className="mb-label" id="si-par-l">
            加息幅度 · {rateRangeText(c.minParValue, c.maxParValue)}
          </span>
          <div className="mb-stepper" role="group" aria-labelledby="si-par-l">
            <button type="button" aria-label="降低加息幅度" disabled={busy || par <= c.minParValue} onClick={() => stepPar(-1)}>
              −
            </button>
            <output aria-live="polite" data-testid="par">
              {rateText(par)}
            </output>
            <button
              type="button"
              aria-label="提高加息幅度"
              disabled={busy || stepBy(par, 1, c.minParValue, c.stepParValue, c.maxParValue) === par}
              onClick={() => stepPar(1)}
            >
              +
            </button>
          </div>
        </div>

        <div className="mb-field">
          <span className="mb-label" id="si-days-l">
            适用出借期限
          </span>
          <div className="mb-options" role="group" aria-labelledby="si-days-l">
            {!durations.length && <p className="mb-muted">暂无可兑换的期限</p>}
            {durations.map((d) => (
              <button key={d} type="button" className="mb-chip" aria-pressed={d === days} disabled={busy} onClick={() => setDays(d)}>
                {d}天
              </button>
            ))}
          </div>
        </div>

        <div className="mb-cost" aria-live="polite">
          <span>所需积分</span>
          <strong data-testid="cost">{cost.toLocaleString('en-US')}</strong>
        </div>
        {!problem && days > 0 && (
          <p className="mb-muted">
            {rateText(par)}加息券：单笔出借满{fen === null ? '--' : shown(fen)}元、期限{days}天及以上项目可用
          </p>
        )}
        {!problem && cost === 0 && days > 0 && <p className="mb-muted">所需积分不足100，提高出借金额、加息幅度或期限后可兑换</p>}
        {short && (
          <p className="mb-err ui-error si-short">
            <span>
              积分不足：所需{cost.toLocaleString('en-US')}积分，当前可用{points.toLocaleString('en-US')}积分
              {first && !first.affordable && `，最低兑换需${first.cost.toLocaleString('en-US')}积分`}
            </span>
            <Link href="/list" className="ui-btn ui-btn-secondary">
              去出借
            </Link>
          </p>
        )}
      </section>

      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      <button type="button" className="ui-btn ui-btn-block" disabled={!canExchange} onClick={() => void exchange()}>
        {slot.busy ? '兑换中…' : '确认兑换'}
      </button>
      <PointLinks
        links={[
          ['/integralRule', '积分规则'],
          ['/dashboard/member/integralRecord', '积分记录'],
        ]}
      />
    </div>
  );
}
