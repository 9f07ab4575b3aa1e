// The special-interest screen's picks (amount, rate, term) and what they cost, as the screen's
// hook (use-special-interest) has them.
import { Link } from 'wouter';
import { INPUT_KINDS } from '../../../kit/ui/field';
import { normalizeAmount } from '../../../domain/validate/normalize';
import { rateRangeText, rateText, stepBy } from '../rules/member';
import { shown, type SpecialInterestState } from './use-special-interest';

type Props = { si: SpecialInterestState };

export function AmountField({ si: { minFen, stepFen, fen, text, setText, busy, problem, stepAmount } }: Props) {
  return (
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
  );
}

export function ParField({ si: { c, par, busy, stepPar } }: Props) {
  return (
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
  );
}

export function DaysField({ si: { durations, days, setDays, busy } }: Props) {
  return (
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
  );
}

/** What the picks cost, what the coupon is good for, and why it cannot be had yet (`short`: the points are known and too few). */
export function CostLines({ si: { cost, problem, days, par, fen, short, points, first } }: Props) {
  return (
    <>
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
            积分不足：所需{cost.toLocaleString('en-US')}积分，当前可用{points!.toLocaleString('en-US')}积分
            {first && !first.affordable && `，最低兑换需${first.cost.toLocaleString('en-US')}积分`}
          </span>
          <Link href="/list" className="ui-btn ui-btn-secondary">
            去出借
          </Link>
        </p>
      )}
    </>
  );
}
