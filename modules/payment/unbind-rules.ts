// Apart from cards.ts: withdraw and recharge read that file too, and need none of this.
import { toFen } from '../../runtime/format/money';

interface Funds {
  availableAmount: number;
  frozenAmount: number;
  dueInAmount?: number | null;
}

/**
 * SPEC §5: the default card cannot be unbound while the account holds funds (available,
 * frozen or still to be collected), another card while its quota (funds still tied to it) is
 * positive. The reason to show before asking anything, or null when the card may be unbound
 * or what decides is not known (the server then decides).
 */
export function unbindRefusal(isDefault: boolean, fund: Funds | null | undefined, quota?: number | null): string | null {
  // the words of the server's own refusal (UNBIND_CARD_NOT_ALLOWED_SUB)
  if (!isDefault) return quota != null && toFen(quota) > 0 ? '该银行卡仍有额度未使用，暂不能解绑' : null;
  if (!fund) return null;
  const held = toFen(fund.availableAmount) + toFen(fund.frozenAmount) + toFen(fund.dueInAmount ?? 0);
  return held > 0 ? '账户仍有资金，默认银行卡暂不能解绑。如需换卡，请使用“更换银行卡”。' : null;
}
