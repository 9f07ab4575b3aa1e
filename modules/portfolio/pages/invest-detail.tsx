import './invest-detail.css';
// 出借详情: one investment by its id (a directly opened URL needs nothing else), its loan's
// dates, its repayment schedule with exact totals, its money movements (投资动态, as the old
// H5 showed them: invest-detail.tmpl.html:42-66), and what it allows: the contract once the
// loan has settled, a transfer, or a cycle product's redemption (SPEC §2, §4).
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { formatYuan } from '../../../domain/format/money';
import { Facts, Head } from '../components/portfolio-facts';
import { RepaymentSchedule } from '../components/portfolio-repayments';
import { cycleTermsOf, redeemArrivalOf, redeemState, redeemWindow, type RedeemWindow } from '../components/portfolio-cycle';
import { canTransfer, hasContract, methodWord, rateText, termText } from '../rules/invest-status';
import { holdingOf, holdingStatus, isBought } from '../rules/holding';
import type { InvestDetail as Data, Movement } from '../api/holdings';
import { COUPON_TYPE } from '../../../domain/format/glossary';
import { LabelRows } from '../../../kit/ui/label-rows';

export default function InvestDetail({ data }: PageProps<Data>) {
  const { inv, loan, repayments, movements } = data;
  const now = Date.now() + data.skew;
  const cycleProduct = !!loan?.loanRequest?.cycleProduct;
  const cycle = redeemWindow(cycleTermsOf(data), now);
  const redeeming = inv.status === 'REDEEMING';
  // the money of a redemption comes back at the end of the cycle it was asked in
  const arrival = redeeming ? formatDate(redeemArrivalOf(data, now)) || '--' : '';
  // the figures and the status every holdings screen shows, from the one derivation
  const h = holdingOf({ ...inv, loan }, now);
  const s = holdingStatus(inv, now);
  // the seller's own transfer (on sale or sold); a bought claim's id is the claim it came from
  const ownTransfer = inv.creditAssignId && !isBought(inv) ? inv.creditAssignId : null;
  const bought = h.bought ? h.principal : null;
  const transfer = canTransfer({
    status: inv.status,
    paymentType: inv.paymentType,
    creditAssignId: ownTransfer,
    cycleProduct,
    undue: repayments.filter((r) => r.status !== 'REPAYED').length,
  });
  const id = encodeURIComponent(inv.id);

  return (
    <div className="pf-detail">
      <Head title={inv.loanTitle} badge={s.word} tone={s.tone} label={h.amountLabel} figure={h.amount == null ? '--' : formatYuan(h.amount)}>
        <LabelRows
          className="pf-head-facts"
          rows={[
            ['年化利率', rateText(h.rate, h.addRate)],
            [h.termLabel, termText(h.term)],
            ['还款方式', methodWord(loan?.method ?? inv.repayMethod)],
          ]}
        />
      </Head>

      <Facts
        className="pf-gap"
        rows={[
          [h.madeLabel, formatDate(h.madeAt ?? '', 'minute') || '--'],
          ...(bought != null ? [['债权本金', `${formatYuan(bought)}元`] as const] : []),
          ['起息日', formatDate(h.valueDate ?? '') || (h.bought ? '--' : '起息后显示')],
          ['到期日', formatDate(h.dueDate ?? '') || '--'],
          ['支付方式', h.bought ? '债权转让 · 余额支付' : inv.paymentType === 'OFFLINE' ? '线下转账' : '线上支付'],
          ...(redeeming ? [['赎回到账', `${arrival}（本周期结束）`] as const] : []),
        ]}
      />

      {cycle && <CycleNote w={cycle} ransom={loan?.dueDateSubEndRansomDays ?? 15} now={now} arrival={arrival} />}

      <RepaymentSchedule rows={repayments} now={now} overdue={s.key === 'OVERDUE' || s.key === 'BREACH'} />

      {movements && movements.length > 0 && <Movements rows={movements} />}

      <div className="pf-actions">
        {cycleProduct && inv.status === 'SETTLED' && (
          <Link href={`/dashboard/redeem/${id}`} className="ui-btn ui-btn-block">
            申请赎回
          </Link>
        )}
        {transfer && (
          <Link href={`/dashboard/claim-transfer/${id}`} className="ui-btn ui-btn-block">
            转让
          </Link>
        )}
        {ownTransfer && (
          <Link href={`/dashboard/assignment/${encodeURIComponent(ownTransfer)}`} className="ui-btn ui-btn-block ui-btn-secondary">
            查看转让详情
          </Link>
        )}
        {hasContract(inv.status) && (
          <Link href={`/dashboard/invest/${id}/contract`} className="ui-btn ui-btn-block ui-btn-secondary">
            查看借款协议
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * What the detail says of the cycles: where the clock is, and until when a redemption may be
 * asked; once asked (`arrival`), when the money comes back.
 */
function CycleNote({ w, ransom, now, arrival }: { w: RedeemWindow; ransom: number; now: number; arrival: string }) {
  return (
    <section className="pf-section" aria-labelledby="pf-cycle-title">
      <h2 id="pf-cycle-title">循环出借</h2>
      <p className="pf-note">
        共{w.periods}个周期，当前第{w.cycle}个周期（{formatDate(w.opens)} 至 {formatDate(w.cycleEnd)}）。
        {arrival
          ? `已申请赎回，本金和本周期收益将于 ${arrival}（本周期结束）返还至账户余额，之后不再计息。`
          : redeemState(w, now) === 'last'
            ? '本周期为最后一个周期，到期后本息自动返还。'
            : `每个周期结束前${ransom}天（T−${ransom}）截止申请赎回，本周期截止日为 ${formatDate(w.lastDay)}；未申请赎回的自动进入下一周期。`}
      </p>
    </section>
  );
}

// The fund-record types an investment's movements carry (the old H5's fund_type_cn, utils.coffee:27-60).
const MOVE_TYPE: Record<string, string> = {
  INVEST: '出借',
  INVEST_REPAY: '回款',
  INVEST_REDEEM_REPAY: '赎回回款',
  CREDIT_ASSIGN: '债权转让',
  FEE_CREDIT_ASSIGN: '转让手续费',
  COUPON_CASH: COUPON_TYPE.CASH!,
  COUPON_INTEREST: COUPON_TYPE.INTEREST!,
  COUPON_PRINCIPAL: COUPON_TYPE.PRINCIPAL!,
  COUPON_REBATE: COUPON_TYPE.REBATE!,
};
const MOVE_OP: Record<string, string> = { IN: '资金转入', OUT: '资金转出', FREEZE: '资金冻结', RELEASE: '资金解冻' };

/** A movement in words; a claim's money going out is its purchase (the seller's coming in is its sale). */
const moveWord = (m: Movement) =>
  [m.type === 'CREDIT_ASSIGN' && m.operation === 'OUT' ? '购买债权' : (MOVE_TYPE[m.type] ?? m.type), m.operation && (MOVE_OP[m.operation] ?? m.operation)]
    .filter(Boolean)
    .join(' ');

/** 出借动态 (the old H5 said 投资动态): what happened to the money, oldest first as the backend lists it. */
function Movements({ rows }: { rows: Movement[] }) {
  return (
    <section className="pf-section" aria-labelledby="pf-moves-title">
      <h2 id="pf-moves-title">出借动态</h2>
      <ul className="pf-moves">
        {rows.map((m, i) => (
          <li key={i}>
            <span>{formatDate(m.timeRecorded ?? '') || '--'}</span>
            <span>{moveWord(m)}</span>
            <span>{formatYuan(m.amount)}元</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
