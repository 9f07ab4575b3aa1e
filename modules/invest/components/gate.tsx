// The pre-invest gates (SPEC §4) as a screen: what stops this investor from buying, in
// words, and the way forward. The newbie-only refusal is an alert, then back.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import type { useSession } from '../../../runtime/session/use-session';
import { alert } from '../../../runtime/ui/ui-store';
import { investGate, type Gate } from '../rules';
import { LEND, type Verb } from '../../../runtime/format/glossary';
import type { SurveyState } from '../api';

type Session = ReturnType<typeof useSession>;
// The risk mismatch names the loan's rank from GET /api/v2/loan/ranks: its words and the call
// load only when that view shows, off the invest screens' critical path.
const RiskMismatch = lazy(() =>
  import('./gate-risk').catch(() => ({ default: ({ verb }: { verb: Verb }) => <p>{`该项目风险等级超出您可承受的范围，暂不能${verb}`}</p> })),
);
export const SURVEY_PATH = '/dashboard/risk';
export const NEWBIE_ONLY = '该项目为新手专享，请选择其他项目';

export function useGate(loan: { id: string; loanRequest: { productKey: string; riskRank?: string | null } }, survey: SurveyState, s: Session): Gate {
  const [, navigate] = useLocation();
  const gate = useMemo(
    () =>
      investGate({
        productKey: loan.loanRequest.productKey,
        loanRiskRank: loan.loanRequest.riskRank,
        isNewbie: s.flags.is_newbie,
        hasCard: s.flags.has_bank_card,
        hasDefaultCard: s.fundAccounts.some((c) => c.defaultAccount),
        hasPayPassword: s.flags.has_payment_password,
        survey,
      }),
    [],
  );
  useEffect(() => {
    if (gate === 'newbie') void alert(NEWBIE_ONLY).then(() => navigate(`/loan/${loan.id}`, { replace: true }));
  }, []);
  return gate;
}

export function GateView({ gate, loanId, back, survey, riskRank, hasCard, verb = LEND }: { gate: Gate; loanId: string; back: string; survey: SurveyState; riskRank?: string | null; hasCard: boolean; verb?: Verb }) {
  const next = encodeURIComponent(back);
  const text =
    gate === 'newbie'
      ? NEWBIE_ONLY
      : gate === 'payment'
        ? `为了资金安全，${verb}前请先绑定银行卡并设置支付密码`
        : gate === 'survey-expired'
          ? `您的风险测评已过期，请重新测评后再${verb}`
          : `${verb}前请先完成风险测评，了解您的风险承受能力`;
  return (
    <div className="ui-state inv-gate" role="alert">
      {gate === 'risk-mismatch' ? (
        <Suspense fallback={<p />}>
          <RiskMismatch grade={survey.name} rank={riskRank} verb={verb} />
        </Suspense>
      ) : (
        <p>{text}</p>
      )}
      {gate === 'payment' && (
        <Link href={`/dashboard/payment/${hasCard ? 'password' : 'bind-card'}?next=${next}`} className="ui-btn">
          {hasCard ? '设置支付密码' : '去绑卡'}
        </Link>
      )}
      {(gate === 'risk-mismatch' || gate === 'survey-expired' || gate === 'do-survey') && (
        <Link href={`${SURVEY_PATH}?next=${next}`} className="ui-btn">
          {gate === 'do-survey' ? '去测评' : '重新测评'}
        </Link>
      )}
      <Link href={`/loan/${loanId}`} className="ui-btn ui-btn-secondary">
        返回项目
      </Link>
    </div>
  );
}
