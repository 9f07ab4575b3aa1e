// Calls whose answer is only "done" (codes sent, checks passed, passwords changed).
import * as z from 'zod/mini';

/**
 * The backend family's acks: the proof is the envelope's `success: true`, never the data. The
 * front ends that call them read only `success` (and `error[0].message` on a refusal), and the
 * family's own literal envelopes carry `data: null` (tbus oauth2/src/endpoints/v2/users.js:18-28),
 * so whatever `data` holds (null, true, a message, an object) is accepted; a body without the
 * envelope (a bare `{}` or `true`) is no success. Spread into a call: `post(path, { ...ack, body })`.
 */
export const ack = {
  schema: z.pipe(
    z.unknown(),
    z.transform((): true => true),
  ),
  envelope: true,
} as const;

/**
 * The older, narrower ack: data `true` or `null`, envelope not required. Kept only for the callers
 * that still use it (modules/payment, modules/profile, modules/account), whose behaviour is theirs to change.
 */
export const ackSchema = z.union([z.literal(true), z.null()]);
export type Ack = z.infer<typeof ackSchema>;

/**
 * POST /logout: any 2xx answer is the session ended. The auth layer in front of a real backend
 * (server/auth-layer.ts) answers { upstream }, saying whether the backend ended it too; the
 * family's web layer answers an empty text/html body (tbus web/src/ccc/app.js:117-124), which
 * reads as no value; the sandbox acks. Only `upstream: false` says the server did not agree.
 */
export const logoutSchema = z.pipe(
  z.unknown(),
  z.transform((r): boolean => !(typeof r === 'object' && r !== null && (r as { upstream?: unknown }).upstream === false)),
);
