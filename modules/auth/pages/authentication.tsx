import './auth.css';
import './authentication.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { useSession } from '../../../runtime/session/use-session';
import { safePath } from '../../../runtime/router/safe-path';

/**
 * /authentication: after sign-up, what real-name verification takes and where it starts.
 * Real-name verification happens with the first bank card (name, ID number, card).
 */
export default function Authentication({ query }: PageProps) {
  const { flags: f } = useSession();
  const next = safePath(query.get('next'));
  const verified = f.has_bank_card || f.has_payment_account;
  const steps = [
    ['实名认证', '绑定本人银行卡，核验姓名与身份证号，开通资金存管账户', verified],
    ['设置支付密码', '6位数字密码，出借、提现时使用', f.has_payment_password],
    ['开始出借', '完成以上两步即可出借，注册红包可在出借时使用', false],
  ] as const;
  const [href, label] = !verified
    ? [`/dashboard/payment/bind-card?next=${encodeURIComponent(next)}`, '立即实名认证']
    : !f.has_payment_password
      ? [`/dashboard/payment/password?next=${encodeURIComponent(next)}`, '设置支付密码']
      : ['/list', '去出借'];

  return (
    <div className="auth auth-steps">
      <h2>为保障资金安全，出借前请完成实名认证</h2>
      <ol>
        {steps.map(([title, text, done], i) => (
          <li key={title} className={done ? 'done' : undefined}>
            <span className="auth-step-no" aria-hidden="true">
              {done ? '✓' : i + 1}
            </span>
            <div>
              <h3>
                {title}
                {done && <em>（已完成）</em>}
              </h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link href={href} className="ui-btn ui-btn-block">
        {label}
      </Link>
      <div className="auth-links auth-links-center">
        <Link href={next}>暂不认证，先去逛逛</Link>
      </div>
    </div>
  );
}
