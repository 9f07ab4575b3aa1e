// The withdraw screen's state and calls: the amount typed, the server's fee for it, the checks
// before the password sheet, and the withdrawal itself, a money move.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { confirm } from '../../../runtime/ui/ui-store';
import { unknownText, unresolved, type Outcome } from '../../../runtime/money/state';
import { usePayOutcome } from './use-pay-outcome';
import { useSettleOnOpen } from '../../../kit/money/use-money';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { isApiError } from '../../../runtime/api/api-error';
import { formatFen, formatYuan, toFen } from '../../../domain/format/money';
import { addDays, formatDate } from '../../../domain/format/dates';
import { checkWithdrawAmount } from '../../../domain/validate/amount';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { MoneyData, WithdrawFee } from '../api/money';
import { amountFen, yuanParam } from '../rules/amount';
import { useSending } from './use-sending';
import type { Fund } from '../../../runtime/session/schemas';

const money = () => import('../api/money');
const FEE_DELAY_MS = 300;
const SLOT = 'withdraw';

/**
 * What the result shows of the attempt under way (card, amount, fee, arrival): kept beyond the
 * screen, so a screen left and opened again while the answer was on its way still shows them.
 */
let withdrawn: { account: string; fen: number; fee: WithdrawFee | null; arrival: number | null } | null = null;

/** The fee for `fen` as the server last said it; `ask` changing asks again. */
function useWithdrawFee(fen: number, valid: boolean, ask: number, setErr: (e: string) => void) {
  const [fee, setFee] = useState<(WithdrawFee & { fen: number }) | null>(null);
  // The fee is the server's (free while member privileges last); asked once typing pauses.
  useEffect(() => {
    if (!valid) return;
    let live = true;
    const t = setTimeout(() => {
      money()
        .then((m) => m.calculateWithdrawFee(yuanParam(fen)))
        .then(
          (f) => live && setFee({ ...f, fen }),
          (e) => live && setErr(isApiError(e) ? e.message : '手续费计算失败，请重试'),
        );
    }, FEE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [fen, valid, ask, setErr]);
  return fee;
}

interface OutcomeHandlers {
  setFund: (f: Fund) => void;
  setErr: (e: string) => void;
  setPaying: (p: boolean) => void;
  paying: boolean;
}

/** The withdrawal's outcomes, and whether one is under way (`busy`) or its password being sent. */
function useWithdrawOutcome({ setFund, setErr, setPaying, paying }: OutcomeHandlers) {
  // Outcomes arrive here while the screen is up (also after the sheet was closed); the
  // balance is asked for again whatever happened.
  const [sending, whileSending] = useSending();
  const { slot, unknown, recheck, result } = usePayOutcome(SLOT, '提现', { setFund, setErr, done: () => setPaying(false), sheetUp: paying });
  // a withdrawal an earlier page left unsettled is asked about as the screen opens (never sent)
  const settling = useSettleOnOpen(SLOT, (intent) =>
    import('../moves/money').then((m) => {
      const a = m.attemptOf('withdraw', intent);
      withdrawn = a && { ...a, fee: null, arrival: null };
      return m.withdrawSettle(intent);
    }),
  );
  const busy = slot.busy || settling;
  return { sending, whileSending, slot, unknown, recheck, result, settling, busy };
}

export type WithdrawState = ReturnType<typeof useWithdraw>;

export function useWithdraw(data: MoneyData) {
  const [path] = useLocation();
  const s = useSession();
  const card = s.fundAccounts.find((c) => c.defaultAccount)?.account;
  const [fund, setFund] = useState(data.fund);
  const available = toFen(fund.availableAmount);
  const [amount, setAmount] = useState('');
  const [err, setErr] = useState('');
  const typed = (v: string) => (setAmount(normalizeAmount(v)), setErr(''));
  const [paying, setPaying] = useState(false);
  const [ask, setAsk] = useState(0);

  const { sending, whileSending, slot, unknown, recheck, result, settling, busy } = useWithdrawOutcome({ setFund, setErr, setPaying, paying });
  const fen = amountFen(amount) ?? 0;
  const valid = fen > 0 && fen <= available;
  const fee = useWithdrawFee(fen, valid, ask, setErr);
  const f = fee?.fen === fen && valid ? fee : null;

  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // the fee comes out of the amount: withdrawAmount is what arrives (withdraw.js:103-121)
    const bad =
      checkWithdrawAmount(amount.replace(/[,，\s]/g, ''), available) ??
      (!f ? '正在计算手续费，请稍候' : toFen(f.withdrawAmount) <= 0 ? '扣除手续费后到账金额须大于0，请调整提现金额' : null);
    setErr(bad ?? '');
    // no fee yet (still asking, or the ask failed): ask again rather than guess
    if (valid && !f) setAsk((n) => n + 1);
    if (bad) return;
    if (unresolved(SLOT) && !(await confirm('上一笔提现的结果尚未确认，再次提现可能重复扣款。确定继续吗？', { okText: '继续提现' }))) return;
    setPaying(true);
  };

  const arrivalAt = f?.arrivalDate ?? addDays(Date.now(), 1);
  const arrival = formatDate(arrivalAt);
  // Runs once per typed password; busy until the outcome is known, whatever the sheet does.
  const pay = (pw: string) => whileSending(() => send(pw));
  const send = async (pw: string) => {
    const feeNote = f?.totalFee ? `（手续费${formatYuan(f.totalFee)}元，实际到账${formatYuan(f.withdrawAmount)}元）` : '';
    const text = (o: Outcome<unknown>) =>
      o.kind === 'done' ? `提现申请已提交，${formatFen(fen)}元${feeNote}，预计${arrival}到账` : o.kind === 'refused' ? o.error.message : unknownText('提现');
    withdrawn = { account: card?.account ?? '', fen, fee: f, arrival: arrivalAt };
    const [{ withdrawMove }, { moveMoney }] = await Promise.all([import('../moves/money'), import('../../../runtime/money/move')]);
    const o = await moveMoney(SLOT, withdrawMove({ userId: s.user?.id ?? '', accountNumber: card?.account ?? '', fen, pw }, text));
    // a refused password (tries left, a lock) is said in the sheet, which stays for retyping
    const no = passwordRefusal(o);
    if (no) return no;
    setPaying(false);
  };
  // the whole balance: whatever was said about the earlier amount no longer applies
  const all = () => {
    setAmount(formatFen(available, { group: false }));
    setErr(available > 0 ? '' : '暂无可提现余额');
  };
  const gate: 'password' | 'card' | null = !s.flags.has_payment_password ? 'password' : !data.open || !card ? 'card' : null;
  // withdrawn: the attempt's facts as the module keeps them, read as the screen renders
  return {
    path,
    s,
    card,
    fund,
    amount,
    typed,
    err,
    f,
    fen,
    arrival,
    all,
    start,
    pay,
    paying,
    setPaying,
    sending,
    slot,
    unknown,
    recheck,
    result,
    settling,
    busy,
    gate,
    withdrawn,
  };
}
