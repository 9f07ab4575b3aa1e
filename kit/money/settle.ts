// For moves whose screen says how their outcome was learned ("红包已兑换" from the records,
// "兑换成功" from the answer): the refusal check inside `send`, so the value carries its proof.
import { isRefusal } from '../../runtime/money/move';

/** How the move's outcome was learned: its own answer, or the server's records. */
export type Proof = 'answer' | 'records';

/**
 * `send`, except that a refusal is first held against the server's state (`look`): when it
 * shows the move made, the refusal was a resend meeting it (Chromium resends a POST whose
 * kept-alive connection died), and the move is done.
 */
export async function settleRefusal<T>(send: () => Promise<T>, look: () => Promise<T | null>): Promise<T> {
  try {
    return await send();
  } catch (e) {
    if (!isRefusal(e)) throw e;
    const found = await look().catch(() => null);
    if (found != null) return found;
    throw e;
  }
}

/**
 * The `send` of a move whose answer carries nothing to keep: done by its answer, or, when the
 * call is refused, by the server's state (`look`, as settleRefusal).
 */
export const sendOrLook = (call: () => Promise<unknown>, look: () => Promise<Proof | null>) => (): Promise<Proof> =>
  settleRefusal(async () => {
    await call();
    return 'answer' as const;
  }, look);
