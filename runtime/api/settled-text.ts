// A call's outcome as data that keeps the failure's words (settled.ts keeps none), for the
// screens that show each figure's failure on its own: the account screens and the contract.
// Apart from the calls so the calendar does not carry the home screen's schemas.
import { isApiError } from './api-error';

export type Settled<T> = { ok: true; value: T } | { ok: false; message: string };

export const errorText = (e: unknown) => (isApiError(e) ? e.message : '加载失败，请重试');

export const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (e: unknown) => ({ ok: false as const, message: errorText(e) }),
  );
