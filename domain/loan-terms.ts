// Loan terms the product, invest and result screens state (SPEC §4, §9). Kept out of loan.ts on
// purpose: esbuild splits by file, so whatever that file holds, every loan card (the homepage
// too) downloads.

export const RISK_TEXT: Record<string, string> = { R1: '低风险', R2: '中低风险', R3: '中风险', R4: '中高风险', R5: '高风险' };

const DAY = 864e5;
const HOUR = 36e5;

/**
 * SPEC §9: open time + ceil(timeout / 24) + 1 days (3 days without a timeout), shown only while
 * the loan has not settled yet (SCHEDULED, OPENED, FINISHED); null otherwise.
 */
export function estimatedSettleDate(status: string, timeOpen: number, timeout?: number | null): number | null {
  if (status !== 'SCHEDULED' && status !== 'OPENED' && status !== 'FINISHED') return null;
  return timeOpen + (timeout != null && timeout >= 0 ? Math.ceil(timeout / 24) + 1 : 3) * DAY;
}

/** SPEC §9: the money arrives 3 days after the due date. */
export const arrivalDate = (dueDate: number) => dueDate + 3 * DAY;

export interface TimedLoan {
  status: string;
  timeOpen: number;
  timeout?: number | null;
  timeLeft?: number | null;
  serverDate?: number | null;
}

/**
 * Milliseconds to opening (SCHEDULED) or closing (OPENED) on the server's clock: what the server
 * said was left, minus the time the device has seen pass since the answer arrived, so a phone
 * with a wrong clock still counts right.
 */
export function timeLeftAt(l: TimedLoan, receivedAt: number, now: number): number {
  let left = l.timeLeft;
  if (left == null) {
    const server = l.serverDate ?? receivedAt;
    left = l.status === 'SCHEDULED' ? l.timeOpen - server : l.status === 'OPENED' ? l.timeOpen + (l.timeout ?? 0) * HOUR - server : 0;
  }
  return Math.max(0, left - Math.max(0, now - receivedAt));
}
