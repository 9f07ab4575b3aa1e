import './pay-summary.css';
// What a money move is, shown in the payment password sheet above the boxes (PayPasswordPopup's
// `summary`), as the peers confirm a payment: the amount, what the coupon covers, what the
// balance and which card pay, what earns interest; for a withdrawal the fee and what arrives.
import { formatFen } from '../../domain/format/money';
import type { PaySplit } from '../../domain/pay-split';
import { LabelRows, type LabelRow } from './label-rows';

const yuan = (fen: number) => `${formatFen(fen)} 元`;

export interface SplitWords {
  /** 出借, 购买 */
  verb: string;
  /** what the amount is called when not 出借金额 / 购买金额 (a claim: 成交金额, its price) */
  amount?: string;
  /** the coupon used, in its own words (现金红包 10.00元, 加息券 1.00%); none when not used */
  coupon?: string | null;
  /** the card that pays (domain/pay-split cardText) */
  card?: string;
  /** paid by bank transfer (an appointment), not by card */
  offline?: boolean;
  /** what the interest base is called: 计息本金 (a tender), 债权本金 (a claim) */
  base?: string;
}

/** The rows of a purchase's split: each figure from the one derivation the form shows too. */
export function splitRows(s: PaySplit, w: SplitWords): LabelRow[] {
  const rows: (LabelRow | false)[] = [
    [w.amount ?? `${w.verb}金额`, yuan(s.amountFen)],
    // a cash coupon is money off what is paid; an interest coupon adds to the rate
    s.couponFen > 0 ? ['红包抵扣', `-${yuan(s.couponFen)}`] : !!w.coupon && ['使用红包', w.coupon],
    s.fromBalanceFen > 0 && ['余额支付', yuan(s.fromBalanceFen)],
    s.fromCardFen > 0 && (w.offline ? ['线下转账', yuan(s.fromCardFen)] : [`${w.card ?? '银行卡'}支付`, yuan(s.fromCardFen)]),
    [w.base ?? '计息本金', yuan(s.interestBaseFen)],
  ];
  return rows.filter((r): r is LabelRow => !!r);
}

/** The summary block; `total` is the figure the eye looks for first (实付, 实际到账), drawn large. */
export function PaySummary({ rows, total }: { rows: readonly LabelRow[]; total?: LabelRow }) {
  return (
    <div className="ui-paysum">
      {total && (
        <p className="ui-paysum-total">
          <span>{total[0]}</span>
          <b>{total[1]}</b>
        </p>
      )}
      <LabelRows rows={rows} figures />
    </div>
  );
}

/** What leaves the investor's pocket for this split: the balance's part and the card's. */
export const paidTotal = (s: PaySplit): LabelRow => ['实付金额', yuan(s.fromBalanceFen + s.fromCardFen)];

/**
 * A purchase's summary from its split (the purchase screens load it lazily, with the password
 * sheet: it is not on their critical path); `more` rows follow the split's (a claim's rate).
 */
export default function SplitSummary({ split, words, more = [] }: { split: PaySplit; words: SplitWords; more?: readonly LabelRow[] }) {
  return <PaySummary total={paidTotal(split)} rows={[...splitRows(split, words), ...more]} />;
}
