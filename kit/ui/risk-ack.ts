// The investor's acknowledgement of the 风险提示书, asked once before the first investment (a
// tender or a claim purchase) and remembered per user on this device. Kept in localStorage under
// the user id: the contract has no call to record it (a sandbox-only call would make backend mode
// ask for ever or never), and a device that forgot it only asks once more, which errs the safe
// way. Storage that throws (private mode) means it is asked again next time, never skipped.
const KEY = 'h5_risk_ack:';

/** Whether `uid` has acknowledged the risk notice on this device. */
export function riskAcked(uid: string | null | undefined): boolean {
  if (!uid) return false;
  try {
    return Number(localStorage.getItem(KEY + uid)) > 0;
  } catch {
    return false;
  }
}

/** Remembers that `uid` read and acknowledged the risk notice, with when. */
export function ackRisk(uid: string | null | undefined, now = Date.now()) {
  if (!uid) return;
  try {
    localStorage.setItem(KEY + uid, String(now));
  } catch {
    // not kept: asked again next time
  }
}
