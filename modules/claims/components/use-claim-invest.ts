// A claim's purchase screen, its state and calls (pages/claim-invest.tsx is this hook plus its
// view): the price against the balance, the gates, the steps to the password and the move.
import { clientIpNow, NO_CLIENT_IP } from '../../../runtime/session/client-ip';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { formatFen, toFen } from '../../../domain/format/money';
import { BUY } from '../../../domain/format/glossary';
import { useInvestOutcome } from '../../../kit/money/use-invest-outcome';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { getLoan } from '../../../kit/entity/loan-record';
import { useSettleOnOpen } from '../../../kit/money/use-money';
import { confirm } from '../../../runtime/ui/ui-store';
import type { ClaimInvestData, ClaimResult } from '../api/purchase';
import { paySplit } from '../../../domain/pay-split';
import { RISK_DOC, useConsent } from '../../../kit/ui/consent';
import { surveyGate } from '../../../domain/invest-gate';

type Claim = ClaimInvestData['claim'];
/** The claim's balance is its price still on sale; the amount bought is the principal behind it. */
export const principalOf = (c: Claim) => c.creditBalance ?? c.creditAmount ?? c.balance;

const OWN_LOAN = '不能购买您本人借款项目的债权';
// what the purchase binds the buyer to: ticked before the password
const DOCS = [{ name: 'CREDIT_ASSIGN_AGREEMENT', title: '债权转让协议' }, RISK_DOC];

/** The borrower of the claim's loan; null when it cannot be read (the server then decides). */
const borrowerOf = (loanId: string | null | undefined) =>
  loanId
    ? getLoan(loanId).then(
        (l) => l.loanRequest?.userId ?? null,
        () => null,
      )
    : Promise.resolve(null);

export function useClaimInvest(data: ClaimInvestData) {
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

  const state = { path, s, claim, fund, sheet, setSheet, err, deal, split, toPay, agreement, unknown, result, clearResult, recheck, settling, busy };
  return { ...state, own, needsSetup, gate, submit, pay };
}

export type ClaimInvestState = ReturnType<typeof useClaimInvest>;
