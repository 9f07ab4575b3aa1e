// The redeem screen once the redemption is asked (now, or before the screen opened).
import { lazy, Suspense } from 'react';
import { formatDate } from '../../../domain/format/dates';
import { formatYuan } from '../../../domain/format/money';
import { MY_LENDING } from '../../../domain/format/glossary';
import type { RedeemScreen } from './use-redeem';

// the one result view, its own chunk: only a redemption asked shows it
const Result = lazy(() => import('../../../kit/ui/result').then((m) => ({ default: m.Result })));

export function RedeemDone({ r: { inv, done, now, back, detail } }: { r: RedeemScreen }) {
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
