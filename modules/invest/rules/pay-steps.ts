// The steps between 立即出借 and the payment password (SPEC §4 "Invest flow"): the
// unused-coupon prompt, the channel and quota prompts, the offline confirmation. Each step
// either lets the payment go on (possibly changing its method) or stops it; a prompt the
// user cancels just stops, with nothing said (cancelled popups are ignored).
import { formatFen, toFen } from '../../../domain/format/money';
import { alert, confirm } from '../../../runtime/ui/ui-store';
import { HOTLINE } from '../../../domain/hotline';
import { quotaPrompt } from './invest';

export type PayType = 'ONLINE' | 'OFFLINE';

export interface StepInput {
  payType: PayType;
  toPayFen: number;
  /** the user may use a coupon and has one that fits, but chose none */
  unusedCoupon: boolean;
  certType: string | null | undefined;
  /** the offline transfer notice's consent is ticked */
  consent: boolean;
  card: { bankName?: string | null; bankCode?: string | null; singleQuota?: number | null } | undefined;
}

/**
 * 'stop', 'pick-coupon', 'recharge', 'offline-consent' (switched to a bank transfer whose
 * notice is not yet ticked: the form shows it), or the method to pay with.
 */
export type StepResult = 'stop' | 'pick-coupon' | 'recharge' | 'offline-consent' | PayType;

const ID_CARD = 'IDENTITY_CARD';

export async function beforePassword(s: StepInput): Promise<StepResult> {
  if (s.unusedCoupon && !(await confirm('您有可用的红包尚未使用，确定不使用红包吗？', { okText: '不使用', cancelText: '去选择' }))) {
    return 'pick-coupon';
  }
  let type = s.payType;
  if (type === 'ONLINE' && s.toPayFen > 0) {
    // SPEC §5: online pay needs the ID-card certificate type
    if (s.certType && s.certType !== ID_CARD) {
      await alert(`当前支付通道不可用，请联系客服${HOTLINE}`);
      return 'stop';
    }
    const q = quotaPrompt(s.toPayFen, s.card?.singleQuota, s.card?.bankCode);
    const bank = s.card?.bankName ?? '该银行卡';
    if (q === 'over') {
      const go = await confirm(
        `本次需银行卡支付${formatFen(s.toPayFen)}元，超过${bank}单笔限额${formatFen(toFen(s.card?.singleQuota ?? 0))}元。可先充值到账户余额再用余额支付，或选择线下转账。`,
        { title: '超过银行卡限额', okText: '去充值', cancelText: '取消' },
      );
      return go ? 'recharge' : 'stop';
    }
    if (q === 'zero') {
      // SPEC §5: no quick pay on this card; the zero-quota prompt leads to the payment
      // password, for a bank transfer, which like any offline order needs its notice ticked
      const go = await confirm(`${bank}暂不支持快捷支付（单笔限额0元）。本次需支付的${formatFen(s.toPayFen)}元可改为线下转账，确认后请输入支付密码。`, {
        title: '暂不支持快捷支付',
        okText: '改为线下转账',
      });
      if (!go) return 'stop';
      if (!s.consent) return 'offline-consent';
      type = 'OFFLINE';
    } else if (q === 'tip') {
      await alert(`${bank}快捷支付限额较低（单笔${formatFen(toFen(s.card?.singleQuota ?? 0))}元），如支付失败可先充值后使用余额支付。`, { title: '温馨提示' });
    }
  }
  if (type === 'OFFLINE' && s.toPayFen > 0) {
    const go = await confirm(`请在确认后24小时内，通过银行转账支付${formatFen(s.toPayFen)}元至平台指定账户，逾期订单将自动取消。`, {
      title: '确认线下转账',
      okText: '确认',
    });
    if (!go) return 'stop';
  }
  return type;
}
