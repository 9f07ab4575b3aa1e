import { isApiError } from '../../../runtime/api/api-error';
import { alert } from '../../../runtime/ui/ui-store';

export const BUSY = '系统繁忙，请重试';

/**
 * SPEC §8 for the bind-card flow: catalogued codes (PRE_BIND_CARD_FAILED, CHECK_CARD_FAILED,
 * BIND_CARD_FAILED with its value…) show their text; others the server's own words or BUSY.
 */
export async function bindErrorText(e: unknown): Promise<string> {
  if (!isApiError(e)) return BUSY;
  if (e.code === 'ACCESS_DENIED') return '登录超时';
  // already loaded by the client for this very error
  const { MESSAGES } = await import('../../../runtime/api/messages');
  if (MESSAGES[e.code]) return e.message;
  const value = (e.detail as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' && value ? value : BUSY;
}

/** Alerts the error; a timed-out session is reloaded after the alert (the calls are silent). */
export async function showBindError(e: unknown): Promise<void> {
  const text = await bindErrorText(e);
  await alert(text);
  if (isApiError(e) && e.code === 'ACCESS_DENIED') location.reload();
}
