// Apart from cards.ts: withdraw and recharge read that file too, and need none of this.
import { toFen } from '../../../domain/format/money';
import { unbindBreach } from '../../../domain/rules/cards';

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
  // unknown funds (or quota) leave it to the server, so only a known breach is said
  if (isDefault ? !fund : quota == null) return null;
  const held = fund ? toFen(fund.availableAmount) + toFen(fund.frozenAmount) + toFen(fund.dueInAmount ?? 0) : 0;
  const breach = unbindBreach(isDefault, held, toFen(quota ?? 0));
  // the words of the server's own refusal (UNBIND_CARD_NOT_ALLOWED_SUB)
  return breach === 'HELD' ? DEFAULT_CARD_HELD : breach === 'QUOTA' ? '该银行卡仍有额度未使用，暂不能解绑' : null;
}
