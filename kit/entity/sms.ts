// The SMS code calls (SPEC §7): to the signed-in user's own mobile (the mobile change's first code,
// the payment-password reset) or to a mobile they give (the new mobile, a card's reserved mobile).
// Both are acks: the envelope's success says the code went out.
import { post } from '../../runtime/api/client';
import { ack } from '../../domain/ack';

/** A code to the user's own mobile; `smsType` names what it is for. */
export const sendMySms = (smsType: string) => post('/api/v2/smsCaptcha/MYSELF', { ...ack, body: { smsType } });

/** A code to `mobile`. */
export const sendSms = (mobile: string, smsType: string) => post('/api/v2/smsCaptcha', { ...ack, body: { mobile, smsType } });
