import './member.css';
import './special.css';
import type { PageProps } from '../../../runtime/router/types';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import type { SpecialData } from '../api';
import { useSpecialInterest } from '../components/use-special-interest';
import { AmountField, CostLines, DaysField, ParField } from '../components/special-fields';
import { PointLinks } from '../components/points-hero';

export default function SpecialInterest({ data }: PageProps<SpecialData>) {
  const si = useSpecialInterest(data);
  const { points, slot, unknown, recheck, settling, busy, canExchange, exchange } = si;
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
        <AmountField si={si} />

        <ParField si={si} />

        <DaysField si={si} />

        <CostLines si={si} />
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
