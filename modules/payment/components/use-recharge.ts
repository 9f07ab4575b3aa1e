// The recharge screen's state and calls: the card and amount typed, the checks before the
// password sheet, and the two money moves (a quick-pay charge, a POS order) with their outcomes.
import { clientIpNow, NO_CLIENT_IP } from '../../../runtime/session/client-ip';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { isSafePath } from '../../../runtime/router/safe-path';
import { confirm } from '../../../runtime/ui/ui-store';
import { useTabParam } from '../../../kit/ui/tabs';
import { useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { formatYuan, toFen } from '../../../domain/format/money';
import { unresolved } from '../../../runtime/money/state';
import type { Fund } from '../../../runtime/session/schemas';
import { usePayOutcome } from './use-pay-outcome';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { checkRechargeAmount } from '../../../domain/validate/amount';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { MoneyData } from '../api/money';
import { amountFen, yuanParam } from '../rules/amount';
import { useSending } from './use-sending';

const moves = () => import('../moves/money');
const SLOT = 'charge';
const POS_SLOT = 'pos';

/**
 * What the result shows of the attempt under way (its card and amount): kept beyond the screen,
 * so a screen left and opened again while the answer was on its way still shows them.
 */
let charged: { account: string; fen: number } | null = null;
let posFen: number | null = null;

interface MoveInputs {
  s: ReturnType<typeof useSession>;
  pos: boolean;
  acct: string;
  fen: number;
  paying: boolean;
  setFund: (f: Fund) => void;
  setErr: (e: string) => void;
  setPaying: (p: boolean) => void;
  setOrder: (o: string) => void;
}

/** The two money moves (a charge, a POS order): their outcomes, and `pay`, which makes one. */
function useChargeMoves({ s, pos, acct, fen, paying, setFund, setErr, setPaying, setOrder }: MoveInputs) {
  // Every outcome lands here while the screen is up, also when the sheet was closed meanwhile;
  // the balance is asked for again whatever happened.
  const [sending, whileSending] = useSending();
  const { slot, unknown, recheck, result, after } = usePayOutcome(SLOT, '充值', { setFund, setErr, done: () => setPaying(false), sheetUp: paying });
  // the POS order's outcome, also when its sheet was closed meanwhile
  const posSlot = useMoney(POS_SLOT, (o) => {
    if (passwordRefusal(o)) return;
    setPaying(false);
    if (o.kind === 'done') return setOrder(String(o.value));
    setErr(o.text ?? o.error.message);
  });
  // a recharge or POS order an earlier page left unsettled is asked about as the screen opens (never sent)
  const chargeSettling = useSettleOnOpen(SLOT, (intent) => moves().then((m) => ((charged = m.attemptOf('charge', intent)), m.chargeSettle(intent))));
  const posSettling = useSettleOnOpen(
    POS_SLOT,
    (intent) => ((posFen = amountFen(intent.slice(4))), import('../moves/account').then((m) => m.posSettle(intent))),
  );
  const settling = chargeSettling || posSettling;
  const busy = slot.busy || posSlot.busy || settling;

  // Runs once per typed password. The charge is a money move: busy until its outcome is
  // known whatever happens to the sheet, and the outcome arrives through useMoney above.
  const pay = (pw: string) => whileSending(() => send(pw));
  const send = async (pw: string) => {
    if (!pos) {
      charged = { account: acct, fen };
      const [{ chargeMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
      const o = await moveMoney(SLOT, chargeMove({ userId: s.user?.id ?? '', clientIp: await clientIpNow(), accountNumber: acct, fen, pw }));
      // a refused password (tries left, a lock) is said in the sheet, which stays for retyping
      const no = passwordRefusal(o);
      if (no) return no;
      setPaying(false);
      return;
    }
    // POS only creates an order for the terminal (no money moves yet), but one tap must make one
    // order: a money move with its key, a lost answer settled by the POS orders.
    posFen = fen;
    const [{ posMove }, { moveMoney }] = await Promise.all([import('../moves/account'), import('../../../runtime/money/move')]);
    const o = await moveMoney(POS_SLOT, posMove(yuanParam(fen), pw));
    const no = passwordRefusal(o);
    if (no) return no;
    setPaying(false);
  };
  return { sending, slot, unknown, recheck, result, after, settling, busy, pay };
}

export type RechargeState = ReturnType<typeof useRecharge>;

export function useRecharge(data: MoneyData, query: URLSearchParams) {
  const [path, navigate] = useLocation();
  const s = useSession();
  const pos = useTabParam('tab', 'online', ['online', 'pos']) === 'pos';
  const cards = s.fundAccounts;
  const [acct, setAcct] = useState(() => (cards.find((c) => c.defaultAccount) ?? cards[0])?.account.account ?? '');
  const card = cards.find((c) => c.account.account === acct)?.account;
  const [amount, setAmount] = useState('');
  const [err, setErr] = useState('');
  const typed = (v: string) => (setAmount(normalizeAmount(v)), setErr(''));
  const [paying, setPaying] = useState(false);
  const [order, setOrder] = useState('');
  const [fund, setFund] = useState(data.fund);
  const fen = amountFen(amount) ?? 0;

  // where to go on after a success (an invest screen short of balance); a same-origin path only
  const raw = query.get('next');
  const next = isSafePath(raw) ? raw : null;
  const moved = useChargeMoves({ s, pos, acct, fen, paying, setFund, setErr, setPaying, setOrder });
  const { busy } = moved;

  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const quota = card?.singleQuota ?? -1;
    const bad =
      checkRechargeAmount(amount.replace(/[,，\s]/g, '')) ??
      (pos ? null : !card ? '请选择银行卡' : quota > 0 && fen > toFen(quota) ? `超过该银行卡单笔限额${formatYuan(quota)}元` : null);
    setErr(bad ?? '');
    if (bad) return;
    // SPEC §5: a card without quick-pay quota cannot recharge online; POS still can
    if (!pos && quota === 0) {
      const text = `${card?.bankName ?? ''}单笔限额为0元，暂不能通过该卡快捷充值。请使用POS充值，或在“银行卡”中更换其他银行卡。`;
      void confirm(text, { title: '暂不支持快捷充值', okText: 'POS充值', cancelText: '取消' }).then((go) => go && toPos());
      return;
    }
    if (!pos && unresolved(SLOT) && !(await confirm('上一笔充值的结果尚未确认，再次充值可能重复扣款。确定继续吗？', { okText: '继续充值' }))) return;
    if (!pos && !(await clientIpNow())) return setErr(NO_CLIENT_IP);
    setOrder('');
    setPaying(true);
  };

  const toPos = () => {
    const q = new URLSearchParams(location.search);
    q.set('tab', 'pos');
    navigate(`${path}?${q}`, { replace: true });
  };
  const back = path + (pos ? '?tab=pos' : '');
  const gate: 'password' | 'card' | null = !s.flags.has_payment_password ? 'password' : !pos && !data.open ? 'card' : null;
  // charged, posFen: the attempt's facts as the module keeps them, read as the screen renders
  return {
    ...moved,
    pos,
    cards,
    acct,
    setAcct,
    card,
    amount,
    setAmount,
    setErr,
    err,
    typed,
    fen,
    fund,
    next,
    back,
    gate,
    paying,
    setPaying,
    order,
    start,
    charged,
    posFen,
  };
}
