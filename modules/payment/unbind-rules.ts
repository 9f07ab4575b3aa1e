// Apart from cards.ts: withdraw and recharge read that file too, and need none of this.
import { toFen } from '../../runtime/format/money';

interface Funds {
  availableAmount: number;
  frozenAmount: number;
  dueInAmount?: number | null;
}

/**
 * SPEC §5: the default card cannot be unbound while the account holds funds (available,
 * frozen or still to be collected). The reason to show before asking anything, or null when
 * the card may be unbound or the funds are not known (the server then decides).
 */
export function unbindRefusal(isDefault: boolean, fund: Funds | null | undefined): string | null {
  if (!isDefault || !fund) return null;
  const held = toFen(fund.availableAmount) + toFen(fund.frozenAmount) + toFen(fund.dueInAmount ?? 0);
  return held > 0 ? '账户仍有资金，默认银行卡暂不能解绑。如需换卡，请使用“更换银行卡”。' : null;
}
