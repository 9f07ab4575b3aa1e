import '../../../kit/ui/purchase-form.css';
import './claim-invest.css';
import { clientIpNow, NO_CLIENT_IP } from '../../../runtime/session/client-ip';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { formatFen, formatYuan, toFen, toYuan } from '../../../domain/format/money';
import { formatPercentFraction } from '../../../domain/format/rate';
import { BUY } from '../../../domain/format/glossary';
import { useInvestOutcome } from '../../../kit/money/use-invest-outcome';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { getLoan } from '../../../kit/entity/loan-record';
import { RiskNotice } from '../../../kit/ui/risk-notice';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { SETTLING_TEXT, useSettleOnOpen } from '../../../kit/money/use-money';
import { confirm } from '../../../runtime/ui/ui-store';
import type { ClaimInvestData, ClaimResult } from '../api/purchase';
import { paySplit } from '../../../domain/pay-split';
import { RISK_DOC, useConsent } from '../../../kit/ui/consent';
import { surveyGate } from '../../../domain/invest-gate';
import { openingOf } from '../../../domain/opening';
import { PurchaseHead } from '../../../kit/ui/purchase-head';

// the checklist shows only to an investor with a step left: off the screen's critical path
const OpeningChecklist = lazy(() => import('../../../kit/entity/opening-checklist').then((m) => ({ default: m.OpeningChecklist })));
const SplitSummary = lazy(() => import('../../../kit/ui/pay-summary'));
const ResultView = lazy(() => import('../../../kit/ui/purchase-result'));
const PayPassword = lazy(() => import('../../../kit/ui/pay-password').then((m) => ({ default: m.PayPasswordPopup })));

type Claim = ClaimInvestData['claim'];
/** The claim's balance is its price still on sale; the amount bought is the principal behind it. */
const principalOf = (c: Claim) => c.creditBalance ?? c.creditAmount ?? c.balance;

const OWN_LOAN = '不能购买您本人借款项目的债权';
// what the purchase binds the buyer to: ticked before the password
const DOCS = [{ name: 'CREDIT_ASSIGN_AGREEMENT', title: '债权转让协议' }, RISK_DOC];
/** a figure the records did not give, and the sold claim no longer shows: never a 0.00 */
const yuanOr = (fen: number | null | undefined) => (fen ? `${formatFen(fen)} 元` : '--');

/** The borrower of the claim's loan; null when it cannot be read (the server then decides). */
const borrowerOf = (loanId: string | null | undefined) =>
  loanId
    ? getLoan(loanId).then(
        (l) => l.loanRequest?.userId ?? null,
        () => null,
      )
    : Promise.resolve(null);

export default function ClaimInvest({ data }: PageProps<ClaimInvestData>) {
  const [path, navigate] = useLocation();
  const s = useSession();
  const { claim } = data;
  const SLOT = `claim:${claim.id}`;
  const [fund, setFund] = useState(data.fund);
  const [sheet, setSheet] = useState<'password' | null>(null);
  const [err, setErr] = useState('');
  const deal = toFen(claim.balance);
  // paid from the balance alone: what the card column would hold is the shortfall to recharge
  const split = paySplit({ amountFen: deal, availableFen: toFen(fund.availableAmount), useBalance: true, interestBaseFen: toFen(principalOf(claim)) });
  const toPay = split.fromCardFen;
  const agreement = useConsent(DOCS, s.user?.id);

  const { slot, unknown, result, clearResult, recheck } = useInvestOutcome<ClaimResult>(SLOT, BUY, { setFund, setErr, sheetUp: sheet === 'password' });
  // a purchase an earlier page left unsettled is asked about as the screen opens (never sent)
  const settling = useSettleOnOpen(SLOT, (intent) => import('../moves/purchase').then((m) => m.claimSettle(intent, claim.id)));
  const busy = slot.busy || settling;

  const own = !!s.user && claim.userId === s.user.id;
  const needsSetup = !s.flags.has_bank_card || !s.flags.has_payment_password;
  // SPEC §4: the survey check applies once the user has a card and a payment password
  const gate = own || needsSetup ? null : surveyGate(data.survey);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void go();
  };
  const go = async () => {
    if (busy || sheet) return;
    // SPEC §5: not a claim on a loan the investor borrowed (the claim names its loan, the loan
    // its borrower); refused here, before the agreement and the password
    if (s.user && (await borrowerOf(claim.loanId)) === s.user.id) return setErr(OWN_LOAN);
    // the agreements ticked, and before a first investment the risk notice acknowledged (which goes on by itself)
    const held = agreement.check(() => void go());
    if (held !== null) return setErr(held);
    if (toPay > 0) {
      const go = await confirm(`账户可用余额不足，还需充值${formatFen(toPay)}元才能购买该债权。`, { title: '余额不足', okText: '去充值' });
      if (go) navigate(`/dashboard/recharge?next=${encodeURIComponent(path)}`);
      return;
    }
    if (!(await clientIpNow())) return setErr(NO_CLIENT_IP);
    setErr('');
    setSheet('password');
  };

  const pay = async (pw: string) => {
    const [{ claimMove }, { moveMoney }] = await Promise.all([import('../moves/purchase'), import('../../../runtime/money/move')]);
    const o = await moveMoney(
      SLOT,
      claimMove(
        {
          clientIp: await clientIpNow(),
          amount: formatFen(toFen(principalOf(claim)), { group: false }),
          creditAssignId: claim.id,
          isUseBalance: true,
          paymentPassword: pw,
        },
        deal,
      ),
    );
    const no = passwordRefusal(o);
    if (no) return no;
    setSheet(null);
  };

  if (own) return <Blocked text="不能购买自己转让的债权" claimId={claim.id} />;
  if (needsSetup || gate)
    return (
      <Blocked claimId={claim.id}>
        <Suspense fallback={<p />}>
          <OpeningChecklist input={openingOf(s, data.survey)} back={path} lead="为了资金安全，购买前请完成以下步骤，完成后回到本债权" />
        </Suspense>
      </Blocked>
    );
  if (result)
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
  return (
    <form className="inv" onSubmit={submit} noValidate>
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
            onSubmit={pay}
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
