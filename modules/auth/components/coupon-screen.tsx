import { useLocation } from 'wouter';
import { reload } from '../../../runtime/session';
import type { Gift } from '../api/register';
import { authenticationHref } from '../rules/links';

/**
 * After a VIP referral's registration: the 8888 coupon. The session is reloaded only on the
 * way out, since a logged-in session would send this guest screen to /dashboard at once.
 */
export function CouponScreen({ gift, next }: { gift: Gift; next: string | null }) {
  const [, navigate] = useLocation();
  const go = () => {
    navigate(authenticationHref(next), { replace: true });
    void reload();
  };
  return (
    <div className="auth-gift" role="status">
      <h2>注册成功</h2>
      <p>恭喜您获得</p>
      <div className="auth-coupon">
        <strong>
          {gift.parValue}
          <small>元</small>
        </strong>
        <span>{gift.displayName || '注册红包'}</span>
      </div>
      {gift.description && <p className="auth-gift-note">{gift.description}</p>}
      <p className="auth-gift-note">红包已放入您的账户，完成实名认证后即可出借使用。</p>
      <button type="button" className="ui-btn ui-btn-block" onClick={go}>
        立即实名认证
      </button>
      {/* a full load: the coupon list is login-only and the session loads with the page */}
      <a className="ui-btn ui-btn-secondary ui-btn-block" href="/dashboard/coupon">
        查看我的红包
      </a>
    </div>
  );
}
