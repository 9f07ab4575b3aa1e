// Bank cards (SPEC §5): how many an investor may bind, and when one may be unbound. The card
// screens say it before asking, the sandbox refuses by it.

export const MAX_CARDS = 3;

/**
 * Why a card may not be unbound, or null: HELD the default card while the account holds funds
 * (available, frozen or still to be collected: the money comes back to it), QUOTA another card
 * while funds are still tied to it. In fen.
 */
export function unbindBreach(isDefault: boolean, heldFen: number, quotaFen: number): 'HELD' | 'QUOTA' | null {
  if (isDefault) return heldFen > 0 ? 'HELD' : null;
  return quotaFen > 0 ? 'QUOTA' : null;
}
