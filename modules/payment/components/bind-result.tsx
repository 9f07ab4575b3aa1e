// The end of a card binding in the one result view (runtime/ui/result.tsx): the bank, the
// card's 尾号 (never more of the number) and its quick-pay limits; then back to where the
// investor came from (`next`: the 开户 checklist returns to the loan this way) or on to a
// recharge. Its own chunk: only a finished binding shows it.
import { Result, type ResultAction } from '../../../runtime/ui/result';
import { quotaText } from '../cards';

export interface BindFacts {
  bankName?: string | null;
  /** the card number as typed or as the card list shows it (only its last four are shown) */
  account: string;
  singleQuota?: number | null;
  dailyQuota?: number | null;
  /** the move's own words (银行卡绑定成功) */
  message: string;
  next: string | null;
}

/** 单笔限额 / 单日限额 as rows, in the card list's words (cards.ts quotaText). */
function quotaRows(single?: number | null, daily?: number | null): [string, string][] {
  return quotaText(single, daily)
    .split('，')
    .map((part) => {
      const m = /^(单笔限额|单日限额)(.+)$/.exec(part);
      // a card without quick-pay quota (单笔限额0元) still binds: it recharges by POS
      return m ? [m[1]!, m[2]!] : ['快捷支付', '暂不支持，可使用POS充值'];
    });
}

export default function BindResult({ bankName, account, singleQuota, dailyQuota, message, next }: BindFacts) {
  const tail = account.replace(/\D/g, '').slice(-4);
  const actions: ResultAction[] = next
    ? [{ text: '继续', href: next }]
    : [
        { text: '去充值', href: '/dashboard/recharge' },
        { text: '查看银行卡', href: '/dashboard/bank-card', secondary: true },
      ];
  return (
    <Result
      ok
      title="绑卡成功"
      message={message}
      rows={[['银行', bankName || '--'], ['卡号', tail ? `尾号${tail}` : '--'], ...quotaRows(singleQuota, dailyQuota)]}
      actions={actions}
    />
  );
}
