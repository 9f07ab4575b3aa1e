// The seller cancels an open transfer: payment password, its check, then the cancel call
// (SPEC §4, §8), as a money move (runtime/money). Nothing moves money here, but the password is
// asked like a payment's, and a lost answer is settled by the transfer's status: a cancelled
// transfer is no longer OPEN. So is a refusal, which may be Chromium's own resend of a request
// whose answer was lost meeting the transfer already cancelled.
import { isRefusal, moveMoney, type MoneyMove } from '../../../runtime/money/move';
import { PayPasswordPopup } from '../../../kit/ui/pay-password';
import { PaySummary } from '../../../kit/ui/pay-summary';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { mustValidate } from '../../../kit/money/password-check';
import { cancelTransfer, listMyTransfers } from '../api/transfer';
import { CANCEL_SLOT, cancelText } from './claims-cancel';
import { askOnly } from '../../../kit/money/recheck';

const SCAN_SIZE = 50;
const SCAN_PAGES = 10;
/** A cancelled transfer, as the family spells it (and the other spelling). */
const CANCELLED_STATUSES = ['CANCELED', 'CANCELLED'];

/** true when transfer `id` is listed among the seller's cancelled ones, else null. */
export async function findCancelled(id: string): Promise<true | null> {
  for (let page = 1; page <= SCAN_PAGES; page++) {
    const { items, total } = await listMyTransfers(CANCELLED_STATUSES, page, SCAN_SIZE);
    if (items.some((t) => t.id === id && t.status !== 'OPEN')) return true;
    if (items.length < SCAN_SIZE || page * SCAN_SIZE >= total) return null;
  }
  return null;
}

export function cancelMove(userId: string, id: string, pw: string): MoneyMove<true> {
  // the transfer was OPEN when the attempt began: cancelled now is what this attempt did
  const check = () => findCancelled(id);
  return {
    intent: `claim-cancel:${id}`,
    send: async () => {
      await mustValidate(pw);
      try {
        return await cancelTransfer(userId, id);
      } catch (e) {
        if (isRefusal(e) && (await check().catch(() => null))) return true;
        throw e;
      }
    },
    check,
    describe: cancelText,
  };
}

/** The move that settles a kept cancel as the screen opens: its check only, from the intent; no password. */
export function cancelSettle(intent: string): MoneyMove<true> | null {
  const id = /^claim-cancel:(.+)$/.exec(intent)?.[1];
  return id ? { intent, send: askOnly, check: () => findCancelled(id), describe: cancelText } : null;
}

interface Props {
  id: string;
  userId: string;
  /** what is cancelled: the transfer's title and price */
  summary: [string, string][];
  setErr: (s: string) => void;
  onClose: () => void;
}

export default function CancelSheet({ id, userId, summary, setErr, onClose }: Props) {
  const submit = async (pw: string) => {
    setErr('');
    const o = await moveMoney(CANCEL_SLOT, cancelMove(userId, id, pw));
    // a refused password: its words (tries left, a lock) in the sheet, the boxes clear for retyping
    return passwordRefusal(o) ?? undefined;
  };

  return (
    <PayPasswordPopup
      open
      title="撤销转让，请输入支付密码"
      summary={<PaySummary rows={[...summary, ['撤销后', '债权恢复为持有中，不收取手续费']]} />}
      onSubmit={submit}
      onClose={onClose}
      forgotHref="/dashboard/payment/password?mode=reset"
    />
  );
}
