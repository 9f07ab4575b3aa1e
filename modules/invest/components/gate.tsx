// The pre-invest gates (SPEC §4) as a screen: what stops this investor from buying, in
// words, and the way forward. The newbie-only refusal is an alert, then back.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import type { useSession } from '../../../runtime/session/use-session';
import { alert } from '../../../runtime/ui/ui-store';
import { investGate, type Gate } from '../../../domain/invest-gate';
import { LEND, type Verb } from '../../../domain/format/glossary';
import type { SurveyState } from '../../../kit/money/buyer';
import { SURVEY_PATH, type OpeningInput } from '../../../domain/opening';

type Session = ReturnType<typeof useSession>;
// The risk mismatch names the loan's rank from GET /api/v2/loan/ranks: its words and the call
// load only when that view shows, off the invest screens' critical path.
// the checklist shows only to an investor with a step left: off the invest screens' critical path
const OpeningChecklist = lazy(() => import('../../../kit/entity/opening-checklist').then((m) => ({ default: m.OpeningChecklist })));
const RiskMismatch = lazy(() =>
  import('./gate-risk').catch(() => ({ default: ({ verb }: { verb: Verb }) => <p>{`该项目风险等级超出您可承受的范围，暂不能${verb}`}</p> })),
);
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
    // decided once, as the screen opens: the tender itself refreshes the session (a newbie's
    // first one clears is_newbie), which must not turn the screen into a stop afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => {
    if (gate === 'newbie') void alert(NEWBIE_ONLY).then(() => navigate(`/loan/${loan.id}`, { replace: true }));
    // said once, for the gate decided on open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return gate;
}

/**
 * What stops this investor, and the way forward. The steps of 开户 (card, password, survey)
 * show together with their progress, so the investor sees at once what is left; each step
 * returns here (`back`), where the list shows again with that step ticked.
 */
export function GateView({
  gate,
  loanId,
  back,
  survey,
  riskRank,
  opening,
  verb = LEND,
}: {
  gate: Gate;
  loanId: string;
  back: string;
  survey: SurveyState;
  riskRank?: string | null;
  opening: OpeningInput;
  verb?: Verb;
}) {
  const steps = gate === 'payment' || gate === 'do-survey' || gate === 'survey-expired';
  return (
    <div className="ui-state inv-gate" role="alert">
      {gate === 'risk-mismatch' ? (
        <Suspense fallback={<p />}>
          <RiskMismatch grade={survey.name} rank={riskRank} ceiling={survey.ceiling} loanId={loanId} verb={verb} />
        </Suspense>
      ) : steps ? (
        <Suspense fallback={<p />}>
          <OpeningChecklist input={opening} back={back} lead={`为了资金安全，${verb}前请完成以下步骤，完成后回到本项目`} />
        </Suspense>
      ) : (
        <p>{NEWBIE_ONLY}</p>
      )}
      {gate === 'risk-mismatch' && (
        <Link href={`${SURVEY_PATH}?next=${encodeURIComponent(back)}`} className="ui-btn ui-btn-secondary">
          重新测评
        </Link>
      )}
      <Link href={`/loan/${loanId}`} className="ui-btn ui-btn-secondary">
        返回项目
      </Link>
    </div>
  );
}
