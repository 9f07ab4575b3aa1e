// Whether a mobile already has an account (POST /api/v2/register/check_mobile), asked by the
// register screens and the mobile change alike.
import { post } from '../../runtime/api/client';
import { isApiError, NETWORK, SCHEMA } from '../../runtime/api/api-error';
import { ack } from '../../domain/ack';

/**
 * check_mobile answers success when the mobile is free; a refusal from the server (MOBILE_USED,
 * HTTP 200 or 4xx: tbus register.ctrl.coffee:31-33, ZPJR MyCallBack.java:28) means registered,
 * except INVALID_MOBILE, which says nothing about an account. A failed exchange (network, 5xx,
 * garbled, no envelope) is not an answer: it throws.
 */
export const isRegistered = (mobile: string): Promise<boolean> =>
  post('/api/v2/register/check_mobile', { ...ack, body: { mobile } }).then(
    () => false,
    (e: unknown) => {
      if (isApiError(e) && e.code !== NETWORK && e.code !== SCHEMA && e.status > 0 && e.status < 500 && e.code !== 'INVALID_MOBILE') return true;
      throw e;
    },
  );
