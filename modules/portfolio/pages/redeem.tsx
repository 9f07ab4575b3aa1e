import './redeem.css';
// 赎回 (SPEC §2, §9): a cycle product may be redeemed from the start of a cycle until T−15
// (T: the cycle's end); the money comes back at T. Confirmed with the payment password, then
// one money move: busy until the server's outcome is known, one key per attempt, a lost
// answer learned from the investment's status.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { formatFen, formatYuan } from '../../../domain/format/money';
import { MY_LENDING } from '../../../domain/format/glossary';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { unresolved, type Outcome } from '../../../runtime/money/state';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { confirm } from '../../../runtime/ui/ui-store';
import { Facts, Head } from '../components/portfolio-facts';
import { cycleTermsOf, redeemArrivalOf, redeemState, redeemWindow, type RedeemState, type RedeemWindow } from '../components/portfolio-cycle';
import type { InvestDetail } from '../api/holdings';

// the sheet loads when it is needed (and on the button's first touch), not with the screen
const sheet = () => import('../../../kit/ui/pay-password');
const PayPassword = lazy(() => sheet().then((m) => ({ default: m.PayPasswordPopup })));
// what the redemption is, in the password sheet: loaded with the sheet
const Summary = lazy(() => import('../../../kit/ui/pay-summary').then((m) => ({ default: m.PaySummary })));
// the one result view, its own chunk: only a redemption asked shows it
const Result = lazy(() => import('../../../kit/ui/result').then((m) => ({ default: m.Result })));
const PENDING = '网络异常，上一次赎回的结果尚未确认。请勿重复赎回，点“查询结果”确认。';

function why(state: RedeemState | 'none' | 'status', w: RedeemWindow | null, status: string): string {
  if (state === 'status') return status === 'REDEEMED' ? '该笔出借已赎回' : '该笔出借当前不在还款中，不能赎回';
  if (state === 'none' || !w) return '该产品不是循环出借产品，不支持赎回';
  if (state === 'last') return '当前为最后一个周期，到期后本息自动返还，无需赎回';
  if (state === 'early') return `本周期自 ${formatDate(w.opens)} 起可申请赎回`;
  if (state === 'closed') return `本周期赎回申请已于 ${formatDate(w.lastDay)} 截止，下一周期（${formatDate(w.cycleEnd)} 起）可再申请`;
  return '';
}

export default function Redeem({ data }: PageProps<InvestDetail>) {
  const { inv, loan } = data;
  const now = Date.now() + data.skew;
  const w = redeemWindow(cycleTermsOf(data), now);
  const slotName = `redeem:${inv.id}`;
  // 'now': asked from this screen (today is its date); 'before': the investment was already REDEEMING
  const [done, setDone] = useState<false | 'now' | 'before'>(inv.status === 'REDEEMING' ? 'before' : false);
  const [err, setErr] = useState('');
  const [unknown, setUnknown] = useState(() => (unresolved(slotName) ? PENDING : ''));
  const [asking, setAsking] = useState(false);
  const slot = useMoney(slotName, (o: Outcome<unknown>) => {
    setUnknown(o.kind === 'unknown' ? (o.text ?? PENDING) : '');
    if (o.kind === 'done') setDone('now');
    // a refused password (tries left, a lock) stays in the sheet, which asks again
    else if (o.kind === 'refused' && !passwordRefusal(o)) setErr(o.text ?? '');
  });
  // a redemption an earlier page left unsettled is asked about as the screen opens (never sent)
  const settling = useSettleOnOpen(slotName, (intent) => import('../moves').then((m) => m.redeemSettle(intent, inv.id)));
  const busy = slot.busy || settling;
  const state = !w ? 'none' : inv.status !== 'SETTLED' ? 'status' : redeemState(w, now);
  const ransom = loan?.dueDateSubEndRansomDays ?? 15;

  const start = async () => {
    if (busy || asking || state !== 'open') return;
    if (unresolved(slotName) && !(await confirm('上一次赎回的结果尚未确认，再次提交可能重复操作。确定继续吗？', { okText: '继续赎回' }))) return;
    setErr('');
    setAsking(true);
  };

  const pay = async (pw: string) => {
    const [{ redeemMove }, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
    const o = await moveMoney(slotName, redeemMove({ investId: inv.id, currentPeriod: w!.cycle, pw }));
    const no = passwordRefusal(o);
    if (no) return no;
    setAsking(false);
  };
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slotName));
  const detail = `/dashboard/invest/${encodeURIComponent(inv.id)}`;

  // an earlier redemption (REDEEMING) pays back at the end of the cycle it was asked in, not the clock's
  const back = formatDate(inv.status === 'REDEEMING' ? redeemArrivalOf(data, now) : (w?.cycleEnd ?? NaN));

  if (done) {
    const said = back ? `本周期结束（${back}）后，本金和本周期收益将返还至您的账户余额。` : '本周期结束后，本金和收益将返还至您的账户余额。';
    return (
      <Suspense
        fallback={
          <p className="ui-state" role="status">
            赎回申请已提交
          </p>
        }
      >
        <Result
          ok
          pending
          title="赎回申请已提交"
          amount={formatYuan(inv.amount)}
          message={said}
          rows={[
            ['项目', inv.loanTitle],
            ['预计到账', back || '本周期结束日'],
            ['到账至', '账户余额'],
          ]}
          steps={[
            { label: '申请提交', when: done === 'now' ? formatDate(now) : '此前', done: true },
            { label: '本周期照常计息', when: back ? `至${back}` : '至本周期结束' },
            { label: '本金和收益到账', when: back ? `预计${back}` : '本周期结束后' },
          ]}
          note="赎回申请提交后不可撤销；本周期结束后不再计息。"
          actions={[
            { text: '查看出借详情', href: detail },
            { text: `返回${MY_LENDING}`, href: '/dashboard/invest', secondary: true },
          ]}
        />
      </Suspense>
    );
  }

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
