// The result of a first payment password set on the way to lending: the next step of 开户.
import { useEffect, useState } from 'react';
import { useSession } from '../../../runtime/session/use-session';
import { Result } from '../../../kit/ui/result';
import { getUserInfo, type UserInfo } from '../../../kit/entity/user-info';
import { nextStep, openingOf, openingSteps } from '../../../domain/opening';

/**
 * A first password set on the way to lending (bind card → here, or the 开户 list): the result
 * offers the step after it, 风险测评 while the survey is not done, else 去出借 (the loan the
 * investor started from, or the list), with the way back to where they came from.
 */
export default function PasswordSet({ back }: { back: string }) {
  const s = useSession();
  // undefined: not read yet; null: unreadable (then the survey is offered, as the 开户 list does)
  const [survey, setSurvey] = useState<UserInfo['survey'] | null | undefined>(undefined);
  useEffect(() => {
    getUserInfo(true).then(
      (u) => setSurvey(u.survey),
      () => setSurvey(null),
    );
  }, []);
  const step = survey === undefined ? undefined : nextStep(openingSteps(openingOf(s, survey)));
  const onward = back.startsWith('/dashboard') ? '/list' : back;
  const actions =
    step === undefined
      ? []
      : [
          step ? { text: `下一步：${step.title}`, href: `${step.path}?next=${encodeURIComponent(back)}` } : { text: '去出借', href: onward },
          { text: '返回', href: back, secondary: true },
        ];
  return <Result ok title="支付密码设置成功" message="充值、提现和出借时输入此密码" actions={actions} />;
}
