// The end of a card binding in the one result view (kit/ui/result.tsx): the bank, the
// card's 尾号 (never more of the number) and its quick-pay limits; then on to the next 开户 step
// still missing (设置支付密码, then 风险测评), carrying `next` along (the 开户 checklist and the
// invest gate return to the loan this way), else back to `next` or on to a recharge. Its own
// chunk: only a finished binding shows it.
import { useEffect, useState } from 'react';
import { Result, type ResultAction } from '../../../kit/ui/result';
import { useSession } from '../../../runtime/session/use-session';
import { getUserInfo, type UserInfo } from '../../../kit/entity/user-info';
import { nextStep, openingSteps, type OpeningInput } from '../../../domain/opening';
import { quotaText } from '../rules/cards';

/**
 * Where 继续 goes once a card is bound: the first 开户 step after the card still to do, with
 * `next` passed on so the chain ends where the investor was going; `next` itself when none is
 * left; null when there is neither (the result then offers a recharge). The card step is not
 * asked again here: the card just bound is the one the investor chose.
 */
export function afterBind(i: Omit<OpeningInput, 'hasCard' | 'hasDefaultCard'>, next: string | null): { href: string; step: string | null } | null {
  const step = nextStep(openingSteps({ ...i, hasCard: true, hasDefaultCard: true }));
  if (step) return { href: next ? `${step.path}?next=${encodeURIComponent(next)}` : step.path, step: step.title };
  return next ? { href: next, step: null } : null;
}

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
  const hasPayPassword = useSession().flags.has_payment_password;
  // the survey is read only once the password is set (undefined: not read yet; null: unreadable,
  // then it is offered, as the 开户 list does)
  const [survey, setSurvey] = useState<UserInfo['survey'] | null | undefined>(undefined);
  useEffect(() => {
    if (hasPayPassword)
      getUserInfo(true).then(
        (u) => setSurvey(u.survey),
        () => setSurvey(null),
      );
  }, [hasPayPassword]);
  const known = !hasPayPassword || survey !== undefined;
  const go = known ? afterBind({ hasPayPassword, survey: survey ?? null }, next) : undefined;
  const actions: ResultAction[] =
    go === undefined
      ? []
      : go
        ? [{ text: '继续', href: go.href }]
        : [
            { text: '去充值', href: '/dashboard/recharge' },
            { text: '查看银行卡', href: '/dashboard/bank-card', secondary: true },
          ];
  return (
    <Result
      ok
      title="绑卡成功"
      message={message}
      note={go?.step && `下一步：${go.step}`}
      rows={[['银行', bankName || '--'], ['卡号', tail ? `尾号${tail}` : '--'], ...quotaRows(singleQuota, dailyQuota)]}
      actions={actions}
    />
  );
}
