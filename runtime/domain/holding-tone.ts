// The colour of a holding's status badge, one rule for investments, transfers, offline records
// and fund holdings (its word says the same: runtime/domain/holding). Apart from the words so
// that the holdings' calls (whose tabs name it) do not carry them.

export type Tone = 'on' | 'warn' | 'done';

const WARN = new Set(['OVERDUE', 'BREACH', 'UNPAID']);
const DONE = new Set(['CLEARED', 'REDEEMED', 'REDEMPTION', 'CANCELED', 'TRANSFERRED']);

export const toneOfKey = (key: string): Tone => (WARN.has(key) ? 'warn' : DONE.has(key) ? 'done' : 'on');
