import { useRef, useState } from 'react';
import { isApiError } from '../../../runtime/api/api-error';

/**
 * A profile form's one save (address, e-mail, feedback): a second tap while it is on its way
 * does nothing; a refusal says why and frees the form; success keeps it busy while the screen
 * moves on.
 */
export function useSave(failed = '保存失败，请稍后重试') {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  /** `bad`: why the form cannot be sent (shown, nothing sent); true once `run` succeeded. */
  const save = async (bad: string | null, run: () => Promise<unknown>): Promise<boolean> => {
    if (inFlight.current) return false;
    setErr(bad ?? '');
    if (bad) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      await run();
      return true;
    } catch (x) {
      inFlight.current = false;
      setBusy(false);
      setErr(isApiError(x) ? x.message : failed);
      return false;
    }
  };
  return { busy, err, setErr, save };
}
