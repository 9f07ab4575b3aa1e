// A call's outcome as data, for the account screens that show each figure's failure on its
// own. Apart from the calls so the calendar does not carry the home screen's schemas.
import { isApiError } from '../../runtime/api/api-error';

export type Settled<T> = { ok: true; value: T } | { ok: false; message: string };

export const errorText = (e: unknown) => (isApiError(e) ? e.message : '加载失败，请重试');

export const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (e: unknown) => ({ ok: false as const, message: errorText(e) }),
  );
