import '../../../kit/ui/purchase-form.css';
import './claim-invest.css';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatFen, formatYuan, toFen, toYuan } from '../../../domain/format/money';
import { formatPercentFraction } from '../../../domain/format/rate';
import { BUY } from '../../../domain/format/glossary';
import type { Result } from '../../../kit/money/use-invest-outcome';
import { RiskNotice } from '../../../kit/ui/risk-notice';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import type { ClaimInvestData, ClaimResult } from '../api/purchase';
import { principalOf, useClaimInvest, type ClaimInvestState } from '../components/use-claim-invest';
import { openingOf } from '../../../domain/opening';
import { PurchaseHead } from '../../../kit/ui/purchase-head';

// the checklist shows only to an investor with a step left: off the screen's critical path
const OpeningChecklist = lazy(() => import('../../../kit/entity/opening-checklist').then((m) => ({ default: m.OpeningChecklist })));
const SplitSummary = lazy(() => import('../../../kit/ui/pay-summary'));
const ResultView = lazy(() => import('../../../kit/ui/purchase-result'));
const PayPassword = lazy(() => import('../../../kit/ui/pay-password').then((m) => ({ default: m.PayPasswordPopup })));

/** a figure the records did not give, and the sold claim no longer shows: never a 0.00 */
const yuanOr = (fen: number | null | undefined) => (fen ? `${formatFen(fen)} 元` : '--');

export default function ClaimInvest({ data }: PageProps<ClaimInvestData>) {
  const c = useClaimInvest(data);
  const { claim, s, result } = c;
  if (c.own) return <Blocked text="不能购买自己转让的债权" claimId={claim.id} />;
  if (c.needsSetup || c.gate)
    return (
      <Blocked claimId={claim.id}>
        <Suspense fallback={<p />}>
          <OpeningChecklist input={openingOf(s, data.survey)} back={c.path} lead="为了资金安全，购买前请完成以下步骤，完成后回到本债权" />
        </Suspense>
      </Blocked>
    );
  if (result) return <PurchaseOutcome c={c} result={result} />;
  return <PurchaseForm c={c} />;
}

/** 购买成功 with the claim's figures, or 购买失败 with the way back to the form. */
function PurchaseOutcome({ c, result }: { c: ClaimInvestState; result: Result<ClaimResult> }) {
  const { claim, deal, clearResult } = c;
  return (
    <Suspense fallback={<p className="ui-state">{result.ok ? '购买成功' : '购买失败'}</p>}>
      {result.ok ? (
        <ResultView
          ok
          verb={BUY}
          title="购买成功"
          amountYuan={paidOf(result.value, deal)}
          message="债权已转入您的名下，按原借款的还款计划回款"
          rows={[
            ['债权', claim.title],
            ['债权本金', yuanOr(result.value.principalFen ?? toFen(principalOf(claim)))],
            ['预期年化', `${formatPercentFraction(claim.actualRate)}%`],
            ['剩余期限', `${claim.remainPeriod ?? '--'}天`],
            ['支付方式', '账户余额'],
          ]}
        />
      ) : (
        <ResultView ok={false} verb={BUY} title="购买失败" message={result.message} onBack={clearResult} />
      )}
    </Suspense>
  );
}

function PurchaseForm({ c }: { c: ClaimInvestState }) {
  const { claim, fund, deal, toPay, agreement, err, settling, unknown, busy, recheck, sheet, setSheet, split } = c;
  return (
    <form className="inv" onSubmit={c.submit} noValidate>
      <PurchaseHead
        title={claim.title}
        rate={`${formatPercentFraction(claim.actualRate)}%`}
        figures={[
          ['剩余期限', `${claim.remainPeriod ?? '--'}天`],
          ['转让本金', `${formatYuan(principalOf(claim))}元`],
        ]}
      />
      <dl className="inv-facts">
        <div>
          <dt>账户可用余额</dt>
          <dd>{formatYuan(fund.availableAmount)} 元</dd>
        </div>
        <div>
          <dt>成交金额</dt>
          <dd>{formatFen(deal)} 元</dd>
        </div>
        <div>
          <dt>还需支付</dt>
          <dd className="inv-topay-fig">{formatFen(toPay)} 元</dd>
        </div>
      </dl>
      {agreement.tick}
      <p className="pay-error ui-error inv-error" role="alert">
        {err}
      </p>
      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      <RiskNotice />
      <button type="submit" className="ui-btn ui-btn-block inv-submit" disabled={busy}>
        {busy ? '处理中…' : toPay > 0 ? '余额不足，去充值' : '确认购买'}
      </button>
      {agreement.sheet}
      <Suspense fallback={null}>
        {sheet === 'password' && (
          <PayPassword
            open
            title="确认购买债权"
            summary={
              <SplitSummary
                split={split}
                words={{ verb: BUY, amount: '成交金额', base: '债权本金' }}
                more={[['预期年化', `${formatPercentFraction(claim.actualRate)}%`]]}
              />
            }
            onSubmit={c.pay}
            onClose={() => setSheet(null)}
            forgotHref="/dashboard/payment/password?mode=reset"
          />
        )}
      </Suspense>
    </form>
  );
}

function Blocked({ text, claimId, children }: { text?: string; claimId: string; children?: React.ReactNode }) {
  return (
    <div className="ui-state inv-gate" role="alert">
      {text && <p>{text}</p>}
      {children}
      <Link href={`/assignment/${claimId}`} className="ui-btn ui-btn-secondary">
        返回债权详情
      </Link>
    </div>
  );
}

/**
 * The price paid, in yuan: what the move kept (the price confirmed, or the records' figure when
 * it was settled from them: after a reload the claim is sold and its balance 0); null (no figure
 * shown) rather than 0.00 when the records do not say.
 */
function paidOf(v: ClaimResult, dealFen: number): number | null {
  const fen = v.paidFen === undefined ? dealFen : v.paidFen;
  return fen ? toYuan(fen) : null;
}
