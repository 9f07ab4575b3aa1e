import { reload, session } from '../../../runtime/session';
import { safePath } from '../../../runtime/router/safe-path';
import { confirm } from '../../../runtime/ui/ui-store';

/**
 * SPEC §4: with a bank card and a payment password go on to `next`; otherwise offer to
 * finish the payment set-up first (or skip it).
 */
export async function afterLogin(next: string | null, navigate: (to: string, o?: { replace?: boolean }) => void) {
  await reload();
  const target = safePath(next);
  const f = session.flags;
  if (f.has_bank_card && f.has_payment_password) return navigate(target, { replace: true });
  const missing = f.has_bank_card ? '支付密码' : '银行卡';
  const go = await confirm(`为了资金安全，出借前请先设置${missing}`, { title: '完善账户信息', okText: '立即设置', cancelText: '跳过' });
  if (!go) return navigate(target, { replace: true });
  const setup = f.has_bank_card ? '/dashboard/payment/password' : '/dashboard/payment/bind-card';
  navigate(`${setup}?next=${encodeURIComponent(target)}`, { replace: true });
}
