// The seller cancels an open transfer: payment password, its check, then the cancel call
// (SPEC §4, §8). Nothing moves money here, but the password is asked like a payment's.
import { isApiError } from '../../../runtime/api/api-error';
import { getClaim } from '../../../runtime/domain/claim-record';
import { PayPasswordPopup } from '../../../runtime/ui/pay-password';
import { alert, toast } from '../../../runtime/ui/ui-store';
import { cancelTransfer, validatePaymentPassword } from '../api-claims';

export const CANCELLED = '债权转让已撤销';
const FAILED = '债权转让撤销失败';
const WRONG = '交易密码不正确';

const reason = (e: unknown) => (isApiError(e) ? e.message : '系统繁忙，请稍后重试');
/** The server decided (nothing changed); a lost or unreadable answer may have cancelled. */
const refused = (e: unknown) => isApiError(e) && e.status >= 400 && e.status < 500 && !['NETWORK_ERROR', 'SCHEMA_ERROR'].includes(e.code);

interface Props {
  id: string;
  userId: string;
  setBusy: (b: boolean) => void;
  setErr: (s: string) => void;
  onClose: () => void;
  onDone: () => void;
}

export default function CancelSheet({ id, userId, setBusy, setErr, onClose, onDone }: Props) {
  const finish = async (text: string) => {
    onClose();
    setBusy(false);
    await alert(text);
    onDone();
  };

  const submit = async (pw: string) => {
    setErr('');
    setBusy(true);
    let good: boolean;
    try {
      good = await validatePaymentPassword(pw);
    } catch (e) {
      return finish(`${FAILED}，${reason(e)}`);
    }
    if (!good) {
      // the sheet stays for retyping; the toast shows above it, the line under the button after
      setBusy(false);
      setErr(WRONG);
      toast(WRONG);
      return false;
    }
    try {
      await cancelTransfer(userId, id);
      return finish(CANCELLED);
    } catch (e) {
      // the claim itself says whether a cancel whose answer was lost went through
      const status = refused(e) ? null : await getClaim(id).then((c) => c.status, () => null);
      return finish(status === 'CANCELED' ? CANCELLED : `${FAILED}，${reason(e)}`);
    }
  };

  return <PayPasswordPopup open title="撤销转让，请输入支付密码" onSubmit={submit} onClose={onClose} forgotHref="/dashboard/payment/password?mode=reset" />;
}
