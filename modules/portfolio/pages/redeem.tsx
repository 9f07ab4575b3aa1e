import './redeem.css';
// 赎回 (SPEC §2, §9): a cycle product may be redeemed from the start of a cycle until T−15
// (T: the cycle's end); the money comes back at T. Confirmed with the payment password, then
// one money move: busy until the server's outcome is known, one key per attempt, a lost
// answer learned from the investment's status.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { formatFen, formatYuan } from '../../../domain/format/money';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { Facts, Head } from '../components/portfolio-facts';
import type { RedeemState, RedeemWindow } from '../components/portfolio-cycle';
import type { InvestDetail } from '../api/holdings';
import { useRedeem } from '../components/use-redeem';
import { RedeemDone } from '../components/redeem-done';

// the sheet loads when it is needed (and on the button's first touch), not with the screen
const sheet = () => import('../../../kit/ui/pay-password');
const PayPassword = lazy(() => sheet().then((m) => ({ default: m.PayPasswordPopup })));
// what the redemption is, in the password sheet: loaded with the sheet
const Summary = lazy(() => import('../../../kit/ui/pay-summary').then((m) => ({ default: m.PaySummary })));

function why(state: RedeemState | 'none' | 'status', w: RedeemWindow | null, status: string): string {
  if (state === 'status') return status === 'REDEEMED' ? '该笔出借已赎回' : '该笔出借当前不在还款中，不能赎回';
  if (state === 'none' || !w) return '该产品不是循环出借产品，不支持赎回';
  if (state === 'last') return '当前为最后一个周期，到期后本息自动返还，无需赎回';
  if (state === 'early') return `本周期自 ${formatDate(w.opens)} 起可申请赎回`;
  if (state === 'closed') return `本周期赎回申请已于 ${formatDate(w.lastDay)} 截止，下一周期（${formatDate(w.cycleEnd)} 起）可再申请`;
  return '';
}

export default function Redeem({ data }: PageProps<InvestDetail>) {
  const r = useRedeem(data);
  const { inv, w, state, ransom, settling, unknown, busy, recheck, err, asking, setAsking, start, pay, detail } = r;
  if (r.done) return <RedeemDone r={r} />;

  return (
    <div className="pf-redeem">
      <Head title={inv.loanTitle} label="赎回本金(元)" figure={formatYuan(inv.amount)}>
        <p className="pf-redeem-rate">年化利率 {formatFen(inv.rate + (inv.addRate ?? 0), { group: false })}%</p>
      </Head>
      {w && (
        <Facts
          className="pf-gap"
          rows={[
            ['当前周期', `第${w.cycle}个周期（共${w.periods}个）`],
            ['本周期', `${formatDate(w.opens)} 至 ${formatDate(w.cycleEnd)}`],
            ['可赎回时间', `${formatDate(w.opens)} 至 ${formatDate(w.lastDay)}`],
            ['预计到账', `${formatDate(w.cycleEnd)}（周期结束日）`],
          ]}
        />
      )}
      <p className="pf-note pf-redeem-note">
        循环产品每个周期结束前{ransom}天（T−{ransom}）截止申请赎回；赎回后本周期结束时返还本金和本周期收益，之后不再计息。提交后不可撤销。
      </p>
      {state !== 'open' && (
        <p className="pf-redeem-why" role="note">
          {why(state, w, inv.status)}
        </p>
      )}
      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      <p className="pf-redeem-err ui-error" role="alert">
        {err}
      </p>
      <div className="pf-actions">
        <button type="button" className="ui-btn ui-btn-block" disabled={state !== 'open' || busy || asking} onPointerDown={() => void sheet()} onClick={start}>
          {busy ? '赎回处理中…' : '确认赎回'}
        </button>
        <Link href={detail} className="ui-btn ui-btn-block ui-btn-secondary">
          返回出借详情
        </Link>
      </div>
      {asking && (
        <Suspense fallback={null}>
          <PayPassword
            open
            title="确认赎回"
            summary={
              <Summary
                total={['赎回本金', `${formatYuan(inv.amount)} 元`]}
                rows={[['本金和收益到账', w ? `${formatDate(w.cycleEnd)}，至账户余额` : '本周期结束后，至账户余额']]}
              />
            }
            onSubmit={pay}
            onClose={() => setAsking(false)}
            forgotHref="/dashboard/payment/password?mode=reset"
          />
        </Suspense>
      )}
    </div>
  );
}
