// The seller confirms a transfer before it is published (SPEC §4): a sheet with what the screen
// has worked out for the price typed (the same step-2 quote as its live figures), then the
// payment password, then the create call as a money move (runtime/money). Loaded on the tap of
// 确认转让, with the password sheet and the money runtime: none of it is on the screen's
// critical path. The outcome lands on the screen (useMoney), which closes this sheet; a wrong
// password keeps it for retyping.
import { useState } from 'react';
import { formatFen, shiftRound } from '../../../domain/format/money';
import { formatPercentFraction } from '../../../domain/format/rate';
import { moveMoney } from '../../../runtime/money/move';
import { Popup } from '../../../kit/ui/popup';
import { PayPasswordPopup } from '../../../kit/ui/pay-password';
import { PaySummary } from '../../../kit/ui/pay-summary';
import { useConsent } from '../../../kit/ui/consent';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import type { NewTransfer } from '../api/transfer';
import { feeFen, proceedsFen } from '../rules/transfer';
import { transferMove } from '../moves/transfer';
import type { QuoteState } from './claims-quote';

/**
 * The price against the valuation, from the rate that is sent (a fraction, 0.9948): '折让0.52%',
 * '溢价1.00%', '平价'. Rounded on the decimal text, as the screen's 转让价格比例 is.
 */
export function premiumText(rate: number): string {
  const bp = shiftRound(rate, 4);
  if (!Number.isFinite(bp)) return '--';
  const diff = bp - 10_000;
  return diff === 0 ? '平价' : `${diff < 0 ? '折让' : '溢价'}${formatFen(Math.abs(diff), { group: false })}%`;
}

export interface TransferAsk {
  investId: string;
  slotName: string;
  loanTitle: string | null | undefined;
  valueFen: number;
  fen: number;
  /** what createNew will be sent */
  t: NewTransfer;
  /** the screen's quote, live */
  q: QuoteState;
}

/** The summary's rows: the figures the screen shows, '--' (never a guessed 0.00) when unknown. */
export function summaryRows({ loanTitle, valueFen, fen, t, q }: Omit<TransferAsk, 'investId' | 'slotName'>): [string, string][] {
  const r = q.state === 'ready' && q.fen === fen ? q.quote : null;
  const wait = q.state === 'loading' && q.fen === fen ? '计算中…' : '--';
  const money = (f: number) => (Number.isFinite(f) ? `${formatFen(f)}元` : '--');
  return [
    ['债权', loanTitle || '--'],
    ['转让标题', t.creditAssignTitle],
    ['债权价值', money(valueFen)],
    ['转让价格', money(fen)],
    ['转让价格比例', `${formatPercentFraction(t.creditDealRate)}%`],
    ['折让/溢价', premiumText(t.creditDealRate)],
    ['转让手续费', r ? money(feeFen(fen, r.creditAssignFee)) : wait],
    ['预计到账', r ? money(proceedsFen(fen, r.creditAssignFee)) : wait],
  ];
}

const STRONG = ['转让价格', '预计到账'];
// what publishing binds the seller to: ticked in the summary, before the password
const DOCS = [{ name: 'CREDIT_ASSIGN_AGREEMENT', title: '债权转让协议' }];

interface Props extends TransferAsk {
  setErr: (s: string) => void;
  /** the summary as confirmed, handed over as the password goes: the result shows it */
  onSent: (rows: [string, string][]) => void;
  onClose: () => void;
}

export default function TransferSheet({ setErr, onSent, onClose, ...ask }: Props) {
  const [step, setStep] = useState<'summary' | 'password'>('summary');
  const loading = ask.q.state === 'loading' && ask.q.fen === ask.fen;
  const agreement = useConsent(DOCS, null, false);
  const [why, setWhy] = useState('');
  const toPassword = () => {
    const held = agreement.check(() => {});
    setWhy(held ?? '');
    if (held === null) setStep('password');
  };

  const submit = async (pw: string) => {
    setErr('');
    onSent(summaryRows(ask));
    const o = await moveMoney(ask.slotName, transferMove(ask.investId, ask.fen, ask.t, pw));
    // a refused password: its words (tries left, a lock) in the sheet, the boxes clear for retyping
    return passwordRefusal(o) ?? undefined;
  };

  if (step === 'password') {
    // what was confirmed stays in view while the password is typed: the price, the fee, what arrives
    const rows = summaryRows(ask);
    const pick = (k: string) => rows.find(([label]) => label === k)!;
    return (
      <PayPasswordPopup
        open
        title="发布转让，请输入支付密码"
        summary={<PaySummary total={pick('预计到账')} rows={[pick('债权'), pick('转让价格'), pick('转让手续费')]} />}
        onSubmit={submit}
        onClose={onClose}
        forgotHref="/dashboard/payment/password?mode=reset"
      />
    );
  }
  return (
    <Popup open title="确认转让信息" onClose={onClose} className="ct-sheet">
      <dl className="ct-rows ct-sum">
        {summaryRows(ask).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd className={STRONG.includes(k) ? 'ct-sum-key' : undefined}>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="ct-sum-note">确认后输入支付密码即发布转让；转让成功后收取手续费，未售出前可随时撤销。</p>
      {agreement.tick}
      <p className="ct-error ui-error" role="alert">
        {why}
      </p>
      <div className="ct-sum-btns">
        <button type="button" className="ui-btn ui-btn-secondary" onClick={onClose}>
          取消
        </button>
        <button type="button" className="ui-btn" disabled={loading} onClick={toPassword}>
          {loading ? '计算中…' : '确认，输入支付密码'}
        </button>
      </div>
      {agreement.sheet}
    </Popup>
  );
}
