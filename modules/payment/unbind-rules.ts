// Apart from cards.ts: withdraw and recharge read that file too, and need none of this.
import { toFen } from '../../runtime/format/money';

interface Funds {
  availableAmount: number;
  frozenAmount: number;
  dueInAmount?: number | null;
}

/** Why the default card stays while money is in the account (shown on the card, in place of 解绑). */
export const DEFAULT_CARD_HELD = '默认卡用于充值、提现与回款，账户有资金时不可解绑';

/**
 * SPEC §5: the default card cannot be unbound while the account holds funds (available,
 * frozen or still to be collected), another card while its quota (funds still tied to it) is
 * positive. The reason, or null when the card may be unbound or what decides is not known
 * (the server then decides). The bank-card screen offers no 解绑 on a default card so held,
 * only the reason and 更换银行卡.
 */
export function unbindRefusal(isDefault: boolean, fund: Funds | null | undefined, quota?: number | null): string | null {
  // the words of the server's own refusal (UNBIND_CARD_NOT_ALLOWED_SUB)
  if (!isDefault) return quota != null && toFen(quota) > 0 ? '该银行卡仍有额度未使用，暂不能解绑' : null;
  if (!fund) return null;
  const held = toFen(fund.availableAmount) + toFen(fund.frozenAmount) + toFen(fund.dueInAmount ?? 0);
  return held > 0 ? DEFAULT_CARD_HELD : null;
}
